/**
 * Sessions as GoTrue keeps them: a row in auth.sessions, a chain of rotating refresh tokens
 * in auth.refresh_tokens, and short-lived HS256 access tokens whose session_id claim
 * must still name a live session.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { AuthApiError, badRequest, forbidden } from "./auth-errors.ts";
import type { AuthEnv, JsonObject } from "./auth-input.ts";
import { findUserById, isBanned, isUuid, loadUserJson, recordSignIn, type UserJson, type UserRow } from "./auth-users.ts";
import type { Queryable } from "./db.ts";
import type { BackendContext } from "./http.ts";
import { JwtError, signJwt, verifyJwt, type JwtClaims } from "./jwt.ts";

/** How the user proved who they are (GoTrue's amr methods). */
export type AuthMethod = "password" | "otp" | "recovery" | "email/signup" | "magiclink" | "invite" | "email_change" | "totp";

type AmrEntry = { method: string; timestamp: number };

export type SessionResponse = {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
};

type RefreshTokenRow = {
  id: number;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date | string;
  parent: string | null;
  session_id: string | null;
};

type SessionRow = { id: string; user_id: string; created_at: Date | string; not_after: Date | string | null };

const REFRESH_TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** 12 random characters, the length of GoTrue's refresh tokens. */
function newRefreshToken() {
  return [...randomBytes(12)].map((byte) => REFRESH_TOKEN_ALPHABET[byte % REFRESH_TOKEN_ALPHABET.length]).join("");
}

export async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null, now: Date) {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, $3, $3, $4, $5)`,
    [token, userId, now, parent, sessionId],
  );
  return token;
}

/** The access token's claims, with GoTrue's names and order. */
function accessTokenClaims(env: AuthEnv, user: UserJson, sessionId: string, amr: AmrEntry[]) {
  const iat = Math.floor(env.now() / 1000);
  return {
    iss: `${env.context.config.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud,
    exp: iat + env.context.config.jwtExpiry,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: assuranceLevel(amr),
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** GoTrue's CalculateAALAndAMR: a TOTP check makes the session aal2; other methods are aal1. */
const assuranceLevel = (amr: AmrEntry[]) => (amr.some((entry) => entry.method === "totp") ? "aal2" : "aal1");

/**
 * The session's sign-in methods from auth.mfa_amr_claims, newest first, each timed by its
 * latest use (GoTrue's AMR entries), so a refreshed token keeps the session's aal and amr.
 */
async function sessionAmr(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await q.query<{ method: string; at: Date | string }>(
    `select authentication_method as method, updated_at as at from auth.mfa_amr_claims where session_id = $1
     order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Math.floor(new Date(row.at).getTime() / 1000) }));
}

/** GoTrue's AddClaimToSession: one row per method and session, its time moved to the latest use. */
export async function addClaimToSession(q: Queryable, sessionId: string, method: AuthMethod, now: Date) {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, $2, $2, $3, $4)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = excluded.updated_at`,
    [sessionId, now, method, randomUUID()],
  );
}

export async function sessionResponse(
  env: AuthEnv,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const user = await loadUserJson(q, userId);
  const claims = accessTokenClaims(env, user, sessionId, await sessionAmr(q, sessionId));
  return {
    access_token: signJwt(claims, env.context.config.jwtSecret),
    token_type: "bearer",
    expires_in: env.context.config.jwtExpiry,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user,
  };
}

/** Signs the user in: a new session, its first refresh token, and last_sign_in_at. */
export async function startSession(env: AuthEnv, q: Queryable, userId: string, method: AuthMethod) {
  const now = new Date(env.now());
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip) values ($1, $2, $3, $3, 'aal1', $4, $5)`,
    [sessionId, userId, now, env.client?.userAgent ?? null, env.client?.ip ?? null],
  );
  const refreshToken = await insertRefreshToken(q, userId, sessionId, null, now);
  await addClaimToSession(q, sessionId, method, now);
  await recordSignIn(q, userId, now);
  return sessionResponse(env, q, userId, sessionId, refreshToken);
}

const refreshTokenNotFound = () =>
  badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/**
 * POST /token?grant_type=refresh_token. Every refresh rotates the token: the old one is
 * revoked and a child issued. A revoked token still works when it is the parent of the
 * session's current token (the client lost the answer: it gets that token again), or
 * within the reuse interval after it was revoked (several server-rendered requests
 * refreshing at once). Any other reuse looks like a stolen token: the whole session's
 * tokens are revoked and the request fails with refresh_token_already_used.
 */
export async function refreshTokenGrant(env: AuthEnv, body: JsonObject) {
  const given = typeof body.refresh_token === "string" ? body.refresh_token : "";
  if (!given) throw badRequest("validation_failed", "refresh_token required");
  const outcome = await env.context.db.transaction(async (tx) => {
    const now = new Date(env.now());
    const { rows } = await tx.query<RefreshTokenRow>(
      `select id::int as id, token, user_id, revoked, updated_at, parent, session_id::text as session_id
       from auth.refresh_tokens where token = $1 for update`,
      [given],
    );
    const token = rows[0];
    if (!token) throw refreshTokenNotFound();
    const user = await findUserById(tx, token.user_id);
    if (!user) throw refreshTokenNotFound();
    if (isBanned(user, now)) throw badRequest("user_banned", "Invalid Refresh Token: User Banned");
    const session = await lockSession(tx, token.session_id);
    if (!session) throw badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found");
    if (session.not_after && now > new Date(session.not_after)) {
      throw badRequest("session_expired", "Invalid Refresh Token: Session Expired");
    }
    let issued: string | undefined;
    if (token.revoked) {
      issued = await currentChild(tx, session.id, token.token);
      const reuseUntil = new Date(token.updated_at).getTime() + env.refreshTokenReuseInterval * 1000;
      if (!issued && now.getTime() > reuseUntil) {
        await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked`, [
          session.id,
          now,
        ]);
        // Returned, not thrown, so the revocation is committed.
        return { reused: true as const };
      }
    }
    if (!issued) {
      // Revoked once: reusing a token inside its interval does not extend the interval.
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1 and not revoked`, [
        token.id,
        now,
      ]);
      issued = await insertRefreshToken(tx, user.id, session.id, token.token, now);
    }
    // As GoTrue's UpdateOnlyRefreshInfo: refreshed_at in UTC without a zone, and the browser and address of this refresh.
    await tx.query(
      `update auth.sessions set updated_at = $2, refreshed_at = $2 at time zone 'utc', user_agent = $3, ip = $4 where id = $1`,
      [session.id, now, env.client?.userAgent ?? null, env.client?.ip ?? null],
    );
    return { session: await sessionResponse(env, tx, user.id, session.id, issued) };
  });
  if ("reused" in outcome) throw badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
  return outcome.session;
}

async function lockSession(q: Queryable, sessionId: string | null) {
  if (!sessionId) return undefined;
  const { rows } = await q.query<SessionRow>(
    `select id::text, user_id::text, created_at, not_after from auth.sessions where id = $1 for update`,
    [sessionId],
  );
  return rows[0];
}

/** The session's active refresh token, when it was issued in exchange for `parent`. */
async function currentChild(q: Queryable, sessionId: string, parent: string) {
  const { rows } = await q.query<{ token: string; parent: string | null }>(
    `select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  );
  return rows[0]?.parent === parent ? rows[0].token : undefined;
}

export type Authenticated = { claims: JwtClaims; user: UserRow; sessionId: string | null };

/** GoTrue's message for a token it cannot use, after golang-jwt's wording. */
function badJwt(error: unknown) {
  const reason =
    error instanceof JwtError && error.message === "JWSInvalidSignature"
      ? "token signature is invalid: signature is invalid"
      : "token is malformed: could not parse the token";
  return forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
}

/** The claims of a JWT signed with the project's secret and not expired at `now` (ms). */
export function verifySignedJwt(token: string, secret: string, now: number) {
  let claims: JwtClaims;
  try {
    // Expiry is checked below against the injectable clock, not the wall clock.
    claims = verifyJwt(token, secret, Number.NEGATIVE_INFINITY);
  } catch (error) {
    throw badJwt(error);
  }
  if (typeof claims.exp === "number" && claims.exp * 1000 <= now) {
    throw forbidden("bad_jwt", "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired");
  }
  return claims;
}

/** The Bearer token of a request, or GoTrue's 401. */
export function bearerToken(request: Request) {
  const token = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) throw new AuthApiError(401, "no_authorization", "This endpoint requires a Bearer token");
  return token;
}

/**
 * Checks an access token as GoTrue does for /user and /logout: a valid signature, not
 * expired at `now` (ms), a user that still exists, and a session not signed out.
 * Throws AuthApiError (403 bad_jwt, user_not_found or session_not_found) otherwise.
 */
export async function verifyAccessToken(context: BackendContext, token: string, now = Date.now()): Promise<Authenticated> {
  const claims = verifySignedJwt(token, context.config.jwtSecret, now);
  if (typeof claims.sub !== "string" || !claims.sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  const user = await findUserById(context.db, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId = typeof claims.session_id === "string" && claims.session_id ? claims.session_id : null;
  if (sessionId && !(await sessionExists(context.db, sessionId))) {
    throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  return { claims, user, sessionId };
}

async function sessionExists(q: Queryable, sessionId: string) {
  if (!isUuid(sessionId)) return false;
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = "global" | "local" | "others";

/** Deletes sessions; their refresh tokens go with them (on delete cascade). */
export async function endSessions(q: Queryable, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (sessionId && scope === "local") {
    await q.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else if (sessionId && scope === "others") {
    await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
  }
}
