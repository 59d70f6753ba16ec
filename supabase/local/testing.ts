/**
 * For tests: a database of the file's own and the backend over it, reached in-process by
 * supabase-js through `global.fetch` (no port). Each test file opens one and shares it
 * between its tests; no two files share a database.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import { completeTwoStep } from "../../tests/support/totp.ts";
import { createBackend } from "./backend.ts";
import { makeConfig, type BackendConfig } from "./config.ts";
import { openDatabase } from "./db.ts";
import { signJwt } from "./jwt.ts";
import { migrate } from "./migrate.ts";
import { databaseUrlOf, TEST_DEMO_PASSWORD } from "./template.ts";

export { TEST_DEMO_PASSWORD };

const clientAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/**
 * A database of the file's own, copied from the run's migrated (or seeded) template on the
 * PostgreSQL 15 server of the vitest globalSetup tests/support/backend-template.ts; without
 * it (a config that skips it), a fresh PGlite database migrated here.
 */
async function openTestDatabase(seed: boolean) {
  const templates = inject("databaseTemplates");
  if (!templates) {
    const db = await openDatabase({});
    await migrate(db, { seed, demoPassword: TEST_DEMO_PASSWORD });
    return { db, drop: async () => {} };
  }
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const server = await openDatabase({ databaseUrl: templates.serverUrl });
  try {
    // file_copy: copies the template's files, where PostgreSQL 15's default writes them all to the WAL.
    await server.exec(`create database ${name} template ${seed ? templates.seeded : templates.migrated} strategy file_copy`);
  } finally {
    await server.close();
  }
  const db = await openDatabase({ databaseUrl: databaseUrlOf(templates.serverUrl, name) });
  /** After db.close(): the copy's files go (the run's fifty copies would fill a small disk). */
  async function drop() {
    const server = await openDatabase({ databaseUrl: templates!.serverUrl });
    try {
      await server.exec(`drop database if exists ${name}`);
    } finally {
      await server.close();
    }
  }
  return { db, drop };
}

/** seed: start from the seeded template (demo accounts and listings). Other options change the backend's settings. */
export async function startTestBackend({ seed = false, ...settings }: { seed?: boolean } & Partial<Pick<BackendConfig, "autoconfirm">> = {}) {
  const { db, drop } = await openTestDatabase(seed);
  const storageDir = mkdtempSync(join(tmpdir(), "genmarket-storage-"));
  const config = makeConfig({ ...settings, storageDir });
  const backend = createBackend(db, config);
  const fetchBackend = (input: RequestInfo | URL, init?: RequestInit) => backend.fetch(new Request(input, init));

  /** A supabase-js client talking to this backend; each has its own session. */
  function client(key: "anon" | "service_role" = "anon") {
    return createClient(config.publicUrl, key === "anon" ? config.anonKey : config.serviceRoleKey, {
      global: { fetch: fetchBackend },
      auth: clientAuth,
    });
  }

  /** A client signed in with a password (the seeded demo accounts use TEST_DEMO_PASSWORD). */
  /** A member signed in with their password, and their two-step code when the tests know its key (staff always: completeTwoStep). */
  async function signedInClient(email: string, password = TEST_DEMO_PASSWORD) {
    const signedIn = client();
    const { data, error } = await signedIn.auth.signInWithPassword({ email, password });
    if (error) throw error;
    await completeTwoStep(signedIn, email);
    return { client: signedIn, id: data.user.id };
  }

  /**
   * A client carrying an access token for user sub, signed as Auth would sign it (no sign-in,
   * no user row); `claims` adds to it (the dealer API's api_key_id and api_scope).
   */
  function userClient(sub: string, claims: Record<string, unknown> = {}) {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = signJwt({ sub, role: "authenticated", aud: "authenticated", exp, ...claims }, config.jwtSecret);
    return createClient(config.publicUrl, config.anonKey, {
      global: { fetch: fetchBackend, headers: { Authorization: `Bearer ${token}` } },
      auth: clientAuth,
    });
  }

  async function close() {
    await db.close();
    await drop();
    rmSync(storageDir, { recursive: true, force: true });
  }

  return { db, config, backend, fetch: fetchBackend, client, signedInClient, userClient, close };
}

export type TestBackend = Awaited<ReturnType<typeof startTestBackend>>;
