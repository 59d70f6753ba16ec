import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { isAuthRetryableFetchError, type User } from "@supabase/supabase-js";
import { planCheckoutPath } from "~/content/plans";
import { countUnreadMessages } from "~/models/message.server";
import { getSessionProfile, type SessionProfile } from "~/models/profile.server";
import { errorMessages } from "./errors";
import { combineHeaders } from "./misc";
import { authCookieNames, clearAuthCookies, createSupabaseServerClient, type SupabaseClient } from "./supabase.server";
import { getToastUtils } from "./toast.server";
import { roleFlags, type SessionUser } from "./user";

/**
 * Two-step sign-in as Auth reports it (docs/accounts.md "Two-step sign-in"): the member's
 * verified TOTP factor, if any, and the session's assurance level (the token's aal claim).
 */
export type TwoStep = { factorId: string | null; enrolledAt: string | null; level: "aal1" | "aal2" };

export type UserSession = {
  user: SessionUser | null;
  /** For a signed-in user: their factor and this session's level. */
  twoStep: TwoStep | null;
  /**
   * Signed in with the password but the code not given yet: the member has a verified factor
   * and the session is aal1. Such a session does not count (user is null) until the code
   * page (/auth/two-step) makes it aal2.
   */
  twoStepPending: { userId: string; email: string; factorId: string } | null;
  /** Cookies to send back: a refreshed session, or a dead one cleared. */
  headers: Headers;
  /** A session cookie came with the request but no longer works (expired, revoked, corrupt). */
  sessionExpired: boolean;
  /** Auth could not be reached; the visitor is treated as signed out for this request. */
  authUnavailable: boolean;
};

/**
 * The signed-in user as the app sees them: who they are from Auth; their account type, name
 * and photo from their profile, the row SQL decides by (profiles.user_type). Never from
 * user_metadata, which any member can rewrite with updateUser({ data }). Staff come from
 * app_metadata, which only the platform writes. A staff account's profile says 'buyer' because
 * the column must say something, not because they chose it: staff are the spec's members
 * without a type (My Dashboard) unless they sell.
 */
export function toSessionUser(user: User, profile: SessionProfile | null, unreadMessages = 0): SessionUser {
  const appRole = user.app_metadata?.role === "staff" ? "staff" : null;
  const userType = profile?.user_type ?? null;
  return {
    id: user.id,
    email: user.email ?? "",
    userType: appRole === "staff" && userType === "buyer" ? null : userType,
    firstName: profile?.first_name ?? null,
    fullName: profile?.full_name ?? null,
    // Shown in the header only, at 28 px: the 160 px copy of a photo stored as copies ({hash}-320.jpg; app/models/profile.server.ts).
    imageUrl: profile?.image_url?.replace(/(\/[0-9a-f]{64})-320\.jpg$/, "$1-160.jpg") ?? null,
    appRole,
    unreadMessages,
    postcode: profile?.postcode ?? null,
  };
}

/** The session user of a client that has just signed in (or up): their profile read as them. */
export async function signedInUser(supabase: SupabaseClient, user: User) {
  const { profile, error } = await getSessionProfile(supabase);
  if (error) console.error("auth: reading the signed-in member's profile", error);
  return toSessionUser(user, profile);
}

// A page's loaders share the load context, not a Request (Remix hands each loader its own), so
// the context is the key: one read per page, not one per loader. An action has its own key,
// so the loaders that run after it in the same request read what it may have changed.
const sessions = new WeakMap<AppLoadContext | Request, Promise<UserSession>>();

/**
 * Who is signed in, checked with Supabase Auth (auth.getUser()), never trusted from the
 * cookie alone. Visitors without a session cookie cost nothing. Memoised per request.
 */
export function getUserSession(request: Request, context: AppLoadContext): Promise<UserSession> {
  const key = request.method === "GET" || request.method === "HEAD" ? context : request;
  let session = sessions.get(key);
  if (!session) {
    session = loadUserSession(request, context);
    sessions.set(key, session);
  }
  return session;
}

async function loadUserSession(request: Request, context: AppLoadContext): Promise<UserSession> {
  if (authCookieNames(request).length === 0) {
    return { ...signedOut, headers: new Headers() };
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  try {
    // The profile and the unread count are read beside Auth's check, not after it (one round
    // trip, not two); they count only once Auth has said the session is live. auth-js shares
    // one token refresh. The count's member is the cookie's; RLS holds it to that member's rows.
    const { data: stored } = await supabase.auth.getSession();
    const claims = stored.session ? decodeJwtPayload(stored.session.access_token) : null;
    const cookieUserId = typeof claims?.sub === "string" ? claims.sub : null;
    const [{ data, error }, profile, unread] = await Promise.all([
      supabase.auth.getUser(),
      getSessionProfile(supabase),
      cookieUserId ? countUnreadMessages(supabase, cookieUserId) : null,
    ]);
    if (data.user) {
      if (profile.error) console.error("auth: reading the member's profile", profile.error);
      if (unread?.error) console.error("auth: counting the member's unread messages", unread.error);
      // Auth has just accepted this token, so its aal claim can be read.
      const twoStep = twoStepOf(data.user, claims);
      if (twoStep.factorId && twoStep.level !== "aal2") {
        return { ...signedOut, headers, twoStepPending: { userId: data.user.id, email: data.user.email ?? "", factorId: twoStep.factorId } };
      }
      const unreadMessages = cookieUserId === data.user.id ? (unread?.count ?? 0) : 0;
      return { ...signedOut, user: toSessionUser(data.user, profile.profile, unreadMessages), twoStep, headers };
    }
    if (error && isAuthRetryableFetchError(error)) {
      console.error("auth: Supabase Auth unreachable", error.message);
      return { ...signedOut, headers, authUnavailable: true };
    }
  } catch (error) {
    // A cookie that cannot even be parsed is a dead session, not a server error.
    console.error("auth: unreadable session", error);
  }
  clearAuthCookies(request, headers);
  return { ...signedOut, headers, sessionExpired: true };
}

const signedOut = { user: null, twoStep: null, twoStepPending: null, sessionExpired: false, authUnavailable: false };

/** The member's verified TOTP factor (Auth's user.factors) and the level of the session's token. */
export function twoStepOf(user: User, claims: Record<string, unknown> | null): TwoStep {
  const factor = user.factors?.find((candidate) => candidate.factor_type === "totp" && candidate.status === "verified");
  return { factorId: factor?.id ?? null, enrolledAt: factor?.created_at ?? null, level: claims?.aal === "aal2" ? "aal2" : "aal1" };
}

/** The code page, returning to `returnTo` afterwards. */
export const twoStepPath = (returnTo: string | null) =>
  `/auth/two-step${returnTo ? `?${new URLSearchParams({ redirectTo: returnTo })}` : ""}`;

export async function getUser(request: Request, context: AppLoadContext) {
  return (await getUserSession(request, context)).user;
}

/**
 * The signed-in user, or a redirect to sign in that returns to this page (path and query
 * string kept) with the gate's toast: 'Please log in to access this page.', or, when a
 * session was there but has died, 'Your session has expired. Please log in again.'
 * `headers` go out with that redirect (e.g. a cookie keeping what the visitor typed);
 * `signedOutMessage` replaces the first sentence where a form has its own (docs/spec/02-auctions-and-seller-tools.md §5:
 * 'You must be logged in to create an auction'), and `signedOutTitle` the toast's title
 * where the spec gives one (docs/spec/02-auctions-and-seller-tools.md §6: bulk upload's 'Authentication Required',
 * a destructive toast there: `signedOutType: "error"`). Otherwise the toast is information, not
 * an error: the visitor did nothing wrong.
 *
 * The redirect reloads the document (Remix's X-Remix-Reload-Document): a form posted with
 * `preventScrollReset` (Message Seller far down a listing) would otherwise keep its scroll
 * position through the redirect and land a phone on the plan cards below the sign-in form.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  {
    redirectTo,
    headers: gateHeaders,
    signedOutMessage = "Please log in to access this page.",
    signedOutTitle = "Access Restricted",
    signedOutType = "info",
  }: {
    redirectTo?: string;
    headers?: HeadersInit;
    signedOutMessage?: string;
    signedOutTitle?: string;
    signedOutType?: "info" | "error";
  } = {},
): Promise<SessionUser> {
  const { user, headers, sessionExpired, authUnavailable, twoStepPending } = await getUserSession(request, context);
  if (user) return user;
  if (authUnavailable) {
    throw json({ message: "An error occurred. Please try again later." }, { status: 503, headers });
  }
  const url = new URL(request.url);
  const returnTo = redirectTo ?? `${url.pathname}${url.search}`;
  // The password was right; the code is still to come. Reloads the document, as the gate does.
  if (twoStepPending) {
    throw redirect(twoStepPath(returnTo), { headers: combineHeaders(headers, { "X-Remix-Reload-Document": "true" }) });
  }
  const { redirectWithToast } = getToastUtils(request, context);
  throw await redirectWithToast(
    `/auth?${new URLSearchParams({ redirectTo: returnTo })}`,
    {
      type: sessionExpired ? "info" : signedOutType,
      message: sessionExpired ? "Access Restricted" : signedOutTitle,
      description: sessionExpired ? "Your session has expired. Please log in again." : signedOutMessage,
    },
    { headers: combineHeaders(headers, gateHeaders, { "X-Remix-Reload-Document": "true" }) },
  );
}

/** A signed-in private or trade seller; buyers are sent to their dashboard with a toast. */
export async function requireSeller(request: Request, context: AppLoadContext, options: { redirectTo?: string } = {}) {
  const user = await requireUser(request, context, options);
  if (roleFlags(user).isSeller) return user;
  const { redirectWithToast } = getToastUtils(request, context);
  throw await redirectWithToast("/dashboard", {
    type: "error",
    message: "Access Restricted",
    description: "This page is for sellers. Sign up as a private or trade seller to list generators.",
  });
}

/** The 403 a staff member without two-step sign-in gets; the page says how to set it up. */
export type TwoStepRequired = { message: string; twoStep: "enrol" };

/**
 * A signed-in staff member (the moderation team), signed in with the password and a code
 * (aal2; docs/decisions/021-two-step-sign-in.md). Visitors get the sign-in gate; a staff
 * member whose code is still to come, the code page (requireUser); one without two-step
 * sign-in, a 403 whose `twoStep: "enrol"` tells the page to say how to set it up; members
 * who are not staff a 403 with the error catalogue's permission message, so a staff member
 * signed in with the wrong account sees why rather than a 404.
 */
export async function requireStaff(request: Request, context: AppLoadContext, options: { redirectTo?: string } = {}) {
  const user = await requireUser(request, context, options);
  if (!roleFlags(user).isStaff) throw json({ message: errorMessages.permission }, { status: 403 });
  const { twoStep } = await getUserSession(request, context);
  if (twoStep?.factorId && twoStep.level === "aal2") return user;
  throw json<TwoStepRequired>(
    { message: "Staff pages need two-step sign-in. Set it up under Account, then come back.", twoStep: "enrol" },
    { status: 403 },
  );
}

/** For pages only signed-out visitors need (/auth): a signed-in user goes to the dashboard, or to buy the plan in ?plan=. */
export async function requireAnonymous(request: Request, context: AppLoadContext) {
  const { user, headers } = await getUserSession(request, context);
  // A member who follows a pricing page's "Choose …" link (/auth?plan=…) goes on to buy it.
  if (user) throw redirect(planCheckoutPath(new URL(request.url).searchParams.get("plan")) ?? "/dashboard", { headers });
  return headers;
}

/** Where a password reset link leads: Auth's callback here, then the page that sets the new password. */
export function passwordResetRedirect(request: Request) {
  return `${new URL(request.url).origin}/auth/callback?next=/reset-password`;
}

/** How long after following a password reset link the member may choose a new password. */
export const PASSWORD_RESET_WINDOW_SECONDS = 15 * 60;

/** Sign-in methods that prove the member reads their inbox just now (GoTrue's amr names). */
const EMAIL_LINK_METHODS = new Set(["recovery", "otp", "magiclink"]);

/**
 * The member who may choose a new password: signed in through a reset link (or another
 * email link) in the last 15 minutes. Anyone else, such as a session left open on a shared
 * computer, is sent to request a link: changing the password must prove more than a
 * session cookie does.
 */
export async function requirePasswordResetSession(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // requireUser has just had Auth verify this session, so its token's claims can be read.
  const { data } = await supabase.auth.getSession();
  const claims = data.session ? decodeJwtPayload(data.session.access_token) : null;
  const amr = Array.isArray(claims?.amr) ? (claims.amr as { method?: unknown; timestamp?: unknown }[]) : [];
  const since = Date.now() / 1000 - PASSWORD_RESET_WINDOW_SECONDS;
  const fresh = amr.some(
    (entry) => typeof entry.method === "string" && EMAIL_LINK_METHODS.has(entry.method) && Number(entry.timestamp) >= since,
  );
  if (fresh) return user;
  throw await getToastUtils(request, context).redirectWithToast(
    "/forgot-password",
    {
      type: "info",
      message: "Confirm it's you",
      description: "To change your password, follow the link we email you. It works for 15 minutes.",
    },
    { headers },
  );
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, "="))) as Record<string, unknown>;
  } catch {
    return null;
  }
}
