/**
 * A throwaway PostgreSQL 15 cluster (what hosted Supabase runs, where PGlite is Postgres 18)
 * in a temporary folder, for supabase/tests/postgres15.test.ts and npm run bench's auctions case.
 * Needs the PostgreSQL 15 server binaries (Debian: postgresql-15; .ci/run installs them).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = process.env.PG15_BIN ?? "/usr/lib/postgresql/15/bin";

/** Whether the PostgreSQL 15 server is installed here. */
export const postgres15Installed = existsSync(join(BIN, "initdb"));

/** Postgres refuses to run as root: run its tools as the postgres user when we are root. */
function runAsPostgres(command: string) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { encoding: "utf8" })
    : spawnSync("/bin/sh", ["-c", command], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command}\n${result.stdout}\n${result.stderr}`);
}

/** Starts a fresh cluster listening on 127.0.0.1:port; `stop` shuts it down and removes it. */
export function startPostgres15(port: number): { databaseUrl: string; stop: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "genmarket-pg15-"));
  const stop = () => {
    if (existsSync(`${dir}/data/postmaster.pid`)) {
      runAsPostgres(`${BIN}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    chmodSync(dir, 0o777);
    runAsPostgres(`${BIN}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null`);
    runAsPostgres(`${BIN}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1" -w -l ${dir}/log start >/dev/null`);
  } catch (error) {
    stop();
    throw error;
  }
  return { databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
