import type { Page } from "@playwright/test";
import { axe, CONTRAST_WIDTH, formMessage, hasJavaScript, open, withoutAppScripts } from "../support/e2e";
import { setMemberPlan } from "../support/factories";
import { type DemoAccount, expect, test as base } from "../support/playwright";

/** axe checks every page at a phone's width and a desktop's; colour contrast at CONTRAST_WIDTH only. */
const AXE_WIDTHS = [390, CONTRAST_WIDTH];
/** Nothing may scroll sideways at any of these widths. */
const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1280];

/**
 * axe runs as a script in the page, so without JavaScript (the no-js project) the page is the
 * server-rendered one in a context whose own scripts are replaced by empty ones: the DOM a
 * visitor without JavaScript gets. Pages whose markup is the same either way are checked so
 * in both projects (`hydrate: false`): hydrating them changes nothing axe or the layout checks
 * see, and costs a page's load again in CPU (docs/testing.md "Budget").
 */
const test = base.extend<{ page: Page; hydrate: boolean; load: (path: string) => Promise<unknown> }>({
  hydrate: [true, { option: true }],
  page: async ({ page, newContext, hydrate }, use, testInfo) => {
    if (hasJavaScript(testInfo) && hydrate) return use(page);
    const context = await newContext({ javaScriptEnabled: true });
    await withoutAppScripts(context);
    await use(await context.newPage());
  },
  /** Opens a page; with JavaScript, once hydrated. */
  load: async ({ page, hydrate }, use, testInfo) => {
    await use((path) => (hasJavaScript(testInfo) && hydrate ? open(page, path, testInfo) : page.goto(path)));
  },
});

async function axeViolations(page: Page, { contrast = true } = {}) {
  const { violations } = await axe(page)
    // Radix NavigationMenu's focus proxy: an aria-hidden span that takes focus only to pass
    // it straight into the open menu, so no one ever lands on it.
    .exclude('nav[aria-label="Main"] span[aria-hidden="true"][tabindex="0"]')
    .disableRules(contrast ? [] : ["color-contrast"])
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Links and buttons whose label runs out of their own box (a label wider than its panel). */
const overflowingText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main a, main button, main summary")]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).overflowX === "visible")
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent?.trim().slice(0, 40)),
  );

/** Tab rows (the dashboard's, a listing's) that wrapped onto a second row instead of scrolling sideways. */
const wrappedTabRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Dashboard"] ul, [role="tablist"]')]
      .filter((list) => new Set([...list.children].map((tab) => Math.round(tab.getBoundingClientRect().top))).size > 1)
      .map((list) => list.textContent),
  );

/**
 * The loaded page, resized to every width: axe where it checks, no sideways scrolling
 * anywhere, no label running out of its box, tabs in one row.
 */
async function expectAccessibleAtEveryWidth(page: Page, path: string) {
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (AXE_WIDTHS.includes(width)) expect(await axeViolations(page, { contrast: width === CONTRAST_WIDTH }), `${path} at ${width}px`).toEqual([]);
    expect(await sidewaysOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    expect(await overflowingText(page), `${path} at ${width}px`).toEqual([]);
    expect(await wrappedTabRows(page), `${path} at ${width}px`).toEqual([]);
  }
}

/**
 * Pages whose markup differs without JavaScript, checked with both settings: every page's
 * header (its menus are <details> until hydrated; checked on these), the browse filters and
 * sort of listings and auctions (a Show results button, the Filters link; a price not understood,
 * chips and the list view), the listing's tabs and
 * save buttons, the hire form's captcha, sign-up's terms (on /signup and in Become a Member), the directory's filters.
 */
const pagesDifferingWithoutJs = [
  ["/", "/listings/10000000-0000-4000-8000-000000000002"],
  ["/listings", "/listings?type=dieselStandby&sort=price-asc&advanced=1", "/listings?brand=Honda&minPrice=abc&view=list"],
  // A keyword note, a place not found and the empty state (docs/auctions.md#browse-auctions).
  ["/auctions", "/auctions?q=sdm&near=ZZ9&radius=25"],
  ["/rental", "/signup?account=dealer", "/login?mode=signup&account=private"],
  ["/directory", "/directory?area=leeds"],
];

/** Every other public page (with its states worth checking): the same markup either way. */
const pagesAlike = [
  // The keyword search's notes: similar listings and "Did you mean" (docs/listings.md#keyword-search).
  ["/search?q=auction", "/search?q=atlas+copko", "/search?q=perkins"],
  ["/sell-generator", "/listings?q=victorn", "/forgot-password"],
  ["/login?redirectTo=%2Fbulk-upload", "/auth?plan=trade-standard", "/contact", "/auth?redirectTo=%2Fauctions%2F60000000-0000-4000-8000-000000000001%23bid"],
  ["/about", "/buyers", "/private-sellers"],
  // /confirmation needs a member and a real payment: checked in plans.spec.ts.
  ["/trade-sellers", "/pricing", "/faq", "/seller-guide"],
  ["/seller-resources", "/generator-categories", "/terms", "/dealer-api"],
  ["/privacy", "/cookies", "/glossary", "/glossary?q=zzzz"],
];

test.describe("every page: axe at 390 and 1280 px, no sideways scrolling from 360 to 1280 px", () => {
  for (const paths of pagesDifferingWithoutJs) {
    test(paths.join(", "), { tag: "@no-js" }, async ({ page, load }) => {
      for (const path of paths) {
        await load(path);
        await expectAccessibleAtEveryWidth(page, path);
      }
    });
  }

  test.describe("the same markup with JavaScript or without", () => {
    test.use({ hydrate: false });
    for (const paths of pagesAlike) {
      test(paths.join(", "), async ({ page, load }) => {
        for (const path of paths) {
          await load(path);
          await expectAccessibleAtEveryWidth(page, path);
        }
      });
    }

    test("the not-found pages", async ({ page, load }) => {
      for (const path of ["/no-such-page", "/listings/does-not-exist"]) {
        await load(path);
        await expectAccessibleAtEveryWidth(page, path);
      }
    });
  });
});

test("open menus and dialogs have no violations", { tag: "@no-js" }, async ({ page, load }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await load("/");
  await page.getByRole("navigation", { name: "Main" }).getByText("Buy", { exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);

  if (hasJavaScript(testInfo)) {
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Search the site" }).click();
    const searchDialog = page.getByRole("dialog", { name: "Search GenMarket" });
    await searchDialog.getByRole("searchbox").fill("generator");
    await expect(searchDialog.getByRole("region", { name: "Generators for sale" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("header").locator("button, summary").filter({ hasText: "Menu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("forms showing their errors", () => {
  // The hire form's captcha and Submit differ without JavaScript; the others are the same markup.
  for (const [path, send, withoutJs] of [
    ["/contact", "Send Message", false],
    ["/rental", "Submit Request", true],
    ["/sell-generator", "Next", false],
  ] as const) {
    test(`${path} after a submission with mistakes has no violations`, { tag: withoutJs ? "@no-js" : [] }, async ({ page, load }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await load(path);
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

test("the sell wizard's signed-in steps have no violations", async ({ page, admin, login, createMember, load }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A dealer of its own on the Trade Standard package, so the draft this writes goes when the test ends.
  const dealer = await createMember({ userType: "trade_seller" });
  await setMemberPlan(admin, dealer.id, "trade-standard");
  await login(dealer);
  await load("/sell-generator?new=1");
  await expect(page.getByRole("heading", { name: "List your generator" })).toBeVisible();
  await page.getByLabel("Generator Title").fill("Himoinsa HYW-45 T5 (accessibility check)");
  await page.getByLabel("Generator Type").selectOption("dieselStandby");
  await page.getByLabel("Condition").selectOption("used-good");
  await page.getByLabel("Description").fill("Canopied standby set.");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByLabel("Power Output").fill("36");
  await page.getByLabel("Fuel Type").selectOption("Diesel");
  await page.getByLabel("Brand", { exact: true }).selectOption("Himoinsa");
  await page.getByLabel("Year").fill("2018");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Please upload at least one photo of your generator")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Add Photos").setInputFiles("tests/fixtures/generator-panel.png");
  await page.getByRole("button", { name: "Upload Photos" }).click();
  await expect(page.getByText("Cover photo", { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(formMessage(page, "Asking price is required")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Asking Price (£)").fill("7400");
  await page.getByLabel("VAT Status").selectOption("ex-vat");
  await page.getByLabel("Postcode").fill("CF10 1AA");
  // The dealer lists within their Trade Standard package: no listing option to choose.
  await expect(page.getByText(/Included in your Standard package, with no per-listing fee/)).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await expect(page.getByText(/No fee: this listing uses one of your Standard package's ads/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

/**
 * Pages behind sign-in, each group with an account that sees them filled in. Saved Items'
 * cards carry save buttons that differ without JavaScript; the rest are the same markup.
 */
const signedInPages: { account: DemoAccount; paths: string[]; withoutJs?: boolean }[] = [
  { account: "tradeSeller", paths: ["/dashboard", "/dashboard?view=listings", "/dashboard?view=messages"] },
  { account: "staff", paths: ["/moderation"] },
  { account: "buyer", paths: ["/dashboard?view=saved", "/dashboard"], withoutJs: true },
];

test.describe("signed-in pages", () => {
  for (const { account, paths, withoutJs = false } of signedInPages) {
    test.describe(() => {
      test.use({ hydrate: withoutJs });
      test(`${paths.join(", ")} (${account})`, { tag: withoutJs ? "@no-js" : [] }, async ({ page, login, load }) => {
        await login(account, page.context());
        for (const path of paths) {
          await load(path);
          await expectAccessibleAtEveryWidth(page, path);
        }
      });
    });
  }

  test("/moderation showing a rejection's error has no violations", async ({ page, login, load }) => {
    await login("staff");
    await page.setViewportSize({ width: 1280, height: 900 });
    await load("/moderation");
    // The seeded pending listing; an empty reason is refused, so nothing is decided.
    const card = page.getByRole("article", { name: "FG Wilson P88-3 88 kVA standby generator" });
    await card.getByText("Reject with a reason").click();
    await card.getByRole("button", { name: "Reject listing" }).click();
    await expect(card.getByLabel("Reason for the seller")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Small defects once seen at a phone's width, kept gone. */
test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** How many lines an element's text runs to. */
  const linesOf = (element: HTMLElement) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  };
  const topsOf = (elements: HTMLElement[]) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size;

  test("tabs stay in one row with every label whole; nothing runs out of its panel or under the header; '1,250 kVA' and '1,000 kW' and the demo emails keep to one line; toasts under the header, clear of buttons; hire tips first", async ({ page, login, load }) => {
    await load("/auth");
    for (const email of ["demo-buyer@genmarket.test", "demo-private@genmarket.test", "demo-trade@genmarket.test"]) {
      expect(await page.getByText(email, { exact: true }).evaluate(linesOf), email).toBe(1);
    }

    // The 1,000 kW set's tile in the grid: each unit of "1,250 kVA / 1,000 kW" whole on its line.
    await load("/listings?q=3512B&view=grid");
    expect(await page.getByText("1,250 kVA", { exact: true }).evaluate(linesOf)).toBe(1);
    expect(await page.getByText("/ 1,000 kW", { exact: true }).evaluate(linesOf)).toBe(1);

    await load("/listings/10000000-0000-4000-8000-000000000020");
    // 'More Diesel Standby Generators' inside its panel.
    const more = page.getByRole("link", { name: "More Diesel Standby Generators" });
    const [link, panel] = [await more.boundingBox(), await page.locator("section", { has: more }).boundingBox()];
    expect(link!.x + link!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
    // The sections as tabs (with JavaScript); 'Applications' was cut to 'Appl…'.
    const tabs = page.getByRole("tablist", { name: "Listing information" }).getByRole("tab");
    await expect(tabs).toHaveText(["Details", "Specifications", "Applications"]);
    expect(await tabs.evaluateAll(topsOf)).toBe(1);
    expect(await tabs.evaluateAll((elements) => elements.filter((tab) => tab.scrollWidth > tab.clientWidth).length)).toBe(0);

    // A heading jumped to is not under the sticky header; the hire form's tips come before it.
    await load("/listings/10000000-0000-4000-8000-000000000005");
    await page.getByRole("region", { name: "Contact the seller" }).getByRole("link", { name: "Message" }).click();
    const header = (await page.locator("header").first().boundingBox())!;
    await expect.poll(async () => (await page.getByRole("heading", { name: "Contact Seller" }).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await load("/rental");
    const tipsAt = (await page.getByRole("heading", { name: "Tips for a quick quote" }).boundingBox())!.y;
    expect(tipsAt).toBeLessThan((await page.getByRole("heading", { name: "Request hire quotes" }).boundingBox())!.y);

    // A toast sits under the header, clear of the form's buttons (a member sent from choosing a
    // new password to ask for the link that allows it).
    await login("buyer", page.context());
    await load("/reset-password");
    const toast = page.locator("li").filter({ has: page.getByRole("button", { name: "Dismiss notification" }) });
    await expect(toast).toContainText("Confirm it's you");
    await expect(toast).toBeVisible();
    // The toast slides in: its place is where it comes to rest (within a few pixels).
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 4);
    const toastBox = (await toast.boundingBox())!;
    const send = (await page.locator("main form").getByRole("button").first().boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThan(send.y);

    await login("tradeSeller", page.context());
    await load("/dashboard");
    const dashboardTabs = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link");
    expect(await dashboardTabs.count()).toBeGreaterThan(3);
    expect(await dashboardTabs.evaluateAll(topsOf), "dashboard tabs in one row").toBe(1);
  });
});
