/**
 * Playwright fixtures, in the Epic Stack's style: sign in without the form (`login`), members
 * made for one test and deleted after it (`createMember`), the e2e backend as the service role
 * (`admin`), more browser contexts with the project's JavaScript setting (`newContext`), and
 * a browser console error or uncaught page error fails the test unless it declares it
 * (`expectConsoleError`). Only the tests of sign-in itself use the login form.
 */
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type TestInfo } from "@playwright/test";
import { serviceRoleClient, type SupabaseClient } from "./backend.ts";
import { demoPassword } from "./dev-vars.ts";
import { createMember as createMemberRow, deleteMember, type Member, type UserType } from "./factories.ts";
import { randomClientAddress } from "./http.ts";
import { testPorts } from "./ports.js";
import { sessionCookies } from "./session.ts";

/** The app under test (wrangler dev) and the backend it uses. */
export const appUrl = `http://127.0.0.1:${testPorts.app}`;
export const e2eBackendUrl = `http://127.0.0.1:${testPorts.e2eBackend}`;

/** The seeded demo accounts (supabase/seed.sql); they share the password in .dev.vars. */
export const demoAccounts = {
  buyer: { id: "a0000000-0000-4000-8000-000000000001", email: "demo-buyer@genmarket.test", fullName: "Priya Shah" },
  privateSeller: { id: "a0000000-0000-4000-8000-000000000002", email: "demo-private@genmarket.test", fullName: "Tom Hargreaves" },
  tradeSeller: { id: "a0000000-0000-4000-8000-000000000003", email: "demo-trade@genmarket.test", fullName: "Rachel Okafor" },
  staff: { id: "a0000000-0000-4000-8000-000000000004", email: "demo-staff@genmarket.test", fullName: "Sam Whitaker" },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

/** Who to sign in: a demo account, or a member made by `createMember`. */
export type Account = DemoAccount | Pick<Member, "id" | "email" | "password">;

type MemberOptions = Parameters<typeof createMemberRow>[1];

type Fixtures = {
  /** The e2e backend as the service role: to make test data and check what the app stored. */
  admin: SupabaseClient;
  /** A new member (a buyer unless said otherwise), deleted with their data after the test. */
  createMember: (options?: MemberOptions & { userType?: UserType }) => Promise<Member>;
  /**
   * Signs `who` in without the form (a new buyer if not given): the session cookies the app
   * would set, made from Node, placed in `context` (the test's own by default).
   */
  login: (who?: Account, context?: BrowserContext) => Promise<{ id: string; email: string }>;
  /** Another browser context with this project's settings (JavaScript on or off), closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * Declares browser console errors the test expects (matching `pattern`), so they do not fail
   * it; any other does. (Not required to happen: when Chromium logs them is not the test's to wait for.)
   */
  expectConsoleError: (pattern: RegExp) => void;
  /** Collects console and page errors from every context of the test (automatic). */
  consoleErrors: { watch: (context: BrowserContext) => void; expect: (pattern: RegExp) => void };
  /** On a failure, prints the test's page requests and where its pages were (automatic). */
  requestLog: void;
};

export const test = base.extend<Fixtures>({
  // Each test is its own visitor to the app's per-address rate limits (as Cloudflare's
  // CF-Connecting-IP would say), so tests never share a count.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": randomClientAddress() });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  admin: async ({}, use) => {
    await use(serviceRoleClient(e2eBackendUrl));
  },

  createMember: async ({ admin }, use) => {
    const created: Member[] = [];
    await use(async (options = {}) => {
      const member = await createMemberRow(admin, options);
      created.push(member);
      return member;
    });
    for (const member of created) await deleteMember(admin, member);
  },

  login: async ({ context, createMember }, use) => {
    await use(async (who, target = context) => {
      const account =
        who === undefined
          ? await createMember()
          : typeof who === "string"
            ? { ...demoAccounts[who], password: demoPassword() }
            : who;
      const cookies = await sessionCookies(e2eBackendUrl, account.email, account.password);
      await target.addCookies(
        cookies.map(({ name, value }) => ({ name, value, url: appUrl, httpOnly: true, sameSite: "Lax" as const })),
      );
      return { id: account.id, email: account.email };
    });
  },

  newContext: async ({ browser, contextOptions, javaScriptEnabled, viewport, baseURL, extraHTTPHeaders, consoleErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...contextOptions, javaScriptEnabled, viewport, baseURL, extraHTTPHeaders, ...options });
      consoleErrors.watch(context);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },

  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const expected: RegExp[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error" || isPageAnswer(message.text(), message.location().url)) return;
          errors.push(`console error on ${message.page()?.url()}: ${message.text()}`);
        });
        watched.on("weberror", (error) => errors.push(`uncaught error on ${error.page()?.url()}: ${error.error().message}`));
      };
      watch(context);
      await use({ watch, expect: (pattern) => expected.push(pattern) });
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, "browser console errors and uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],

  expectConsoleError: async ({ consoleErrors }, use) => {
    await use(consoleErrors.expect);
  },

  // CI keeps no trace (its cost, above), so a test that fails there says what its pages asked
  // the app and what came back: documents, data requests and form posts, not scripts or images.
  requestLog: [
    async ({ context }, use, testInfo) => {
      const started = Date.now();
      const lines: string[] = [];
      context.on("requestfinished", async (request) => {
        if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
        const response = await request.response().catch(() => null);
        const { pathname, search } = new URL(request.url());
        lines.push(`+${Date.now() - started} ms ${request.method()} ${pathname}${search} → ${response?.status() ?? "no answer"}`);
      });
      context.on("requestfailed", (request) => {
        if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
        lines.push(`+${Date.now() - started} ms ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`);
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const pages = context.pages().map((page) => page.url());
      console.log(`Requests of "${testInfo.title}" (pages now at ${pages.join(", ") || "none"}):\n  ${lines.join("\n  ")}`);
    },
    { auto: true },
  ],
});

/**
 * Chromium logs every 4xx answer as a console error. For a page or a form's answer (the app's
 * own extension-less URLs: a 404 page, a form refused with 400) that is the app working as
 * designed, and the tests check those statuses where they matter; a 4xx for anything else (an
 * image, a script, a stylesheet) and every 5xx are real errors.
 */
function isPageAnswer(text: string, url: string) {
  if (!/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return false;
  const { origin, pathname } = new URL(url);
  return origin === appUrl && !/\.[a-z0-9]+$/i.test(pathname);
}

export { expect };


/** Whether this test's project runs with JavaScript (the enhanced app) or without (plain HTML). */
export function hasJavaScript(testInfo: TestInfo) {
  return testInfo.project.use.javaScriptEnabled !== false;
}
