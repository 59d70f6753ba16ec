/**
 * The app's database types match the migrations: app/types/database.ts, generated again from
 * the run's migrated template, equals the committed file byte for byte (a new migration
 * without `npm run db:types` fails here, not later as a type that lies); and each column
 * app/types/supabase.ts narrows to one of the app's lists takes exactly that list's values
 * by its CHECK constraint.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auctionStatuses, noticeKinds } from "../../app/content/auctions.ts";
import { generatorTypeKeys } from "../../app/content/generator-types.ts";
import { listingStatuses } from "../../app/content/listing-statuses.ts";
import { listingOptions } from "../../app/content/plans.ts";
import { alertFrequencyKeys, savedSearchPages } from "../../app/content/saved-searches.ts";
import { messageKinds } from "../../app/utils/message-validation.ts";
import { userTypes } from "../../app/utils/user.ts";
import { databaseTypesPath, generateDatabaseTypes } from "../local/database-types.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.close());

test("app/types/database.ts is generated from the current migrations", async () => {
  const generated = await generateDatabaseTypes(backend.db);
  const committed = readFileSync(databaseTypesPath, "utf8");
  if (committed !== generated) expect.fail("app/types/database.ts is out of date: run npm run db:types");
});

// The narrowed columns of app/types/supabase.ts and the lists their types come from.
const narrowedColumns: Array<[table: string, column: string, values: readonly string[]]> = [
  ["auction_listings", "status", auctionStatuses],
  ["generator_listings", "status", listingStatuses],
  ["generator_listings", "type", generatorTypeKeys],
  ["auction_listings", "type", generatorTypeKeys],
  ["generator_listings", "listing_option", listingOptions.map((option) => option.key)],
  ["messages", "kind", messageKinds],
  ["notices", "kind", noticeKinds],
  ["payments", "listing_option", listingOptions.map((option) => option.key)],
  ["profiles", "user_type", userTypes],
  ["saved_searches", "page", savedSearchPages],
  ["saved_searches", "alert_frequency", alertFrequencyKeys],
];

test.each(narrowedColumns)("%s.%s takes exactly the app's list of values", async (table, column, values) => {
  // The CHECK constraints on this one column, as Postgres prints them: col = ANY (ARRAY['a'::text, …]).
  const { rows } = await backend.db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = ('public.' || $1)::regclass and c.contype = 'c'
        and cardinality(c.conkey) = 1 and a.attname = $2`,
    [table, column],
  );
  expect(rows).toHaveLength(1);
  const allowed = [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
  expect(allowed.sort()).toEqual([...values].sort());
});
