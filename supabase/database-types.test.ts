/**
 * app/types/database.ts is what the migrations give: generated again from the run's migrated
 * template, it must equal the committed file byte for byte (a new migration without
 * `npm run db:types` fails here, not later as a type that lies).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { databaseTypesPath, generateDatabaseTypes } from "./local/database-types.ts";
import { startTestBackend, type TestBackend } from "./local/testing.ts";

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
