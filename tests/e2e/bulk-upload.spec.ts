/**
 * /bulk-upload in the browser, with JavaScript (the same flow without it is posted in
 * tests/worker/bulk-upload.test.ts): the template download, a CSV and the Security
 * Verification captcha, the preview with its failure, Confirm, the toasts and the history;
 * axe-clean and without sideways scrolling at 390 and 1280 px.
 */
import type { Page } from "@playwright/test";
import { captchaCookieNames, challengeInCookie, devSessionSecret } from "../support/captcha";
import { axe, open } from "../support/e2e";
import { setMemberPlan, stockCsv, uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

/** The code the bulk upload's captcha cookie holds once its image has loaded. */
async function captchaCode(page: Page) {
  const image = page.getByRole("img", { name: /Security code/ });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === captchaCookieNames.bulkUpload);
  const challenge = cookie ? await challengeInCookie(cookie.value, devSessionSecret(), "bulkUpload") : null;
  expect(challenge, "the captcha cookie").not.toBeNull();
  return challenge!.code;
}

async function checkLayout(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axe(page).contrastAtDesktopOnly().include("main").analyze();
    expect(violations.map((violation) => violation.id), `at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `at ${width}px`).toBeLessThanOrEqual(0);
  }
}

test("a dealer uploads a CSV, checks the preview and confirms it", async ({ page, admin, createMember, login }, testInfo) => {
  const dealer = await createMember({ userType: "trade_seller" });
  // New rows take the dealer's package's ads, as the wizard's publish does (docs/bulk-upload.md).
  await setMemberPlan(admin, dealer.id, "trade-standard");
  const token = uniqueToken();
  await login(dealer);
  await open(page, "/bulk-upload", testInfo);
  await expect(page.getByRole("heading", { level: 1, name: "Bulk Upload" })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "stock_ref" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "generator_listing_template.csv" }).click();
  expect((await download).suggestedFilename()).toBe("generator_listing_template.csv");

  await page.getByLabel("CSV file").setInputFiles({ name: "stock.csv", mimeType: "text/csv", buffer: Buffer.from(stockCsv({ count: 3, token, bad: [2] })) });
  await page.getByLabel("Code", { exact: true }).fill(await captchaCode(page));
  await checkLayout(page);
  await page.getByRole("button", { name: "Upload and preview" }).click();

  await expect(page.getByText("File Received").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Preview: stock.csv" })).toBeVisible();
  const failures = page.getByRole("table").filter({ has: page.getByText("Rows with errors (1)") });
  await expect(failures.getByRole("row").nth(1)).toContainText(/3\s*brand\s*Brand is required/);
  await expect(page.getByRole("table").filter({ has: page.getByText("New listings (2)") }).getByRole("row")).toHaveCount(3);
  await checkLayout(page);

  await page.getByRole("button", { name: "Confirm upload (2 rows)" }).click();
  await expect(page.getByText("Upload Successful").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText("2 new listings created, 0 updated.").filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upload applied: stock.csv" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Confirm upload/ })).toHaveCount(0);
  const history = page.getByRole("region", { name: "Your uploads" });
  await expect(history.getByRole("row").nth(1)).toContainText(/stock\.csv\s*Applied\s*2\s*0\s*1/);

  const { data } = await admin.from("generator_listings").select("status").eq("dealer_id", dealer.id);
  expect(data).toEqual([{ status: "pending" }, { status: "pending" }]);
});
