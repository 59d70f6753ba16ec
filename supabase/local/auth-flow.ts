/**
 * PKCE, as GoTrue runs it for email links: the client sends a code challenge with the
 * request that sends the email (a row in auth.flow_state), the link then redirects with
 * `?code=` instead of tokens, and only the holder of the code verifier can exchange that
 * code for a session (POST /token?grant_type=pkce).
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { badRequest, notFound, unprocessable } from "./auth-errors.ts";
import { text, type AuthEnv, type JsonObject } from "./auth-input.ts";
import { startSession, type AuthMethod } from "./auth-sessions.ts";
import { findUserById } from "./auth-users.ts";
import type { Queryable } from "./db.ts";

export type CodeChallenge = { challenge: string; method: "s256" | "plain" };

/** GoTrue's FLOW_STATE_EXPIRY_DURATION: an auth code is good for five minutes. */
const FLOW_STATE_LIFETIME_MS = 5 * 60 * 1000;

/** The request's code challenge (PKCE flow), or null for the implicit flow. */
export function codeChallengeOf(body: JsonObject): CodeChallenge | null {
  const challenge = text(body, "code_challenge");
  const method = text(body, "code_challenge_method");
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest("validation_failed", "code challenge has to be between 43 and 128 characters");
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(challenge)) {
    throw badRequest(
      "validation_failed",
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw badRequest("validation_failed", `unsupported code_challenge method "${method}"`);
  }
  return { challenge, method: normalized };
}

/** Remembers a challenge for the user's next email link of this kind. */
export async function createFlowState(
  q: Queryable,
  userId: string,
  pkce: CodeChallenge,
  providerType: string,
  method: AuthMethod,
  now: Date,
) {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, method, now],
  );
}

/** The auth code of the user's latest flow of this kind, stamped as issued now. */
export async function issueAuthCode(q: Queryable, userId: string, method: AuthMethod, now: Date) {
  const { rows } = await q.query<{ id: string; auth_code: string }>(
    `select id::text, auth_code from auth.flow_state
     where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  const flow = rows[0];
  if (!flow) throw unprocessable("flow_state_not_found", "No valid flow state found for user.");
  await q.query(`update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1`, [flow.id, now]);
  return flow.auth_code;
}

type FlowStateRow = {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: AuthMethod;
  auth_code_issued_at: Date | string | null;
  created_at: Date | string;
};

function verifierMatches(flow: FlowStateRow, verifier: string) {
  const expected =
    flow.code_challenge_method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /token?grant_type=pkce: the code and its verifier for a session (the code is single-use). */
export async function pkceGrant(env: AuthEnv, body: JsonObject) {
  const authCode = text(body, "auth_code");
  const verifier = text(body, "code_verifier");
  if (!authCode || !verifier) {
    throw badRequest("validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  return env.context.db.transaction(async (tx) => {
    const { rows } = await tx.query<FlowStateRow>(
      `select id::text, user_id::text, code_challenge_method, code_challenge, authentication_method,
         auth_code_issued_at, created_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    if (!flow?.user_id) throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    // Counted from when the email link handed out the code: the user may take a while to open it.
    const start = new Date(flow.auth_code_issued_at ?? flow.created_at).getTime();
    if (env.now() > start + FLOW_STATE_LIFETIME_MS) {
      throw badRequest("flow_state_expired", "invalid flow state, flow state has expired");
    }
    if (!(await findUserById(tx, flow.user_id))) throw notFound("user_not_found", "User not found");
    if (!verifierMatches(flow, verifier)) {
      throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    return startSession(env, tx, flow.user_id, flow.authentication_method);
  });
}
