import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium.js";
import { testPorts } from "./tests/support/ports.js";

const baseURL = `http://127.0.0.1:${testPorts.devApp}`;

/**
 * The development server's test (tests/dev/): `npm run dev` itself (scripts/dev.mjs: `remix
 * dev` with `wrangler dev`, and a fresh in-memory backend), on ports of its own, so it runs
 * beside the other tests and a developer's own `npm run dev`. It shows what development
 * renders differently from production (docs/decisions/011-dev-matches-production.md).
 *
 * `remix dev` writes its development build where `remix build` writes the production one
 * (build/, public/build/): `npm test` runs this before the production build, and after running
 * it alone, build again (NODE_ENV=production npm run build) before the other browser tests.
 */
export default defineConfig({
  testDir: "tests/dev",
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `node scripts/dev.mjs --port ${testPorts.devApp} --backend-port ${testPorts.devBackend} --reload-port ${testPorts.devReload} --memory`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // The first development build, wrangler's start and the backend's migration and seed, side by
    // side: 71 s of CPU for the whole run (Chromium included), 93 s on 2 cores beside other
    // checkouts' tests (load average 12), over 4 minutes at a load average of 25.
    timeout: 180_000,
    env: { WRANGLER_SEND_METRICS: "false" },
  },
});
