import type { Page } from "@playwright/test";
import { headerNavigation, mobileNavigation, visibleLinks } from "../../app/content/navigation";
import { hasJavaScript, open } from "../support/e2e";
import { createListings, uniqueToken } from "../support/factories";
import { expect, test } from "../support/playwright";

// What is only read and followed, the same with JavaScript or without (the logo's link, the
// footer's links with their addresses, the breadcrumbs, the sign-in gate's toast, the home
// page's generator types), is read without a browser in tests/worker/shell.test.ts and
// tests/worker/content.test.ts (decision 019); a link's client-side navigation is the header
// menus' and the site search's, here.
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Pages only signed-in users may open: following their link leads to the sign-in gate. */
const gated = new Set(["/bulk-upload", "/create-auction", "/sellers-portal", "/dashboard"]);

function landedOn(path: string) {
  return (url: URL) =>
    gated.has(path)
      ? url.pathname === "/auth" && url.searchParams.get("redirectTo") === path
      : url.pathname === path;
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // The menus are server-rendered <details> without JavaScript and Radix menus with it, so this
  // runs both ways. Each link is seen in its open menu with its address, and only the last one
  // is followed: that every address leads to a page is the link crawl's job
  // (tests/worker/links.test.ts), and a page load per link or per menu was most of the time.
  test("every link of the header can be reached in its menu, with its address", { tag: "@no-js" }, async ({ page }, testInfo) => {
    await open(page, "/about", testInfo);
    for (const item of headerNavigation) {
      const links = item.kind === "link" ? [item] : visibleLinks(item.links, false);
      const trigger = mainNav(page).getByText(item.label, { exact: true });
      if (item.kind === "menu") {
        // With JavaScript, from the keyboard: a click also hovers the Radix trigger, whose
        // delayed opening a busy machine can run before the click, which then closes it.
        if (hasJavaScript(testInfo)) {
          await trigger.focus();
          await page.keyboard.press("Enter");
        } else {
          await trigger.click();
        }
      }
      const scope = item.kind === "menu" ? mainNav(page).getByRole("list", { name: item.label }) : mainNav(page);
      const target = (label: string) => scope.getByRole("link", { name: label, exact: item.kind === "link" });
      for (const link of links) {
        await expect(target(link.label), `${item.label} → ${link.label}`).toBeVisible();
        await expect(target(link.label), `${item.label} → ${link.label}`).toHaveAttribute("href", link.to);
      }
      if (item === headerNavigation.at(-1)) {
        const last = links.at(-1)!;
        await target(last.label).click();
        await expect(page, `${item.label} → ${last.label}`).toHaveURL(landedOn(last.to));
      } else if (item.kind === "menu") {
        // Closed again before the next one opens: an open <details> panel can lie over the next trigger.
        if (hasJavaScript(testInfo)) {
          await trigger.focus();
          await page.keyboard.press("Enter");
        } else {
          await trigger.click();
        }
        await expect(scope).toBeHidden();
      }
    }
  });

  // With JavaScript only: Radix renders a menu's links when it opens, so what it leaves out is
  // seen open. Without JavaScript the menus are markup, which tests/worker/shell.test.ts reads
  // (no Create Auction or Sellers Portal link, Login and Sign Up to their pages).
  test("signed out, the Sell menu has no Create Auction or Sellers Portal", async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    await mainNav(page).getByText("Sell", { exact: true }).click();
    await expect(mainNav(page).getByRole("link", { name: /Sell Your Generator/ })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: /Create Auction/ })).toHaveCount(0);
    await expect(mainNav(page).getByRole("link", { name: /Sellers Portal/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Login" }).first()).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Sign Up" }).first()).toHaveAttribute("href", "/signup");
  });

  test("a menu works from the keyboard alone", { tag: "@no-js" }, async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    await mainNav(page).getByText("Buy", { exact: true }).focus();
    await page.keyboard.press("Enter");
    const first = mainNav(page).getByRole("link", { name: /Browse Generators/ });
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/listings$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: Page) => page.locator("header").locator("button, summary").filter({ hasText: "Menu" });
  const mobileNav = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

  test("opens, and every link in it can be reached and followed", { tag: "@no-js" }, async ({ page }, testInfo) => {
    // Each link seen with its address, the last followed (as the desktop header's).
    await open(page, "/about", testInfo);
    await expect(mainNav(page)).toBeHidden();
    await menuButton(page).click();
    const target = (label: string) => mobileNav(page).getByRole("link", { name: label, exact: true });
    for (const link of mobileNavigation) {
      await expect(target(link.label), link.label).toBeVisible();
      await expect(target(link.label), link.label).toHaveAttribute("href", link.to);
    }
    const last = mobileNavigation.at(-1)!;
    await target(last.label).click();
    await expect(page, last.label).toHaveURL(landedOn(last.to));
    await expect(mobileNav(page)).toBeHidden();
  });

  // A long page's HTML is parsed in several tasks and may be painted between them; a bar drawn
  // half-parsed, its Search button alone at the right, moved when the Menu button arrived
  // (app/components/header.css.ts, HEADER_END_ID). Here the document stops after Search.
  test("a header half received is not shown", async ({ page }) => {
    await page.route("**/listings", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.slice(0, html.indexOf(">Search</span>") + ">Search</span>".length) });
    });
    await page.goto("/listings");
    for (const name of ["GenMarket home", "Search the site"]) {
      const link = page.getByRole("link", { name, exact: true, includeHidden: true });
      await expect(link, name).toHaveCount(1);
      await expect(link, name).toBeHidden();
    }
  });

  test("choosing a link closes it and scrolls to the top", async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    await page.evaluate(() => window.scrollTo(0, 600));
    await menuButton(page).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await mobileNav(page).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("an overlay click, the close button or Escape closes it", async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    const dialog = page.getByRole("dialog", { name: "Menu" });

    await menuButton(page).click();
    await expect(dialog).toBeVisible();
    // Radix starts listening for a press outside from a zero-delay timer set as the menu
    // opens (@radix-ui/react-dismissable-layer); a person never presses that soon, but a
    // test on a busy machine can. The same effects then set the body's pointer-events to
    // none, after the timer is set; a timer set in the page after that runs after it.
    await expect(page.locator("body")).toHaveCSS("pointer-events", "none");
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.mouse.click(15, 400); // the dark overlay, left of the sheet
    await expect(dialog).toBeHidden();

    await menuButton(page).click();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();

    await menuButton(page).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe("site search", () => {
  const searchButton = (page: Page) => page.getByRole("link", { name: "Search the site" });

  test("with JavaScript: the dialog finds entries, and choosing one closes, clears and scrolls up", async ({
    page,
    admin,
    createMember,
  }, testInfo) => {
    // Its own listings, found by a word in their titles that no other test uses: other tests
    // publish listings meanwhile (a Perkins among them), and a signed-out /listings is served
    // from the edge cache (server.ts), so a count of shared stock could differ between the
    // dialog and the page.
    const word = `gensets${uniqueToken()}`;
    const seller = await createMember({ userType: "trade_seller" });
    await createListings(admin, seller.id, 5, { title: `Standby set ${word}` });

    await open(page, "/", testInfo);
    await page.evaluate(() => window.scrollTo(0, 400));
    await searchButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Search GenMarket" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("searchbox");
    await expect(input).toHaveAttribute("placeholder", "Search GenMarket...");
    await expect(input).toBeFocused();
    // One ✕ only: a type="search" input would add the browser's clear button beside Close.
    await expect(input).toHaveAttribute("type", "text");
    await expect(dialog.getByRole("button")).toHaveCount(1);
    await expect(dialog.getByText("Start typing to search across all pages and features")).toBeVisible();

    await input.fill("zzzz");
    await expect(dialog.getByText('No results found for "zzzz"')).toBeVisible();

    await input.fill("AUCTION");
    await dialog.getByRole("link", { name: /Generator Auctions/ }).click();
    await expect(page).toHaveURL(/\/auctions$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await searchButton(page).click();
    await expect(page.getByRole("dialog", { name: "Search GenMarket" }).getByRole("searchbox")).toHaveValue("");
    const maxHeight = await page
      .getByRole("dialog", { name: "Search GenMarket" })
      .locator("[aria-live]")
      .evaluate((element) => getComputedStyle(element).maxHeight);
    expect(maxHeight).toBe("384px"); // 24rem

    // Stock as you type: the matching listings, and 'See all N generators' to the browse page.
    const dialogAgain = page.getByRole("dialog", { name: "Search GenMarket" });
    await dialogAgain.getByRole("searchbox").fill(word);
    const listings = dialogAgain.getByRole("region", { name: "Generators for sale" });
    await expect(listings.getByRole("listitem")).toHaveCount(4);
    await expect(listings.getByRole("listitem").first()).toContainText(`Standby set ${word}`);
    await listings.getByRole("link", { name: "See all 5 generators", exact: true }).click();
    await expect(page).toHaveURL(`/listings?q=${word}`);
    await expect(dialogAgain).toBeHidden();
    await expect(page.getByText("5 generators found")).toBeVisible();
  });

  // Without JavaScript the button leads to /search, a plain GET form, and the hero's box is one
  // too: both walked by tests/worker/site-search.test.ts's "/search without JavaScript".
  test("the home hero's search box goes to /listings?q=", async ({ page }, testInfo) => {
    await open(page, "/", testInfo);
    const box = page.getByRole("searchbox", { name: "Search generators for sale" });
    await box.fill("perkins");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/listings\?q=perkins$/);
    await expect(page.getByRole("link", { name: /Perkins 80 kVA canopied standby generator/ }).first()).toBeVisible();
  });
});

// app/entry.server.tsx (docs/decisions/029-scripts-after-first-paint.md): a page is painted
// before its scripts are fetched, and then it hydrates.
test("the page's scripts are fetched after its first contentful paint, and it hydrates", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "only a browser with JavaScript fetches them");
  await open(page, "/listings", testInfo);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(2);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
});
