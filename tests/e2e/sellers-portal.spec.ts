import { axe, open } from "../support/e2e";
import { createListing } from "../support/factories";
import { expect, test } from "../support/playwright";

const LISTINGS_TAB = "/sellers-portal?tab=listings";

test.use({ viewport: { width: 1280, height: 900 } });

// The bulk bar appears as rows are ticked ('{n} selected') and select-all is offered. Without
// JavaScript (the ticks and the bar's buttons one plain form): tests/worker/sellers-portal.test.ts's "without JavaScript" test.
test("a seller deactivates two listings with the bulk bar", async ({ page, admin, createMember, login }, testInfo) => {
  const seller = await createMember({ userType: "trade_seller" });
  const kept = await createListing(admin, seller.id, { title: "Pramac GSW30 30 kVA kept live", price_gbp: 6_500 });
  const first = await createListing(admin, seller.id, { title: "Kohler KD40 40 kVA taken off", price_gbp: 8_200 });
  const second = await createListing(admin, seller.id, { title: "Bruno GX 20 kVA taken off", price_gbp: 3_900 });
  await login(seller);
  await open(page, LISTINGS_TAB, testInfo);
  await expect(page.getByRole("heading", { name: "All listings (3)" })).toBeVisible();
  const bar = page.getByRole("group", { name: "Selected listings" });

  // Download Template: the file, and with JavaScript the toast.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Template" }).click();
  expect((await download).suggestedFilename()).toBe("trade_ads_template.csv");
  await expect(page.getByText("Template Downloaded").filter({ visible: true }).first()).toBeVisible();

  await expect(bar).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Select all listings" }).check();
  await expect(bar).toContainText("3 selected");
  await page.getByRole("checkbox", { name: "Select all listings" }).uncheck();
  await expect(bar).toHaveCount(0);
  await page.getByRole("checkbox", { name: first.title }).check();
  await page.getByRole("checkbox", { name: second.title }).check();
  await expect(bar).toContainText("2 selected");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
    // Cards on a phone, a table at 1280: either way a row's last action is in sight, never clipped at the right.
    const statistics = await page.getByRole("link", { name: `Statistics of ${first.title}` }).boundingBox();
    expect(statistics!.x + statistics!.width, `at ${width}px`).toBeLessThanOrEqual(width);
  }
  await bar.getByRole("button", { name: "Deactivate" }).click();

  await expect(page.getByText("2 listings deactivated").filter({ visible: true }).first()).toBeVisible();
  const row = (title: string) => page.getByRole("row").filter({ has: page.getByRole("checkbox", { name: title }) });
  await expect(row(first.title).getByText("Deactivated", { exact: true })).toBeVisible();
  await expect(row(second.title).getByText("Deactivated", { exact: true })).toBeVisible();
  await expect(row(kept.title).getByText("Active", { exact: true })).toBeVisible();
  // The heading counts the rows shown, every status here: the three, two now deactivated.
  await expect(page.getByRole("heading", { name: "All listings (3)" })).toBeVisible();
  // Done, the ticks and the bar are gone.
  await expect(page.getByRole("checkbox", { name: first.title })).not.toBeChecked();
  const { data } = await admin.from("generator_listings").select("title, status").eq("dealer_id", seller.id).order("title");
  expect(data).toEqual([
    { title: second.title, status: "inactive" },
    { title: first.title, status: "inactive" },
    { title: kept.title, status: "active" },
  ]);
});
