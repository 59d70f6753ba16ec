import { axe, open } from "../support/e2e";
import { expect, test } from "../support/playwright";

test.use({ viewport: { width: 1280, height: 900 } });

// Save this search on /listings, then the search in Saved Items: the Alerts box sends itself
// when ticked. Without JavaScript (Update sends it): tests/worker/saved-searches.test.ts's "without JavaScript" test.
test("a buyer saves a search and manages its alerts in Saved Items", async ({ page, admin, createMember, login }, testInfo) => {
  const buyer = await createMember();
  await login(buyer);
  await open(page, "/listings?type=dieselStandby&location=london", testInfo);
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved").filter({ visible: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/listings\?type=dieselStandby&location=london$/);

  await open(page, "/dashboard?view=saved", testInfo);
  const name = "Diesel Standby Generators · London & South East";
  const saved = page.locator("#saved-searches");
  await expect(saved.getByRole("heading", { name: "Saved Searches (1)" })).toBeVisible();
  const item = saved.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(item).toContainText("London & South East");
  const alerts = item.getByRole("checkbox", { name: `Alerts for ${name}` });
  await expect(alerts).toBeChecked();

  // The Saved view's code loads when the view is shown: its Update button goes once the box
  // sends itself (ticking it before then is a plain form's tick).
  await expect(item.getByRole("button", { name: `Update alerts for ${name}` })).toHaveCount(0);
  await alerts.uncheck();
  await expect(page.getByText("Alerts off").filter({ visible: true }).first()).toBeVisible();
  await expect
    .poll(async () => (await admin.from("saved_searches").select("alerts").eq("user_id", buyer.id).single()).data?.alerts)
    .toBe(false);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("#saved-searches").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }

  await item.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/listings\?type=dieselStandby&location=london$/);
});
