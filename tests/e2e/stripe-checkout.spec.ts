/**
 * Paying a listing fee on Stripe's hosted Checkout (docs/payments.md#stripe), in the second app
 * of playwright.config.ts, whose Stripe is the stand-in: Publish leaves the site for the
 * checkout page (a document navigation), Cancel comes back to the Review step as it was, and
 * paying comes back to the listing, submitted for review. Without JavaScript (a 303), the same
 * walk is tests/worker/stripe-payments.test.ts's "without JavaScript" test, through the visitor.
 */
import { addListingPhoto, createListing } from "../support/factories";
import { expect, test } from "../support/playwright";
import { testPorts } from "../support/ports.js";

const stripeApp = `http://127.0.0.1:${testPorts.stripeApp}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test("a private seller pays the listing fee on the checkout page, after cancelling once, and comes back to the listing submitted for review", async ({
  page,
  admin,
  createMember,
  login,
}) => {
  const seller = await createMember({ userType: "private_seller" });
  const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby", chosen_option: "basic" });
  await addListingPhoto(admin, { sellerId: seller.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
  await login(seller);

  await page.goto(`${stripeApp}/sell-generator?edit=${draft.id}&step=5`);
  await page.getByRole("button", { name: "Pay £20 and Publish" }).click();
  await expect(page.getByRole("heading", { name: "Pay GenMarket £20.00" })).toBeVisible();
  await expect(page.getByText("Basic Listing (30 days)")).toBeVisible();

  // Cancel: back on the Review step, nothing charged, nothing sent for review.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${stripeApp}/sell-generator?edit=${draft.id}&step=5`);
  await expect(page.getByRole("button", { name: "Pay £20 and Publish" })).toBeVisible();

  // Again: the same checkout, paid this time.
  await page.getByRole("button", { name: "Pay £20 and Publish" }).click();
  await page.getByRole("button", { name: "Pay £20.00" }).click();
  await expect(page).toHaveURL(`${stripeApp}/sell-generator?edit=${draft.id}`);
  await expect(page.getByText("Payment received", { exact: true })).toBeVisible();
  const { data } = await admin.from("generator_listings").select("status").eq("id", draft.id).single();
  expect(data).toEqual({ status: "pending" });
  const { data: payments } = await admin.from("payments").select("status, amount_pence, provider").eq("user_id", seller.id);
  expect(payments).toEqual([{ status: "paid", amount_pence: 2000, provider: "stripe" }]);
});
