/**
 * vitest globalSetup of the backend project: migrates and seeds one database per run and
 * hands the saved copies to the test files (inject("databaseTemplates") in
 * supabase/local/testing.ts), so each file loads its own in a second instead of migrating.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writeDatabaseTemplates } from "../../supabase/local/template.ts";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "genmarket-templates-"));
  project.provide("databaseTemplates", await writeDatabaseTemplates(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
