/**
 * Database templates for the backend tests: one in-memory PGlite database migrated once per
 * test run, saved twice (before and after the seed). Each test file then opens its own copy
 * (startTestBackend), isolated from every other file, without running initdb, the bootstrap,
 * the migrations and the seed again. tests/support/backend-template.ts makes them.
 */
import { join } from "node:path";
import { openDatabase } from "./db.ts";
import { migrate, seedDatabase } from "./migrate.ts";

/** The seeded demo accounts' password in the tests' databases. */
export const TEST_DEMO_PASSWORD = "demo-password-for-tests";

/** Paths of the saved databases: migrated only, and migrated and seeded. */
export type DatabaseTemplates = { migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function writeDatabaseTemplates(dir: string): Promise<DatabaseTemplates> {
  const templates = { migrated: join(dir, "migrated.tar"), seeded: join(dir, "seeded.tar") };
  const db = await openDatabase({});
  try {
    await migrate(db);
    await db.saveTemplate!(templates.migrated);
    await seedDatabase(db, TEST_DEMO_PASSWORD);
    await db.saveTemplate!(templates.seeded);
  } finally {
    await db.close();
  }
  return templates;
}
