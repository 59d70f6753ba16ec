/**
 * The database behind the local backend: PGlite (Postgres in WebAssembly, embedded, no
 * install) by default, or any real Postgres given by DATABASE_URL. Both sit behind the same
 * small interface, so everything above it runs the same SQL either way.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1… bind parameters. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /**
   * Runs fn in one transaction: committed if it resolves, rolled back if it throws. `settings`
   * are set for the transaction alone (`set_config(name, value, true)`) before fn runs.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: Record<string, string>): Promise<T>;
  close(): Promise<void>;
}

export type OpenOptions = {
  /** A Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite's data folder; omit for an in-memory database. */
  dataDir?: string;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pgcrypto } = await import("@electric-sql/pglite/contrib/pgcrypto");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  let releaseLock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = lockFolder(dataDir);
  }
  const pglite = await PGlite.create({ dataDir, extensions: { pgcrypto, pg_trgm } });
  const wrap = (target: { query: typeof pglite.query; exec: typeof pglite.exec }): Queryable => ({
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params ?? []);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: "pglite",
    ...wrap(pglite),
    transaction: (fn, settings = {}) =>
      pglite.transaction(async (tx) => {
        const entries = Object.entries(settings);
        if (entries.length > 0) {
          const calls = entries.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
          await tx.query(`select ${calls.join(", ")}`, entries.flat());
        }
        return fn(wrap(tx as never));
      }),
    async close() {
      await pglite.close();
      releaseLock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server drops (a restart, a shutdown: 57P01) is discarded by the pool
  // and replaced on the next query; unhandled, its error would end the process.
  pool.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error("[local db] an idle connection failed:", error.message);
  });
  const wrap = (client: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }): Queryable => ({
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: "postgres",
    ...wrap(pool),
    async transaction(fn, settings = {}) {
      const client = await pool.connect();
      try {
        // BEGIN and the settings in one round trip: every request starts so (asRole), and
        // writing to PostgreSQL's socket was a third of the local backend's own CPU
        // (docs/testing.md "Budget"). Literals, as a multi-statement query takes no parameters.
        const calls = Object.entries(settings).map(
          ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
        );
        await client.query(calls.length > 0 ? `begin; select ${calls.join(", ")}` : "begin");
        const result = await fn(wrap(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite puts no lock on its folder, and two processes writing one folder corrupt it:
 * a lock file holding the owner's pid keeps a second server out (a stale one is taken over).
 */
function lockFolder(dataDir: string) {
  const lockPath = join(dataDir, "..", `${dataDir.split(/[\\/]/).pop()}.lock`);
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, "utf8").trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The local database in ${dataDir} is in use by another process (pid ${pid}). Stop it first, or set DATABASE_URL.`,
      );
    }
    rmSync(lockPath, { force: true });
  }
  const fd = openSync(lockPath, "wx");
  writeSync(fd, String(process.pid));
  closeSync(fd);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    rmSync(lockPath, { force: true });
  };
  process.once("exit", release);
  return release;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The API roles a request may act as; nothing else can be assumed. */
export const API_ROLES = ["anon", "authenticated", "service_role"] as const;
export type ApiRole = (typeof API_ROLES)[number];

export type RequestIdentity = {
  role: ApiRole;
  /** The verified JWT's claims, as PostgREST exposes them to SQL. */
  claims: Record<string, unknown>;
};

/**
 * Runs fn in one transaction as the request's role with its JWT claims, exactly as
 * PostgREST does, so row-level security applies to everything fn does.
 */
export async function asRole<T>(db: Database, identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!API_ROLES.includes(identity.role)) {
    throw new Error(`refusing to assume role ${JSON.stringify(identity.role)}`);
  }
  return db.transaction(fn, {
    role: identity.role,
    "request.jwt.claims": JSON.stringify(identity.claims),
    search_path: "public, extensions",
    // UTC as on hosted Supabase, whatever the server's own time zone (DATABASE_URL).
    timezone: "UTC",
  });
}
