import type { SignupAccount } from "~/utils/auth-accounts";

/** The sign-in card's two modes, as its ?mode= says them (signin unless "signup"). */
export type AuthMode = "signin" | "signup";

/** Links that keep the return URL (and plan) when switching mode, account type or page. */
export function authHref(
  path: string,
  params: { mode?: AuthMode; account?: SignupAccount; redirectTo?: string | null; plan?: string | null },
) {
  const query = new URLSearchParams();
  if (params.mode === "signup") query.set("mode", "signup");
  if (params.account) query.set("account", params.account);
  if (params.redirectTo) query.set("redirectTo", params.redirectTo);
  if (params.plan) query.set("plan", params.plan);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
