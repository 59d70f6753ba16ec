// npm test: typecheck, lint, build, unit and worker tests (vitest), then the browser tests
// (Playwright, with and without JavaScript). Stops at the first step that fails.
import { spawnSync } from "node:child_process";

const steps = [
  { name: "local settings", command: "node", args: ["scripts/ensure-dev-vars.mjs"] },
  { name: "typecheck", command: "tsc", args: [] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "build", command: "remix", args: ["build"], env: { NODE_ENV: "production" } },
  { name: "unit and worker tests", command: "vitest", args: ["run"], env: { GENMARKET_BUILT: "1" } },
  { name: "browser tests", command: "playwright", args: ["test"] },
];

for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.command, step.args, {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all tests passed");
