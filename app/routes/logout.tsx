import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { safeRedirect } from "~/utils/user";

/**
 * Sign-out is a POST (the header's Logout button; the sellers portal's 'Log in as a Seller',
 * which sends `redirectTo` to go on to sign-in); a GET just goes home.
 */
export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);
  const next = safeRedirect((await request.formData().catch(() => null))?.get("redirectTo"), "/");
  try {
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (!error) {
      return toasts.redirectWithSuccess(next, { message: "Signed out", description: "You have been signed out successfully." }, { headers });
    }
    console.error("sign-out", error);
  } catch (error) {
    console.error("sign-out", error);
  }
  const back = safeRedirect(new URL(request.headers.get("Referer") ?? "/", request.url).pathname, "/");
  return toasts.redirectWithError(back, { message: "Error", description: "Failed to sign out. Please try again." }, { headers });
}
