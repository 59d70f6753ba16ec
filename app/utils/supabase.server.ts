import type { AppLoadContext } from "@remix-run/cloudflare";
import { createServerClient, parseCookieHeader, serializeCookieHeader } from "@supabase/ssr";

/**
 * A Supabase client for one request, acting as the visitor: their session comes from the
 * request's cookies, and any cookies Supabase sets (a refreshed session, sign-out) are
 * collected in `headers` for the response. Never shared between requests.
 */
export function createSupabaseServerClient(request: Request, context: AppLoadContext) {
  const { SUPABASE_URL, SUPABASE_ANON_KEY } = context.cloudflare.env;
  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  const supabase = createServerClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
    cookies: {
      getAll() {
        return parseCookieHeader(request.headers.get("Cookie") ?? "").map(({ name, value }) => ({
          name,
          value: value ?? "",
        }));
      },
      setAll(cookiesToSet, cacheHeaders) {
        for (const { name, value, options } of cookiesToSet) {
          headers.append("Set-Cookie", serializeCookieHeader(name, value, options));
        }
        for (const [name, value] of Object.entries(cacheHeaders ?? {})) headers.set(name, value);
      },
    },
  });
  return { supabase, headers };
}

export type SupabaseClient = ReturnType<typeof createSupabaseServerClient>["supabase"];
