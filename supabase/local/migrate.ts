/**
 * Brings a database up to date: the platform bootstrap, then every migration in
 * supabase/migrations/ not yet applied (in file-name order, each in its own transaction),
 * then, on a fresh database, supabase/seed.sql.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./db.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const paths = {
  bootstrap: here("./bootstrap.sql"),
  local: here("./local.sql"),
  migrations: here("../migrations/"),
  seed: here("../seed.sql"),
};

export type MigrateOptions = {
  /** Load seed.sql when the database had no migrations yet. */
  seed?: boolean;
  /** Password of the seeded demo accounts (the seed reads app.demo_password). */
  demoPassword?: string;
  /** The backend's public URL, for the seeded profile photos' URLs (the seed reads app.public_url). */
  publicUrl?: string;
};

/** The database was migrated with versions that supabase/migrations/ no longer has. */
export class OutdatedMigrationHistory extends Error {}

export function migrationFiles() {
  return readdirSync(paths.migrations)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort();
}

export async function migrate(db: Database, options: MigrateOptions = {}) {
  await db.exec(readFileSync(paths.bootstrap, "utf8"));
  await db.exec(readFileSync(paths.local, "utf8"));

  const { rows } = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const applied = new Set(rows.map((row) => row.version));
  const fresh = applied.size === 0;
  const files = migrationFiles();
  // The history was squashed into one baseline (docs/database.md): a database migrated with
  // versions that are no longer files cannot be brought up to date, only rebuilt.
  const known = new Set(files.map((file) => file.split("_")[0]));
  const unknown = [...applied].filter((version) => !known.has(version)).sort();
  if (unknown.length > 0) {
    throw new OutdatedMigrationHistory(
      `This database has migrations that supabase/migrations/ no longer has (${unknown.slice(0, 3).join(", ")}${unknown.length > 3 ? ", …" : ""}): ` +
        "it was built with an older migration history. Run `npm run db:reset` to rebuild it (this deletes its data).",
    );
  }
  const ran: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, "").split("_");
    if (!version || applied.has(version)) continue;
    const sql = readFileSync(paths.migrations + file, "utf8");
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
        version,
        rest.join("_"),
      ]);
    });
    ran.push(file);
  }

  let seeded = false;
  if (fresh && options.seed) {
    await seedDatabase(db, options.demoPassword, options.publicUrl);
    seeded = true;
  }
  return { ran, seeded };
}

export async function seedDatabase(db: Database, demoPassword?: string, publicUrl?: string) {
  const sql = readFileSync(paths.seed, "utf8");
  await db.transaction(async (tx) => {
    await tx.query("select set_config('app.demo_password', $1, true)", [demoPassword ?? ""]);
    await tx.query("select set_config('app.public_url', $1, true)", [publicUrl ?? ""]);
    await tx.exec(sql);
  });
}
