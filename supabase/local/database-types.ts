/**
 * app/types/database.ts, the app's types for the database, generated from the migrated schema
 * by Supabase's own generator (@supabase/postgrest-typegen, what `supabase gen types` runs):
 * `npm run db:types` writes it (scripts/db-types.ts), and supabase/tests/database-types.test.ts fails
 * when the committed file differs from what the migrations give.
 */
import { fileURLToPath } from "node:url";
import { generateTypescript, sortGeneratorMetadata } from "@supabase/postgrest-typegen/generation";
import { introspect } from "@supabase/postgrest-typegen/introspection";
import type { Queryable } from "./db.ts";

export const databaseTypesPath = fileURLToPath(new URL("../../app/types/database.ts", import.meta.url));

const header = `// Generated from supabase/migrations by \`npm run db:types\` (@supabase/postgrest-typegen): do not edit.
// \`npm test\` fails when this file differs from what the migrations give.

`;

/**
 * The file's text for a migrated database: sorted metadata, so the same schema gives the same
 * bytes; one-to-one relations marked, as `supabase gen types` marks them, so an embedded
 * one-to-one row is typed as an object, not an array.
 */
export async function generateDatabaseTypes(db: Queryable) {
  const metadata = await introspect(db, { includedSchemas: ["public"] });
  return header + (await generateTypescript(sortGeneratorMetadata(metadata), { detectOneToOneRelationships: true, postgrestVersion: "12" }));
}
