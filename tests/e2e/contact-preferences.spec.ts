import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";
import { axe, open, toast } from "../support/e2e";
import { createListing } from "../support/factories";
import { expect, test } from "../support/playwright";

const ACCOUNT = "/dashboard?view=account";
const PHONE = "07700 900736";

test.use({ viewport: { width: 1280, height: 900 } });

const preferences = (page: Page) => page.locator("#contact-preferences");
const showPhone = (page: Page) => preferences(page).getByLabel("Show my phone number to signed-in members on my listings");

// Without JavaScript: tests/worker/contact-preferences.test.ts, "without JavaScript: a private seller ticks and unticks Show my phone".
test("a private seller chooses whether Call Seller shows members their phone", async ({
  page,
  admin,
  createMember,
  login,
  newContext,
}, testInfo) => {
  const seller = await createMember({ userType: "private_seller", phone: PHONE });
  const listing = await createListing(admin, seller.id);
  await login(seller);
  await open(page, ACCOUNT, testInfo);
  await expect(preferences(page)).toContainText(`The number they would see: ${PHONE}.`);
  await expect(showPhone(page)).not.toBeChecked();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("#contact-preferences").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }

  // A buyer presses Call Seller: no number yet.
  const buyerContext = await newContext();
  await login(undefined, buyerContext);
  const buyerPage = await buyerContext.newPage();
  await open(buyerPage, `/listings/${listing.id}`, testInfo);
  await buyerPage.locator("#contact").getByRole("button", { name: "Call Seller" }).click();
  await expect(buyerPage.locator("#contact")).toContainText("This seller prefers to be contacted by message.");

  // The seller ticks the box and saves: the page comes back with a toast, still ticked, and the
  // choice is stored. What a buyer's Call Seller then shows for each stored choice is only read:
  // tests/worker/contact-preferences.test.ts's (a reload of either page here cost a page load).
  await showPhone(page).check();
  await preferences(page).getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page, "Contact preferences saved")).toBeVisible();
  await expect(showPhone(page)).toBeChecked();
  expect(await showsPhone(admin, seller.id)).toBe(true);

  // Unticked and saved, it is private again.
  await showPhone(page).uncheck();
  await preferences(page).getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page, "Members who press Call Seller on your listings are asked to send a message.")).toBeVisible();
  await expect(showPhone(page)).not.toBeChecked();
  expect(await showsPhone(admin, seller.id)).toBe(false);
});

/** The seller's stored choice. */
async function showsPhone(admin: SupabaseClient, id: string) {
  return (await admin.from("profiles").select("show_phone_on_listings").eq("id", id).single()).data?.show_phone_on_listings;
}
