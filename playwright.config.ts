import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.js";
import { testPorts } from "./tests/support/ports.js";
import { standInWorkerSettings } from "./tests/support/stripe-constants.js";

const port = testPorts.app;
const baseURL = `http://127.0.0.1:${port}`;
const backendPort = testPorts.e2eBackend;
const stripeStandIn = `127.0.0.1:${testPorts.stripeStandIn}`;
/** The second app's Stripe settings: the stand-in's key and address (tests/support/stripe-stand-in.ts). */
const stripeVars = Object.entries(standInWorkerSettings(testPorts.stripeStandIn)).map(([name, value]) => `${name}:${value}`);
/**
 * `wrangler dev` on `appPort`, with a state folder of its own, emptied first. Two sharing the
 * default (.wrangler/state) can fail at start ("database is locked: SQLITE_BUSY_RECOVERY", both
 * opening the same SQLite files), and a state kept from an earlier run serves its edge-cached
 * pages (s-maxage up to an hour, app/utils/cache.ts) in front of this run's fresh backend.
 */
function wranglerDev(appPort: number, vars: string[]) {
  const state = `.wrangler/e2e-${appPort}`;
  return [
    `rm -rf ${state} &&`,
    `npx wrangler dev --ip 127.0.0.1 --port ${appPort} --inspector-port ${appPort + 50} --show-interactive-dev-session=false`,
    `--persist-to ${state}`,
    ...vars.map((setting) => `--var ${setting}`),
  ].join(" ");
}

/**
 * The browser tests, against the production build served by `wrangler dev`. Every test runs
 * with JavaScript (the enhanced app); those tagged @no-js run without it too (plain HTML forms
 * and links): the tests of what JavaScript changes (forms, menus, filters, dialogs, the sell
 * wizard, messages, favourites, moderation), not pure reads, which are the same either way.
 *
 * No retries: a test that needs one is a bug to fix. Three workers in CI, on its 2 cores: with
 * two, the step used about 1.5 cores (a test waits on wrangler, the backend and hydration as
 * well as on Chromium), and a third keeps both cores busy (docs/testing.md "Budget"). The time
 * limit fits the slowest test (an axe check at two widths of a long page, or the wizard's five
 * steps then staff approval), which took up to 62 s with three browsers on a machine at load
 * 14 to 20; an expectation waits up to 10 s for the same reason. No trace in CI: nothing keeps
 * its files, and recording one costs about a fifth of a test's CPU.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", grep: /@no-js/, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  // A fresh local backend (a PostgreSQL 15 cluster of its own, seeded) and the app pointed at it;
  // a second app on the same backend that takes card payments through the Stripe stand-in
  // (tests/e2e/stripe-checkout.spec.ts), since Checkout changes what a browser goes through.
  // Playwright starts these one after another, each once the one before answers its `url`: so
  // only the last has one, and it answers once all the others do (tests/support/servers-ready.ts),
  // which lets them start side by side (about 20 s sooner, with a core idle meanwhile). Each
  // wrangler dev also listens for a debugger: two starting at once cannot both take the default port.
  webServer: [
    {
      command: `node tests/support/postgres-backend-server.ts --port ${backendPort}`,
      // So it stops its cluster and removes its folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
    {
      command: wranglerDev(port, [`SUPABASE_URL:http://127.0.0.1:${backendPort}`]),
      env: { WRANGLER_SEND_METRICS: "false" },
    },
    { command: `node tests/support/stripe-stand-in-server.ts --port ${testPorts.stripeStandIn}` },
    {
      command: wranglerDev(testPorts.stripeApp, [`SUPABASE_URL:http://127.0.0.1:${backendPort}`, ...stripeVars]),
      env: { WRANGLER_SEND_METRICS: "false" },
    },
    {
      command: [
        `node tests/support/servers-ready.ts ${testPorts.browserServersReady}`,
        `http://127.0.0.1:${backendPort}/health ${baseURL} http://${stripeStandIn}/health http://127.0.0.1:${testPorts.stripeApp}`,
      ].join(" "),
      url: `http://127.0.0.1:${testPorts.browserServersReady}`,
      reuseExistingServer: !process.env.CI,
      // All four servers' start: the backend's cluster, migration and seed the longest.
      timeout: 90_000,
    },
  ],
});
