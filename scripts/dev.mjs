// npm run dev: the local Supabase-compatible backend (unless SUPABASE_URL points at a hosted
// project) and the app, built in watch mode and served by `wrangler dev` on
// http://127.0.0.1:8787 with live reload. One Ctrl-C stops both.
//
// Options (the dev server's test, tests/dev/, runs it beside other servers this way):
//   --port N          the app's port (default 8787)
//   --backend-port N  start the local backend on N, and point the app at it
//   --reload-port N   the port of `remix dev`'s live-reload socket (default: a free one from 3001)
//   --memory          the local backend with a fresh in-memory database, migrated and seeded
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import "./ensure-dev-vars.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    "backend-port": { type: "string" },
    "reload-port": { type: "string" },
    memory: { type: "boolean", default: false },
  },
});
const appUrl = `http://127.0.0.1:${options.port}`;

const devVars = Object.fromEntries(
  readFileSync(new URL("../.dev.vars", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.match(/^([A-Z_]+)="?(.*?)"?$/))
    .filter(Boolean)
    .map((match) => [match[1], match[2]]),
);
const supabaseUrl = new URL(
  options["backend-port"] ? `http://127.0.0.1:${options["backend-port"]}` : (process.env.SUPABASE_URL ?? devVars.SUPABASE_URL),
);
const useLocalBackend = ["127.0.0.1", "localhost"].includes(supabaseUrl.hostname);

const children = [];
function start(command, args, spawnOptions = {}) {
  const child = spawn(command, args, { stdio: "inherit", shell: process.platform === "win32", ...spawnOptions });
  children.push(child);
  child.on("exit", (code) => stopAll(code ?? 0));
  return child;
}

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

if (useLocalBackend) {
  start("node", ["supabase/local/server.ts", "--port", supabaseUrl.port || "54321", ...(options.memory ? ["--memory"] : [])]);
} else {
  console.log(`Using the Supabase project at ${supabaseUrl.origin}.`);
}

// The Worker's SUPABASE_URL and SITE_URL are this run's (they override .dev.vars and wrangler.toml).
const wrangler = [
  `wrangler dev --ip 127.0.0.1 --port ${options.port} --show-interactive-dev-session=false`,
  `--var SUPABASE_URL:${supabaseUrl.origin} --var SITE_URL:${appUrl}`,
].join(" ");
const reloadPort = options["reload-port"] ? ["--port", options["reload-port"]] : [];
// `remix dev` exits when its standard input closes, so give it a pipe that stays open.
start("remix", ["dev", "--manual", ...reloadPort, "-c", wrangler], { stdio: ["pipe", "inherit", "inherit"] });

// `wrangler dev` fires no Cron Triggers by itself: fire the Worker's every minute (saved-search
// alerts at once; auctions are also settled by the local backend's own timer), and the daily
// digest's at 07:00 UTC (app/content/saved-searches.ts), as Cloudflare would.
const scheduled = (cron) =>
  fetch(`${appUrl}/cdn-cgi/local/scheduled?${new URLSearchParams({ cron })}`).catch(() => {
    // wrangler is still starting or restarting: the next minute tries again
  });
const cronTimer = setInterval(() => {
  const now = new Date();
  void scheduled("* * * * *");
  if (now.getUTCHours() === 7 && now.getUTCMinutes() === 0) void scheduled("0 7 * * *");
}, 60_000);
cronTimer.unref();
