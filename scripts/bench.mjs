// npm run bench: how /listings holds up as the catalogue grows. For 10,000 and 100,000
// generated listings (on top of the seed) it starts, side by side, a fresh in-memory local
// backend loaded with them (scripts/bench/generate-listings.sql) and the production build
// under wrangler dev pointed at it. It then times /listings with common filter
// combinations, and a static file from the same server, taking turns between the sizes
// so that whatever else the machine is doing weighs on both alike.
//
// Each page is timed twice: rendered by the app (the request carries a cookie, which the
// edge cache never answers, so the database is queried every time) and served from the
// edge cache (no cookie: an anonymous visitor's repeat). It prints medians and p95s, and
// the ratios the README quotes: 100k against 10k (indexes doing their work) and /listings
// against the static file.
//
//   npm run bench                      10,000 and 100,000 listings, 40 timed requests per case
//   BENCH_SIZES=20000,200000 BENCH_RUNS=20 npm run bench
//   npm run bench -- --no-build        reuse the current build
//
// Not part of npm test. TEST_PORT_OFFSET moves its ports like the tests'.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testPorts } from "../tests/ports.js";

const sizes = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const warmups = 5;

const cases = [
  ["all listings, newest first", "/listings"],
  ["one type", "/listings?type=dieselStandby"],
  ["price, low to high", "/listings?sort=price-asc"],
  ["price band, page 5", "/listings?minPrice=5000&maxPrice=100000&sort=price-desc&page=5"],
  ["search text", "/listings?q=cummins"],
  ["brands and condition", "/listings?brand=Honda&brand=Yamaha&condition=used-good"],
  ["kVA band and location", "/listings?kva=15-50&location=london"],
  ["advanced: year, hours, fuel, warranty", "/listings?minYear=2018&maxYear=2025&maxHours=5000&fuel=Diesel&warranty=12"],
];
const staticFile = "/listing-placeholder.svg";
// For scale: a page the app renders without calling the database.
const pageWithoutDatabase = "/search?q=generator";

// Any cookie keeps a request away from the edge cache (server.ts).
const rendered = { headers: { Cookie: "bench=rendered" } };

function startProcess(command, args, env = {}) {
  // Its own process group, so stopping it also stops what it started (workerd).
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

async function waitFor(url, started, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** A backend with `size` generated listings and the app in front of it; the index keeps ports apart. */
async function startStack(size, index, workDir) {
  const backendPort = testPorts.benchBackend + index;
  const appPort = testPorts.benchApp + index;
  // Each wrangler dev also listens for a debugger; two cannot share the default port.
  const inspectorPort = testPorts.benchApp + 50 + index;
  const generated = join(workDir, `listings-${size}.sql`);
  writeFileSync(generated, readFileSync("scripts/bench/generate-listings.sql", "utf8").replaceAll("{{listings}}", String(size)));
  // VACUUM cannot share a batch with other statements. It sets the visibility map that
  // index-only scans rely on, as autovacuum would on a live database.
  const vacuum = join(workDir, "vacuum.sql");
  writeFileSync(vacuum, "vacuum analyze public.generator_listings");
  // Wrangler keeps its edge cache in a folder; a fresh one per stack, so no page cached
  // for one size (or an earlier run) is served for another.
  const state = join(workDir, `wrangler-${size}`);
  mkdirSync(state);

  const backend = startProcess(process.execPath, [
    "supabase/local/server.ts", "--memory", "--port", String(backendPort), "--sql", generated, "--sql", vacuum,
  ]);
  const app = startProcess("node_modules/.bin/wrangler", [
    "dev", "--ip", "127.0.0.1", "--port", String(appPort), "--inspector-port", String(inspectorPort),
    "--show-interactive-dev-session=false", "--persist-to", state, "--var", `SUPABASE_URL:http://127.0.0.1:${backendPort}`,
  ], { WRANGLER_SEND_METRICS: "false" });
  const stack = { size, url: `http://127.0.0.1:${appPort}`, stop: () => (app.stop(), backend.stop()) };
  try {
    await waitFor(`http://127.0.0.1:${backendPort}/health`, backend, 600_000);
    await waitFor(`${stack.url}${staticFile}`, app, 60_000);
  } catch (error) {
    stack.stop();
    throw error;
  }
  return stack;
}

async function time(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { elapsed, found: body.match(/>([\d,]+) generators? found</)?.[1] };
}

function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), samples };
}

/** Times one path on every stack, taking turns; returns each stack's summary. */
async function measure(stacks, path, init) {
  for (let i = 0; i < warmups; i++) for (const stack of stacks) await time(stack.url + path, init);
  const samples = stacks.map(() => []);
  const found = [];
  for (let i = 0; i < runs; i++) {
    for (const [index, stack] of stacks.entries()) {
      const result = await time(stack.url + path, init);
      samples[index].push(result.elapsed);
      found[index] = result.found;
    }
  }
  return samples.map((values, index) => ({ ...summarise(values), found: found[index] }));
}

const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;

function report(title, results) {
  console.log(`\n${title}`);
  const width = 42;
  console.log(`  ${"".padEnd(40)}${sizes.map((size) => `  ${size.toLocaleString("en-GB")} listings: median / p95`.padEnd(width)).join("")}`);
  for (const [name] of cases) {
    const cells = results[name].map(({ median, p95, found }) => `  ${ms(median)} / ${ms(p95)}  ${found} found`.padEnd(width));
    console.log(`  ${name.padEnd(40)}${cells.join("")}`);
  }
}

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("node_modules/.bin/remix", ["build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
spawnSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });

const workDir = mkdtempSync(join(tmpdir(), "genmarket-bench-"));
const stacks = [];
try {
  console.log(`Loading ${sizes.map((size) => size.toLocaleString("en-GB")).join(" and ")} generated listings…`);
  const started = await Promise.allSettled(sizes.map((size, index) => startStack(size, index, workDir)));
  for (const result of started) if (result.status === "fulfilled") stacks.push(result.value);
  const failure = started.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;

  const renderedResults = {};
  const cachedResults = {};
  for (const [name, path] of cases) renderedResults[name] = await measure(stacks, path, rendered);
  for (const [name, path] of cases) cachedResults[name] = await measure(stacks, path);
  const staticResults = await measure(stacks, staticFile);
  const withoutDatabaseResults = await measure(stacks, pageWithoutDatabase);

  report("Rendered by the app (edge cache bypassed: the database is queried every time)", renderedResults);
  report("Served from the edge cache (an anonymous visitor's repeat)", cachedResults);

  const together = (results, index) => summarise(cases.flatMap(([name]) => results[name][index].samples));
  console.log("\nSummary (all /listings cases together)");
  for (const [index, size] of sizes.entries()) {
    const [fresh, cached, file, plain] = [
      together(renderedResults, index),
      together(cachedResults, index),
      staticResults[index],
      withoutDatabaseResults[index],
    ];
    const times = (value) => `${(value / file.median).toFixed(1)}× the static file`;
    console.log(`  ${size.toLocaleString("en-GB")} listings:`);
    console.log(`    /listings rendered           ${ms(fresh.median)} / p95 ${ms(fresh.p95)}   ${times(fresh.median)}`);
    console.log(`    /listings from the cache     ${ms(cached.median)} / p95 ${ms(cached.p95)}   ${times(cached.median)}`);
    console.log(`    page without database calls  ${ms(plain.median)} / p95 ${ms(plain.p95)}   ${times(plain.median)}`);
    console.log(`    static file                  ${ms(file.median)} / p95 ${ms(file.p95)}`);
  }
  if (sizes.length >= 2) {
    const last = sizes.length - 1;
    console.log(`\n  Rendered, ${sizes[last].toLocaleString("en-GB")} ÷ ${sizes[0].toLocaleString("en-GB")} listings (median):`);
    for (const [name] of cases) {
      const ratio = renderedResults[name][last].median / renderedResults[name][0].median;
      console.log(`    ${name.padEnd(40)} ${ratio.toFixed(2)}×`);
    }
    const ratio = together(renderedResults, last).median / together(renderedResults, 0).median;
    console.log(`    ${"all cases".padEnd(40)} ${ratio.toFixed(2)}×`);
  }
} finally {
  for (const stack of stacks) stack.stop();
  rmSync(workDir, { recursive: true, force: true });
}
