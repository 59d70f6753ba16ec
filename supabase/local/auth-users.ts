/**
 * auth.users and auth.identities as GoTrue reads and writes them, and the user object
 * it answers with. Passwords are bcrypt hashes made by pgcrypto, so they check against
 * GoTrue's own hashes and the seed's.
 */
import { randomUUID } from "node:crypto";
import type { JsonObject } from "./auth-input.ts";
import type { Queryable } from "./db.ts";

type Timestamp = Date | string | null;

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  email_confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_sent_at: Timestamp;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  phone_confirmed_at: Timestamp;
  confirmed_at: Timestamp;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean;
  has_password: boolean;
};

type IdentityRow = {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  email: string | null;
};

const USER_SELECT = `select id::text, aud, role, email, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous,
  coalesce(encrypted_password, '') <> '' as has_password
  from auth.users`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const isConfirmed = (user: UserRow) => user.email_confirmed_at !== null || user.phone_confirmed_at !== null;
export const isBanned = (user: UserRow, now: Date) => user.banned_until !== null && new Date(user.banned_until) > now;

export async function findUserById(q: Queryable, id: string) {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<UserRow>(`${USER_SELECT} where id = $1`, [id]);
  return rows[0];
}

export async function findUserByEmail(q: Queryable, email: string) {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} where lower(email) = lower($1) and is_sso_user = false`, [email]);
  return rows[0];
}

/** The one-time token columns of auth.users, with when each token was sent. */
const EMAIL_TOKENS = {
  confirmation: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at" },
  email_change: { token: "email_change_token_new", sentAt: "email_change_sent_at" },
} as const;
export type EmailTokenKind = keyof typeof EMAIL_TOKENS;

/** The user holding a token hash; PKCE tokens are stored with GoTrue's `pkce_` prefix. */
export async function findUserByEmailToken(q: Queryable, kind: EmailTokenKind, tokenHash: string) {
  if (!tokenHash) return undefined;
  const { token } = EMAIL_TOKENS[kind];
  const { rows } = await q.query<UserRow>(`${USER_SELECT} where ${token} = $1 or ${token} = 'pkce_' || $1`, [
    tokenHash.replace(/^pkce_/, ""),
  ]);
  return rows[0];
}

export function emailTokenSentAt(user: UserRow, kind: EmailTokenKind): Timestamp {
  return user[EMAIL_TOKENS[kind].sentAt];
}

export async function storeEmailToken(q: Queryable, userId: string, kind: EmailTokenKind, tokenHash: string, now: Date) {
  const { token, sentAt } = EMAIL_TOKENS[kind];
  await q.query(`update auth.users set ${token} = $2, ${sentAt} = $3 where id = $1`, [userId, tokenHash, now]);
}

/** A used token is cleared so its link works once. */
export async function clearEmailToken(q: Queryable, userId: string, kind: EmailTokenKind) {
  const { token, sentAt } = EMAIL_TOKENS[kind];
  await q.query(`update auth.users set ${token} = '', ${sentAt} = null where id = $1`, [userId]);
}

export async function passwordMatches(q: Queryable, userId: string, password: string) {
  // CASE keeps crypt() away from empty hashes, which it rejects as an invalid salt.
  const { rows } = await q.query<{ ok: boolean }>(
    `select case when encrypted_password like '$2%' then extensions.crypt($2, encrypted_password) = encrypted_password
       else false end as ok
     from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.ok === true;
}

export type NewUser = {
  email: string;
  /** "" or absent: a user without a password (invited, or created by an admin). */
  password?: string;
  userMetadata?: JsonObject;
  appMetadata?: JsonObject;
  role?: string;
  confirmed: boolean;
  invited?: boolean;
  /**
   * Sign-up copies the email identity's claims (sub, email, email_verified, phone_verified)
   * into user_metadata, as GoTrue's /signup does; the admin API leaves the metadata as given.
   */
  identityInMetadata: boolean;
  now: Date;
};

/** Creates the user and its email identity, as sign-up and the admin API do; returns its id. */
export async function createUser(q: Queryable, user: NewUser) {
  const id = randomUUID();
  const identityData = { sub: id, email: user.email, email_verified: user.confirmed, phone_verified: false };
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3,
       case when $4::text = '' then '' else extensions.crypt($4, extensions.gen_salt('bf')) end,
       $5, $6, '', '', '', '', $7, $8, $9, $9, false, false)`,
    [
      id,
      user.role ?? "authenticated",
      user.email,
      user.password ?? "",
      user.confirmed ? user.now : null,
      user.invited ? user.now : null,
      { provider: "email", providers: ["email"], ...user.appMetadata },
      user.identityInMetadata ? { ...user.userMetadata, ...identityData } : { ...user.userMetadata },
      user.now,
    ],
  );
  await q.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3, 'email', $4, $4, $4)`,
    [randomUUID(), id, identityData, user.now],
  );
  return id;
}

/**
 * user_metadata with the identity claims in `claims` (a jsonb parameter) brought up to
 * date, but only those it already holds: sign-up copied them there, the admin API did not,
 * and hosted Auth adds none later.
 */
function refreshedClaims(claims: string) {
  return `coalesce(raw_user_meta_data, '{}') || (select coalesce(jsonb_object_agg(key, value), '{}')
    from jsonb_each(${claims}::jsonb) where coalesce(raw_user_meta_data, '{}') ? key)`;
}

/** Marks the email verified on the user and its identity (GoTrue's user.Confirm). */
export async function confirmEmail(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), confirmation_token = '',
       confirmation_sent_at = null, raw_user_meta_data = ${refreshedClaims("$3")},
       updated_at = $2
     where id = $1`,
    [userId, now, { email_verified: true }],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = $2
     where user_id = $1 and provider = 'email'`,
    [userId, now],
  );
}

/**
 * Sets a new password. Like GoTrue, it voids the user's pending email links: whoever had
 * the old password may have asked for them.
 */
export async function setPassword(q: Queryable, userId: string, password: string, now: Date) {
  await q.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')),
       confirmation_token = '', confirmation_sent_at = null, recovery_token = '', recovery_sent_at = null,
       email_change_token_new = '', email_change = '', email_change_sent_at = null, updated_at = $3
     where id = $1`,
    [userId, password, now],
  );
}

/** GoTrue's metadata update: keys are merged in, and a null value removes its key. */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject) {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateMetadata(
  q: Queryable,
  user: UserRow,
  updates: { user?: JsonObject; app?: JsonObject },
  now: Date,
) {
  await q.query(`update auth.users set raw_user_meta_data = $2, raw_app_meta_data = $3, updated_at = $4 where id = $1`, [
    user.id,
    updates.user ? mergeMetadata(user.raw_user_meta_data, updates.user) : user.raw_user_meta_data,
    updates.app ? mergeMetadata(user.raw_app_meta_data, updates.app) : user.raw_app_meta_data,
    now,
  ]);
}

export async function recordSignIn(q: Queryable, userId: string, now: Date) {
  await q.query(`update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1`, [userId, now]);
}

/** An email change waiting for the link sent to the new address. */
export async function storeEmailChange(q: Queryable, userId: string, newEmail: string, tokenHash: string, now: Date) {
  await q.query(`update auth.users set email_change = $2 where id = $1`, [userId, newEmail]);
  await storeEmailToken(q, userId, "email_change", tokenHash, now);
}

/**
 * Makes `email` the user's address, on the user, its identity and its metadata. `verified`
 * when the change was confirmed through a link sent to it; an admin's change keeps the
 * confirmation state.
 */
export async function changeEmail(q: Queryable, userId: string, email: string, verified: boolean, now: Date) {
  const claims = JSON.stringify(verified ? { email, email_verified: true } : { email });
  await q.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_sent_at = null,
       email_confirmed_at = case when $5 then coalesce(email_confirmed_at, $3) else email_confirmed_at end,
       raw_user_meta_data = ${refreshedClaims("$4")}, updated_at = $3
     where id = $1`,
    [userId, email, now, claims, verified],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = $3
     where user_id = $1 and provider = 'email'`,
    [userId, claims, now],
  );
}

export async function setBannedUntil(q: Queryable, userId: string, bannedUntil: Date | null, now: Date) {
  await q.query(`update auth.users set banned_until = $2, updated_at = $3 where id = $1`, [userId, bannedUntil, now]);
}

export async function deleteUser(q: Queryable, userId: string) {
  await q.query(`delete from auth.users where id = $1`, [userId]);
}

/**
 * GoTrue's soft delete: the row stays (so rows that reference it keep working) but the
 * account is emptied, signed out everywhere and can no longer sign in.
 */
export async function softDeleteUser(q: Queryable, userId: string, now: Date) {
  await q.query(
    `update auth.users set email = null, phone = null, encrypted_password = '', confirmation_token = '',
       recovery_token = '', email_change_token_new = '', email_change = '', raw_app_meta_data = '{}',
       raw_user_meta_data = '{}', deleted_at = $2, updated_at = $2
     where id = $1`,
    [userId, now],
  );
  await q.query(`delete from auth.identities where user_id = $1`, [userId]);
  await q.query(`delete from auth.sessions where user_id = $1`, [userId]);
}

/** Newest first, as GoTrue lists them. */
export async function listUsers(q: Queryable, page: number, perPage: number) {
  const { rows } = await q.query<UserRow>(`${USER_SELECT} order by created_at desc, id limit $1 offset $2`, [
    perPage,
    (page - 1) * perPage,
  ]);
  const { rows: count } = await q.query<{ total: number }>(`select count(*)::int as total from auth.users`);
  return { users: rows, total: count[0]?.total ?? 0 };
}

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_challenged_at: Timestamp;
};

const iso = (value: Timestamp) => (value === null ? undefined : new Date(value).toISOString());

function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** A factor as the user object lists it (GoTrue's models.Factor: the secret never leaves). */
function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at) ?? null,
  };
}

/**
 * The user object as GoTrue answers it: unset times are left out (Go's omitempty) while
 * email and phone are always strings; `factors` only when the user has any.
 */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
  return {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

export async function usersJson(q: Queryable, users: UserRow[]) {
  if (users.length === 0) return [];
  const { rows } = await q.query<IdentityRow>(
    `select id::text, provider_id, user_id::text, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = any($1::uuid[]) order by created_at, id`,
    [users.map((user) => user.id)],
  );
  const { rows: factors } = await q.query<FactorRow>(
    `select id::text, user_id::text, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at, id`,
    [users.map((user) => user.id)],
  );
  return users.map((user) =>
    userJson(
      user,
      rows.filter((identity) => identity.user_id === user.id),
      factors.filter((factor) => factor.user_id === user.id),
    ),
  );
}

/** The user's current object, read back after a change (triggers may have changed it too). */
export async function loadUserJson(q: Queryable, userId: string) {
  const user = await findUserById(q, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const [json] = await usersJson(q, [user]);
  return json!;
}
