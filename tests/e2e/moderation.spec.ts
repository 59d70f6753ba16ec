import type { Page, TestInfo } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { formMessage, open } from "../support/e2e";
import { createListing } from "../support/factories";
import { expect, test } from "../support/playwright";

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * A complete listing of the seller's with a photo, published and waiting for review. The
 * seller is the test's own private seller, so the listing goes when the test ends.
 */
async function publishedListing(admin: SupabaseClient, sellerId: string, label: string, testInfo: TestInfo) {
  const title = `Honda EU30i ${label} ${testInfo.project.name} ${Date.now().toString(36)}`;
  const listing = await createListing(admin, sellerId, {
    status: "pending",
    listing_option: "basic",
    title,
    description: "Quiet inverter generator, serviced in the spring.",
    model: "EU30i",
    power_kw: 2.8,
    year: 2020,
    price_gbp: 1450,
    location: "Taunton, Somerset",
  });
  const photo = await admin.from("listing_photos").insert({ listing_id: listing.id, storage_path: "seed/portable-1.png", position: 0, alt: title });
  if (photo.error) throw photo.error;
  return listing;
}

const reviewCard = (page: Page, title: string) => page.getByRole("article", { name: title });

// What is only read (My Listings' statuses, who may open the queue, a visitor sent to sign in)
// is read without a browser in tests/worker/moderation.test.ts (decision 019).
// Without JavaScript, and what a visitor reads of the listing once approved: tests/worker/moderation.test.ts, "without JavaScript, through the queue's forms".
test("staff preview a pending listing and approve it; it is live for 30 days", async ({ page, admin, login, createMember }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const listing = await publishedListing(admin, seller.id, "approve", testInfo);

  await login("staff");
  await open(page, "/moderation", testInfo);
  // The header offers staff their queue in place of the dashboard.
  await expect(page.getByRole("heading", { level: 1, name: "Moderation queue" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: "Moderation" })).toBeVisible();

  const card = reviewCard(page, listing.title);
  await expect(card).toContainText(seller.fullName);
  await expect(card).toContainText("£1,450");
  await expect(card).toContainText("Portable");

  // The preview is the listing page, marked as not public and kept out of every cache.
  const [preview] = await Promise.all([
    // The listing route's data request.
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/listings/${listing.id}` && url.searchParams.get("_data") === "routes/listings.$id";
    }),
    card.getByRole("link", { name: /Preview the listing/ }).click(),
  ]);
  await expect(page).toHaveURL(`/listings/${listing.id}`);
  await expect(page.getByText("Pending review — not public")).toBeVisible();
  expect(preview.headers()["cache-control"]).toBe("private, no-store");

  await open(page, "/moderation", testInfo);
  await reviewCard(page, listing.title).getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Listing approved").filter({ visible: true }).first()).toBeVisible();
  await expect(reviewCard(page, listing.title)).toHaveCount(0);

  const { data } = await admin.from("generator_listings").select("status, expires_at").eq("id", listing.id).single();
  expect(data!.status).toBe("active");
  expect(Math.round((Date.parse(data!.expires_at!) - Date.now()) / 86_400_000)).toBe(30);
  // An anonymous visitor then finding it in /listings and opening it is only read: the worker test's.
});

// Without JavaScript, and the seller reading the reason: tests/worker/moderation.test.ts, "staff reject with a reason, after one refused without".
test("staff reject with a reason, after one refused without", async ({ page, admin, login, createMember }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const listing = await publishedListing(admin, seller.id, "reject", testInfo);

  await login("staff");
  await open(page, "/moderation", testInfo);
  const card = reviewCard(page, listing.title);
  await card.getByText("Reject with a reason").click();
  await card.getByRole("button", { name: "Reject listing" }).click();
  // Without a reason nothing is decided: the message, and the listing still waiting.
  await expect(formMessage(page, "Please give a reason the seller can act on", reviewCard(page, listing.title))).toBeVisible();
  const { data: stillPending } = await admin.from("generator_listings").select("status").eq("id", listing.id).single();
  expect(stillPending!.status).toBe("pending");

  const reason = "Please add a photo of the data plate so buyers can check the model.";
  const reasonBox = reviewCard(page, listing.title).getByLabel("Reason for the seller");
  await expect(reasonBox).toHaveAttribute("aria-invalid", "true");
  await reasonBox.fill(reason);
  await reviewCard(page, listing.title).getByRole("button", { name: "Reject listing" }).click();
  await expect(page.getByText("Listing rejected").filter({ visible: true }).first()).toBeVisible();
  await expect(reviewCard(page, listing.title)).toHaveCount(0);
  // The seller reading the reason under My Listings is a page read: the worker test's (decision 019).
  const { data: rejected } = await admin.from("generator_listings").select("status, rejection_reason").eq("id", listing.id).single();
  expect(rejected).toEqual({ status: "rejected", rejection_reason: reason });
});

test("the reject button is busy while the decision is sent", async ({ page, admin, login, createMember }, testInfo) => {
  // With JavaScript only: busy labels need it.
  const seller = await createMember({ userType: "private_seller" });
  const listing = await publishedListing(admin, seller.id, "busy", testInfo);
  await login("staff");
  await open(page, "/moderation", testInfo);
  const card = reviewCard(page, listing.title);
  // Hold the decision back so the busy state can be seen.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/moderation*", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  await card.getByText("Reject with a reason").click();
  await card.getByLabel("Reason for the seller").fill("The price looks like a typo: please check it.");
  await card.getByRole("button", { name: "Reject listing" }).click();
  await expect(card.getByRole("button", { name: "Rejecting..." })).toBeDisabled();
  await expect(card.getByRole("button", { name: "Approve" })).toBeDisabled();
  release();
  await expect(page.getByText("Listing rejected").filter({ visible: true }).first()).toBeVisible();
});
