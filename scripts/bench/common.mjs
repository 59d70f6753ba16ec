// What the bench's cases share (scripts/bench.mjs): a local backend with generated data and
// the production build under wrangler dev in front of it, timed requests, medians and p95s.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { testPorts } from "../../tests/support/ports.js";

/** A static file from the same server: what every case is measured against. */
export const staticFile = "/listing-placeholder.svg";

function startProcess(command, args, env = {}) {
  // Its own process group, so stopping it also stops what it started (workerd).
  const child = spawn(command, args, { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  return {
    child,
    output: () => output,
    /** Stops it and waits until it has gone (killed after 10 s), so its port is free for the next run. */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal("SIGTERM");
      const timer = setTimeout(() => signal("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A port nothing listens on now (the system's pick), for a process started next. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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

/**
 * A fresh backend (migrated and seeded, then each of `sqlFiles` run, one batch each) and the
 * app in front of it; the index keeps ports apart. The backend is in memory (PGlite) unless
 * given an empty Postgres (`databaseUrl`, with `dataDir` for its files). It settles no
 * auctions by itself: a case that wants them settled does so in its SQL. `ports` (backend,
 * app, inspector) overrides the bench's own, e.g. with free ones (`freePort`).
 */
export async function startStack({ name, index = 0, workDir, sqlFiles = [], databaseUrl, dataDir, ports }) {
  const backendPort = ports?.backend ?? testPorts.benchBackend + index;
  const appPort = ports?.app ?? testPorts.benchApp + index;
  // Each wrangler dev also listens for a debugger; two cannot share the default port.
  const inspectorPort = ports?.inspector ?? testPorts.benchApp + 50 + index;
  // Wrangler keeps its edge cache in a folder; a fresh one per stack, so no page cached
  // for one stack (or an earlier run) is served for another.
  const state = join(workDir, `wrangler-${name}`);
  mkdirSync(state);

  const backend = startProcess(
    process.execPath,
    [
      "supabase/local/server.ts", ...(databaseUrl ? [] : ["--memory"]), "--port", String(backendPort), "--settle-every", "0",
      ...sqlFiles.flatMap((file) => ["--sql", file]),
    ],
    databaseUrl ? { DATABASE_URL: databaseUrl, SUPABASE_LOCAL_DATA: dataDir } : {},
  );
  const app = startProcess("node_modules/.bin/wrangler", [
    "dev", "--ip", "127.0.0.1", "--port", String(appPort), "--inspector-port", String(inspectorPort),
    "--show-interactive-dev-session=false", "--persist-to", state, "--var", `SUPABASE_URL:http://127.0.0.1:${backendPort}`,
  ], { WRANGLER_SEND_METRICS: "false" });
  const stack = {
    name,
    url: `http://127.0.0.1:${appPort}`,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    stop: () => Promise.all([app.stop(), backend.stop()]),
  };
  try {
    await waitFor(`${stack.backendUrl}/health`, backend, 600_000);
    await waitFor(`${stack.url}${staticFile}`, app, 60_000);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/**
 * One GET (redirects not followed), which must answer 200: the time to the response's
 * headers (first byte) and to its last byte, and the body.
 */
export async function time(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const firstByte = performance.now() - started;
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { elapsed, firstByte, body, response };
}

export function summarise(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), samples };
}

export const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;

/** A bot's user agent: the app counts no listing view for it (a write made after the answer). */
const botUserAgent = "GenMarketBench/1.0 (bot)";

/**
 * The requests one rendered GET of `path` costs the backend (Auth, PostgREST and Storage
 * alike: each is a round trip), by name, as the local backend counts them
 * (GET /_local/requests). `cookie` is a member's session, or any cookie for a visitor's page
 * rendered rather than served from the edge cache.
 */
export async function backendRequests(stack, path, cookie) {
  const served = async () => (await fetch(`${stack.backendUrl}/_local/requests`)).json();
  const before = (await served()).count;
  await time(stack.url + path, { headers: { "User-Agent": botUserAgent, Cookie: cookie } });
  const after = await served();
  return after.recent.slice(after.recent.length - (after.count - before));
}

/** Prints each page's requests for a visitor and for a signed-in member (memberCookie). */
export async function reportBackendRequests(stack, pages, memberCookie) {
  console.log("\nBackend requests per rendered page (each one a round trip; the member's include Auth's session check)");
  for (const [name, path] of pages) {
    for (const [who, cookie] of [["visitor", "bench=rendered"], ["member", memberCookie]]) {
      const requests = await backendRequests(stack, path, cookie);
      const named = requests.map((request) => request.replace(/^(GET|POST) \/(rest|auth|storage)\/v1/, "$2")).join(", ");
      console.log(`  ${name.padEnd(28)} ${who.padEnd(8)} ${String(requests.length).padStart(2)}  ${named}`);
    }
  }
}
