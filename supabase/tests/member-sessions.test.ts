/**
 * A member's signed-in devices (supabase/schemas/10-members.sql, my_sessions and
 * end_my_session; docs/accounts.md): real sign-ins through the local Auth, each from its own
 * browser, as the Worker passes the browser's User-Agent and address on.
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Database } from "../../app/types/database.ts";
import { startTestBackend, TEST_DEMO_PASSWORD, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A member signed in from a browser of their own (its User-Agent and address, as the Worker forwards them). */
async function signedInFrom(email: string, userAgent: string, ip: string) {
  const client = createClient<Database>(backend.config.publicUrl, backend.config.anonKey, {
    global: { fetch: backend.fetch, headers: { "User-Agent": userAgent, "X-Forwarded-For": ip } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: TEST_DEMO_PASSWORD });
  if (error) throw error;
  return { client, sessionId: JSON.parse(atob(data.session!.access_token.split(".")[1]!)).session_id as string };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.close();
});

test("a member sees each of their signed-in browsers, this one marked, and no one else's", async () => {
  const phone = await signedInFrom("demo-buyer@genmarket.test", PHONE, "203.0.113.7");
  const laptop = await signedInFrom("demo-buyer@genmarket.test", LAPTOP, "198.51.100.20");
  await signedInFrom("demo-private@genmarket.test", LAPTOP, "192.0.2.1");

  const { data, error } = await laptop.client.rpc("my_sessions");
  expect(error).toBeNull();
  const mine = data!.filter((session) => [phone.sessionId, laptop.sessionId].includes(session.id));
  expect(mine).toHaveLength(2);
  expect(data).toHaveLength(2);
  const byId = new Map(mine.map((session) => [session.id, session]));
  expect(byId.get(laptop.sessionId)).toMatchObject({ user_agent: LAPTOP, current: true });
  expect(byId.get(phone.sessionId)).toMatchObject({ user_agent: PHONE, current: false });
  expect(Date.parse(byId.get(phone.sessionId)!.signed_in_at)).toBeLessThanOrEqual(Date.now());

  // Visitors have no sessions to list.
  const { error: anonymous } = await backend.client().rpc("my_sessions");
  expect(anonymous?.code).toBe("42501");
});

test("a refresh moves a session's last activity on and records the browser it came from", async () => {
  const phone = await signedInFrom("demo-trade@genmarket.test", PHONE, "203.0.113.8");
  const [before] = (await phone.client.rpc("my_sessions")).data!.filter((session) => session.id === phone.sessionId);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const { error } = await phone.client.auth.refreshSession();
  expect(error).toBeNull();
  const [after] = (await phone.client.rpc("my_sessions")).data!.filter((session) => session.id === phone.sessionId);
  expect(Date.parse(after!.last_active_at)).toBeGreaterThan(Date.parse(before!.last_active_at));
  const { rows } = await backend.db.query<{ ip: string }>(`select host(ip) as ip from auth.sessions where id = $1`, [phone.sessionId]);
  expect(rows[0]!.ip).toBe("203.0.113.8");
});

test("signing out one device ends only that one, at once; another member's session cannot be ended", async () => {
  const phone = await signedInFrom("demo-private@genmarket.test", PHONE, "203.0.113.9");
  const laptop = await signedInFrom("demo-private@genmarket.test", LAPTOP, "198.51.100.21");
  const stranger = await signedInFrom("demo-trade@genmarket.test", LAPTOP, "192.0.2.2");

  // A stranger naming the phone's session: nothing happens.
  expect((await stranger.client.rpc("end_my_session", { p_session_id: phone.sessionId })).data).toBe(false);
  expect((await phone.client.auth.getUser()).error).toBeNull();

  expect((await laptop.client.rpc("end_my_session", { p_session_id: phone.sessionId })).data).toBe(true);
  // The phone's very next request is signed out; the laptop stays signed in.
  // (Auth answers session_not_found, which supabase-js reports as a missing session.)
  const { data: ended, error: endedError } = await phone.client.auth.getUser();
  expect(ended.user).toBeNull();
  expect(endedError?.name).toBe("AuthSessionMissingError");
  expect((await phone.client.auth.refreshSession()).error).not.toBeNull();
  expect((await laptop.client.auth.getUser()).error).toBeNull();
  // Ending it again: already gone.
  expect((await laptop.client.rpc("end_my_session", { p_session_id: phone.sessionId })).data).toBe(false);
});
