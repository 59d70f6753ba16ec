/**
 * The local backend as a server: `node supabase/local/server.ts` (what `npm run dev` starts).
 *
 *   --port N       listen on N (default 54321, or PORT)
 *   --memory       a fresh in-memory database, migrated and seeded (tests)
 *   --reset        wipe the database and files, then migrate and seed again
 *   --reset-only   like --reset, then exit (npm run db:reset)
 *   --sql FILE     after migrating and seeding, run this SQL file (repeatable; each file is
 *                  one batch, so a VACUUM needs a file of its own). npm run bench loads its
 *                  generated listings this way.
 *   --settle-every SECONDS
 *                  settle due auctions this often (default 20; 0: never). Stands in for the
 *                  Worker's Cron Trigger, which wrangler dev does not fire (auction-settling.ts).
 *
 * Data lives in supabase/.data/ (git-ignored; SUPABASE_LOCAL_DATA moves it): the PGlite
 * database and uploaded files.
 * DATABASE_URL uses that Postgres instead of PGlite. DEMO_PASSWORD (environment or .dev.vars)
 * is the seeded demo accounts' password.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { LOCAL_SETTLE_INTERVAL_MS, startAuctionSettling } from "./auction-settling.ts";
import { createBackend, type Backend } from "./backend.ts";
import { makeConfig } from "./config.ts";
import { openDatabase, type Database } from "./db.ts";
import { migrate, OutdatedMigrationHistory } from "./migrate.ts";
import { importSeedFiles } from "./storage.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dataDir = process.env.SUPABASE_LOCAL_DATA ?? join(root, "supabase/.data");

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    memory: { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    "reset-only": { type: "boolean", default: false },
    sql: { type: "string", multiple: true, default: [] },
    "settle-every": { type: "string" },
  },
});

const port = Number(args.port ?? process.env.PORT ?? 54321);
const databaseUrl = process.env.DATABASE_URL;
const reset = args.reset || args["reset-only"];
const demoPassword = process.env.DEMO_PASSWORD ?? readDevVar("DEMO_PASSWORD");

/** A value from .dev.vars (KEY="value" lines), which the app reads too. */
function readDevVar(name: string) {
  const path = join(root, ".dev.vars");
  if (!existsSync(path)) return undefined;
  const line = readFileSync(path, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}=`));
  return line?.slice(name.length + 1).replace(/^"(.*)"$/, "$1");
}

async function wipe(db: Database | undefined) {
  if (db) {
    // A real Postgres: drop what bootstrap, migrations and seed created.
    await db.exec(`
      drop schema if exists public cascade; create schema public;
      drop schema if exists auth cascade; drop schema if exists storage cascade;
      drop schema if exists _local cascade; drop schema if exists supabase_migrations cascade;
      drop schema if exists extensions cascade; drop schema if exists private cascade;`);
  } else {
    rmSync(join(dataDir, "db"), { recursive: true, force: true });
  }
  rmSync(join(dataDir, "storage"), { recursive: true, force: true });
}

async function open() {
  if (args.memory) {
    return { db: await openDatabase({}), storageDir: mkdtempSync(join(tmpdir(), "genmarket-storage-")) };
  }
  const storageDir = join(dataDir, "storage");
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl });
    if (reset) await wipe(db);
    mkdirSync(storageDir, { recursive: true });
    return { db, storageDir };
  }
  if (reset) await wipe(undefined);
  mkdirSync(storageDir, { recursive: true });
  return { db: await openDatabase({ dataDir: join(dataDir, "db") }), storageDir };
}

function toRequest(req: IncomingMessage): Request {
  const url = `http://${req.headers.host ?? `127.0.0.1:${port}`}${req.url ?? "/"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  }
  res.end();
}

function serve(backend: Backend) {
  const server = createServer((req, res) => {
    backend
      .fetch(toRequest(req))
      .then((response) => send(res, response))
      .catch((error) => {
        console.error("[local backend]", error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ message: "Internal server error" }));
      });
  });
  return new Promise<typeof server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

async function main() {
  const started = Date.now();
  const { db, storageDir } = await open();
  const config = makeConfig({ storageDir, publicUrl: `http://127.0.0.1:${port}` });
  let migrated: Awaited<ReturnType<typeof migrate>>;
  try {
    migrated = await migrate(db, { seed: true, demoPassword, publicUrl: config.publicUrl });
  } catch (error) {
    if (!(error instanceof OutdatedMigrationHistory)) throw error;
    // Told plainly, not as a crash: the fix is one command (docs/database.md).
    console.error(error.message);
    await db.close();
    return process.exit(1);
  }
  const { ran, seeded } = migrated;
  const backend = createBackend(db, config);
  if (seeded) {
    await importSeedFiles(backend.context, "listing-photos", join(root, "supabase/seed-photos"), "seed");
    // Profile photos: supabase/seed-avatars/{user id}/seed.png into each account's folder.
    const avatarsDir = join(root, "supabase/seed-avatars");
    for (const userId of readdirSync(avatarsDir)) await importSeedFiles(backend.context, "avatars", join(avatarsDir, userId), userId);
  }
  for (const file of args.sql) await db.exec(readFileSync(file, "utf8"));
  if (args["reset-only"]) {
    console.log(`Database reset: ${ran.length} migrations applied and seed loaded.`);
    await db.close();
    return;
  }

  const server = await serve(backend);
  const settleEveryMs = args["settle-every"] === undefined ? LOCAL_SETTLE_INTERVAL_MS : Number(args["settle-every"]) * 1000;
  const stopSettling =
    settleEveryMs > 0
      ? startAuctionSettling(backend, config, {
          intervalMs: settleEveryMs,
          onSettled: (count) => console.log(`Settled ${count} auction(s) whose end had passed.`),
        })
      : () => {};
  console.log(`
GenMarket local backend (Supabase-compatible) is running. ${ran.length ? `Applied ${ran.length} migration(s). ` : ""}${seeded ? "Seeded. " : ""}(${Date.now() - started} ms)

         API URL: ${config.publicUrl}
        Database: ${db.kind === "pglite" ? (args.memory ? "PGlite in memory" : `PGlite in ${join(dataDir, "db")}`) : "DATABASE_URL"}
          Outbox: ${config.publicUrl}/_local/outbox
        Auctions: ${settleEveryMs > 0 ? `due ones settled every ${settleEveryMs / 1000} s` : "not settled (--settle-every 0)"}
      JWT secret: ${config.jwtSecret}
        anon key: ${config.anonKey}
service_role key: ${config.serviceRoleKey}
`);

  const stop = () => {
    stopSettling();
    server.close();
    db.close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
