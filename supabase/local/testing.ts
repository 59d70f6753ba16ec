/**
 * For tests: a migrated in-memory database and the backend over it, reached in-process by
 * supabase-js through `global.fetch` (no port). Opening PGlite takes seconds, so open one
 * per test file and share it.
 */
import { createClient } from "@supabase/supabase-js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createBackend } from "./backend.ts";
import { makeConfig } from "./config.ts";
import { openDatabase } from "./db.ts";
import { migrate } from "./migrate.ts";

export const TEST_DEMO_PASSWORD = "demo-password-for-tests";

export async function startTestBackend(options: { seed?: boolean } = {}) {
  const db = await openDatabase({});
  await migrate(db, { seed: options.seed ?? false, demoPassword: TEST_DEMO_PASSWORD });
  const config = makeConfig({ storageDir: mkdtempSync(join(tmpdir(), "genmarket-storage-")) });
  const backend = createBackend(db, config);
  const fetchBackend = (input: RequestInfo | URL, init?: RequestInit) => backend.fetch(new Request(input, init));

  /** A supabase-js client talking to this backend; each has its own session. */
  function client(key: "anon" | "service_role" = "anon") {
    return createClient(config.publicUrl, key === "anon" ? config.anonKey : config.serviceRoleKey, {
      global: { fetch: fetchBackend },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  }

  /** A client signed in with a password (the seeded demo accounts use TEST_DEMO_PASSWORD). */
  async function signedInClient(email: string, password = TEST_DEMO_PASSWORD) {
    const signedIn = client();
    const { data, error } = await signedIn.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { client: signedIn, id: data.user.id };
  }

  return { db, config, backend, fetch: fetchBackend, client, signedInClient, close: () => db.close() };
}

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
