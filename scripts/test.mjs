// npm test: typecheck, lint, the dev server's browser test, build, the unit, backend and
// worker tests (vitest), then the browser tests (Playwright, with and without JavaScript, in the Chromium
// that tests/support/chromium.js finds or unpacks from node_modules). Steps in one stage run
// side by side, since none of them alone keeps two cores busy (docs/testing.md "Budget"); each
// line they print is prefixed with the step's name. Stops after the first stage with a failed
// step, and says how long each step took.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const stages = [
  [{ name: "local settings", command: "node", args: ["scripts/ensure-dev-vars.mjs"] }],
  [
    { name: "typecheck", command: "tsc", args: [] },
    { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
    // npm run dev itself; it writes its development build where the production build goes, so
    // it runs before the build.
    { name: "dev server", command: "playwright", args: ["test", "-c", "playwright.dev.config.ts"] },
  ],
  [{ name: "build", command: "remix", args: ["build"], env: { NODE_ENV: "production" } }],
  // The worker tests' files run one at a time (vitest.config.ts), so one file of the others at
  // a time beside them: two at once, which the tests' time limits allow on two cores. With the
  // browser tests beside them as well, tests ran past their limits (docs/testing.md "Budget").
  [
    { name: "unit and backend tests", command: "vitest", args: ["run", "--project", "unit", "--project", "backend", "--maxWorkers", "1"] },
    { name: "worker tests", command: "vitest", args: ["run", "--project", "worker"], env: { GENMARKET_BUILT: "1" } },
  ],
  [{ name: "browser tests", command: "playwright", args: ["test"] }],
];

/** Runs one step; resolves with its exit code (1 if it could not start). */
function run(step, prefixed) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...step.env },
      shell: process.platform === "win32",
    });
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on("line", (line) => out.write(`[${step.name}] ${line}\n`));
      }
    }
    child.on("error", (error) => {
      console.error(`[${step.name}] ${error.message}`);
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const timings = [];
const started = Date.now();
for (const stage of stages) {
  console.log(`\n▶ ${stage.map((step) => step.name).join(" + ")}`);
  const codes = await Promise.all(
    stage.map(async (step) => {
      const stepStarted = Date.now();
      const code = await run(step, stage.length > 1);
      timings.push(`${step.name} ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
      if (code !== 0) console.error(`\n✖ ${step.name} failed`);
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) {
    console.error(`\n✖ stopped (${timings.join(", ")})`);
    process.exit(failed);
  }
}
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(", ")})`);
