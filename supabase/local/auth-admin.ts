/**
 * GoTrue's admin API (/admin/users, /admin/generate_link, /invite): for the service role
 * key only, as supabase-js's `auth.admin` calls it from servers.
 */
import { randomBytes } from "node:crypto";
import { issueEmailLink, sendLinkEmail, type LinkType } from "./auth-email.ts";
import { badRequest, forbidden, notFound, unprocessable } from "./auth-errors.ts";
import {
  checkPasswordStrength,
  isAllowedRedirect,
  objectField,
  readBody,
  requestedRedirect,
  text,
  validateEmail,
  type AuthEnv,
  type JsonObject,
} from "./auth-input.ts";
import { adminDeleteFactor, listFactorsOf } from "./auth-mfa.ts";
import { bearerToken, endSessions, verifySignedJwt } from "./auth-sessions.ts";
import {
  changeEmail,
  confirmEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  isConfirmed,
  isUuid,
  listUsers,
  loadUserJson,
  setBannedUntil,
  setPassword,
  softDeleteUser,
  updateMetadata,
  usersJson,
  type UserRow,
} from "./auth-users.ts";
import type { Queryable } from "./db.ts";
import { json } from "./http.ts";

/** GoTrue's default JWT_ADMIN_ROLES. */
const ADMIN_ROLES = ["service_role", "supabase_admin"];

/** The Bearer token must be signed by the project and carry an admin role. */
export function requireAdmin(env: AuthEnv, request: Request) {
  const claims = verifySignedJwt(bearerToken(request), env.context.config.jwtSecret, env.now());
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden("not_admin", "User not allowed");
}

const duplicateEmail = () => unprocessable("email_exists", "A user with this email address has already been registered");

/** Answers the admin routes; undefined for a path that is not one. */
export async function adminRoute(env: AuthEnv, request: Request, path: string): Promise<Response | undefined> {
  const { method } = request;
  if (path === "/admin/users" && method === "GET") return listRoute(env, request);
  if (path === "/admin/users" && method === "POST") return createRoute(env, await readBody(request));
  if (path === "/admin/generate_link" && method === "POST") return generateLinkRoute(env, request);
  if (path === "/invite" && method === "POST") return inviteRoute(env, request);
  const factorPath = path.match(/^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?$/);
  if (factorPath) return factorRoute(env, request, factorPath[1]!, factorPath[2]);
  const userId = path.match(/^\/admin\/users\/([^/]+)$/)?.[1];
  if (userId === undefined) return undefined;
  const user = await loadTarget(env, decodeURIComponent(userId));
  if (method === "GET") return json(await loadUserJson(env.context.db, user.id));
  if (method === "PUT") return json(await updateUser(env, user, await readBody(request)));
  if (method === "DELETE") return deleteRoute(env, user, await readBody(request));
  return undefined;
}

/** GET /admin/users/{id}/factors (the array itself) and DELETE /admin/users/{id}/factors/{factor id}. */
async function factorRoute(env: AuthEnv, request: Request, userId: string, factorId: string | undefined) {
  const user = await loadTarget(env, decodeURIComponent(userId));
  if (request.method === "GET" && factorId === undefined) return json(await listFactorsOf(env.context.db, user.id));
  if (request.method === "DELETE" && factorId !== undefined) {
    return json(await env.context.db.transaction((tx) => adminDeleteFactor(tx, user.id, decodeURIComponent(factorId))));
  }
  return undefined;
}

async function loadTarget(env: AuthEnv, userId: string) {
  if (!isUuid(userId)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(env.context.db, userId);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

/** GET /admin/users?page&per_page: newest first, with GoTrue's Link and X-Total-Count headers. */
async function listRoute(env: AuthEnv, request: Request) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"), 1);
  const perPage = pageParam(params.get("per_page"), 50);
  const { users, total } = await listUsers(env.context.db, page, perPage);
  const base = `${env.context.config.publicUrl}/auth/v1/admin/users`;
  const lastPage = Math.ceil(total / perPage);
  const links = [];
  if (page + 1 <= lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return json({ users: await usersJson(env.context.db, users), aud: "authenticated" }, 200, {
    Link: links.join(", "),
    "X-Total-Count": String(total),
  });
}

function pageParam(value: string | null, fallback: number) {
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) {
    throw badRequest("validation_failed", `Bad Pagination Parameters: strconv.ParseUint: parsing "${value}": invalid syntax`);
  }
  return Math.max(1, Number(value));
}

/** POST /admin/users {email, password, email_confirm, user_metadata, app_metadata, role, ban_duration}. */
async function createRoute(env: AuthEnv, body: JsonObject) {
  if (text(body, "phone")) throw badRequest("validation_failed", "Phone users are not supported by the local backend");
  if (!text(body, "email")) throw badRequest("validation_failed", "Cannot create a user without either an email or phone");
  const email = validateEmail(text(body, "email"));
  const password = text(body, "password");
  if (password) checkPasswordStrength(password);
  const banDuration = text(body, "ban_duration");
  const now = new Date(env.now());
  const bannedUntil = banDuration ? banEnd(banDuration, now) : null;
  const created = await env.context.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw duplicateEmail();
    const id = await createUser(tx, {
      email,
      password,
      userMetadata: objectField(body, "user_metadata"),
      appMetadata: objectField(body, "app_metadata"),
      role: text(body, "role") || undefined,
      confirmed: body.email_confirm === true,
      identityInMetadata: false,
      now,
    });
    if (bannedUntil) await setBannedUntil(tx, id, bannedUntil, now);
    return loadUserJson(tx, id);
  });
  return json(created);
}

/** PUT /admin/users/:id: the same fields; metadata is merged, a new password signs the user out. */
async function updateUser(env: AuthEnv, user: UserRow, body: JsonObject) {
  const password = body.password === undefined || body.password === null ? undefined : text(body, "password");
  if (password !== undefined) checkPasswordStrength(password);
  const email = text(body, "email") ? validateEmail(text(body, "email")) : undefined;
  const banDuration = text(body, "ban_duration");
  const now = new Date(env.now());
  const bannedUntil = banDuration ? banEnd(banDuration, now) : undefined;
  return env.context.db.transaction(async (tx) => {
    if (bannedUntil !== undefined) await setBannedUntil(tx, user.id, bannedUntil, now);
    if (text(body, "role")) await tx.query(`update auth.users set role = $2 where id = $1`, [user.id, text(body, "role")]);
    if (body.email_confirm === true && !isConfirmed(user)) await confirmEmail(tx, user.id, now);
    if (password !== undefined) {
      await setPassword(tx, user.id, password, now);
      await endSessions(tx, user.id, null, "global");
    }
    if (email && email !== user.email) {
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== user.id) throw duplicateEmail();
      await changeEmail(tx, user.id, email, false, now);
    }
    const userMetadata = objectField(body, "user_metadata");
    const appMetadata = objectField(body, "app_metadata");
    if (userMetadata || appMetadata) {
      // Re-read: the changes above may have touched the metadata.
      const current = (await findUserById(tx, user.id))!;
      await updateMetadata(tx, current, { user: userMetadata, app: appMetadata }, now);
    }
    return loadUserJson(tx, user.id);
  });
}

/** DELETE /admin/users/:id {should_soft_delete}: answers {} as GoTrue does. */
async function deleteRoute(env: AuthEnv, user: UserRow, body: JsonObject) {
  if (body.should_soft_delete === true) {
    await env.context.db.transaction((tx) => softDeleteUser(tx, user.id, new Date(env.now())));
  } else {
    await deleteUser(env.context.db, user.id);
  }
  return json({});
}

const GO_DURATION = /^(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/;
const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** The end of a ban of Go duration `duration` ("24h", "1h30m"), or null for "none" (unban). */
function banEnd(duration: string, now: Date) {
  if (duration === "none") return null;
  if (!GO_DURATION.test(duration)) {
    throw badRequest("validation_failed", `invalid format for ban duration: time: invalid duration "${duration}"`);
  }
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    ms += Number(amount) * DURATION_UNITS_MS[unit!]!;
  }
  return new Date(now.getTime() + ms);
}

/** A user for an email link to someone who has no account yet, as GoTrue makes one. */
async function newLinkUser(env: AuthEnv, q: Queryable, email: string, body: JsonObject, invited: boolean) {
  const id = await createUser(q, {
    email,
    password: text(body, "password"),
    userMetadata: objectField(body, "data"),
    confirmed: false,
    invited,
    identityInMetadata: false,
    now: new Date(env.now()),
  });
  return (await findUserById(q, id))!;
}

/** The user an invite or sign-up link is for: a new one, or an existing unconfirmed one. */
async function unconfirmedUser(env: AuthEnv, q: Queryable, email: string, body: JsonObject, invited: boolean) {
  const user = await findUserByEmail(q, email);
  if (!user) return newLinkUser(env, q, email, body, invited);
  if (isConfirmed(user)) throw duplicateEmail();
  return user;
}

const LINK_TYPE_OF: Record<string, LinkType> = {
  signup: "signup",
  invite: "invite",
  magiclink: "magiclink",
  recovery: "recovery",
  email_change_current: "email_change",
  email_change_new: "email_change",
};

/**
 * POST /admin/generate_link {type, email, password?, data?, new_email?, redirect_to?}: the
 * link and code an email would carry, without sending it (implicit flow).
 */
async function generateLinkRoute(env: AuthEnv, request: Request) {
  const body = await readBody(request);
  const requestedType = text(body, "type");
  const email = validateEmail(text(body, "email"));
  const bodyRedirect = text(body, "redirect_to");
  const redirectTo =
    bodyRedirect && isAllowedRedirect(env.context.config, bodyRedirect)
      ? bodyRedirect
      : requestedRedirect(request, env.context.config);
  const type = LINK_TYPE_OF[requestedType];
  if (!type) throw badRequest("validation_failed", `Invalid email action link type requested: ${requestedType}`);
  if (type === "signup") {
    if (!text(body, "password")) throw unprocessable("validation_failed", "Signup requires a valid password");
    checkPasswordStrength(text(body, "password"));
  }
  const { issued, userId } = await env.context.db.transaction(async (tx) => {
    const { user, linkType } = await linkUser(env, tx, type, email, body);
    const newEmail = linkType === "email_change" ? await newEmailFor(tx, user, body) : undefined;
    const userEmail = user.email ?? email;
    const link = { type: linkType, redirectTo, pkce: null, newEmail };
    return { issued: await issueEmailLink(env, tx, { id: user.id, email: userEmail }, link), userId: user.id };
  });
  return json({
    ...(await loadUserJson(env.context.db, userId)),
    action_link: issued.link,
    email_otp: issued.otp,
    hashed_token: issued.hashedToken,
    verification_type: issued.type,
    redirect_to: issued.redirectTo,
  });
}

/** Who the link is for. A magic link to an unknown address signs up a new user, as in GoTrue. */
async function linkUser(env: AuthEnv, q: Queryable, type: LinkType, email: string, body: JsonObject) {
  if (type === "signup" || type === "invite") {
    return { user: await unconfirmedUser(env, q, email, body, type === "invite"), linkType: type };
  }
  const user = await findUserByEmail(q, email);
  if (user) return { user, linkType: type };
  if (type !== "magiclink") throw notFound("user_not_found", "User with this email not found");
  const password = randomBytes(32).toString("base64url");
  return { user: await newLinkUser(env, q, email, { ...body, password }, false), linkType: "signup" as const };
}

async function newEmailFor(q: Queryable, user: UserRow, body: JsonObject) {
  const newEmail = validateEmail(text(body, "new_email"));
  const owner = await findUserByEmail(q, newEmail);
  if (owner && owner.id !== user.id) throw duplicateEmail();
  return newEmail;
}

/** POST /invite {email, data}: creates the user (no password) and emails an invite link. */
async function inviteRoute(env: AuthEnv, request: Request) {
  const body = await readBody(request);
  const email = validateEmail(text(body, "email"));
  const redirectTo = requestedRedirect(request, env.context.config);
  const { issued, userId } = await env.context.db.transaction(async (tx) => {
    const user = await unconfirmedUser(env, tx, email, { data: body.data }, true);
    const link = { type: "invite" as const, redirectTo, pkce: null };
    return { issued: await issueEmailLink(env, tx, { id: user.id, email }, link), userId: user.id };
  });
  await sendLinkEmail(env, issued);
  return json(await loadUserJson(env.context.db, userId));
}
