import { type BrowserContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import axeCore, { type AxeResults, type RunOptions, type SerialContextObject } from "axe-core";
import { anonClient } from "./backend.ts";
import { demoPassword } from "./dev-vars.ts";
import { e2eBackendUrl, hasJavaScript } from "./playwright.ts";

export { hasJavaScript };

/** Opens a page; with JavaScript, waits until React has hydrated the shell. */
export async function open(page: Page, path: string, testInfo: TestInfo) {
  const response = await page.goto(path);
  await untilHydrated(page, testInfo);
  return response;
}

/**
 * With JavaScript, waits until the page's script has taken over, the parts whose code loads
 * when shown (ShownView: dashboard views, portal tabs, a conversation) included: until then
 * their forms and links work as without JavaScript (a link loads a new document).
 */
export async function untilHydrated(page: Page, testInfo: TestInfo) {
  if (!hasJavaScript(testInfo)) return;
  await expect(page.locator("header[data-hydrated]")).toBeAttached();
  await expect(page.locator("[data-shown-view]:not([data-live])")).toHaveCount(0);
}

/**
 * Answers every script of the build with an empty one in `context`: its pages are the
 * server-rendered ones, as before hydration or without JavaScript, while the context itself
 * can still run scripts (axe, `page.evaluate`).
 */
export const withoutAppScripts = (context: BrowserContext) =>
  context.route("**/build/**/*.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));

/** A browse page's filter form (/listings, /auctions). */
export const filterForm = (page: Page) => page.locator("#filters form");

/** The titles of a browse page's cards, in order. */
export const cardTitles = (page: Page) => page.locator("#results article h3");


/** The answer to the page's next POST to `path` (with JavaScript a data request, without it the document). */
export const nextPostAnswer = (page: Page, path: string) =>
  page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === path);

/**
 * Holds the page's data posts to `path` (JavaScript's fetchers and forms) until released, so a
 * test can see what the page shows while an answer is on its way.
 */
export async function holdDataPosts(page: Page, path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === path && url.searchParams.has("_data"),
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  return release;
}

/** supabase-js as a browser app would use it: the anon key and a member's own session (a demo account's password unless given). */
export async function signedInClient(email: string, password = demoPassword()) {
  const client = anonClient(e2eBackendUrl);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** The path and query of the page's URL. */
export function pathOf(page: Page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Signs in with the login form and waits until the app has moved on from /login. Only the
 * tests of signing in use it; every other test signs in with the `login` fixture.
 */
export async function signInWithForm(page: Page, email: string, testInfo: TestInfo, password = demoPassword()) {
  await open(page, "/login", testInfo);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * axe-core's default rules (WCAG 2.0 and 2.1 A and AA, and its best practices), violations
 * only. These are the rules the checks have always run: the tags once named for them
 * (wcag2a … wcag22aa) were dropped by AxeBuilder, whose `options()` replaced `withTags()`. Of
 * WCAG 2.2's, `target-size` is off by default and not run (docs/testing.md, "Budget").
 */
const axeOptions: RunOptions = { resultTypes: ["violations"] };

/**
 * The width a check at two widths tests colour contrast at. A width changes the layout, not
 * the colours, and contrast is most of an axe check's time (docs/testing.md "Budget").
 */
export const CONTRAST_WIDTH = 1280;

/**
 * axe on the page as it is now, in (`include`) and outside (`exclude`) the parts named, as
 * `axe(page).include("main").analyze()`. axe-core's script goes into a document once and
 * serves every check of it (at each width, after each change): compiling it is about half of
 * a check of a short page, and @axe-core/playwright's AxeBuilder put it in twice per check.
 * The site has no frames, so axe runs in the page itself, as AxeBuilder's legacy mode did.
 */
export function axe(page: Page) {
  const include: string[] = [];
  const exclude: string[] = [];
  const disabled: string[] = [];
  const check = {
    include: (selector: string) => (include.push(selector), check),
    exclude: (selector: string) => (exclude.push(selector), check),
    /** Leaves rules out of this check (their ids, as `color-contrast`). */
    disableRules: (ruleIds: string[]) => (disabled.push(...ruleIds), check),
    /**
     * Leaves colour contrast out unless the page is CONTRAST_WIDTH wide: for checks run at a
     * phone's width and a desktop's, whose colours are the same (app/styles/theme.css.ts).
     */
    contrastAtDesktopOnly: () => {
      if (page.viewportSize()?.width !== CONTRAST_WIDTH) disabled.push("color-contrast");
      return check;
    },
    analyze: async (): Promise<Pick<AxeResults, "violations">> => {
      if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeCore.source);
      const context: SerialContextObject = include.length > 0 ? { include, exclude } : { exclude };
      const violations = await page.evaluate(
        async ({ context, options }) => (await (window as unknown as { axe: typeof axeCore }).axe.run(context, options)).violations,
        { context, options: { ...axeOptions, rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])) } },
      );
      return { violations };
    },
  };
  return check;
}

/**
 * A message as the form shows it beside its field (or in its alert), not its copy among the
 * error summary's links at the top of the form.
 */
export const formMessage = (page: Page, message: string | RegExp, scope: Page | Locator = page) =>
  scope.getByText(message, { exact: true }).and(page.locator(':not([id$="-errors"] *)'));

/** A toast by its text (the visible one: Radix also announces it in a hidden live region). */
export const toast = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).first();
