import type { Page } from "@playwright/test";
import { glossaryEntries, noTermsText } from "../../app/content/glossary";
import { open, pathOf } from "../support/e2e";
import { expect, test } from "../support/playwright";

// With JavaScript: the filters chosen on the page. What a URL alone shows (the directory's and
// glossary's filters read from it, the pricing page's plan links) is read without a browser in
// tests/worker/content.test.ts (decision 019).

test.describe("directory", () => {
  const serviceNames = (page: Page) => page.getByRole("region", { name: /Specialist Services/ }).getByRole("heading", { level: 3 });
  const accessoryNames = (page: Page) => page.getByRole("region", { name: /Essential Accessories/ }).getByRole("heading", { level: 3 });

  // Without JavaScript: tests/worker/content.test.ts (decision 019).
  test("choosing filters puts them in the URL", async ({ page }, testInfo) => {
    await open(page, "/directory", testInfo);
    await expect(serviceNames(page)).toHaveCount(8);
    await page.getByLabel("Area").selectOption("wales");
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

  // Without JavaScript: tests/worker/content.test.ts (decision 019).
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
