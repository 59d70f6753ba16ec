// npm test: typecheck, lint, the dev server's browser test, build, unit and worker tests
// (vitest), then the browser tests (Playwright, with and without JavaScript, in the Chromium
// that tests/support/chromium.js finds or unpacks from node_modules). Stops at the first step
// that fails, and says how long each step took (the whole run's budget is in docs/testing.md).
import { spawnSync } from "node:child_process";

const steps = [
  { name: "local settings", command: "node", args: ["scripts/ensure-dev-vars.mjs"] },
  { name: "typecheck", command: "tsc", args: [] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  // npm run dev itself; it writes its development build where the production build goes, so it runs first.
  { name: "dev server", command: "playwright", args: ["test", "-c", "playwright.dev.config.ts"] },
  { name: "build", command: "remix", args: ["build"], env: { NODE_ENV: "production" } },
  { name: "unit and worker tests", command: "vitest", args: ["run"], env: { GENMARKET_BUILT: "1" } },
  { name: "browser tests", command: "playwright", args: ["test"] },
];

const timings = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
    shell: process.platform === "win32",
  });
  timings.push(`${step.name} ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed (${timings.join(", ")})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(", ")})`);
