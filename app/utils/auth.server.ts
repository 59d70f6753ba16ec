import type { AppLoadContext } from "@remix-run/cloudflare";
import { getToastUtils } from "./toast.server";
import type { SessionUser } from "./user";

/**
 * The signed-in user, or null. Sessions arrive with the accounts issue; until then
 * every visitor is anonymous.
 */
export async function getUser(_request: Request, _context: AppLoadContext): Promise<SessionUser | null> {
  return null;
}

/**
 * The signed-in user, or a redirect to sign in that returns to this page (path and query
 * string kept) with the gate's 'Access Restricted' toast.
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { redirectTo }: { redirectTo?: string } = {},
) {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const returnTo = redirectTo ?? `${url.pathname}${url.search}`;
  const { redirectWithToast } = getToastUtils(request, context);
  throw await redirectWithToast(`/auth?${new URLSearchParams({ redirectTo: returnTo })}`, {
    type: "error",
    message: "Access Restricted",
    description: "Please log in to access this page.",
  });
}
