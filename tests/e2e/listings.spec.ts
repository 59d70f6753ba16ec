import type { Page } from "@playwright/test";
import { cardTitles, filterForm, hasJavaScript, open, pathOf, withoutAppScripts } from "../support/e2e";
import { createListing, uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

const LISTING = "10000000-0000-4000-8000-000000000002"; // Honda EU22i, four photos

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /generators? found/ });

async function countShown(page: Page) {
  const text = (await resultCount(page).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}


// With JavaScript; the filters, search, sort, pages, distance, the type buttons (links, only
// followed) and a listing's sections without it are tests/worker/listings.test.ts's "as a
// browser without JavaScript" (decision 019). What
// a browser shows differently without JavaScript (Advanced Filters and the phone's Filters
// folding, the phone's list layout) stays here in both projects.
test.describe("browse page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filters live in the URL; the same URL in a fresh browser shows the same results; Reset goes back", async ({
    page,
    admin,
    createMember,
    newContext,
  }, testInfo) => {
    // Its own listings, found by a word in their titles that no other test uses, so the counts
    // are this test's alone whatever other tests publish meanwhile: 26, two of them Cummins
    // diesel standby sets (the filters' answer), one a Perkins that only the brand rules out.
    const word = `gensetq${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    const standby = (brand: string, index: number) =>
      createListing(admin, seller.id, { title: `${brand} standby set ${word} ${index}`, type: "dieselStandby", fuel: "Diesel", brand });
    await Promise.all([
      standby("Cummins", 1),
      standby("Cummins", 2),
      standby("Perkins", 3),
      ...Array.from({ length: 23 }, (_, index) => createListing(admin, seller.id, { title: `Portable set ${word} ${index + 4}` })),
    ]);

    await open(page, `/listings?q=${word}`, testInfo);
    const total = 26;
    await expect(resultCount(page)).toHaveText(`${total} generators found`);
    await expect(cardTitles(page)).toHaveCount(24);

    await filterForm(page).getByLabel("Type", { exact: true }).selectOption("dieselStandby");
    await expect(page).toHaveURL(/type=dieselStandby/);
    await filterForm(page).getByText("Advanced Filters").click();
    await filterForm(page).getByLabel("Fuel").selectOption("Diesel");
    await expect(page).toHaveURL(/fuel=Diesel/);
    await filterForm(page).getByRole("checkbox", { name: "Cummins" }).check();
    await expect(page).toHaveURL(/brand=Cummins/);

    expect(new URL(page.url()).searchParams.get("q")).toBe(word);
    await expect(resultCount(page)).toHaveText("2 generators found");
    const titles = await cardTitles(page).allTextContents();
    expect([...titles].sort()).toEqual([`Cummins standby set ${word} 1`, `Cummins standby set ${word} 2`]);

    const fresh = await (await newContext()).newPage();
    await fresh.goto(page.url());
    await expect(resultCount(fresh)).toHaveText("2 generators found");
    expect(await cardTitles(fresh).allTextContents()).toEqual(titles);
    await expect(filterForm(fresh).getByLabel("Type", { exact: true })).toHaveValue("dieselStandby");
    await expect(filterForm(fresh).getByRole("checkbox", { name: "Cummins" })).toBeChecked();

    // Reset clears the search too: every live listing, more than this test's own.
    await filterForm(page).getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/listings" && url.search === "");
    await expect(filterForm(page).getByRole("searchbox", { name: "Search" })).toHaveValue("");
    await expect(cardTitles(page)).toHaveCount(24);
    await expect.poll(() => countShown(page)).toBeGreaterThan(total);
    await expect(filterForm(page).getByLabel("Type", { exact: true })).toHaveValue("");
    await expect(filterForm(page).getByRole("checkbox", { name: "Cummins" })).not.toBeChecked();
    await expect(filterForm(page).getByLabel("Min price")).toHaveValue("");
    await expect(filterForm(page).getByLabel("Max price")).toHaveValue("");
    await expect(filterForm(page).getByLabel("Minimum year")).toBeHidden(); // Advanced Filters folded again
  });

  test("search text: typed, applied, and kept in the box", async ({ page }, testInfo) => {
    await open(page, "/listings", testInfo);
    const search = filterForm(page).getByRole("searchbox", { name: "Search" });
    await search.fill("honda");
    await expect(page).toHaveURL(/\?q=honda$/); // applies once typing pauses
    await expect(search).toHaveValue("honda");
    // The address changes a moment before the new cards render: wait for them, not the address.
    // Honda's own sets come first (title and brand weigh most); after them, sets whose model or
    // description names a Honda engine (docs/listings.md#keyword-search).
    await expect
      .poll(async () => (await cardTitles(page).allTextContents()).slice(0, 5).filter((title) => !/honda/i.test(title)))
      .toEqual([]);
    await expect(cardTitles(page).first()).toContainText(/honda/i);
  });

  test("sort dropdown and pagination keep the other filters", async ({ page, admin, createMember }, testInfo) => {
    // Its own 27 listings under a word no other test uses, so the pages hold only these
    // whatever other tests publish meanwhile: £1,000 to £26,000 in steps of £1,000, and one at
    // £200,000 that the price filter leaves out.
    const word = `sortq${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    await Promise.all(
      [...Array.from({ length: 26 }, (_, index) => (index + 1) * 1000), 200_000].map((price) =>
        createListing(admin, seller.id, { title: `Sorted set ${word} ${price}`, price_gbp: price }),
      ),
    );
    await open(page, `/listings?q=${word}&maxPrice=150000`, testInfo);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.selectOption("price-desc");
    await expect(page).toHaveURL(new RegExp(`/listings\\?q=${word}&maxPrice=150000&sort=price-desc$`));
    const prices = page.locator("#results article").getByText(/^£[\d,]+$/);
    const pounds = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, index) => `£${((from - index) * 1000).toLocaleString("en-GB")}`);
    // The address changes a moment before the new results render, and the newest-first cards
    // they replace may already read £26,000 down (the listings were sent in price order), so
    // the prices alone do not show the new page has rendered: its pagination, whose Next keeps
    // the sort, does.
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    const next = pagination.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", /[?&]sort=price-desc(&|$)/);
    await expect(prices).toHaveText(pounds(26, 3));

    // From the keyboard: a click made by position was lost once in CI and once in twelve runs
    // on a loaded machine (the cards above lay out as they scroll into view, content-visibility,
    // and may move the link between press and release).
    await next.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/listings\\?q=${word}&maxPrice=150000&sort=price-desc&page=2$`));
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Page 2");
    await expect(prices).toHaveText(pounds(2, 1));
  });

  test("within N miles of a postcode: set through the form, held in the URL, each card saying how far; Nearest first", async ({
    page,
    admin,
    createMember,
  }, testInfo) => {
    // Its own listings at known outcodes: Leeds (LS1), Headingley (LS6), Manchester (M1, about
    // 36 miles from LS1) and London (EC1A, about 170), created out of nearness order.
    const word = `nearq${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    for (const postcode of ["M1 1AE", "EC1A 1BB", "LS6 2AA", "LS1 4AP"]) {
      await createListing(admin, seller.id, { title: `Set ${word} ${postcode}`, postcode });
    }
    await open(page, `/listings?q=${word}`, testInfo);
    await expect(resultCount(page)).toHaveText("4 generators found");
    const distances = page.locator("#results article").getByText(/^· (Under 1 mile|\d+ miles? away)$/);
    await expect(distances).toHaveCount(0);

    // The postcode first, so that with JavaScript the radius never applies without one.
    await filterForm(page).getByLabel("Of postcode").fill("ls1 4ap");
    await expect(page).toHaveURL(/near=LS1\+4AP/);
    await filterForm(page).getByLabel("Within").selectOption("50");
    await expect(page).toHaveURL(new RegExp(`/listings\\?q=${word}&near=LS1\\+4AP&radius=50$`));
    await expect(resultCount(page)).toHaveText("3 generators found");
    await expect(distances).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Within 50 miles of LS1 4AP");

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.selectOption("nearest");
    await expect(page).toHaveURL(/&sort=nearest|sort=nearest&/);
    await expect(cardTitles(page)).toHaveText([`Set ${word} LS1 4AP`, `Set ${word} LS6 2AA`, `Set ${word} M1 1AE`]);
    await expect(distances.first()).toHaveText("· Under 1 mile");
    await expect(distances.last()).toHaveText(/^· 3[4-8] miles away$/);
  });

  test("Advanced Filters opens and closes", { tag: "@no-js" }, async ({ page }, testInfo) => {
    await open(page, "/listings", testInfo);
    const year = filterForm(page).getByLabel("Minimum year");
    await expect(year).toBeHidden();
    await filterForm(page).getByText("Advanced Filters").click();
    await expect(year).toBeVisible();
    await expect(year).toHaveValue("2010");
    // The address remembers the open section (with JavaScript once the page has applied it).
    if (hasJavaScript(testInfo)) await expect(page).toHaveURL(/[?&]advanced=1/);
    await filterForm(page).getByText("Advanced Filters").click();
    await expect(year).toBeHidden();
    if (hasJavaScript(testInfo)) await expect(page).not.toHaveURL(/advanced=/);
  });

  test("typed prices apply once typing pauses; one that is not an amount is said beside its box", async ({ page }, testInfo) => {
    await open(page, "/listings", testInfo);
    const max = filterForm(page).getByLabel("Max price");
    await max.fill("£1,500");
    await expect(page).toHaveURL(/\/listings\?maxPrice=1500$/);
    // The address changes a moment before the new cards render: wait for the prices, not the address.
    const pricesOver1500 = async () =>
      (await page.locator("#results article").getByText(/^£[\d,]+$/).allTextContents()).filter((price) => Number(price.replace(/[£,]/g, "")) > 1500);
    await expect.poll(pricesOver1500).toEqual([]);
    await max.fill("1500x");
    await expect(max).toHaveAttribute("aria-invalid", "true");
    await expect(max).toHaveAccessibleDescription("Enter the maximum price in pounds, like 1500");
    await expect(page.getByRole("alert")).toContainText("Enter the maximum price in pounds, like 1500");
    await max.fill("2000");
    await expect(page).toHaveURL(/\/listings\?maxPrice=2000$/);
    await expect(max).not.toHaveAttribute("aria-invalid");
  });

  test("a photo that fails to load falls back to the placeholder", async ({ page, expectConsoleError }, testInfo) => {
    // With JavaScript only: swapping a broken image needs it.
    expectConsoleError(/Failed to load resource: net::ERR_FAILED/);
    await page.route("**/photos/**", (route) => route.abort());
    await open(page, "/listings", testInfo);
    await expect(page.locator("#results article img").first()).toHaveAttribute("src", "/listing-placeholder.svg");
  });
});

test.describe("browse page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a compact list, about three listings to a screen; the grid and back through the URL", { tag: "@no-js" }, async ({ page }, testInfo) => {
    await open(page, "/listings", testInfo);
    const cards = page.locator("#results article");
    const box = async (index: number) => (await cards.nth(index).boundingBox())!;
    // Each card about a third of the screen, its photo beside its title.
    for (const index of [0, 1, 2]) expect((await box(index)).height).toBeLessThan(844 / 3);
    const photo = (await cards.first().locator("img").boundingBox())!;
    const title = (await cards.first().getByRole("heading").boundingBox())!;
    expect(photo.x + photo.width).toBeLessThanOrEqual(title.x);
    expect(photo.y).toBeLessThan(title.y + title.height);

    const views = page.getByRole("group", { name: "Results view" });
    await views.getByRole("link", { name: "Grid" }).click();
    await expect(page).toHaveURL(/\/listings\?view=grid$/);
    await expect(views.getByRole("link", { name: "Grid" })).toHaveAttribute("aria-current", "true");
    await expect.poll(async () => (await box(0)).height).toBeGreaterThan(844 / 2); // the photo above the facts
    // The choice stays while filtering.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/listings\?view=grid&page=2$/);
    // With JavaScript the address changes a moment before page 2 is drawn with its own links.
    await expect(views.getByRole("link", { name: "List" })).toHaveAttribute("href", "/listings?view=list&page=2");
    await views.getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/\/listings\?view=list&page=2$/);
    await expect.poll(async () => (await box(0)).height).toBeLessThan(844 / 3);
  });

  test("with JavaScript, the results are busy and dimmed while the filters load; chips remove filters", async ({ page }, testInfo) => {
    await open(page, "/listings?brand=Honda", testInfo);
    const results = page.locator("#results");
    const chips = page.getByRole("list", { name: "Applied filters" });
    await expect(chips.getByRole("link")).toHaveText(["Remove filter: Honda"]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/listings" && url.searchParams.has("_data"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole("button", { name: /^Filters/ }).click();
    await filterForm(page).getByLabel("Condition").selectOption("used-good");
    await expect(results).toHaveAttribute("aria-busy", "true");
    await expect(results.getByText("Updating results…")).toBeVisible();
    await expect(page.locator("#results > ul")).toHaveCSS("opacity", "0.45"); // the cards, dimmed
    release();
    await expect(page).toHaveURL(/\/listings\?brand=Honda&condition=used-good$/);
    await expect(results).not.toHaveAttribute("aria-busy");
    await expect(chips.getByRole("link")).toHaveText(["Remove filter: Honda", "Remove filter: Used – Good"]);
    await chips.getByRole("link", { name: "Remove filter: Honda" }).click();
    await expect(page).toHaveURL(/\/listings\?condition=used-good$/);
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(chips).toBeHidden();
  });

  test("the filters fold away behind a Filters control and open as a sheet whose Show results stays on screen and leads to the results", { tag: "@no-js" }, async ({ page }, testInfo) => {
    await open(page, "/listings?sort=price-asc", testInfo);
    const search = filterForm(page).getByRole("searchbox", { name: "Search" });
    await expect(search).toBeHidden();
    await page.getByRole(hasJavaScript(testInfo) ? "button" : "link", { name: /^Filters/ }).click();
    await expect(search).toBeVisible();
    // The sheet is longer than the screen; its foot is on screen from the start.
    const show = page.getByRole("button", { name: /^Show (\d+ )?results$/ });
    await expect(show).toBeInViewport();
    await filterForm(page).getByLabel("Condition", { exact: true }).selectOption("used-good");
    if (hasJavaScript(testInfo)) {
      // Applied already: the foot counts what the results hold.
      await expect(page).toHaveURL(/condition=used-good/);
      await expect(page.locator("#results")).not.toHaveAttribute("aria-busy");
      const found = page.locator("#results").getByText(/generators? found$/);
      await expect.poll(async () => (await show.textContent()) === `Show ${(await found.textContent())!.split(" ")[0]} results`).toBe(true);
    }
    await show.click();
    await expect(page).toHaveURL(/condition=used-good/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(search).toBeHidden();
    // The results first: their count at the top of the screen.
    const count = page.locator("#results").getByText(/generators? found$/);
    await expect(count).toBeInViewport();
    expect((await count.boundingBox())!.y).toBeLessThan(300);
  });
});

// What JavaScript takes away or adds to a browse page when it hydrates must not move what is
// already on screen: the no-JavaScript Sort button, shown until hydration, took a row of its own
// on a phone (or pushed the results bar onto two at 1280 px), and its going moved the results up
// (a layout shift on every visit).
test("hydrating /listings and /auctions moves nothing the page first showed, at 390 and 1280 px", async ({ newContext }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "hydration needs JavaScript");
  const positions = (page: Page) =>
    page.evaluate(() =>
      ["main h1", "#sort-by", "#results ul", "header a[href='/search']"].map((selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return `${selector}: ${box ? `${Math.round(box.x)},${Math.round(box.y)}` : "absent"}`;
      }),
    );
  for (const width of [390, 1280]) {
    // The first paint: the server's page with its scripts held back.
    const unhydrated = await newContext({ viewport: { width, height: 900 } });
    await withoutAppScripts(unhydrated);
    const before = await unhydrated.newPage();
    const hydrated = await (await newContext({ viewport: { width, height: 900 } })).newPage();
    for (const path of ["/listings", "/auctions"]) {
      await before.goto(path);
      await open(hydrated, path, testInfo);
      expect(await positions(hydrated), `${path} at ${width} px`).toEqual(await positions(before));
    }
  }
});

test.describe("listing detail", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("thumbnails change the main photo", async ({ page }, testInfo) => {
    await open(page, `/listings/${LISTING}`, testInfo);
    const hero = page.getByRole("region", { name: "Overview" }).locator("img").first();
    const firstSrc = await hero.getAttribute("src");
    const thumbnails = page.getByRole("list", { name: "Photos" }).getByRole("link");
    await expect(thumbnails).toHaveCount(4);
    await thumbnails.nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/listings/${LISTING}\\?photo=3$`));
    await expect(hero).not.toHaveAttribute("src", firstSrc!);
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("Details, Specifications and Applications are all reachable", async ({ page }, testInfo) => {
    await open(page, `/listings/${LISTING}`, testInfo);
    await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Specifications" }).click();
    await expect(page).toHaveURL(/\?tab=specifications$/);
    await expect(page.getByRole("tabpanel")).toContainText("Emissions rating");
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Typical uses of portable generators");
    // The arrow keys move along the tabs and choose as they go (WAI-ARIA's tabs pattern).
    await page.getByRole("tab", { name: "Applications" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Details" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(new RegExp(`/listings/${LISTING}$`));
    await expect(page.getByRole("heading", { name: "About Portable Generators" })).toBeVisible();
  });

  test("Contact Seller: Save to Favorites asks a visitor to sign in and come back", async ({ page }, testInfo) => {
    await open(page, `/listings/${LISTING}`, testInfo);
    const contact = page.getByRole("region", { name: "Contact Seller" });
    await expect(contact).toContainText("Thames Gateway Power Ltd");
    await expect(contact).toContainText(/Listing reference: GM-\d+/);
    await expect(contact.getByLabel("Message")).toBeVisible();
    await expect(contact.getByRole("button", { name: "Message Seller" })).toBeVisible();
    await contact.getByRole("button", { name: "Save to Favorites" }).click();
    await expect(page).toHaveURL((url) => pathOf(page) === `/auth?redirectTo=${encodeURIComponent(`/listings/${LISTING}`)}` && url.pathname === "/auth");
    await expect(page.getByText("Access Restricted").first()).toBeVisible();
  });
});

test.describe("home page featured listings", () => {
  test("the whole card is one link, through /listing/{id} to the listing", async ({ page, admin, createMember }, testInfo) => {
    // A featured listing of its own, the newest: another test's may be gone by the time it is
    // clicked. A cookie the app does not read has the page rendered now, not the edge cache's copy.
    const seller = await createMember({ userType: "trade_seller" });
    const { title } = await createListing(admin, seller.id, { title: `Featured card ${uniqueToken()}`, featured: true });
    await page.context().addCookies([{ name: "gm_test", value: "fresh", url: new URL(testInfo.project.use.baseURL!).origin }]);
    await open(page, "/", testInfo);
    const featured = page.getByRole("region", { name: "Featured generators" });
    await expect(featured.getByRole("article")).toHaveCount(3);
    const card = featured.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    // One link to the listing, named by its title (Enquire goes to its Contact Seller card).
    await expect(card.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", /^\/listing\//);
    await expect(card.getByRole("link")).toHaveCount(2);
    // The photo is part of the link: a click on it (the card's top left) opens the listing.
    await card.click({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
