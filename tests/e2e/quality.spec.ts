import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { hasJavaScript, open, signInWithForm } from "./utils";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe runs as a script in the page, so the no-js project checks the server-rendered page
 * in a context whose own scripts are blocked: the same DOM a visitor without JavaScript gets.
 */
const test = base.extend<{ page: Page }>({
  page: async ({ browser, page, viewport }, use, testInfo) => {
    if (hasJavaScript(testInfo)) return use(page);
    const context = await browser.newContext({ viewport, javaScriptEnabled: true });
    await context.route("**/build/**/*.js", (route) => route.abort());
    const scriptless = await context.newPage();
    await use(scriptless);
    await context.close();
  },
});

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Radix NavigationMenu's focus proxy: an aria-hidden span that takes focus only to pass
    // it straight into the open menu, so no one ever lands on it.
    .exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]')
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** The content pages and their states worth checking: filters with and without results. */
const contentPages = [
  "/about",
  "/buyers",
  "/private-sellers",
  "/trade-sellers",
  "/pricing",
  "/confirmation?plan=pro&session_id=cs_test_123",
  "/seller-resources",
  "/generator-categories",
  "/terms",
  "/privacy",
  "/contact",
  "/rental",
  "/directory",
  "/directory?area=leeds",
  "/glossary",
  "/glossary?q=zzzz",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const path of [
    "/",
    "/search?q=auction",
    "/search?q=zzzz",
    "/sell-generator",
    "/no-such-page",
    "/login?redirectTo=%2Fbulk-upload",
    "/auth?plan=pro",
    "/signup?account=dealer",
    "/forgot-password",
    "/listings",
    "/listings?type=dieselStandby&sort=price-asc&advanced=1",
    "/listings?q=zzzz",
    "/listings/10000000-0000-4000-8000-000000000002",
    "/listings/does-not-exist",
    ...contentPages,
  ]) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width}px has no violations`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path, testInfo);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test("open menus and dialogs have no violations", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, "/", testInfo);
    await page.getByRole("navigation", { name: "Main" }).getByText("Buy", { exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);

    if (hasJavaScript(testInfo)) {
      await page.keyboard.press("Escape");
      await page.getByRole("link", { name: "Search the site" }).click();
      await page.getByRole("searchbox").fill("gen");
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("header").locator("button, summary").filter({ hasText: "Menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("accessibility of forms showing their errors", () => {
  for (const [path, send] of [
    ["/contact", "Send Message"],
    ["/rental", "Submit Request"],
    ["/sell-generator", "Next"],
  ] as const) {
    test(`${path} after a submission with mistakes has no violations`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, path, testInfo);
      const button = page.getByRole("button", { name: send, exact: true });
      if (await button.isEnabled()) {
        await button.click();
      } else {
        // The hire form's Submit waits for consent and the code (with JavaScript): leaving an
        // empty required field shows its error instead.
        await page.locator("main").getByRole("textbox").first().focus();
        await page.keyboard.press("Tab");
      }
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test("the sell wizard's signed-in steps have no violations", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/login?redirectTo=%2Fsell-generator", testInfo);
  await page.getByRole("button", { name: "Sign in as the demo trade seller" }).click();
  await expect(page.getByRole("heading", { name: "List your generator" })).toBeVisible();
  await page.getByLabel("Generator Title").fill("Himoinsa HYW-45 T5 (accessibility check)");
  await page.getByLabel("Category").selectOption("Standby");
  await page.getByLabel("Condition").selectOption("used-good");
  await page.getByLabel("Description").fill("Canopied standby set.");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Power Output (kW)").fill("36");
  await page.getByLabel("Fuel Type").selectOption("Diesel");
  await page.getByLabel("Brand").selectOption("Himoinsa");
  await page.getByLabel("Year").fill("2018");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Please upload at least one photo of your generator")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Add Photos").setInputFiles("tests/fixtures/generator-panel.png");
  await page.getByRole("button", { name: "Upload Photos" }).click();
  await expect(page.getByText("Main photo")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Asking price is required")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Asking Price (£)").fill("7400");
  await page.getByLabel("VAT Status").selectOption("ex-vat");
  await page.getByLabel("Postcode").fill("CF10 1AA");
  await page.getByLabel(/Basic Listing/).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("responsive layout", () => {
  for (const width of [360, 390, 768, 1024, 1280]) {
    test(`no sideways scrolling at ${width}px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/search?q=generator", "/no-such-page", "/listings", "/listings/10000000-0000-4000-8000-000000000002", "/sell-generator", ...contentPages]) {
        await open(page, path, testInfo);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** Pages behind sign-in, each with an account that sees it filled in. */
const signedInPages = [
  { path: "/moderation", email: "demo-staff@genmarket.test" },
  { path: "/dashboard", email: "demo-trade@genmarket.test" },
  { path: "/dashboard?view=listings", email: "demo-trade@genmarket.test" },
  { path: "/dashboard?view=saved", email: "demo-buyer@genmarket.test" },
  { path: "/dashboard?view=messages", email: "demo-trade@genmarket.test" },
];

test.describe("signed-in pages", () => {
  for (const { path, email } of signedInPages) {
    test(`${path} has no axe violations and no sideways scrolling`, async ({ page }, testInfo) => {
      await signInWithForm(page, email, testInfo);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path, testInfo);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      for (const width of [360, 390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path, testInfo);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    });
  }

  test("/moderation showing a rejection's error has no violations", async ({ page }, testInfo) => {
    await signInWithForm(page, "demo-staff@genmarket.test", testInfo);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The seeded pending listing; an empty reason is refused, so nothing is decided.
    const card = page.getByRole("article", { name: "FG Wilson P88-3 88 kVA standby generator" });
    await card.getByText("Reject with a reason").click();
    await card.getByRole("button", { name: "Reject listing" }).click();
    await expect(card.getByLabel("Reason for the seller")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});
