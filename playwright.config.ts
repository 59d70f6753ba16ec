import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium.js";
import { testPorts } from "./tests/ports.js";

const port = testPorts.app;
const baseURL = `http://127.0.0.1:${port}`;
const backendPort = testPorts.e2eBackend;

/**
 * Every e2e test runs twice: with JavaScript (the enhanced app) and without (plain HTML
 * forms and links), against the production build served by `wrangler dev`.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  // A fresh local backend (in-memory database, seeded), then the app pointed at it.
  webServer: [
    {
      command: `node supabase/local/server.ts --memory --port ${backendPort}`,
      url: `http://127.0.0.1:${backendPort}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx wrangler dev --ip 127.0.0.1 --port ${port} --show-interactive-dev-session=false --var SUPABASE_URL:http://127.0.0.1:${backendPort}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { WRANGLER_SEND_METRICS: "false" },
    },
  ],
});
