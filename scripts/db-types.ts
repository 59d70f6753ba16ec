// npm run db:types: migrates an in-memory database as the local backend does (PGlite, no seed)
// and writes app/types/database.ts from its schema. Run it after adding a migration.
import { writeFileSync } from "node:fs";
import { databaseTypesPath, generateDatabaseTypes } from "../supabase/local/database-types.ts";
import { openDatabase } from "../supabase/local/db.ts";
import { migrate } from "../supabase/local/migrate.ts";

const db = await openDatabase({});
try {
  await migrate(db);
  writeFileSync(databaseTypesPath, await generateDatabaseTypes(db));
  console.log(`wrote ${databaseTypesPath}`);
} finally {
  await db.close();
}
