import { axe, open } from "../support/e2e";
import { uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

/**
 * Plans that can be bought (docs/payments.md), as a new dealer meets them: the package chosen
 * on /trade-sellers survives sign-up, starts with its free trial in test mode, and
 * /confirmation and the dashboard read it back from the database. The HTTP detail (no
 * JavaScript, a made-up session_id, refusals, prices, and the first week's receipt when the
 * trial ends) is in tests/worker/plans.test.ts and price-list.test.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } });

test("choosing Trade Premium on /trade-sellers, signing up and starting the free trial in test mode lands on /confirmation naming the plan; the dashboard shows it", async ({
  page,
  admin,
}, testInfo) => {
  await open(page, "/trade-sellers", testInfo);
  await page.getByRole("link", { name: "Choose Premium" }).click();
  await expect(page).toHaveURL(/\/auth\?plan=trade-premium$/);
  await expect(page.getByText("You chose the Premium plan (£89.95 per week + VAT)")).toBeVisible();
  await page.getByRole("link", { name: "Become a Member" }).click();
  await expect(page).toHaveURL(/mode=signup/);

  const email = `premium-${uniqueToken()}@example.co.uk`;
  await page.getByLabel("First name").fill("Owen");
  await page.getByLabel("Last name").fill("Pryce");
  await page.getByLabel("Company name").fill("Severn Power Ltd");
  await page.getByLabel("Business email").fill(email);
  await page.getByLabel("Business phone").fill("01452 300400");
  await page.getByLabel("Password", { exact: true }).fill("perkins-1104");
  await page.getByLabel("Confirm password").fill("perkins-1104");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create dealer account" }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=trade-premium$/);
  await expect(page.getByRole("heading", { level: 1, name: "Premium" })).toBeVisible();
  await expect(page.getByText("Test mode: no card is charged.")).toBeVisible();
  await expect(page.getByText("14 days free, then £107.94 a week")).toBeVisible();
  await page.getByRole("button", { name: "Start Premium: 14 days free" }).click();

  await expect(page).toHaveURL(/\/confirmation\?session_id=[0-9a-f-]{36}&plan=trade-premium&success=true$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Confirmed" })).toBeVisible();
  await expect(page.getByText("Welcome to GenMarket Premium.")).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get("session_id");
  const { data: payment } = await admin.from("payments").select("reference, amount_pence, status, plan_id").eq("id", sessionId!).single();
  // Nothing is charged for the trial.
  expect(payment).toMatchObject({ amount_pence: 10794, status: "cancelled", plan_id: "trade-premium" });
  await expect(page.getByText(payment!.reference)).toBeVisible();
  await expect(page.getByText(/^Until .*, then £107\.94 inc\. VAT a week$/)).toBeVisible();
  // Radix NavigationMenu's focus proxy excluded, as quality.spec.ts does.
  const { violations } = await axe(page).exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.getByRole("link", { name: "See your plan" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("Premium");
  await expect(plan).toContainText("20 of 20 ads left");
  await expect(plan).toContainText("free trial until");

  // When the trial ends, Billing's receipt of the first week is only read: tests/worker/plans.test.ts's.
});
