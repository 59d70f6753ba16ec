/**
 * The schema files (supabase/schemas/) and the migrations (supabase/migrations/) must
 * describe the same database: the files are what people read and edit, the migrations what
 * hosted Supabase and the local backend apply. Both are built on one PostgreSQL 15 cluster
 * (what hosted Supabase runs) over the platform bootstrap, then compared twice: migra's
 * diff must be empty, and so must a line diff of a normalised catalogue description
 * (columns in order, constraints, indexes, views, sequences, function definitions, policies,
 * triggers, table, column, function and schema privileges, RLS flags, comments, storage
 * buckets, platform settings), which also covers what migra does not compare.
 *
 * How it was shown to fail: with three edits to the schema files and no migration (the fee
 * in public.auction_admin_fee_pence's body changed, a column added to public.listing_imports,
 * the policy notices_update_own renamed, i.e. dropped and another created), both tests
 * failed, each naming all three differences and telling to run npm run db:diff; reverted,
 * both passed. And the round trip: a function body changed, a column and its comment added,
 * then npm run db:diff wrote the alter and the function, listed the comment to add by hand;
 * with it added, the catalogue test still failed while the new column was not the table's
 * last (migra appends columns), and passed once it was.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testPorts } from "../../tests/support/ports.js";
import { startPostgres15, type Postgres15 } from "../../tests/support/postgres15.ts";
import { buildFromMigrations, buildFromSchemaFiles, describeCatalogue, migraDiff } from "../../tests/support/schema-databases.ts";

const advice = "supabase/schemas/ and supabase/migrations/ describe different databases: run npm run db:diff -- <name> and commit the migration it writes (docs/database.md).";

describe("schema drift", () => {
  let cluster: Postgres15;

  beforeAll(async () => {
    cluster = await startPostgres15(testPorts.schemaDrift);
    // One after the other: the bootstrap creates the cluster-wide roles if they are missing.
    await buildFromMigrations(cluster.databaseUrl, cluster.urlOf("from_migrations"), "from_migrations");
    await buildFromSchemaFiles(cluster.databaseUrl, cluster.urlOf("from_schemas"), "from_schemas");
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  test("migra sees no difference between the migrated database and the schema files' one", async () => {
    const diff = await migraDiff(cluster.urlOf("from_migrations"), cluster.urlOf("from_schemas"));
    expect(diff, `${advice}\nmigra's changes from the migrations to the schema files:\n${diff}`).toBe("");
  }, 60_000);

  test("the two catalogues match, comments, privileges and bucket rows included", async () => {
    const [migrated, declared] = await Promise.all([
      describeCatalogue(cluster.urlOf("from_migrations")),
      describeCatalogue(cluster.urlOf("from_schemas")),
    ]);
    const declaredSet = new Set(declared);
    const migratedSet = new Set(migrated);
    const difference = [
      ...migrated.filter((line) => !declaredSet.has(line)).map((line) => `- migrations only: ${line}`),
      ...declared.filter((line) => !migratedSet.has(line)).map((line) => `+ schema files only: ${line}`),
    ];
    expect(difference, advice).toEqual([]);
  });
});
