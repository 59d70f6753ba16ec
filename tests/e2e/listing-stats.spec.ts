import type { Page } from "@playwright/test";
import { axe, open, untilHydrated } from "../support/e2e";
import { expect, test } from "../support/playwright";

/**
 * The statistics page and the seller's overview in a browser: from My Listings to a listing's
 * statistics, the period in the URL, and both pages axe-clean without sideways scrolling at
 * phone and desktop widths. What they show, and to whom, is in tests/worker/listing-stats.test.ts.
 */
test("a seller opens a listing's statistics from My Listings and changes the period", async ({ page, login }, testInfo) => {
  await login("tradeSeller");
  await open(page, "/dashboard", testInfo);
  await expect(page.getByRole("heading", { name: "Your selling at a glance" })).toBeVisible();
  await expectAccessible(page);

  // The tab, not a new page load: the dashboard is already hydrated.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Listings" }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=listings$/);
  await untilHydrated(page, testInfo);
  const active = page.getByRole("article", { name: /Cummins C220D5 220 kVA/ });
  await active.getByRole("link", { name: /^Statistics/ }).click();
  await expect(page).toHaveURL(/\/listings\/10000000-[-0-9]+\/stats$/);
  await expect(page.getByRole("heading", { level: 1, name: /Cummins C220D5 220 kVA/ })).toBeVisible();
  // The seed's views: a bar chart named for what it shows, its figures in the table below.
  await expect(page.getByRole("img", { name: "Views per day" })).toBeVisible();
  await page.getByText("Every day's figures (table)").click();
  await expect(page.getByRole("table", { name: /newest first/ }).locator("tbody tr")).toHaveCount(30);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Period shown" }).getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/\/stats\?days=7$/);
  await expect(page.getByRole("heading", { name: "The last 7 days" })).toBeVisible();
  await expect(page.locator("details table tbody tr")).toHaveCount(7);
});

async function expectAccessible(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
}
