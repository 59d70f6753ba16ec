/**
 * The local Auth's MFA (TOTP) through supabase-js's `auth.mfa`, as auth-js's own MFA tests
 * drive GoTrue: enrol, challenge, verify, assurance levels, unenrol, and the admin API.
 */
import { createClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const PASSWORD = "correct-horse-battery";
let count = 0;

/** A client speaking from one address (challenges are tied to the address that asked). */
function clientFrom(address = "198.51.100.7") {
  return createClient(backend.config.publicUrl, backend.config.anonKey, {
    global: { fetch: backend.fetch, headers: { "X-Forwarded-For": address } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function signedUp() {
  const email = `mfa${++count}-${Date.now()}@example.com`;
  const client = clientFrom();
  const { error } = await client.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email };
}

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));

/** Enrols and verifies a TOTP factor; the client's session is aal2 afterwards. */
async function withVerifiedFactor() {
  const member = await signedUp();
  const { data: enrolled, error } = await member.client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  expect(error).toBeNull();
  const verified = await member.client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(enrolled!.totp.secret) });
  expect(verified.error).toBeNull();
  return { ...member, factorId: enrolled!.id, secret: enrolled!.totp.secret };
}

describe("enrol", () => {
  it("answers the factor with its secret, otpauth URI and QR code (an SVG data URI from auth-js)", async () => {
    const { client, email } = await signedUp();
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone", issuer: "GenMarket" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Phone" });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/GenMarket:${encodeURIComponent(email)}?issuer=GenMarket&secret=${data!.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    const { data: user } = await client.auth.getUser();
    expect(user.user!.factors).toEqual([
      expect.objectContaining({ id: data!.id, factor_type: "totp", status: "unverified", friendly_name: "Phone" }),
    ]);
    // Unverified factors are not for signing in.
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors).toMatchObject({ totp: [], all: [{ id: data!.id, status: "unverified" }] });
  });

  it("refuses a second factor of the same name and one of another type, with GoTrue's codes", async () => {
    const { client } = await signedUp();
    expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })).error).toBeNull();
    const again = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+447700900000" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });
  });

  it("needs a session", async () => {
    const { error } = await clientFrom().auth.mfa.enroll({ factorType: "totp" });
    expect(error).toBeTruthy();
  });
});

describe("challenge and verify", () => {
  it("a wrong code is refused; the right one verifies the factor and makes the session aal2 with totp in its amr", async () => {
    const { client } = await signedUp();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    const { data: challenge, error } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(error).toBeNull();
    expect(challenge).toMatchObject({ type: "totp" });
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);

    const wrong = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: "000000" });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" });

    const before = (await client.auth.getSession()).data.session!;
    const { data: session, error: verifyError } = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: codeFor(enrolled!.totp.secret),
    });
    expect(verifyError).toBeNull();
    const claims = claimsOf(session!.access_token);
    expect(claims.aal).toBe("aal2");
    expect(claims.amr.map((entry: { method: string }) => entry.method)).toEqual(["totp", "password"]);
    // The same session, upgraded; its refresh token rotated.
    expect(claims.session_id).toBe(claimsOf(before.access_token).session_id);
    expect(session!.refresh_token).not.toBe(before.refresh_token);
    expect(session!.user.factors).toEqual([expect.objectContaining({ id: enrolled!.id, status: "verified" })]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });

    // A spent challenge cannot be verified again.
    const reused = await client.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: codeFor(enrolled!.totp.secret) });
    expect(reused.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
  });

  it("refuses a challenge answered from another address, and an unknown or foreign factor", async () => {
    const { client, email } = await signedUp();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp" });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: enrolled!.id });
    const elsewhere = clientFrom("198.51.100.8");
    await elsewhere.auth.signInWithPassword({ email, password: PASSWORD });
    const moved = await elsewhere.auth.mfa.verify({ factorId: enrolled!.id, challengeId: challenge!.id, code: codeFor(enrolled!.totp.secret) });
    expect(moved.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });

    const stranger = await signedUp();
    const foreign = await stranger.client.auth.mfa.challenge({ factorId: enrolled!.id });
    expect(foreign.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });

  it("a refreshed token keeps aal2; a new password sign-in is aal1 with aal2 next", async () => {
    const { client, email } = await withVerifiedFactor();
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session!.access_token).aal).toBe("aal2");

    const again = clientFrom();
    await again.auth.signInWithPassword({ email, password: PASSWORD });
    const { data: level } = await again.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect(level!.currentAuthenticationMethods.map((entry) => (typeof entry === "string" ? entry : entry.method))).toEqual(["password"]);
  });

  it("verifying ends the member's other aal1 sessions, as GoTrue does", async () => {
    const member = await signedUp();
    const other = clientFrom("198.51.100.9");
    const { data: signedIn } = await other.auth.signInWithPassword({ email: member.email, password: PASSWORD });
    const sessions = () =>
      backend.db.query(`select aal from auth.sessions where user_id = $1`, [signedIn.user!.id]).then(({ rows }) => rows);
    expect(await sessions()).toHaveLength(2);
    const { data: enrolled } = await member.client.auth.mfa.enroll({ factorType: "totp" });
    await member.client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: codeFor(enrolled!.totp.secret) });
    expect(await sessions()).toEqual([{ aal: "aal2" }]);
    expect((await other.auth.getUser()).data.user).toBeNull();
    expect((await member.client.auth.getUser()).error).toBeNull();
  });
});

describe("unenrol", () => {
  it("a verified factor needs aal2; removing it brings the session back to aal1", async () => {
    const { client, email, factorId } = await withVerifiedFactor();
    const aal1 = clientFrom();
    await aal1.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await aal1.auth.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: "insufficient_aal" });
    expect((await aal1.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" })).error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    });

    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session!.access_token).aal).toBe("aal1");
    expect(refreshed.user!.factors ?? []).toEqual([]);
  });

  it("an unverified factor goes at aal1", async () => {
    const { client } = await signedUp();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp" });
    expect((await client.auth.mfa.unenroll({ factorId: enrolled!.id })).error).toBeNull();
  });
});

describe("admin API", () => {
  it("lists a user's factors and deletes one whatever the session (staff's recovery path)", async () => {
    const { client, factorId } = await withVerifiedFactor();
    const userId = (await client.auth.getUser()).data.user!.id;
    const admin = backend.client("service_role");
    const { data: listed, error } = await admin.auth.admin.mfa.listFactors({ userId });
    expect(error).toBeNull();
    expect(listed!.factors).toEqual([expect.objectContaining({ id: factorId, status: "verified", factor_type: "totp" })]);
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data!.factors).toEqual([]);
    const { data: refreshed } = await client.auth.refreshSession();
    expect(claimsOf(refreshed.session!.access_token).aal).toBe("aal1");
    const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(missing.error).toMatchObject({ status: 404 });
  });
});
