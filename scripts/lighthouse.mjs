// npm run lighthouse: Lighthouse's mobile profile (its default: a mid-range phone on slow 4G,
// simulated) on the pages docs/performance.md#lighthouse lists, against the production build under wrangler dev
// with a fresh local backend (in memory, seeded), both on free ports. Prints performance,
// accessibility, best practices and SEO with FCP, LCP, TBT and CLS per page (and, from each run's
// trace, TBT counted by CPU time and how long the first frame waited after the first paint), and fails when a
// page scores under 95 for performance or under 100 for accessibility.
//
// A run in which Chrome's display compositor withheld the page's first frames for its
// undrawn-frame throttle (recorded in the trace's `viz` category; Lighthouse's issue 17148, seen
// on PageSpeed Insights too) is marked * and counted in the "held back" column (decision 028).
//
//   npm run lighthouse                       build, then every page, the median of 5 runs each
//   npm run lighthouse -- --no-build         reuse the current build
//   npm run lighthouse -- --runs 1 --only /pricing,/listings
//   npm run lighthouse -- --only photos      the bench's 12-photo listing page alone
//
// The pages include the bench's listing with 12 phone photos of 4000 × 3000, made into copies
// by the app (scripts/bench/photos.mjs; about three minutes of the run): the newest listing,
// so also the first card on /listings.
//   npm run lighthouse -- --reports dir      also keep each run's JSON report in dir
//
// Lighthouse runs from a pinned `npx --yes lighthouse@…` (fetched once into npm's cache, not a
// dependency) with the browser tests' Chromium (tests/support/chromium.js).
//
// On Linux the page's main thread gets a core of its own (`taskset`): everything this script
// starts (the local servers, Lighthouse, Chrome's browser, GPU and other processes) runs on the
// other cores. Lighthouse's simulated phone multiplies the main thread's task lengths by four,
// waiting for a core included, and asks for a machine with dedicated cores (its
// docs/variability.md, "Run on Adequate Hardware"); on a small machine shared with the servers,
// that wait is most of what it counts (docs/performance.md#lighthouse).
//   npm run lighthouse -- --shared-cores     everything on every core, as before
// Not part of npm test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumInstallation } from "../tests/support/chromium.js";
import { demoPassword } from "../tests/support/dev-vars.ts";
import { sessionCookies } from "../tests/support/session.ts";
import { freePort, startStack } from "./bench/common.mjs";
import { seedPhotoListing } from "./bench/photos.mjs";

const lighthouseVersion = "13.5.0";
const bar = { performance: 95, accessibility: 100 };
const sellerEmail = "demo-trade@genmarket.test";

const { values: options } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    // Lighthouse's docs/variability.md: the median of five runs is twice as stable as one.
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    reports: { type: "string" },
    "shared-cores": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const chromium = chromiumInstallation();

if (!options["no-build"]) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
spawnSync(process.execPath, ["scripts/ensure-dev-vars.mjs"], { stdio: "inherit" });

const cores = availableParallelism();

/**
 * Gives each Chrome renderer's main thread (its first thread: tid = pid) the last core alone and
 * this process, with everything it starts from now on, the others; returns a function that stops
 * watching for renderers. Null where it cannot (not Linux, no `taskset`, one core).
 */
function dedicateCoreToPages() {
  if (process.platform !== "linux" || cores < 2) return null;
  const chromiumProgram = realpathSync(chromium.executablePath);
  const pageCore = String(cores - 1);
  const otherCores = cores === 2 ? "0" : `0-${cores - 2}`;
  // -a: every thread this Node has now; threads and processes started later inherit it. Not 0
  // where `taskset` is missing or refused.
  if (spawnSync("taskset", ["-a", "-p", "-c", otherCores, String(process.pid)]).status !== 0) return null;
  const otherPrograms = new Set();
  const pinned = new Set();
  // A renderer is forked from Chrome's zygote and rewrites its command line to `--type=renderer`
  // a moment later (read in between, it may be the zygote's or empty), so Chrome's own processes,
  // known by their program, are read again on every pass until one is a renderer.
  const timer = setInterval(() => {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry) || otherPrograms.has(entry) || pinned.has(entry)) continue;
      let program, commandLine;
      try {
        program = readlinkSync(`/proc/${entry}/exe`);
        commandLine = readFileSync(`/proc/${entry}/cmdline`, "latin1");
      } catch {
        otherPrograms.add(entry); // a kernel thread (no program) or a process gone
        continue;
      }
      if (program !== chromiumProgram) otherPrograms.add(entry);
      else if (commandLine.includes("--type=renderer") && spawnSync("taskset", ["-p", "-c", pageCore, entry]).status === 0) pinned.add(entry);
    }
  }, 20);
  return () => clearInterval(timer);
}

/** The first link on `path`'s page whose address matches `pattern` (global) and is not `except`: a listing or auction there. */
async function firstLink(baseUrl, path, pattern, except) {
  // A cookie keeps the edge cache out of it, so Lighthouse's visit renders the page afresh.
  const html = await (await fetch(baseUrl + path, { headers: { Cookie: "lighthouse=links" } })).text();
  const match = [...html.matchAll(pattern)].find(([link]) => link !== except);
  if (!match) throw new Error(`${path} links to nothing like ${pattern}`);
  return match[0];
}

/** One Lighthouse run: its JSON report (lhr). */
function lighthouse(url, cookie, outputPath) {
  const args = [
    "--yes", `lighthouse@${lighthouseVersion}`, url,
    // --save-assets: the run's trace beside the report (traceFigures reads it).
    "--output=json", `--output-path=${outputPath}`, "--save-assets", "--quiet",
    "--only-categories=performance,accessibility,best-practices,seo",
    "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage",
    // viz: the display compositor's decisions whether to send the page a BeginFrame (traceFigures).
    "--additional-trace-categories=viz",
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  // Lighthouse wants a newer Node than the system's: the repo's own (node_modules/.bin) first.
  const env = { ...process.env, ...chromium.env, CHROME_PATH: chromium.executablePath, PATH: `${dirname(process.execPath)}:${process.env.PATH}` };
  return new Promise((resolve, reject) => {
    const child = spawn("npx", args, { env, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk) => (errors += chunk));
    child.once("exit", (code) => {
      if (code !== 0 || !existsSync(outputPath)) reject(new Error(`lighthouse ${url} exited ${code}:\n${errors}`));
      else resolve(JSON.parse(readFileSync(outputPath, "utf8")));
    });
  });
}

const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
const metric = (report, id) => report.audits[id]?.numericValue ?? NaN;
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;

/**
 * Two figures from a run's trace (kept beside its report), telling the machine from the page:
 *
 * - `cpuBlockingTime`: Total Blocking Time counted from the page's main-thread CPU time instead
 *   of its wall time: the part over 50 ms of each task after the first paint (the renderer's, even
 *   when the frame showing it came later), the task's CPU time
 *   (its trace's `tdur`) multiplied as Lighthouse multiplies. Lighthouse's own TBT counts a
 *   task's whole length, time the thread spent waiting for a core included; where this figure
 *   is far below it, the machine (its other processes, too few cores) held the page up.
 * - `firstFrameWait`: from the page's first paint (its first painted object) to the first
 *   frame shown (first contentful paint). The renderer had painted; a long wait is the
 *   browser's compositor holding the frame back, which the page's own work does not explain.
 * - `withheldFrames`: how many BeginFrames the display compositor (viz) decided not to send
 *   before the first contentful paint because it throttles a client whose frames it has not
 *   drawn (`SendBeginFrameDecision`, reason `ThrottleUndrawnFrames`, or an unresponsive one).
 *   Here the trigger is the new surface id the browser embeds the page under once the
 *   navigation commits: frames the renderer sends under the old id before its first commit of
 *   the new document are never drawn, and once a few pile up viz sends it at most one
 *   BeginFrame a second (decision 028).
 *
 * docs/performance.md#lighthouse.
 */
function traceFigures(report, reportPath) {
  const tracePath = reportPath.replace(/\.json$/, "-0.trace.json");
  const none = { cpuBlockingTime: NaN, firstFrameWait: NaN, withheldFrames: 0 };
  if (!existsSync(tracePath)) return none;
  const trace = JSON.parse(readFileSync(tracePath, "utf8"));
  const events = trace.traceEvents ?? trace;
  const navigation = events.findLast(
    (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return none;
  const mainThreads = new Set(
    events.filter((event) => event.name === "thread_name" && event.pid === navigation.pid && event.args?.name === "CrRendererMain").map((event) => event.tid),
  );
  const firstContentfulPaint = events.find((event) => event.name === "firstContentfulPaint" && event.ts > navigation.ts)?.ts ?? navigation.ts;
  const painted = events.find(
    (event) =>
      event.ts > navigation.ts &&
      event.pid === navigation.pid &&
      (event.name === "PaintTimingVisualizer::LayoutObjectPainted" || (event.name === "Paint" && mainThreads.has(event.tid))),
  )?.ts;
  const multiplier = report.configSettings.throttling.cpuSlowdownMultiplier;
  const cpuBlockingTime = events
    .filter((event) => event.name === "RunTask" && event.pid === navigation.pid && mainThreads.has(event.tid) && event.ts > (painted ?? firstContentfulPaint) && event.tdur !== undefined)
    .reduce((sum, task) => sum + Math.max(0, (multiplier * task.tdur) / 1000 - 50), 0);
  const withheldFrames = events.filter(
    (event) =>
      event.name === "SendBeginFrameDecision" &&
      event.ts > navigation.ts &&
      event.ts < firstContentfulPaint &&
      /^(Throttle|Stop)(UndrawnFrames|UnresponsiveClient)$/.test(event.args?.reason ?? ""),
  ).length;
  return { cpuBlockingTime, firstFrameWait: painted === undefined ? NaN : Math.max(0, (firstContentfulPaint - painted) / 1000), withheldFrames };
}

/**
 * At least 6 BeginFrames (a tenth of a second) withheld before the first contentful paint: the
 * run's first frame waited for Chrome's throttle (lighthouse#17148), not for the page. One or
 * two happen in runs whose first frame is not late.
 */
const heldBack = (report) => report.withheldFrames >= 6;

/** The run in the middle by performance score (Lighthouse's own advice: the median of several). */
function medianRun(reports) {
  const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** What holds a page under the bar: failed accessibility audits and the largest savings. */
function reasons(report) {
  const lines = [];
  for (const ref of report.categories.accessibility.auditRefs) {
    const audit = report.audits[ref.id];
    if (ref.weight > 0 && audit.score !== null && audit.score < 1) lines.push(`accessibility: ${audit.title}`);
  }
  const lcp = report.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.snippet;
  if (lcp) lines.push(`LCP element: ${lcp}`);
  const blocking = metric(report, "total-blocking-time");
  if (blocking > 200) {
    const byCpu = report.cpuBlockingTime;
    lines.push(
      Number.isFinite(byCpu) && byCpu < blocking / 2
        ? `Total Blocking Time ${Math.round(blocking)} ms, ${Math.round(byCpu)} ms by the main thread's CPU: mostly waiting for a core (a busy machine), not the page's script`
        : `Total Blocking Time ${Math.round(blocking)} ms: the browser script's work, or a busy machine`,
    );
  }
  if (heldBack(report)) {
    lines.push(
      `Chrome's compositor withheld ${report.withheldFrames} frames before the first contentful paint (first frame ${Math.round(report.firstFrameWait)} ms after the page was painted): lighthouse#17148, not the page's work`,
    );
  } else if (report.firstFrameWait > 250) {
    lines.push(
      `First frame shown ${Math.round(report.firstFrameWait)} ms after the page was painted: the browser's compositor held it back, not the page's work`,
    );
  }
  for (const audit of Object.values(report.audits)) {
    const saving = audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0;
    if (audit.score !== null && audit.score < 0.9 && saving >= 100) lines.push(`${audit.title} (${Math.round(saving)} ms)`);
  }
  return lines;
}

const workDir = mkdtempSync(join(tmpdir(), "genmarket-lighthouse-"));
const reportsDir = options.reports ?? join(workDir, "reports");
mkdirSync(reportsDir, { recursive: true });
let stack;
const stopDedicating = options["shared-cores"] ? null : dedicateCoreToPages();
try {
  const [backend, app, inspector] = [await freePort(), await freePort(), await freePort()];
  console.log("Starting a local backend and wrangler dev…");
  stack = await startStack({ name: "lighthouse", workDir, ports: { backend, app, inspector } });
  const cookie = (await sessionCookies(stack.backendUrl, sellerEmail, demoPassword()))
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const wanted = (page) => !options.only || options.only.split(",").includes(page.only ?? page.path);
  const photoListing = wanted({ only: "photos" }) ? await seedPhotoListing(stack) : null;
  const pages = [
    { path: "/" },
    { path: "/listings" },
    { path: await firstLink(stack.url, "/listings", /\/listings\/[0-9a-f-]{36}/g, photoListing?.path), name: "a listing page" },
    ...(photoListing ? [{ path: photoListing.path, name: "the bench's 12-photo listing", only: "photos" }] : []),
    { path: "/auctions" },
    { path: await firstLink(stack.url, "/auctions", /\/auctions?\/[0-9a-f-]{36}/g), name: "an auction page" },
    { path: "/sellers-portal", cookie, name: "/sellers-portal (demo-trade)" },
    { path: "/pricing" },
  ].filter(wanted);

  const header = ["page", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "TBT by CPU", "frame wait", "CLS", "held back"];
  const rows = [];
  const failures = [];
  const benchmarkIndexes = [];
  const loadAtStart = loadavg()[0];
  for (const page of pages) {
    const name = page.name ?? page.path;
    // Warm the Worker (and, for visitors, the edge cache) as a visitor who came before would.
    await fetch(stack.url + page.path, { headers: page.cookie ? { Cookie: page.cookie } : {} });
    const reports = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(reportsDir, `${name.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${run}.json`);
      const report = await lighthouse(stack.url + page.path, page.cookie, file);
      reports.push(Object.assign(report, traceFigures(report, file)));
    }
    const report = medianRun(reports);
    benchmarkIndexes.push(...reports.map((each) => each.environment.benchmarkIndex));
    const row = [
      name,
      String(score(report, "performance")),
      String(score(report, "accessibility")),
      String(score(report, "best-practices")),
      String(score(report, "seo")),
      seconds(metric(report, "first-contentful-paint")),
      seconds(metric(report, "largest-contentful-paint")),
      `${Math.round(metric(report, "total-blocking-time"))} ms`,
      `${Math.round(report.cpuBlockingTime)} ms`,
      `${Math.round(report.firstFrameWait)} ms`,
      metric(report, "cumulative-layout-shift").toFixed(3),
      String(reports.filter(heldBack).length),
    ];
    rows.push(row);
    const runScores = reports.map((each) => `${score(each, "performance")}${heldBack(each) ? "*" : ""}`).join(", ");
    console.log(`  ${row.join("  ")}  (runs: ${runScores})`);
    if (score(report, "performance") < bar.performance || score(report, "accessibility") < bar.accessibility) {
      failures.push({ name, reasons: reasons(report) });
    }
  }

  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`;
  // Lighthouse's simulated phone scales the CPU time it sees, so a busy machine inflates TBT:
  // its benchmark index (about 1,000 and up on an idle desktop) says how busy this one was.
  const benchmarkIndex = [...benchmarkIndexes].sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)];
  console.log(`\nLighthouse ${lighthouseVersion}, mobile profile, median of ${runs} run(s) per page (${new Date().toISOString().slice(0, 10)};`);
  const coreNote = stopDedicating ? `${cores} cores, the page's main thread on one of its own` : `${cores} cores shared`;
  console.log(`${coreNote}, load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end; benchmark index ${Math.round(benchmarkIndex)};`);
  console.log(`"held back": runs in which Chrome withheld the page's first frames, marked *: lighthouse#17148)\n`);
  console.log(line(header));
  console.log(`| ${widths.map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));

  if (failures.length) {
    console.error(`\nUnder ${bar.performance} performance or ${bar.accessibility} accessibility:`);
    for (const failure of failures) console.error(`  ${failure.name}\n${failure.reasons.map((reason) => `    - ${reason}`).join("\n")}`);
    process.exitCode = 1;
  }
  if (options.reports) console.log(`\nReports: ${reportsDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopDedicating?.();
  await stack?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
