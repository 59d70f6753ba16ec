import type { AppLoadContext } from "@remix-run/cloudflare";
import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";
import type { Database } from "~/types/supabase";

export type RequestSupabase = {
  supabase: ReturnType<typeof createClient>;
  /** Set-Cookie (and cache) headers Supabase produced: put them on the response. */
  headers: Headers;
};

export type SupabaseClient = RequestSupabase["supabase"];

// One client per request: the root loader and a route's loader share it, so a session
// expiring mid-request is refreshed once, not once per loader.
const clients = new WeakMap<Request, RequestSupabase>();

/**
 * The Supabase client for one request, acting as the visitor: their session comes from
 * the request's cookies, and cookies Supabase sets (a refreshed session, sign-out) are
 * collected in `headers`. Never shared between requests.
 */
export function createSupabaseServerClient(request: Request, context: AppLoadContext): RequestSupabase {
  const existing = clients.get(request);
  if (existing) return existing;
  const headers = new Headers();
  const supabase = createClient(request, context, headers);
  const created = { supabase, headers };
  clients.set(request, created);
  return created;
}

/**
 * A client acting as an anonymous visitor whatever cookies the request carries, for answers
 * that must be the same for everyone because they may be cached for everyone (a public
 * listing's photo, routes/photos.$.ts). It never reads or sets a session.
 */
export function createAnonymousSupabaseClient(context: AppLoadContext): SupabaseClient {
  return anonymousSupabaseClient(context.cloudflare.env);
}

/** The same, from the Worker's env alone: for work no request starts (the Cron Trigger, server.ts). */
export function anonymousSupabaseClient({ SUPABASE_URL, SUPABASE_ANON_KEY }: Pick<Env, "SUPABASE_URL" | "SUPABASE_ANON_KEY">): SupabaseClient {
  return createServerClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, { cookies: { getAll: () => [], setAll: () => {} } });
}

/**
 * How long a session cookie lasts: 30 days, renewed whenever the session refreshes (hourly
 * while the member uses the site), so a member who visits within a month stays signed in
 * and a forgotten session on a shared computer ends. @supabase/ssr always asks for 400
 * days, whatever its cookieOptions say, so setAll below sets this instead.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Auth cookies: HttpOnly (the browser's scripts never need them), Secure over https, SameSite=Lax. */
export function authCookieOptions(request: Request) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    path: "/",
  } as const;
}

function createClient(request: Request, context: AppLoadContext, headers: Headers) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = context.cloudflare.env;
  // Supabase sees the Worker's address and its fetch; these name the visitor's, for Auth's
  // per-client limits and for the browser and address it keeps on each session (Signed-in
  // devices: my_sessions in supabase/schemas/10-members.sql).
  const visitor = request.headers.get("CF-Connecting-IP");
  const browser = request.headers.get("User-Agent");
  const forwarded: Record<string, string> = {};
  if (visitor) forwarded["X-Forwarded-For"] = visitor;
  if (browser) forwarded["User-Agent"] = browser;
  return createServerClient<Database>(SUPABASE_URL, SUPABASE_ANON_KEY, {
    global: { headers: forwarded },
    cookieOptions: authCookieOptions(request),
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({
          name,
          value: value ?? "",
        }));
      },
      setAll(cookiesToSet, cacheHeaders) {
        for (const { name, value, options } of cookiesToSet) {
          const maxAge = options.maxAge === 0 ? 0 : SESSION_COOKIE_MAX_AGE_SECONDS;
          headers.append("Set-Cookie", serializeCookieHeader(name, value, { ...options, maxAge }));
        }
        for (const [name, value] of Object.entries(cacheHeaders ?? {})) headers.set(name, value);
      },
    },
  });
}

/** Supabase's session cookies (sb-<project>-auth-token, split into .0, .1… when long). */
export function authCookieNames(request: Request) {
  return parseCookieHeader(request.headers.get("Cookie") ?? "")
    .map(({ name }) => name)
    .filter((name) => /^sb-.+-auth-token(?:\.\d+)?$/.test(name));
}

/** Expires every Supabase session cookie the request carried (a dead or corrupt session). */
export function clearAuthCookies(request: Request, headers: Headers) {
  for (const name of authCookieNames(request)) {
    headers.append("Set-Cookie", serializeCookieHeader(name, "", { ...authCookieOptions(request), maxAge: 0 }));
  }
}
