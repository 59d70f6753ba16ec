/**
 * Supabase Auth's MFA for TOTP, as GoTrue's internal/api/mfa.go answers it: enrol a factor
 * (its secret, otpauth URI and QR code as SVG, which auth-js turns into a data URI), challenge
 * it, verify a code against the challenge (the first success verifies the factor; each one
 * makes the session aal2 with `totp` in its amr), and unenrol it. Kept in GoTrue's own tables
 * (auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims; supabase/local/bootstrap.sql).
 */
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { badRequest, forbidden, notFound, unprocessable } from "./auth-errors.ts";
import { readBody, text, type AuthEnv } from "./auth-input.ts";
import { addClaimToSession, insertRefreshToken, sessionResponse, type Authenticated } from "./auth-sessions.ts";
import { isUuid } from "./auth-users.ts";
import type { Queryable } from "./db.ts";
import { json } from "./http.ts";

/** GoTrue's defaults: MFA_CHALLENGE_EXPIRY_DURATION, MFA_FACTOR_EXPIRY_DURATION, MFA_MAX_ENROLLED_FACTORS, MFA_MAX_VERIFIED_FACTORS. */
const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;
/** pquerna/otp's TOTP as GoTrue validates it: SHA-1, 6 digits, 30 s steps, one step either side. */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: "unverified" | "verified";
  secret: string | null;
};

type ChallengeRow = { id: string; created_at: Date | string; verified_at: Date | string | null; ip_address: string };

/** Routes under /factors, or undefined when the path is not one. */
export async function mfaRoute(env: AuthEnv, request: Request, path: string, auth: () => Promise<Authenticated>) {
  const { method } = request;
  if (path === "/factors" && method === "POST") return enroll(env, request, await auth());
  const match = path.match(/^\/factors\/([^/]+)(\/challenge|\/verify)?$/);
  if (!match) return undefined;
  const [, factorId, action] = match as [string, string, string | undefined];
  if (method === "POST" && action === "/challenge") return challenge(env, await factorOf(env, await auth(), factorId));
  if (method === "POST" && action === "/verify") {
    const authenticated = await auth();
    return verify(env, request, authenticated, await factorOf(env, authenticated, factorId));
  }
  if (method === "DELETE" && !action) {
    const authenticated = await auth();
    return unenroll(env, authenticated, await factorOf(env, authenticated, factorId));
  }
  return undefined;
}

/** GoTrue's loadFactor: a factor of another user is as unknown as one that does not exist. */
async function factorOf(env: AuthEnv, auth: Authenticated, factorId: string) {
  const factor = isUuid(factorId) ? await findFactor(env.context.db, factorId) : undefined;
  if (!factor || factor.user_id !== auth.user.id) throw notFound("mfa_factor_not_found", "Factor not found");
  return factor;
}

async function findFactor(q: Queryable, factorId: string) {
  const { rows } = await q.query<FactorRow>(
    `select id::text, user_id::text, friendly_name, factor_type, status, secret from auth.mfa_factors where id = $1`,
    [factorId],
  );
  return rows[0];
}

/** The session's assurance level as GoTrue keeps it (auth.sessions.aal). */
async function sessionAal(q: Queryable, sessionId: string | null) {
  if (!sessionId) return "aal1";
  const { rows } = await q.query<{ aal: string | null }>(`select aal from auth.sessions where id = $1`, [sessionId]);
  return rows[0]?.aal ?? "aal1";
}

/** POST /factors {factor_type, friendly_name?, issuer?}. */
async function enroll(env: AuthEnv, request: Request, auth: Authenticated) {
  const body = await readBody(request);
  const factorType = text(body, "factor_type");
  if (factorType === "phone") throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  if (factorType === "webauthn") throw unprocessable("mfa_web_authn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  if (factorType !== "totp") throw badRequest("validation_failed", "factor_type needs to be totp, phone, or webauthn");
  const friendlyName = text(body, "friendly_name");
  const issuer = text(body, "issuer") || new URL(env.context.config.siteUrl).host;
  const db = env.context.db;
  const now = new Date(env.now());

  await db.query(`delete from auth.mfa_factors where status = 'unverified' and created_at < $1`, [
    new Date(now.getTime() - UNVERIFIED_FACTOR_EXPIRY_SECONDS * 1000),
  ]);
  const { rows: factors } = await db.query<{ friendly_name: string | null; status: string }>(
    `select friendly_name, status from auth.mfa_factors where user_id = $1`,
    [auth.user.id],
  );
  if (factors.some((factor) => (factor.friendly_name ?? "") === friendlyName)) {
    throw unprocessable("mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  const verifiedCount = factors.filter((factor) => factor.status === "verified").length;
  if (factors.length >= MAX_ENROLLED_FACTORS || verifiedCount >= MAX_VERIFIED_FACTORS) {
    throw unprocessable("too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
  }
  if (verifiedCount > 0 && (await sessionAal(db, auth.sessionId)) !== "aal2") {
    throw forbidden("insufficient_aal", "AAL2 required to enroll a new factor");
  }

  // pquerna/otp's default: a 20-byte secret, 32 base32 characters.
  const totp = new TOTP({ ...TOTP_OPTIONS, issuer, label: auth.user.email ?? "", secret: new Secret({ size: 20 }) });
  const uri = totp.toString();
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', $4, $4, $5)`,
    [id, auth.user.id, friendlyName, now, totp.secret.base32],
  );
  // GoTrue answers the SVG itself (high error correction); auth-js makes it a data URI.
  const qrCode = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "H", margin: 1 });
  return json({ id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qrCode, secret: totp.secret.base32, uri } });
}

/** POST /factors/{id}/challenge: a challenge tied to the asking address, valid 5 minutes. */
async function challenge(env: AuthEnv, factor: FactorRow) {
  const id = randomUUID();
  const now = new Date(env.now());
  await env.context.db.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, $3, $4)`,
    [id, factor.id, now, clientAddress(env)],
  );
  return json({ id, type: factor.factor_type, expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS });
}

/** GoTrue's utilities.GetIPAddress: the forwarded client, else the connection's (here, this machine). */
const clientAddress = (env: AuthEnv) => env.client?.ip ?? "127.0.0.1";

/**
 * POST /factors/{id}/verify {challenge_id, code}: the challenge must be unused, from the same
 * address and not expired; the code must match the factor's secret within one 30 s step. On
 * success, in one transaction: the challenge is spent, the factor verified, `totp` added to the
 * session's amr (aal2), its refresh token swapped for a new one, the user's other aal1 sessions
 * ended and their other unverified TOTP factors removed; the answer is the new session.
 */
async function verify(env: AuthEnv, request: Request, auth: Authenticated, factor: FactorRow) {
  const body = await readBody(request);
  const code = text(body, "code");
  const challengeId = text(body, "challenge_id");
  if (!code) throw badRequest("validation_failed", "Code needs to be non-empty");
  const db = env.context.db;
  const found = isUuid(challengeId)
    ? (
        await db.query<ChallengeRow>(
          `select id::text, created_at, verified_at, host(ip_address) as ip_address from auth.mfa_challenges
           where id = $1 and factor_id = $2`,
          [challengeId, factor.id],
        )
      ).rows[0]
    : undefined;
  if (!found) throw unprocessable("mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  if (found.verified_at !== null || found.ip_address !== clientAddress(env)) {
    throw unprocessable("mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  }
  if (new Date(found.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < env.now()) {
    await db.query(`delete from auth.mfa_challenges where id = $1`, [found.id]);
    throw unprocessable(
      "mfa_challenge_expired",
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const valid =
    TOTP.validate({ ...TOTP_OPTIONS, token: code, secret: Secret.fromBase32(factor.secret ?? ""), timestamp: env.now(), window: 1 }) !==
    null;
  if (!valid) throw unprocessable("mfa_verification_failed", "Invalid TOTP code entered");
  if (!auth.sessionId) throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  const sessionId = auth.sessionId;

  const session = await db.transaction(async (tx) => {
    const now = new Date(env.now());
    await tx.query(`update auth.mfa_challenges set verified_at = $2 where id = $1`, [found.id, now]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1 and status <> 'verified'`, [
      factor.id,
      now,
    ]);
    await addClaimToSession(tx, sessionId, "totp", now);
    // GoTrue's GrantRefreshTokenSwap: the session's current token is revoked and a child issued.
    const { rows } = await tx.query<{ token: string }>(
      `update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked returning token`,
      [sessionId, now],
    );
    const refreshToken = await insertRefreshToken(tx, auth.user.id, sessionId, rows.at(-1)?.token ?? null, now);
    await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = $3 where id = $1`, [sessionId, factor.id, now]);
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'`, [
      auth.user.id,
      sessionId,
    ]);
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified' and id <> $3`,
      [auth.user.id, factor.factor_type, factor.id],
    );
    return sessionResponse(env, tx, auth.user.id, sessionId, refreshToken);
  });
  return json(session);
}

/** DELETE /factors/{id}: a verified factor needs an aal2 session; the user's sessions fall back to aal1. */
async function unenroll(env: AuthEnv, auth: Authenticated, factor: FactorRow) {
  const db = env.context.db;
  if (factor.status === "verified" && (await sessionAal(db, auth.sessionId)) !== "aal2") {
    throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await db.transaction(async (tx) => {
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    await downgradeSessions(tx, factor.id);
  });
  return json({ id: factor.id });
}

/** GoTrue's DowngradeSessionsToAAL1: sessions made aal2 by the factor lose its amr claim. */
export async function downgradeSessions(q: Queryable, factorId: string) {
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1`, [factorId]);
}

/** The admin API's view of a user's factors (GET /admin/users/{id}/factors). */
export async function listFactorsOf(q: Queryable, userId: string) {
  const { rows } = await q.query(
    `select id::text, friendly_name, factor_type, status, created_at, updated_at from auth.mfa_factors where user_id = $1
     order by created_at, id`,
    [userId],
  );
  return rows;
}

/** DELETE /admin/users/{id}/factors/{factorId}: a factor removed whatever the session, as staff's recovery path. */
export async function adminDeleteFactor(q: Queryable, userId: string, factorId: string) {
  if (!isUuid(factorId)) throw notFound("mfa_factor_not_found", "Factor not found");
  const factor = await findFactor(q, factorId);
  if (!factor || factor.user_id !== userId) throw notFound("mfa_factor_not_found", "Factor not found");
  await q.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
  await downgradeSessions(q, factorId);
  return { id: factor.id, friendly_name: factor.friendly_name, factor_type: factor.factor_type, status: factor.status };
}
