/**
 * Database templates for the backend tests: on a PostgreSQL 15 server the vitest globalSetup
 * starts (tests/support/backend-template.ts), one database migrated once per test run and
 * another migrated and seeded. Each test file then gets its own database copied from one of
 * them (startTestBackend), isolated from every other file, without running the bootstrap,
 * the migrations and the seed again.
 */
import { openDatabase } from "./db.ts";
import { migrate } from "./migrate.ts";

/** The seeded demo accounts' password in the tests' databases. */
export const TEST_DEMO_PASSWORD = "demo-password-for-tests";

/** The server (its `postgres` database's URL) and the names of its two template databases. */
export type DatabaseTemplates = { serverUrl: string; migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Another database's URL on the same server. */
export const databaseUrlOf = (serverUrl: string, name: string) => serverUrl.replace(/\/[^/]*$/, `/${name}`);

export async function writeDatabaseTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const templates = { serverUrl, migrated: "genmarket_migrated", seeded: "genmarket_seeded" };
  const admin = await openDatabase({ databaseUrl: serverUrl });
  try {
    for (const name of [templates.migrated, templates.seeded]) await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  for (const [name, seed] of [
    [templates.migrated, false],
    [templates.seeded, true],
  ] as const) {
    const db = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
    try {
      await migrate(db, { seed, demoPassword: TEST_DEMO_PASSWORD });
    } finally {
      await db.close();
    }
  }
  return templates;
}
