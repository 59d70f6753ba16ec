/**
 * The local Auth, driven the way GenMarket drives it: through supabase-js and
 * @supabase/ssr, checking what they hand the app (data, error.message/status/code).
 */
import { randomUUID } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthService } from "./auth.ts";
import type { BackendConfig } from "./config.ts";
import { signJwt } from "./jwt.ts";
import { readOutbox } from "./outbox.ts";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

let emailCount = 0;
/** A fresh address per test, so tests share one database without meeting. */
const newEmail = () => `user${++emailCount}-${Date.now()}@example.com`;
const PASSWORD = "correct-horse-battery";

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A supabase-js client as a browser has it: a storage that keeps the session and PKCE verifier. */
function browserClient(config: BackendConfig, fetch: Fetch, flowType: "pkce" | "implicit" = "pkce") {
  const store = new Map<string, string>();
  return createClient(config.publicUrl, config.anonKey, {
    global: { fetch },
    auth: {
      flowType,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
  });
}

async function signUp(client: SupabaseClient, email = newEmail(), data: Record<string, unknown> = {}) {
  const result = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(result.error).toBeNull();
  return { email, ...result.data };
}

/** The JWT's claims, unverified (the tests check what the backend signed). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));

/** Follows an email link without the browser: the verify endpoint's redirect target. */
async function openLink(link: string) {
  const response = await backend.fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

async function onlyEmail(to: string) {
  const emails = await readOutbox(backend.backend.context, to);
  expect(emails).toHaveLength(1);
  return emails[0]!;
}

describe("gateway", () => {
  it("refuses requests without a valid API key", async () => {
    const missing = await backend.fetch(`${backend.config.publicUrl}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: "No API key found in request" });
    const wrong = await backend.fetch(`${backend.config.publicUrl}/auth/v1/health`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("answers /health, /settings and an empty JWKS", async () => {
    const headers = { apikey: backend.config.anonKey };
    const health = await backend.fetch(`${backend.config.publicUrl}/auth/v1/health`, { headers });
    expect(await health.json()).toMatchObject({ name: "GoTrue" });
    const settings = await backend.fetch(`${backend.config.publicUrl}/auth/v1/settings`, { headers });
    expect(await settings.json()).toMatchObject({ external: { email: true, phone: false }, mailer_autoconfirm: true });
    const jwks = await backend.fetch(`${backend.config.publicUrl}/auth/v1/.well-known/jwks.json`);
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it("refuses what it does not do by name: magic links, OAuth", async () => {
    const otp = await backend.client().auth.signInWithOtp({ email: newEmail() });
    expect(otp.error).toMatchObject({ status: 404, message: "POST /auth/v1/otp is not available in the local backend" });
    const headers = { apikey: backend.config.anonKey };
    const oauth = await backend.fetch(`${backend.config.publicUrl}/auth/v1/authorize?provider=github`, { headers });
    expect(await oauth.json()).toMatchObject({ msg: "GET /auth/v1/authorize is not available in the local backend" });
  });

  it("answers errors in the format the client asked for", async () => {
    const url = `${backend.config.publicUrl}/auth/v1/token?grant_type=password`;
    const body = JSON.stringify({ email: "nobody@example.com", password: "whatever" });
    const headers = { apikey: backend.config.anonKey, "Content-Type": "application/json" };
    const legacy = await backend.fetch(url, { method: "POST", body, headers });
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
    const current = await backend.fetch(url, {
      method: "POST",
      body,
      headers: { ...headers, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(current.headers.get("X-Supabase-Api-Version")).toBe("2024-01-01");
    expect(await current.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" });
  });
});

describe("sign-up", () => {
  it("signs the user in at once, with metadata and an email identity", async () => {
    const email = newEmail();
    const { session, user } = await signUp(backend.client(), email, { display_name: "Ada" });
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(session!.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { display_name: "Ada", email, email_verified: true, phone_verified: false, sub: user!.id },
      is_anonymous: false,
    });
    expect(user!.email_confirmed_at).toBeTruthy();
    expect(user!.identities).toEqual([
      expect.objectContaining({ provider: "email", id: user!.id, user_id: user!.id, identity_data: expect.objectContaining({ email }) }),
    ]);
    const { rows } = await backend.db.query("select raw_user_meta_data from auth.users where id = $1", [user!.id]);
    expect(rows[0]).toMatchObject({ raw_user_meta_data: { display_name: "Ada" } });
  });

  it("refuses a registered address, a short password and a malformed address", async () => {
    const client = backend.client();
    const { email } = await signUp(client);
    const duplicate = await client.auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate.error).toMatchObject({ message: "User already registered", status: 422, code: "user_already_exists" });

    const weak = await client.auth.signUp({ email: newEmail(), password: "12345" });
    expect(weak.error).toMatchObject({
      name: "AuthWeakPasswordError",
      message: "Password should be at least 6 characters.",
      status: 422,
      code: "weak_password",
      reasons: ["length"],
    });

    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.error).toMatchObject({ status: 422, code: "anonymous_provider_disabled" });

    const malformed = await client.auth.signUp({ email: "not-an-address", password: PASSWORD });
    expect(malformed.error).toMatchObject({
      message: "Unable to validate email address: invalid format",
      status: 400,
      code: "validation_failed",
    });
  });
});

describe("password sign-in", () => {
  it("signs in and records last_sign_in_at", async () => {
    const { email } = await signUp(backend.client());
    const { data, error } = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ email });
    expect(data.user!.last_sign_in_at).toBeTruthy();
  });

  it("accepts bcrypt hashes made in SQL, as the seed (and GoTrue, at cost 10) make them", async () => {
    const email = newEmail();
    await backend.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
         extensions.crypt($2, extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
      [email, PASSWORD],
    );
    const { data, error } = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [] });
  });

  it("answers a wrong password and an unknown address alike", async () => {
    const { email } = await signUp(backend.client());
    const wrong = await backend.client().auth.signInWithPassword({ email, password: "wrong-password" });
    const unknown = await backend.client().auth.signInWithPassword({ email: newEmail(), password: PASSWORD });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({ message: "Invalid login credentials", status: 400, code: "invalid_credentials" });
    }
  });

  it("answers 429 over_request_rate_limit past 30 sign-ins and sign-ups in 5 minutes from one client, as Supabase Auth", async () => {
    const { email } = await signUp(backend.client());
    const fromClient = (address: string) =>
      createClient(backend.config.publicUrl, backend.config.anonKey, {
        global: { fetch: backend.fetch, headers: { "X-Forwarded-For": `${address}, 10.0.0.1` } },
        auth: { persistSession: false, autoRefreshToken: false },
      });
    const guesser = fromClient("203.0.113.50");
    for (let attempt = 1; attempt <= 29; attempt++) {
      expect((await guesser.auth.signInWithPassword({ email, password: `guess-${attempt}` })).error?.code).toBe("invalid_credentials");
    }
    expect((await guesser.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toBeNull();
    for (const attempt of [
      guesser.auth.signInWithPassword({ email, password: PASSWORD }),
      guesser.auth.signUp({ email: newEmail(), password: PASSWORD }),
    ]) {
      expect((await attempt).error).toMatchObject({ status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" });
    }
    // Another client, and requests that name none, are not held back.
    expect((await fromClient("203.0.113.51").auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe("access tokens", () => {
  it("carry GoTrue's claims", async () => {
    const email = newEmail();
    const { session, user } = await signUp(backend.client(), email, { display_name: "Grace" });
    const claims = claimsOf(session!.access_token);
    expect(claims).toEqual({
      iss: `${backend.config.publicUrl}/auth/v1`,
      sub: user!.id,
      aud: "authenticated",
      exp: claims.iat + 3600,
      iat: expect.any(Number),
      email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: expect.objectContaining({ display_name: "Grace" }),
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
    expect(session!.expires_at).toBe(claims.exp);
    const { rows } = await backend.db.query("select user_id::text from auth.sessions where id = $1", [claims.session_id]);
    expect(rows).toEqual([{ user_id: user!.id }]);
  });

  it("are refused when signed with another secret, or expired", async () => {
    const { session } = await signUp(backend.client());
    const claims = claimsOf(session!.access_token);
    const forged = signJwt(claims, "another-secret-that-is-at-least-32-characters");
    const { error } = await backend.client().auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" });
    expect(error!.message).toMatch(/^invalid JWT: unable to parse or verify signature/);

    const expired = signJwt({ ...claims, exp: claims.iat - 10 }, backend.config.jwtSecret);
    const response = await backend.fetch(`${backend.config.publicUrl}/auth/v1/user`, {
      headers: { apikey: backend.config.anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error_code: "bad_jwt",
      msg: "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
    });
  });

  it("work with getClaims(), which checks HS256 tokens through /user", async () => {
    const client = browserClient(backend.config, backend.fetch);
    const email = newEmail();
    await client.auth.signUp({ email, password: PASSWORD });
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ email, role: "authenticated" });
  });
});

describe("user", () => {
  it("getUser returns the user of the token", async () => {
    const { session, user } = await signUp(backend.client());
    const { data, error } = await backend.client().auth.getUser(session!.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user!.id, email: user!.email });
    expect(data.user!.identities).toHaveLength(1);
  });

  it("updateUser merges metadata and changes the password", async () => {
    const client = browserClient(backend.config, backend.fetch);
    const { email } = await signUp(client, newEmail(), { display_name: "Old", city: "Oslo" });
    const metadata = await client.auth.updateUser({ data: { display_name: "New", city: null } });
    expect(metadata.error).toBeNull();
    expect(metadata.data.user!.user_metadata).toMatchObject({ display_name: "New", email });
    expect(metadata.data.user!.user_metadata).not.toHaveProperty("city");

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const changed = await client.auth.updateUser({ password: "a-brand-new-password" });
    expect(changed.error).toBeNull();

    const old = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error).toMatchObject({ code: "invalid_credentials" });
    const fresh = await backend.client().auth.signInWithPassword({ email, password: "a-brand-new-password" });
    expect(fresh.error).toBeNull();
  });

  it("updateUser signs out the user's other sessions when the password changes", async () => {
    const here = browserClient(backend.config, backend.fetch);
    const { email } = await signUp(here);
    const elsewhere = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    await here.auth.updateUser({ password: "another-new-password" });
    const { error } = await backend.client().auth.getUser(elsewhere.data.session!.access_token);
    expect(error).toMatchObject({ name: "AuthSessionMissingError" });
    expect((await here.auth.getUser()).error).toBeNull();
  });

  it("updateUser changes the email once the link sent to the new address is opened", async () => {
    // GenMarket refuses every email change (public.refuse_email_change, tested in
    // supabase/tests/profile.test.ts); GoTrue's flow itself is tested here without that trigger.
    await backend.db.query("alter table auth.users disable trigger refuse_email_change");
    const client = browserClient(backend.config, backend.fetch, "implicit");
    const { email } = await signUp(client);
    const newAddress = newEmail();
    const { data, error } = await client.auth.updateUser({ email: newAddress });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newAddress });
    const target = await openLink((await onlyEmail(newAddress)).link!);
    expect(new URLSearchParams(target.hash.slice(1)).get("type")).toBe("email_change");
    const signIn = await backend.client().auth.signInWithPassword({ email: newAddress, password: PASSWORD });
    expect(signIn.data.user).toMatchObject({ email: newAddress });
  });
});

/** The auth service with a clock the test moves, behind a supabase-js client. */
function clockedClient(reuseInterval: number) {
  const clock = { now: Date.now() };
  const auth = createAuthService(backend.backend.context, {
    now: () => clock.now,
    refreshTokenReuseInterval: reuseInterval,
  });
  const fetch: Fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    return auth(request, pathname.slice("/auth/v1".length));
  };
  return { clock, client: browserClient(backend.config, fetch) };
}

describe("refresh tokens", () => {
  it("rotate, and a rotated token replayed after the reuse interval is refused", async () => {
    const { clock, client } = clockedClient(10);
    const { session } = await signUp(client);
    const first = session!.refresh_token;

    const second = await client.auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session!.refresh_token;
    expect(secondToken).not.toBe(first);
    const { rows } = await backend.db.query("select revoked from auth.refresh_tokens where token = $1", [first]);
    expect(rows).toEqual([{ revoked: true }]);

    const third = await client.auth.refreshSession({ refresh_token: secondToken });
    expect(third.error).toBeNull();
    clock.now += 15_000;
    const replay = await client.auth.refreshSession({ refresh_token: first });
    expect(replay.error).toMatchObject({
      message: "Invalid Refresh Token: Already Used",
      status: 400,
      code: "refresh_token_already_used",
    });
  });

  it("accept an older rotated token within the reuse interval", async () => {
    const { clock, client } = clockedClient(10);
    const { session } = await signUp(client);
    const second = await client.auth.refreshSession({ refresh_token: session!.refresh_token });
    await client.auth.refreshSession({ refresh_token: second.data.session!.refresh_token });
    clock.now += 5_000;
    expect((await client.auth.refreshSession({ refresh_token: session!.refresh_token })).error).toBeNull();
  });

  it("give the current token back to a client that lost the answer to its refresh", async () => {
    const { clock, client } = clockedClient(10);
    const { session } = await signUp(client);
    const rotated = await client.auth.refreshSession({ refresh_token: session!.refresh_token });
    clock.now += 60_000;
    const again = await client.auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(rotated.data.session!.refresh_token);
  });

  it("answer concurrent refreshes of one token with one rotation", async () => {
    const { session } = await signUp(backend.client());
    const results = await Promise.all(
      [1, 2, 3].map(() => backend.client().auth.refreshSession({ refresh_token: session!.refresh_token })),
    );
    for (const { error } of results) expect(error).toBeNull();
    expect(new Set(results.map(({ data }) => data.session!.refresh_token)).size).toBe(1);
  });

  it("refuse an unknown token", async () => {
    const { error } = await backend.client().auth.refreshSession({ refresh_token: "unknownunknown" });
    expect(error).toMatchObject({
      message: "Invalid Refresh Token: Refresh Token Not Found",
      status: 400,
      code: "refresh_token_not_found",
    });
  });
});

describe("sign-out", () => {
  it("ends the session: its access token and refresh token stop working", async () => {
    const client = browserClient(backend.config, backend.fetch);
    const { session } = await signUp(client);
    expect((await client.auth.signOut()).error).toBeNull();
    const { error } = await backend.client().auth.getUser(session!.access_token);
    expect(error).toMatchObject({ name: "AuthSessionMissingError" });
    const response = await backend.fetch(`${backend.config.publicUrl}/auth/v1/user`, {
      headers: { apikey: backend.config.anonKey, Authorization: `Bearer ${session!.access_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error_code: "session_not_found",
      msg: "Session from session_id claim in JWT does not exist",
    });
    const refresh = await backend.client().auth.refreshSession({ refresh_token: session!.refresh_token });
    expect(refresh.error).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("with scope 'others' keeps the current session", async () => {
    const here = browserClient(backend.config, backend.fetch);
    const { email } = await signUp(here);
    const elsewhere = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect((await here.auth.signOut({ scope: "others" })).error).toBeNull();
    expect((await here.auth.getUser()).error).toBeNull();
    expect((await backend.client().auth.getUser(elsewhere.data.session!.access_token)).error).toMatchObject({
      name: "AuthSessionMissingError",
    });
  });
});

describe("password recovery", () => {
  it("emails a link whose code, exchanged by the PKCE client, lets the user set a new password", async () => {
    const { email } = await signUp(backend.client());
    const client = browserClient(backend.config, backend.fetch);
    const redirectTo = `${backend.config.siteUrl}/auth/callback?next=/account`;
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(sent).toEqual({ data: {}, error: null });

    const message = await onlyEmail(email);
    expect(message).toMatchObject({ kind: "recovery", subject: "Reset Your Password" });
    const link = new URL(message.link!);
    expect(link.origin + link.pathname).toBe(`${backend.config.publicUrl}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe(redirectTo);

    const target = await openLink(message.link!);
    expect(target.origin + target.pathname).toBe(`${backend.config.siteUrl}/auth/callback`);
    expect(target.searchParams.get("next")).toBe("/account");
    const code = target.searchParams.get("code")!;

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(claimsOf(exchanged.data.session!.access_token).amr[0].method).toBe("recovery");
    expect((await client.auth.updateUser({ password: "recovered-password" })).error).toBeNull();
    const signIn = await backend.client().auth.signInWithPassword({ email, password: "recovered-password" });
    expect(signIn.error).toBeNull();

    // The link worked once.
    const reused = await openLink(message.link!);
    expect(reused.hash).toBe("#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const email = newEmail();
    const sent = await backend.client().auth.resetPasswordForEmail(email);
    expect(sent).toEqual({ data: {}, error: null });
    expect(await readOutbox(backend.backend.context, email)).toEqual([]);
  });

  it("puts the session in the fragment for an implicit-flow client", async () => {
    const { email } = await signUp(backend.client());
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: `${backend.config.siteUrl}/reset` });
    const target = await openLink((await onlyEmail(email)).link!);
    expect(target.origin + target.pathname).toBe(`${backend.config.siteUrl}/reset`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get("type")).toBe("recovery");
    expect(fragment.get("token_type")).toBe("bearer");
    const { data, error } = await backend.client().auth.getUser(fragment.get("access_token")!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });
  });

  it("sends the user to the site URL when redirect_to is not allowed", async () => {
    const { email } = await signUp(backend.client());
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example/steal" });
    const link = new URL((await onlyEmail(email)).link!);
    expect(link.searchParams.get("redirect_to")).toBe(backend.config.siteUrl);
  });

  it("never sends the user to a script URL on an allowed host", async () => {
    const { email } = await signUp(backend.client());
    const host = new URL(backend.config.siteUrl).host;
    await backend.client().auth.resetPasswordForEmail(email, { redirectTo: `javascript://${host}/%0aalert(document.cookie)` });
    const link = new URL((await onlyEmail(email)).link!);
    expect(link.searchParams.get("redirect_to")).toBe(backend.config.siteUrl);
  });

  it("verifyOtp checks the code from the email", async () => {
    const { email } = await signUp(backend.client());
    await backend.client().auth.resetPasswordForEmail(email);
    const code = (await onlyEmail(email)).body.match(/code: (\d{6})/)![1]!;
    const wrong = await backend.client().auth.verifyOtp({ email, token: code === "000000" ? "000001" : "000000", type: "recovery" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    const { data, error } = await backend.client().auth.verifyOtp({ email, token: code, type: "recovery" });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });
  });
});

describe("PKCE code exchange", () => {
  it("refuses a wrong verifier and an unknown code", async () => {
    const { email } = await signUp(backend.client());
    const client = browserClient(backend.config, backend.fetch);
    await client.auth.resetPasswordForEmail(email);
    const code = (await openLink((await onlyEmail(email)).link!)).searchParams.get("code")!;
    const url = `${backend.config.publicUrl}/auth/v1/token?grant_type=pkce`;
    const headers = { apikey: backend.config.anonKey, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };
    const post = (body: object) => backend.fetch(url, { method: "POST", headers, body: JSON.stringify(body) });

    const wrong = await post({ auth_code: code, code_verifier: "x".repeat(50) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "bad_code_verifier" });
    const unknown = await post({ auth_code: randomUUID(), code_verifier: "x".repeat(50) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "flow_state_not_found" });
    // The right verifier still works after a wrong try.
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });
});

describe("with email confirmation on", () => {
  let confirming: TestBackend;
  beforeAll(async () => {
    confirming = await startTestBackend({ autoconfirm: false });
  });
  afterAll(() => confirming.close());

  it("signs up without a session, and the emailed link confirms the address", async () => {
    const client = browserClient(confirming.config, confirming.fetch);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${confirming.config.siteUrl}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { email_verified: false } });
    expect(data.user!.email_confirmed_at).toBeUndefined();

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ message: "Email not confirmed", status: 400, code: "email_not_confirmed" });

    const [message] = await readOutbox(confirming.backend.context, email);
    expect(message).toMatchObject({ kind: "signup", subject: "Confirm Your Signup" });
    const response = await confirming.fetch(message!.link!, { redirect: "manual" });
    const target = new URL(response.headers.get("location")!);
    expect(target.origin + target.pathname).toBe(`${confirming.config.siteUrl}/welcome`);
    const exchanged = await client.auth.exchangeCodeForSession(target.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user!.email_confirmed_at).toBeTruthy();

    const later = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
  });

  it("answers a repeated sign-up of a confirmed address with a look-alike user", async () => {
    const admin = browserClient(confirming.config, confirming.fetch);
    const email = newEmail();
    const created = await confirming.client("service_role").auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await admin.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.id).not.toBe(created.data.user!.id);
    expect(data.user!.identities).toEqual([]);
    expect(await readOutbox(confirming.backend.context, email)).toEqual([]);
  });
});

describe("admin API", () => {
  it("creates, lists, reads, updates and deletes users with the service role key", async () => {
    const admin = backend.client("service_role").auth.admin;
    const email = newEmail();
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { display_name: "Admin-made" },
      app_metadata: { roles: ["seller"] },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    // Hosted Auth copies no identity claims (email, email_verified, …) into an admin-made user's metadata.
    expect(user.user_metadata).toEqual({ display_name: "Admin-made" });
    expect(user).toMatchObject({
      email,
      app_metadata: { provider: "email", providers: ["email"], roles: ["seller"] },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const duplicate = await admin.createUser({ email, password: PASSWORD });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });

    const page = await admin.listUsers({ page: 1, perPage: 2 });
    if (page.error) throw page.error;
    expect(page.data.users).toHaveLength(2);
    expect(page.data.users[0]!.id).toBe(user.id);
    expect(page.data).toMatchObject({ aud: "authenticated", nextPage: 2 });
    expect(page.data.total).toBeGreaterThan(2);

    expect((await admin.getUserById(user.id)).data.user).toMatchObject({ id: user.id, email });

    const updated = await admin.updateUserById(user.id, {
      user_metadata: { display_name: "Renamed" },
      app_metadata: { roles: ["seller", "admin"] },
      password: "admin-set-password",
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user!.user_metadata).toEqual({ display_name: "Renamed" });
    expect(updated.data.user).toMatchObject({
      app_metadata: { provider: "email", roles: ["seller", "admin"] },
    });
    const signIn = await backend.client().auth.signInWithPassword({ email, password: "admin-set-password" });
    expect(signIn.error).toBeNull();
    expect(claimsOf(signIn.data.session!.access_token).app_metadata.roles).toEqual(["seller", "admin"]);

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    const gone = await admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: "user_not_found", message: "User not found" });
    expect((await backend.client().auth.getUser(signIn.data.session!.access_token)).error).toMatchObject({
      status: 403,
      code: "user_not_found",
    });
  });

  it("bans a user until the ban is lifted", async () => {
    const admin = backend.client("service_role").auth.admin;
    const { email, user } = await signUp(backend.client());
    await admin.updateUserById(user!.id, { ban_duration: "24h" });
    const banned = await backend.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error).toMatchObject({ status: 400, code: "user_banned" });
    await admin.updateUserById(user!.id, { ban_duration: "none" });
    expect((await backend.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("generates links that work like emailed ones", async () => {
    const admin = backend.client("service_role").auth.admin;
    const { email } = await signUp(backend.client());
    const { data, error } = await admin.generateLink({
      type: "magiclink",
      email,
      options: { redirectTo: `${backend.config.siteUrl}/in` },
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: "magiclink", redirect_to: `${backend.config.siteUrl}/in` });
    expect(data.user).toMatchObject({ email });
    const target = await openLink(data.properties!.action_link);
    expect(new URLSearchParams(target.hash.slice(1)).get("access_token")).toBeTruthy();

    // The server-side way to use a link: verifyOtp with its token hash.
    const second = await admin.generateLink({ type: "magiclink", email });
    const verified = await backend.client().auth.verifyOtp({
      type: "magiclink",
      token_hash: second.data.properties!.hashed_token,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user).toMatchObject({ email });
  });

  it("a link for someone new makes a user whose metadata is only what was given", async () => {
    const admin = backend.client("service_role").auth.admin;
    const { data, error } = await admin.generateLink({
      type: "invite",
      email: newEmail(),
      options: { data: { display_name: "Invited" } },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ display_name: "Invited" });
  });

  it("refuses the anon key", async () => {
    const admin = backend.client().auth.admin;
    const { error } = await admin.listUsers();
    expect(error).toMatchObject({ message: "User not allowed", status: 403, code: "not_admin" });
    const created = await admin.createUser({ email: newEmail(), password: PASSWORD });
    expect(created.error).toMatchObject({ status: 403, code: "not_admin" });
  });
});

describe("@supabase/ssr", () => {
  it("keeps the session in cookies that a later request's client reads", async () => {
    const { email } = await signUp(backend.client());
    const jar = new Map<string, string>();
    const serverClient = () =>
      createServerClient(backend.config.publicUrl, backend.config.anonKey, {
        global: { fetch: backend.fetch },
        cookies: {
          getAll: () => [...jar].map(([name, value]) => ({ name, value })),
          setAll: (cookies) => {
            for (const { name, value } of cookies) {
              if (value) jar.set(name, value);
              else jar.delete(name);
            }
          },
        },
      });

    const signIn = await serverClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(jar.size).toBeGreaterThan(0);

    const { data, error } = await serverClient().auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email });

    expect((await serverClient().auth.signOut()).error).toBeNull();
    expect((await serverClient().auth.getUser()).data.user).toBeNull();
  });
});
