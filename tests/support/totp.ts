/**
 * Two-step sign-in in tests (docs/accounts.md "Two-step sign-in"): the codes an authenticator
 * app would show, and the keys of the factors tests know: the seeded demo staff's
 * (supabase/seed/sellers.mjs) and those enrolled here for staff made by the factories.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { Secret, TOTP } from "otpauth";

/** The demo staff's seeded key (supabase/seed/sellers.mjs, printed in docs/accounts.md). */
export const DEMO_STAFF_TOTP_SECRET = "GENMARKETDEMOSTAFFTWOSTEPSECRET2";

const secrets = new Map<string, string>([["demo-staff@genmarket.test", DEMO_STAFF_TOTP_SECRET]]);

/** The key of a member's factor, when this process knows it. */
export const totpSecretOf = (email: string) => secrets.get(email.toLowerCase());

/** The code an app shows for `secret` at `timestamp` (SHA-1, 6 digits, 30 s, as Auth checks it). */
export function totpCode(secret: string, timestamp = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });
}

const given = new Map<string, number>();

/**
 * A code Auth accepts now that this process has not sent in the last 2 minutes (the app
 * refuses a code used again within its window): the current step's, else the next or the
 * previous one's (Auth allows one step either side), else the next step's once it comes.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    for (const offset of [0, 30_000, -30_000]) {
      const code = totpCode(secret, now + offset);
      const key = `${secret}:${code}`;
      if ((given.get(key) ?? 0) < now - 120_000) {
        given.set(key, now);
        return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (now % 30_000) + 50));
  }
}

/**
 * Makes a signed-in client's session aal2, as the code page does: verifies the member's
 * factor with its known key, enrolling one first for staff who have none (staff pages need
 * it). A member without a known key is left as they are.
 */
export async function completeTwoStep(client: SupabaseClient, email: string, { enrolStaff = true } = {}) {
  const { data: user } = await client.auth.getUser();
  const factor = user.user?.factors?.find((candidate) => candidate.factor_type === "totp" && candidate.status === "verified");
  let factorId = factor?.id;
  let secret = factor ? totpSecretOf(email) : undefined;
  if (!factor && enrolStaff && user.user?.app_metadata?.role === "staff") {
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Authenticator app" });
    if (error) throw new Error(`enrolling ${email}: ${error.message}`);
    factorId = data.id;
    secret = data.totp.secret;
    secrets.set(email.toLowerCase(), secret);
  }
  if (!factorId || !secret) return;
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
  if (error) throw new Error(`two-step for ${email}: ${error.message}`);
}
