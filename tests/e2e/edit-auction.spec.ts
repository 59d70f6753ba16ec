import type { Page } from "@playwright/test";
import { axe, formMessage, open, untilHydrated } from "../support/e2e";
import { createAuction } from "../support/factories";
import { expect, test } from "../support/playwright";

test.use({ viewport: { width: 1280, height: 900 } });

/** axe over the page's main content at 390 and 1280 px, and no sideways scrolling. */
async function checkAccessible(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `${what} at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what} at ${width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// A bad field's message shows as the seller leaves it, without a post, and again after Save
// Changes; the values stay and the save lands on the auction with its toast. Without JavaScript
// (the message from the server after Save Changes): tests/worker/edit-auction.test.ts's "without JavaScript" test.
test("a seller edits their auction without bids from My Auctions", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const auction = await createAuction(admin, seller.id, { title: "Pramac 40 kVA before its edit" });
  // One whose end has passed: shown, not editable.
  const ended = await createAuction(admin, seller.id, { title: "Pramac 60 kVA past its end", auction_end_date: new Date(Date.now() - 60_000).toISOString() });
  await login(seller);
  await open(page, "/dashboard?view=listings", testInfo);
  await page.locator("#my-auctions").getByRole("article", { name: auction.title }).getByRole("link", { name: `Edit ${auction.title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Generator Auction" })).toBeVisible();
  await untilHydrated(page, testInfo);
  await expect(page.getByLabel("Title")).toHaveValue(auction.title);

  const title = page.getByLabel("Title");
  await title.fill("Too short");
  await page.getByLabel("Location").fill("Stourton, Leeds");
  await title.blur();
  await expect(formMessage(page, "Title must be at least 10 characters")).toBeVisible();
  await checkAccessible(page, "the form with an error");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(formMessage(page, "Title must be at least 10 characters")).toBeVisible();
  await expect(page.getByLabel("Location")).toHaveValue("Stourton, Leeds");
  expect((await admin.from("auction_listings").select("title").eq("id", auction.id).single()).data?.title).toBe(auction.title);

  await title.fill("Pramac 40 kVA after its edit");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/auctions/${auction.id}$`));
  await expect(page.getByText("Auction updated").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pramac 40 kVA after its edit" })).toBeVisible();
  const { data } = await admin.from("auction_listings").select("title, location").eq("id", auction.id).single();
  expect(data).toEqual({ title: "Pramac 40 kVA after its edit", location: "Stourton, Leeds" });

  await open(page, `/create-auction?edit=${ended.id}`, testInfo);
  await expect(page.getByText("This auction has ended, so it can no longer be edited.")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save Changes" })).toHaveCount(0);
  await checkAccessible(page, "the read-only page");
});
