import type { Page } from "@playwright/test";
import { cardTitles, filterForm, open, pathOf } from "../support/e2e";
import { createAuction, uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

/*
 * The auctions browse page in a browser, with and without JavaScript: the filter panel, the
 * sort, Place Bid for a visitor, the countdown. Which auctions each filter selects is the
 * worker tests' (tests/worker/auctions.test.ts); axe at 390 and 1280 px runs on /auctions
 * with the other pages in quality.spec.ts.
 */

const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /auctions? found/ });


// The filters and sort without JavaScript are tests/worker/auctions.test.ts's "as a browser
// without JavaScript" (decision 019); Place Bid's landing on the bid form stays in both projects.
test.describe("auctions browse page", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("filters live in the URL; the same URL in a fresh browser shows the same auctions; Reset goes back", async ({
    page,
    admin,
    createMember,
    newContext,
  }, testInfo) => {
    // Its own auctions, found by a word no other test uses: two 100 kW (125 kVA) sets ending
    // within a day (the answer), one 100 kW set ending next week, one 60 kW (75 kVA) set ending soon.
    const word = `auctione${uniqueToken()}`;
    const seller = await createMember({ userType: "private_seller" });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const make = (title: string, power: number, endsInHours: number) =>
      createAuction(admin, seller.id, { title: `${title} ${word}`, power_kw: power, auction_end_date: inHours(endsInHours) });
    await Promise.all([
      make("Perkins soon one", 100, 3),
      make("Perkins soon two", 100, 5),
      make("Perkins next week", 100, 150),
      make("Lister soon", 60, 4),
    ]);

    await open(page, `/auctions?q=${word}`, testInfo);
    await expect(resultCount(page)).toHaveText("4 auctions found");
    await filterForm(page).getByLabel("Power (kVA)").selectOption("100-250");
    await expect(page).toHaveURL(/kva=100-250/);
    await expect(resultCount(page)).toHaveText("3 auctions found");
    await filterForm(page).getByLabel("Ending soon (24h)").check();
    await expect(page).toHaveURL(/endingSoon=1/);
    await expect(resultCount(page)).toHaveText("2 auctions found");
    expect(pathOf(page)).toBe(`/auctions?q=${word}&kva=100-250&endingSoon=1`);
    // Ending soonest first.
    await expect(cardTitles(page)).toHaveText([`Perkins soon one ${word}`, `Perkins soon two ${word}`]);

    const fresh = await (await newContext()).newPage();
    await fresh.goto(page.url());
    await expect(resultCount(fresh)).toHaveText("2 auctions found");
    await expect(filterForm(fresh).getByLabel("Power (kVA)")).toHaveValue("100-250");
    await expect(filterForm(fresh).getByLabel("Ending soon (24h)")).toBeChecked();

    await filterForm(page).getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auctions" && url.search === "");
    await expect(filterForm(page).getByRole("searchbox", { name: "Search" })).toHaveValue("");
    await expect(filterForm(page).getByLabel("Power (kVA)")).toHaveValue("");
    await expect(filterForm(page).getByLabel("Ending soon (24h)")).not.toBeChecked();
    await expect(filterForm(page).getByLabel("Maximum current bid")).toHaveValue("50000");
  });

  test("the bid range filters once moved; the sort keeps the filters", async ({ page, admin, createMember }, testInfo) => {
    const word = `auctionr${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    await Promise.all(
      [2_000, 9_000, 30_000, 80_000].map((price) =>
        createAuction(admin, seller.id, { title: `Cummins set ${word} £${price}`, starting_price: price }),
      ),
    );
    await open(page, `/auctions?q=${word}`, testInfo);
    // At its default (£0–£50,000) the range filters nothing: the £80,000 set is shown too.
    await expect(resultCount(page)).toHaveText("4 auctions found");
    await expect(filterForm(page).getByText("Every auction is shown until you move a handle.").first()).toBeVisible();

    await filterForm(page).getByLabel("Maximum current bid").fill("10000");
    await expect(page).toHaveURL(/minBid=0&maxBid=10000/);
    await expect(resultCount(page)).toHaveText("2 auctions found");

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.selectOption("bid-desc");
    await expect(page).toHaveURL(new RegExp(`/auctions\\?q=${word}&minBid=0&maxBid=10000&sort=bid-desc$`));
    await expect(cardTitles(page)).toHaveText([`Cummins set ${word} £9000`, `Cummins set ${word} £2000`]);
  });

  test("Place Bid, signed out: sign in with the notice, then back to that auction's bid form", { tag: "@no-js" }, async ({
    page,
    admin,
    createMember,
  }, testInfo) => {
    const word = `auctionp${uniqueToken()}`;
    const seller = await createMember({ userType: "private_seller" });
    const auction = await createAuction(admin, seller.id, { title: `Kohler set ${word}` });
    await open(page, `/auctions?q=${word}`, testInfo);
    await page.getByRole("link", { name: `Place Bid on Kohler set ${word}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/auth" && url.searchParams.get("redirectTo") === `/auctions/${auction.id}#bid`);
    await expect(page.getByText("You will be notified to complete your bid")).toBeVisible();
    await expect(page.getByText("Please log in or create an account to place a bid")).toBeVisible();
    await page.getByRole("button", { name: "Sign in as the demo buyer" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/auctions/${auction.id}` && url.hash === "#bid");
    const bidForm = page.getByRole("region", { name: "Place your bid" });
    await expect(bidForm.getByLabel("Your maximum bid (£)")).toBeVisible();
    await expect(bidForm.getByLabel("Your maximum bid (£)")).toBeInViewport();
  });

  // With JavaScript only: without it, the same form is a plain GET, which
  // tests/worker/auctions-near.test.ts sends as a browser would (docs/auctions.md#browse-auctions).
  test("within N miles of a postcode with JavaScript: the distance fields apply by themselves, each card says how far, Nearest first", async ({
    page,
    admin,
    createMember,
  }, testInfo) => {
    // Its own auctions at known outcodes: Manchester (M1, about 36 miles from LS1), London
    // (EC1A, about 170) and Leeds (LS1), created out of nearness order.
    const word = `auctionn${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    for (const postcode of ["M1 1AE", "EC1A 1BB", "LS1 4AP"]) {
      await createAuction(admin, seller.id, { title: `Perkins set ${word} ${postcode}`, postcode });
    }
    await open(page, `/auctions?q=${word}`, testInfo);
    await expect(resultCount(page)).toHaveText("3 auctions found");
    const distances = page.locator("#results article").getByText(/^· (Under 1 mile|\d+ miles? away)$/);
    await expect(distances).toHaveCount(0);

    // The postcode first, so that the radius never applies without one.
    await filterForm(page).getByLabel("Of postcode").fill("ls1 4ap");
    await expect(page).toHaveURL(/near=LS1\+4AP/);
    await filterForm(page).getByLabel("Within").selectOption("50");
    await expect(page).toHaveURL(new RegExp(`/auctions\\?q=${word}&near=LS1\\+4AP&radius=50$`));
    await expect(resultCount(page)).toHaveText("2 auctions found");
    await expect(distances).toHaveCount(2);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption("nearest");
    await expect(page).toHaveURL(/&sort=nearest$/);
    await expect(cardTitles(page)).toHaveText([`Perkins set ${word} LS1 4AP`, `Perkins set ${word} M1 1AE`]);
    await expect(distances.first()).toHaveText("· Under 1 mile");
    await expect(distances.last()).toHaveText(/^· 3[4-8] miles away$/);
  });

  test("the time left counts down from the server's clock, whatever the browser's, and flips to Ended", async ({
    page,
    admin,
    createMember,
  }, testInfo) => {
    const word = `auctionc${uniqueToken()}`;
    const seller = await createMember({ userType: "private_seller" });
    await createAuction(admin, seller.id, { title: `Pramac set ${word}`, auction_end_date: new Date(Date.now() + 90_000).toISOString() });
    // The browser's clock is six hours fast (the same year, which the footer shows): by it,
    // the auction would have ended long ago. The test moves it on when it needs to.
    await page.clock.install({ time: new Date(Date.now() + 6 * 3600_000) });
    await open(page, `/auctions?q=${word}`, testInfo);
    const card = page.locator("#results article");
    const timeLeft = card.locator("time");
    await expect(timeLeft).toHaveText(/^Time left: 1m \d\ds$/);
    const before = (await timeLeft.textContent())!;
    await page.clock.runFor(5_000);
    await expect(timeLeft).not.toHaveText(before);
    await page.clock.runFor(90_000);
    await expect(card.getByText("Ended", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /Place Bid/ })).toHaveCount(0);
  });
});
