import { expect, test, type Page } from "@playwright/test";
import { glossaryEntries, noTermsText } from "../../app/content/glossary";
import { noAccessoriesText } from "../../app/content/directory";
import { publicPagePaths } from "../../app/content/public-pages";
import { hasJavaScript, open, pathOf } from "./utils";

/** Pages only signed-in users may open: their links lead to the sign-in gate, on purpose. */
const gated = new Set(["/bulk-upload", "/create-auction", "/sellers-portal", "/dashboard"]);

test.describe("links", () => {
  test("every internal link on the site leads to a page that exists", async ({ request }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "the crawl reads server HTML, the same with or without JavaScript");
    test.setTimeout(120_000);
    const queue = [...publicPagePaths, "/confirmation"];
    const seen = new Set(queue);
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift()!;
      const response = await request.get(path, { maxRedirects: 0 });
      const status = response.status();
      const gatedPath = gated.has(new URL(path, "http://x").pathname);
      if (gatedPath) {
        if (status !== 302 || !response.headers().location?.startsWith("/auth?redirectTo=")) broken.push(`${path}: ${status}`);
        continue;
      }
      // A deliberate redirect inside the site (/listing/{id} → /listings/{id}) counts when its target exists.
      const location = response.headers().location;
      if ([301, 302, 308].includes(status) && location?.startsWith("/") && !location.startsWith("//")) {
        if (!seen.has(location)) {
          seen.add(location);
          queue.push(location);
        }
        continue;
      }
      if (status !== 200) {
        broken.push(`${path}: ${status}`);
        continue;
      }
      if (!response.headers()["content-type"]?.includes("text/html")) continue;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const link = href!.replace(/&amp;/g, "&").split("#")[0]!;
        if (!link.startsWith("/") || link.startsWith("//") || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });
});

test.describe("content pages", () => {
  const headings: Record<string, string> = {
    "/about": "The marketplace built for generators",
    "/buyers": "Find the right generator, ready to ship",
    "/private-sellers": "Sell your generator to buyers who are ready",
    "/trade-sellers": "Move more stock with weekly trade packages",
    "/pricing": "Simple, transparent pricing",
    "/confirmation?plan=pro&session_id=cs_test_123": "Subscription Confirmed",
    "/seller-resources": "Sell your generator faster",
    "/generator-categories": "Generator categories explained",
    "/terms": "Terms of Service",
    "/privacy": "Privacy Policy",
  };

  test("each opens with its heading", async ({ page }, testInfo) => {
    for (const [path, heading] of Object.entries(headings)) {
      const response = await open(page, path, testInfo);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    }
  });

  test("pricing: a membership plan's button leads to sign-up with the plan", async ({ page }, testInfo) => {
    await open(page, "/pricing", testInfo);
    const membership = page.getByRole("region", { name: "Membership plans" });
    await membership.getByRole("link", { name: "Join Free" }).click();
    await expect(page).toHaveURL(/\/auth\?plan=free$/);
  });
});

test.describe("directory", () => {
  const serviceNames = (page: Page) => page.getByRole("region", { name: /Specialist Services/ }).getByRole("heading", { level: 3 });
  const accessoryNames = (page: Page) => page.getByRole("region", { name: /Essential Accessories/ }).getByRole("heading", { level: 3 });

  test("filters come from the URL alone", async ({ page }, testInfo) => {
    await open(page, "/directory?q=standby&area=manchester&category=installation", testInfo);
    await expect(serviceNames(page)).toHaveText(["Northern Power Installations"]);
    await expect(page.getByText(noAccessoriesText)).toBeVisible();
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("standby");
    await expect(page.getByLabel("Area")).toHaveValue("manchester");
    await expect(page.getByLabel("Category")).toHaveValue("installation");

    await open(page, "/directory?area=scotland", testInfo);
    await expect(serviceNames(page)).toHaveText(["Highland Power Hire"]);
    await expect(accessoryNames(page)).toHaveText(["FuelSafe Direct", "GenParts UK"]);
  });

  test("choosing filters puts them in the URL", async ({ page }, testInfo) => {
    await open(page, "/directory", testInfo);
    await expect(serviceNames(page)).toHaveCount(8);
    await page.getByLabel("Area").selectOption("wales");
    if (!hasJavaScript(testInfo)) await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/[?&]area=wales/);
    await expect(serviceNames(page)).toHaveText(["Cymru Generator Services"]);
    await expect(accessoryNames(page)).toHaveText(["FuelSafe Direct", "The Acoustic Canopy Company"]);

    await page.getByLabel("Search", { exact: true }).fill("canopies");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/q=canopies/);
    await expect(serviceNames(page)).toHaveCount(0);
    await expect(accessoryNames(page)).toHaveText(["The Acoustic Canopy Company"]);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/directory" && url.search === "");
    await expect(serviceNames(page)).toHaveCount(8);
  });

  test("View Profile opens the firm's profile", async ({ page }, testInfo) => {
    await open(page, "/directory?category=testing", testInfo);
    await page.getByText("View Profile").click();
    await expect(page.getByText(/Trailer-mounted load banks/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      /^mailto:bookings@midlandsloadbank\.co\.uk/,
    );
  });
});

test.describe("glossary", () => {
  const terms = (page: Page) => page.locator("#glossary-results dt");
  const heading = (page: Page) => page.getByRole("heading", { level: 2, name: /Search Results|Letter|All Terms/ });

  test("filters come from the URL alone", async ({ page }, testInfo) => {
    await open(page, "/glossary?letter=W", testInfo);
    await expect(heading(page)).toHaveText("Letter W (2 terms)");
    await expect(terms(page)).toHaveText(["Wet stacking", "Winding"]);

    await open(page, "/glossary?q=diesel%20bug", testInfo);
    await expect(heading(page)).toHaveText("Search Results (1)");
    await expect(terms(page)).toHaveText(["Fuel polishing"]);
    await expect(page.getByLabel("Search terms and definitions")).toHaveValue("diesel bug");
  });

  test("letter buttons, All Terms and search put their filter in the URL", async ({ page }, testInfo) => {
    await open(page, "/glossary", testInfo);
    await expect(heading(page)).toHaveText(`All Terms (${glossaryEntries.length})`);

    await page.getByRole("link", { name: "Letter K" }).click();
    await expect(page).toHaveURL(/\/glossary\?letter=K#glossary-results$/);
    await expect(heading(page)).toHaveText("Letter K (3 terms)");
    expect(pathOf(page)).toBe("/glossary?letter=K");

    await page.getByLabel("Search terms and definitions").fill("zzzz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/glossary\?q=zzzz$/);
    await expect(heading(page)).toHaveText("Search Results (0)");
    await expect(page.getByText(noTermsText)).toBeVisible();

    await page.getByLabel("Search terms and definitions").fill("400 V");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(terms(page)).toContainText(["Mains supply (UK)"]);
    await expect(page.getByText("50 Hz, 230 V single-phase and 400 V three-phase")).toBeVisible();

    await page.getByRole("link", { name: "All Terms" }).click();
    await expect(heading(page)).toHaveText(`All Terms (${glossaryEntries.length})`);
  });
});
