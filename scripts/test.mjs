// npm test: typecheck, lint, the dev server's browser test, build, the unit, backend and
// worker tests (vitest), then the browser tests (Playwright, with and without JavaScript, in the Chromium
// that tests/support/chromium.js finds or unpacks from node_modules). A step starts as soon as
// the steps it needs have passed, so up to two or three run side by side (none of them alone
// keeps two cores busy; docs/testing.md "Budget"); each line they print is prefixed with the
// step's name. Stops when a step fails, once the steps already running have ended, and says
// how long each step took.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const steps = [
  { name: "local settings", command: "node", args: ["scripts/ensure-dev-vars.mjs"] },
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"], after: ["local settings"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"], after: ["local settings"] },
  // npm run dev itself; it writes its development build where the production build goes, so
  // the build waits for it.
  { name: "dev server", command: "playwright", args: ["test", "-c", "playwright.dev.config.ts"], after: ["local settings"] },
  { name: "build", command: "node", args: ["scripts/build.mjs"], after: ["dev server"] },
  // The worker tests' files run one at a time (vitest.config.ts), in two groups side by side,
  // each with its own Worker and backend (tests/support/worker/groups.js); the unit and backend
  // tests run one file at a time beside them, from when lint has freed a core. Waiting for
  // typecheck too (about 100 s of one core, which nothing else waits for) made them the last of
  // the three to end (docs/testing.md "Budget").
  { name: "worker tests", command: "vitest", args: ["run", "--project", "worker"], env: { GENMARKET_BUILT: "1", WORKER_TEST_GROUP: "first" }, after: ["build"] },
  {
    name: "worker tests, second group",
    command: "vitest",
    args: ["run", "--project", "worker"],
    env: { GENMARKET_BUILT: "1", WORKER_TEST_GROUP: "second" },
    after: ["build"],
  },
  {
    name: "unit and backend tests",
    command: "vitest",
    args: ["run", "--project", "unit", "--project", "components", "--project", "backend", "--maxWorkers", "1"],
    after: ["lint"],
  },
  // Alone: beside either vitest process, tests ran past their time limits (docs/testing.md
  // "Budget"; the worker tests took twice as long beside them, so nothing was saved).
  { name: "browser tests", command: "playwright", args: ["test"], after: ["typecheck", "worker tests", "worker tests, second group", "unit and backend tests"] },
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
const finished = new Set();
const running = new Map();
let failure;

/** Starts every step whose steps before it have all passed. */
function startReady() {
  for (const step of steps) {
    if (failure !== undefined || running.has(step.name) || finished.has(step.name)) continue;
    if (!(step.after ?? []).every((name) => finished.has(name))) continue;
    console.log(`\n▶ ${step.name}`);
    const stepStarted = Date.now();
    running.set(
      step.name,
      run(step, step.after !== undefined).then((code) => {
        running.delete(step.name);
        timings.push(`${step.name} ${((Date.now() - stepStarted) / 1000).toFixed(0)} s`);
        if (code === 0) {
          finished.add(step.name);
        } else {
          console.error(`\n✖ ${step.name} failed`);
          failure ??= code;
        }
        startReady();
      }),
    );
  }
}

startReady();
while (running.size > 0) await Promise.race(running.values());
if (failure !== undefined || finished.size < steps.length) {
  console.error(`\n✖ stopped (${timings.join(", ")})`);
  process.exit(failure ?? 1);
}
console.log(`\n✔ all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(", ")})`);
