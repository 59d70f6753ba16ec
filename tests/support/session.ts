/**
 * Signing in without the form: a member's session made from Node with @supabase/ssr, the
 * same library and cookie format the app uses, so a test can place the cookies in a browser
 * context (Playwright) or a cookie jar (worker tests). Only the sign-in tests use the form.
 */
import { createServerClient } from "@supabase/ssr";
import { localKeys } from "./backend.ts";

export type SessionCookie = { name: string; value: string };

/**
 * The cookies a browser would hold after signing in to the app whose SUPABASE_URL is
 * backendUrl (the cookie's name comes from that URL, so it must be the app's own).
 */
export async function sessionCookies(backendUrl: string, email: string, password: string): Promise<SessionCookie[]> {
  const cookies = new Map<string, string>();
  const client = createServerClient(backendUrl, localKeys.anonKey, {
    cookies: {
      getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
      setAll: (list) => {
        for (const { name, value } of list) {
          if (value) cookies.set(name, value);
          else cookies.delete(name);
        }
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signing in ${email}: ${error.message}`);
  return [...cookies].map(([name, value]) => ({ name, value }));
}
