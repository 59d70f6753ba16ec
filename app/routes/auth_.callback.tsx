import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { safeRedirect } from "~/utils/user";

/**
 * Where Supabase's email links land (password reset, email confirmation): exchanges the
 * one-time code for a session (PKCE; the verifier is in a cookie this browser got when it
 * asked for the link) and goes on to `next`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const next = safeRedirect(url.searchParams.get("next"), "/dashboard");
  const toasts = getToastUtils(request, context);
  if (code) {
    const { supabase, headers } = createSupabaseServerClient(request, context);
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (!error) return redirect(next, { headers });
    console.error("auth callback", error.message);
  }
  return toasts.redirectWithError("/forgot-password", {
    message: "Link expired",
    description: "This link is invalid or has expired. Please request a new one.",
  });
}
