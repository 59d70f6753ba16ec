/**
 * /verify: where email links lead (GET, a browser redirect) and where codes and token
 * hashes are checked (POST, auth-js verifyOtp).
 */
import { emailTokenHash, isLinkType, LINK_TYPES, type LinkType } from "./auth-email.ts";
import { AuthApiError, badRequest, forbidden, unprocessable } from "./auth-errors.ts";
import { issueAuthCode } from "./auth-flow.ts";
import {
  EMAIL_OTP_LIFETIME_SECONDS,
  requestedRedirect,
  text,
  validateEmail,
  type AuthEnv,
  type JsonObject,
} from "./auth-input.ts";
import { startSession, type AuthMethod, type SessionResponse } from "./auth-sessions.ts";
import {
  changeEmail,
  clearEmailToken,
  confirmEmail,
  emailTokenSentAt,
  findUserByEmailToken,
  isBanned,
  isConfirmed,
  type UserRow,
} from "./auth-users.ts";
import type { Queryable } from "./db.ts";

/** The user a link or code belongs to, while it is unused and unexpired. */
async function userForToken(env: AuthEnv, q: Queryable, type: LinkType, tokenHash: string) {
  const kind = LINK_TYPES[type].token;
  const user = await findUserByEmailToken(q, kind, tokenHash);
  const sentAt = user && emailTokenSentAt(user, kind);
  if (!user || !sentAt || env.now() > new Date(sentAt).getTime() + EMAIL_OTP_LIFETIME_SECONDS * 1000) return undefined;
  if (isBanned(user, new Date(env.now()))) throw forbidden("user_banned", "User is banned");
  return user;
}

/** What following the link does, and the sign-in method it counts as. */
async function applyLink(env: AuthEnv, q: Queryable, type: LinkType, user: UserRow): Promise<AuthMethod> {
  const now = new Date(env.now());
  if (type === "email_change") {
    await changeEmail(q, user.id, user.email_change ?? "", true, now);
  } else {
    await clearEmailToken(q, user.id, LINK_TYPES[type].token);
    // Opening a link sent to the address proves it, whatever the link was for.
    if (!isConfirmed(user)) await confirmEmail(q, user.id, now);
  }
  return LINK_TYPES[type].method;
}

/** GoTrue names errors in redirects after OAuth's error names, by status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
};

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/** The error as GoTrue puts it in a redirect: in the fragment, and for PKCE in the query too. */
function errorRedirect(target: string, error: AuthApiError, pkce: boolean) {
  const params = new URLSearchParams();
  const oauthError = OAUTH_ERRORS[error.status];
  if (oauthError) params.set("error", oauthError);
  params.set("error_code", error.code);
  params.set("error_description", error.message);
  const url = new URL(target);
  if (pkce) for (const [name, value] of params) url.searchParams.set(name, value);
  url.hash = params.toString();
  return redirect(url.toString());
}

/** The implicit flow's answer: the session in the fragment, which never reaches a server. */
function sessionFragment(session: SessionResponse, type: LinkType) {
  const params: Record<string, string> = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  };
  return new URLSearchParams(params).toString();
}

/**
 * GET /verify?token=&type=&redirect_to=: checks the link and redirects (303) to
 * redirect_to with `?code=` for a PKCE link, the session in the fragment otherwise, or
 * the error in the fragment.
 */
export async function verifyLink(env: AuthEnv, request: Request) {
  const params = new URL(request.url).searchParams;
  const token = params.get("token") ?? "";
  const type = params.get("type") ?? "";
  const target = requestedRedirect(request, env.context.config);
  if (!type) throw unprocessable("validation_failed", "Verify requires a verification type");
  if (!token) throw unprocessable("validation_failed", "Verify requires a token or a token hash");
  const pkce = token.startsWith("pkce_");
  try {
    const outcome = await env.context.db.transaction(async (tx) => {
      if (!isLinkType(type)) throw badRequest("validation_failed", "Unsupported verification type");
      const user = await userForToken(env, tx, type, token);
      if (!user) throw forbidden("otp_expired", "Email link is invalid or has expired");
      const method = await applyLink(env, tx, type, user);
      if (pkce) return { kind: "code", code: await authCodeFor(env, tx, user.id, method) } as const;
      return { kind: "session", session: await startSession(env, tx, user.id, "otp"), type } as const;
    });
    if (outcome.kind === "session") return redirect(`${target}#${sessionFragment(outcome.session, outcome.type)}`);
    const url = new URL(target);
    url.searchParams.set("code", outcome.code);
    return redirect(url.toString());
  } catch (error) {
    if (error instanceof AuthApiError) return errorRedirect(target, error, pkce);
    throw error;
  }
}

async function authCodeFor(env: AuthEnv, q: Queryable, userId: string, method: AuthMethod) {
  try {
    return await issueAuthCode(q, userId, method, new Date(env.now()));
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    throw forbidden("flow_state_not_found", `No associated flow state found. ${error.message}`);
  }
}

/** For type "email" a code may be a sign-up confirmation or a sign-in (magic link) one. */
const candidateTypes = (type: string): LinkType[] =>
  type === "email" ? ["signup", "magiclink"] : isLinkType(type) ? [type] : [];

/** POST /verify {type, token_hash} or {type, email, token}: the session, as JSON. */
export async function verifyCode(env: AuthEnv, body: JsonObject) {
  const type = text(body, "type");
  const token = text(body, "token");
  const tokenHash = text(body, "token_hash");
  if (!type) throw unprocessable("validation_failed", "Verify requires a verification type");
  if (!token === !tokenHash) throw unprocessable("validation_failed", "Verify requires either a token or a token hash");
  let hash = tokenHash;
  if (token) {
    if (!text(body, "email")) {
      throw badRequest("validation_failed", "Only an email address or phone number should be provided on verify");
    }
    let email: string;
    try {
      email = validateEmail(text(body, "email"));
    } catch {
      throw unprocessable("validation_failed", "Invalid email format");
    }
    hash = emailTokenHash(email, token);
  } else if (text(body, "email") || text(body, "phone") || text(body, "redirect_to")) {
    throw badRequest("validation_failed", "Only the token_hash and type should be provided");
  }
  const types = candidateTypes(type);
  if (types.length === 0) throw badRequest("validation_failed", "Unsupported verification type");
  return env.context.db.transaction(async (tx) => {
    for (const candidate of types) {
      const user = await userForToken(env, tx, candidate, hash);
      if (!user) continue;
      await applyLink(env, tx, candidate, user);
      return startSession(env, tx, user.id, "otp");
    }
    throw forbidden("otp_expired", "Token has expired or is invalid");
  });
}
