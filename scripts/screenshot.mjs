// Screenshots of pages at phone and desktop widths, for looking at what we built:
//   node scripts/screenshot.mjs / /search?q=auction   (against BASE_URL, default http://127.0.0.1:8787)
// Writes screenshots/<name>-<width>.png. Set JS=0 to take them with JavaScript off, and
// SIGN_IN=<email> PASSWORD=<password> to sign in with the login form first (for pages
// behind the gate, e.g. SIGN_IN=demo-staff@genmarket.test … /moderation).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions, drawWholePage } from "../tests/support/chromium.js";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:8787";
const paths = process.argv.slice(2);
if (paths.length === 0) paths.push("/");
const widths = (process.env.WIDTHS ?? "390,1280").split(",").map(Number);

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: process.env.JS !== "0",
  });
  const page = await context.newPage();
  if (process.env.SIGN_IN) {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel("Email").fill(process.env.SIGN_IN);
    await page.getByLabel("Password").fill(process.env.PASSWORD ?? "");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
  }
  for (const path of paths) {
    await page.goto(baseUrl + path, { waitUntil: "networkidle" });
    // With JavaScript, the page as it is once hydrated (a slow development build hydrates late).
    if (process.env.JS !== "0") await page.locator("header[data-hydrated]").waitFor({ state: "attached" });
    const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
    const file = `screenshots/${name}-${width}.png`;
    if (process.env.FULL !== "0") await drawWholePage(page);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
