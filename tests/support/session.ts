/**
 * Signing in without the form: a member's session made from Node with @supabase/ssr, the
 * same library and cookie format the app uses, so a test can place the cookies in a browser
 * context (Playwright) or a cookie jar (worker tests). Only the sign-in tests use the form.
 */
import { createServerClient } from "@supabase/ssr";
import { localKeys } from "./backend.ts";
import { completeTwoStep } from "./totp.ts";

export type SessionCookie = { name: string; value: string };

/**
 * The cookies a browser would hold after signing in to the app whose SUPABASE_URL is
 * backendUrl (the cookie's name comes from that URL, so it must be the app's own). A member
 * with two-step sign-in gives their code too (aal2), and staff without it are enrolled first
 * (staff pages need it), unless `twoStep` is false: then the session is as the password
 * alone leaves it.
 */
export async function sessionCookies(
  backendUrl: string,
  email: string,
  password: string,
  { twoStep = true }: { twoStep?: boolean } = {},
): Promise<SessionCookie[]> {
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
  if (twoStep) await completeTwoStep(client, email);
  return [...cookies].map(([name, value]) => ({ name, value }));
}
