import { expect, test } from "../support/playwright.ts";
import { testPorts } from "../support/ports.js";

// `npm run dev` renders the pages as production does (docs/decisions/011-dev-matches-production.md).
// The colours are the theme's (app/styles/theme.css.ts), never a browser's defaults.
const brand = "rgb(15, 61, 117)";
const white = "rgb(255, 255, 255)";
const surfaceMuted = "rgb(244, 246, 249)";

// Playwright waits for the app; the backend (migrated and seeded meanwhile) may still be starting.
test.beforeAll(async () => {
  const health = `http://127.0.0.1:${testPorts.devBackend}/health`;
  await expect.poll(() => fetch(health).then((response) => response.ok, () => false), { timeout: 60_000 }).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is styled by its inline critical CSS", async ({ page }) => {
    await page.goto("/");
    // The bundle stays print-only without JavaScript (root.tsx): what shows is the inline CSS.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("media", "print");
    await expect(page.locator("body")).toHaveCSS("background-color", surfaceMuted);
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    await expect(header).toHaveCSS("background-color", white);
    await expect(page.getByRole("link", { name: "GenMarket home" })).toHaveCSS("color", brand);
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    await expect(hero).toHaveCSS("background-image", /^linear-gradient/);
    await expect(hero.getByRole("heading", { level: 1 })).toHaveCSS("color", white);
  });
});

test("with JavaScript, pages hydrate without a console error", async ({ page }) => {
  // Any console error (React's hydration warnings among them) fails the test (tests/support/playwright.ts).
  await page.goto("/listings");
  await expect(page.locator("header[data-hydrated]")).toBeAttached();
  const listing = await page.locator("#results article h3 a").first().getAttribute("href");
  for (const path of ["/", listing!]) {
    await page.goto(path);
    await expect(page.locator("header[data-hydrated]")).toBeAttached();
  }
});
