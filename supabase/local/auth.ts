/**
 * The local Supabase Auth (GoTrue): the subset of /auth/v1 that supabase-js and
 * @supabase/ssr use, with GoTrue's bodies, status codes and error codes, so app code sees
 * the same `data` and `error` it would against Supabase.
 */
import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { adminRoute, requireAdmin } from "./auth-admin.ts";
import { issueEmailLink, sendLinkEmail } from "./auth-email.ts";
import { AuthApiError, badRequest, errorResponse, forbidden, notFound, unprocessable } from "./auth-errors.ts";
import { codeChallengeOf, pkceGrant } from "./auth-flow.ts";
import {
  checkPasswordStrength,
  objectField,
  phoneDisabled,
  readBody,
  requestedRedirect,
  text,
  validateEmail,
  type AuthEnv,
  type ClientInfo,
  type JsonObject,
} from "./auth-input.ts";
import { mfaRoute } from "./auth-mfa.ts";
import {
  bearerToken,
  endSessions,
  refreshTokenGrant,
  startSession,
  verifyAccessToken,
  type Authenticated,
} from "./auth-sessions.ts";
import {
  createUser,
  findUserByEmail,
  findUserById,
  isBanned,
  isConfirmed,
  loadUserJson,
  passwordMatches,
  setPassword,
  updateMetadata,
  userJson,
} from "./auth-users.ts";
import { verifyLink, verifyCode } from "./auth-verify.ts";
import type { BackendConfig } from "./config.ts";
import type { Queryable } from "./db.ts";
import { apiKeyOf, json, type BackendContext, type ServiceHandler } from "./http.ts";

export { verifyAccessToken } from "./auth-sessions.ts";

export type AuthOptions = {
  /** The clock, in milliseconds since the epoch (tests move it forward). */
  now?: () => number;
  /** Seconds a rotated refresh token stays usable; GoTrue's default is 10. */
  refreshTokenReuseInterval?: number;
};

export function createAuthService(context: BackendContext, options: AuthOptions = {}): ServiceHandler {
  const env: AuthEnv = {
    context,
    now: options.now ?? Date.now,
    refreshTokenReuseInterval: options.refreshTokenReuseInterval ?? 10,
  };
  const signInLimiter = clientRateLimiter(context.config.signInRateLimit, env.now);
  return async (request, path) => {
    const keyProblem = isOpenRoute(request, path) ? undefined : apiKeyProblem(request, context);
    if (keyProblem) return json(keyProblem, 401);
    try {
      if (isSignInOrSignUp(request, path)) signInLimiter(request);
      return (await route({ ...env, client: clientOf(request) }, request, path)) ?? notFoundResponse(request, path);
    } catch (error) {
      if (error instanceof AuthApiError) return errorResponse(request, error);
      console.error("[local auth]", error);
      return errorResponse(request, unexpectedFailure());
    }
  };
}

const isSignInOrSignUp = (request: Request, path: string) =>
  request.method === "POST" &&
  (path === "/signup" || (path === "/token" && new URL(request.url).searchParams.get("grant_type") === "password"));

/**
 * GoTrue's per-client limit: a count per client address (the first in X-Forwarded-For) in
 * fixed windows; past the limit it answers 429 over_request_rate_limit. Requests that name
 * no client are not limited, as in GoTrue.
 */
function clientRateLimiter({ requests, windowSeconds }: BackendConfig["signInRateLimit"], now: () => number) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (request: Request) => {
    const client = forwardedAddress(request);
    if (!client) return;
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    const window = windows.get(client) ?? { count: 0, endsAt: time + windowSeconds * 1000 };
    window.count += 1;
    windows.set(client, window);
    if (window.count > requests) {
      throw new AuthApiError(429, "over_request_rate_limit", "Request rate limit reached");
    }
  };
}

/** The client a request names: the first address in X-Forwarded-For, as GoTrue reads it. */
const forwardedAddress = (request: Request) => request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() || undefined;

/** The request's browser and address, which GoTrue keeps on the session it starts or refreshes. */
function clientOf(request: Request): ClientInfo {
  const address = forwardedAddress(request);
  return { userAgent: request.headers.get("User-Agent"), ip: address && isIP(address) ? address : null };
}

/** Supabase's gateway lets email links (opened in a browser, without a key) and the JWKS through. */
const isOpenRoute = (request: Request, path: string) =>
  request.method === "GET" && (path === "/verify" || path === "/.well-known/jwks.json");

/** The gateway's check, in the gateway's words: GoTrue never sees a request without a valid key. */
function apiKeyProblem(request: Request, context: BackendContext) {
  const apiKey = apiKeyOf(request);
  if (!apiKey) return { message: "No API key found in request", hint: "No `apikey` request header or url param was found." };
  if (apiKey !== context.config.anonKey && apiKey !== context.config.serviceRoleKey) {
    return { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." };
  }
  return undefined;
}

const unexpectedFailure = () =>
  new AuthApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information");

function notFoundResponse(request: Request, path: string) {
  return errorResponse(request, notFound("not_found", `${request.method} /auth/v1${path} is not available in the local backend`));
}

async function route(env: AuthEnv, request: Request, path: string): Promise<Response | undefined> {
  const { method } = request;
  if (method === "GET" && path === "/health") {
    return json({ version: "local", name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
  }
  if (method === "GET" && path === "/settings") return json(settings(env));
  // Access tokens are HS256 (a shared secret), so there is no public key to publish;
  // auth-js's getClaims() then checks the token with GET /user.
  if (method === "GET" && path === "/.well-known/jwks.json") return json({ keys: [] });
  if (method === "POST" && path === "/signup") return signup(env, request);
  if (method === "POST" && path === "/token") return token(env, request);
  if (method === "GET" && path === "/user") return json(await currentUser(env, request));
  if (method === "PUT" && path === "/user") return updateCurrentUser(env, request);
  if (method === "POST" && path === "/logout") return logout(env, request);
  if (method === "POST" && path === "/recover") return recover(env, request);
  if (method === "GET" && path === "/verify") return verifyLink(env, request);
  if (method === "POST" && path === "/verify") return json(await verifyCode(env, await readBody(request)));
  if (path === "/factors" || path.startsWith("/factors/")) return mfaRoute(env, request, path, () => authenticate(env, request));
  if (path.startsWith("/admin/") || path === "/invite") {
    requireAdmin(env, request);
    return adminRoute(env, request, path);
  }
  return undefined;
}

const PROVIDERS_OFF = ["anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "github",
  "gitlab", "google", "keycloak", "linkedin_oidc", "notion", "slack_oidc", "spotify", "twitch", "twitter", "workos", "zoom"];

/** GET /settings: only email sign-in is on. */
function settings(env: AuthEnv) {
  return {
    external: { ...Object.fromEntries(PROVIDERS_OFF.map((name) => [name, false])), email: true, phone: false },
    disable_signup: false,
    mailer_autoconfirm: env.context.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  };
}

/**
 * POST /signup {email, password, data, code_challenge?}. With autoconfirm the user is
 * signed in at once (a session); otherwise a confirmation link goes to the outbox and the
 * answer is the user alone.
 */
async function signup(env: AuthEnv, request: Request) {
  const body = await readBody(request);
  const password = text(body, "password");
  // Without email, phone and password GoTrue takes it for an anonymous sign-in, which is off.
  if (!password && !text(body, "email") && !text(body, "phone")) {
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!password) throw unprocessable("validation_failed", "Signup requires a valid password");
  checkPasswordStrength(password);
  if (text(body, "email") && text(body, "phone")) {
    throw unprocessable("validation_failed", "Only an email address or phone number should be provided on signup.");
  }
  const pkce = codeChallengeOf(body);
  if (text(body, "phone")) throw phoneDisabled("Phone signups are disabled");
  if (!text(body, "email")) throw unprocessable("validation_failed", "To signup, please provide your email");
  const email = validateEmail(text(body, "email"));
  const data = objectField(body, "data") ?? {};
  const { autoconfirm } = env.context.config;
  const redirectTo = requestedRedirect(request, env.context.config);

  const outcome = await env.context.db.transaction(async (tx) => {
    const now = new Date(env.now());
    const existing = await findUserByEmail(tx, email);
    if (existing && (autoconfirm || isConfirmed(existing))) return { kind: "existing", userId: existing.id } as const;
    // An unconfirmed address gets a fresh confirmation link; its user stays as it was.
    const id = existing?.id ?? (await createUser(tx, { email, password, userMetadata: data, confirmed: autoconfirm, identityInMetadata: true, now }));
    if (autoconfirm) return { kind: "session", session: await startSession(env, tx, id, "password") } as const;
    const link = await issueEmailLink(env, tx, { id, email }, { type: "signup", redirectTo, pkce });
    return { kind: "confirm", link, user: await loadUserJson(tx, id) } as const;
  });
  if (outcome.kind === "session") return json(outcome.session);
  if (outcome.kind === "existing") {
    if (autoconfirm) throw unprocessable("user_already_exists", "User already registered");
    return json(await obfuscatedUser(env, outcome.userId, data));
  }
  await sendLinkEmail(env, outcome.link);
  return json(outcome.user);
}

/**
 * With confirmations on, signing up with a registered address must not reveal that it
 * is registered: GoTrue answers a look-alike user with a random id and no identities.
 */
async function obfuscatedUser(env: AuthEnv, userId: string, data: JsonObject) {
  const user = (await findUserById(env.context.db, userId))!;
  const now = new Date(env.now()).toISOString();
  return {
    ...userJson({ ...user, email_confirmed_at: null, confirmed_at: null, last_sign_in_at: null }, []),
    id: randomUUID(),
    user_metadata: data,
    app_metadata: { provider: "email", providers: ["email"] },
    created_at: now,
    updated_at: now,
    confirmation_sent_at: now,
  };
}

/** POST /token?grant_type=password|refresh_token|pkce. */
async function token(env: AuthEnv, request: Request) {
  const grantType = new URL(request.url).searchParams.get("grant_type");
  const body = await readBody(request);
  if (grantType === "password") return json(await passwordGrant(env, body));
  if (grantType === "refresh_token") return json(await refreshTokenGrant(env, body));
  if (grantType === "pkce") return json(await pkceGrant(env, body));
  throw badRequest("invalid_credentials", "unsupported_grant_type");
}

const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");

/** Same answer for an unknown address as for a wrong password: no account enumeration. */
async function passwordGrant(env: AuthEnv, body: JsonObject) {
  const email = text(body, "email");
  const password = text(body, "password");
  if (email && text(body, "phone")) {
    throw unprocessable("validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (text(body, "phone")) throw phoneDisabled("Phone logins are disabled");
  if (!email) throw badRequest("validation_failed", "missing email or phone");
  const db = env.context.db;
  const user = await findUserByEmail(db, email);
  if (!user || !user.has_password) throw invalidCredentials();
  if (isBanned(user, new Date(env.now()))) throw badRequest("user_banned", "User is banned");
  if (!(await passwordMatches(db, user.id, password))) throw invalidCredentials();
  if (!isConfirmed(user)) throw badRequest("email_not_confirmed", "Email not confirmed");
  return db.transaction((tx) => startSession(env, tx, user.id, "password"));
}

function authenticate(env: AuthEnv, request: Request) {
  return verifyAccessToken(env.context, bearerToken(request), env.now());
}

/** GET /user: the user of a valid access token whose session is still live. */
async function currentUser(env: AuthEnv, request: Request) {
  const { user } = await authenticate(env, request);
  return loadUserJson(env.context.db, user.id);
}

/**
 * PUT /user {password?, data?, email?}. A new password signs out the user's other
 * sessions; a new email takes effect when the link sent to it is opened.
 */
async function updateCurrentUser(env: AuthEnv, request: Request) {
  const auth = await authenticate(env, request);
  const body = await readBody(request);
  const email = text(body, "email") ? validateEmail(text(body, "email")) : undefined;
  const password = body.password === undefined || body.password === null ? undefined : text(body, "password");
  if (password !== undefined) checkPasswordStrength(password);
  if (text(body, "phone")) throw phoneDisabled("Phone logins are disabled");
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  }
  const data = objectField(body, "data");
  const pkce = codeChallengeOf(body);
  const redirectTo = requestedRedirect(request, env.context.config);
  const db = env.context.db;
  if (password !== undefined && auth.user.has_password && (await passwordMatches(db, auth.user.id, password))) {
    throw unprocessable("same_password", "New password should be different from the old password.");
  }
  const changesEmail = email !== undefined && email !== auth.user.email;
  if (changesEmail && (await findUserByEmail(db, email))) {
    throw unprocessable("email_exists", "A user with this email address has already been registered");
  }
  const link = await db.transaction(async (tx) => {
    const now = new Date(env.now());
    if (password !== undefined) await changePassword(tx, auth, password, now);
    if (data) await updateMetadata(tx, (await findUserById(tx, auth.user.id))!, { user: data }, now);
    if (!changesEmail) return undefined;
    const user = { id: auth.user.id, email: auth.user.email ?? "" };
    return issueEmailLink(env, tx, user, { type: "email_change", redirectTo, pkce, newEmail: email });
  });
  if (link) await sendLinkEmail(env, link);
  return json(await loadUserJson(db, auth.user.id));
}

/** Like GoTrue, whoever knew the old password is signed out everywhere but here. */
async function changePassword(tx: Queryable, auth: Authenticated, password: string, now: Date) {
  await setPassword(tx, auth.user.id, password, now);
  await endSessions(tx, auth.user.id, auth.sessionId, "others");
}

/** POST /logout?scope=global|local|others: 204; the token's sessions stop working at once. */
async function logout(env: AuthEnv, request: Request) {
  const scope = new URL(request.url).searchParams.get("scope") || "global";
  if (scope !== "global" && scope !== "local" && scope !== "others") {
    throw badRequest("validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const auth = await authenticate(env, request);
  await endSessions(env.context.db, auth.user.id, auth.sessionId, scope);
  return new Response(null, { status: 204 });
}

/**
 * POST /recover {email, code_challenge?}: always {} so nobody learns which addresses have
 * accounts; a known address gets a reset link in the outbox.
 */
async function recover(env: AuthEnv, request: Request) {
  const body = await readBody(request);
  if (!text(body, "email")) throw badRequest("validation_failed", "Password recovery requires an email");
  const email = validateEmail(text(body, "email"));
  const pkce = codeChallengeOf(body);
  const redirectTo = requestedRedirect(request, env.context.config);
  const link = await env.context.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.email) return undefined;
    return issueEmailLink(env, tx, { id: user.id, email: user.email }, { type: "recovery", redirectTo, pkce });
  });
  if (link) await sendLinkEmail(env, link);
  return json({});
}
