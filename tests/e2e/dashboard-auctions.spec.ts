import type { Page } from "@playwright/test";
import { axe, open } from "../support/e2e";
import { createAuction } from "../support/factories";
import { expect, test } from "../support/playwright";

const LISTINGS = "/dashboard?view=listings";

test.use({ viewport: { width: 1280, height: 900 } });

const auctionRow = (page: Page, title: string) => page.locator("#my-auctions").getByRole("article", { name: title });
const confirmation = (page: Page) => page.getByRole("group", { name: "Cancel this auction?" });

// The confirmation comes without a page load and takes the focus: asked once, cancelled on the
// second submit. Without JavaScript (each step a page of its own): tests/worker/dashboard-auctions.test.ts's "without JavaScript" test.
test("a seller cancels an auction without bids after confirming it", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "private_seller" });
  const kept = await createAuction(admin, seller.id, { title: "Pramac 40 kVA kept on after all" });
  const withdrawn = await createAuction(admin, seller.id, { title: "Pramac 60 kVA withdrawn by its seller" });
  await login(seller);
  await open(page, LISTINGS, testInfo);
  await expect(page.getByRole("heading", { name: "My Auctions (2)" })).toBeVisible();

  // Asked, then kept: nothing changes.
  await auctionRow(page, kept.title).getByRole("button", { name: `Cancel auction ${kept.title}` }).click();
  await expect(confirmation(page)).toContainText(`${kept.title} will be withdrawn`);
  await expect(confirmation(page)).toBeFocused();
  await confirmation(page).getByRole("link", { name: "Keep auction" }).click();
  await expect(confirmation(page)).toHaveCount(0);
  await expect(auctionRow(page, kept.title).getByText("Active", { exact: true })).toBeVisible();

  // Asked, then confirmed: cancelled, with a toast, and no longer offered.
  await auctionRow(page, withdrawn.title).getByRole("button", { name: `Cancel auction ${withdrawn.title}` }).click();
  await expect(confirmation(page)).toContainText(withdrawn.title);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
  await confirmation(page).getByRole("button", { name: "Yes, cancel auction" }).click();
  await expect(page.getByText("Auction cancelled").filter({ visible: true }).first()).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);
  const row = auctionRow(page, withdrawn.title);
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Cancel auction/ })).toHaveCount(0);
  const { data } = await admin.from("auction_listings").select("id, status").in("id", [kept.id, withdrawn.id]).order("title");
  expect(data).toEqual([
    { id: kept.id, status: "active" },
    { id: withdrawn.id, status: "cancelled" },
  ]);
});
