import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { forgotPasswordSchema } from "~/utils/auth-validation";
import { passwordResetRedirect } from "~/utils/auth.server";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";

// /forgot-password's loader and action, here so zod and the schema stay off the page's script
// (the form loads them on first focus: utils/validation-on-first-use.ts).

/** The email field's HTML constraints, worked out here so zod stays off the page until the form is used. */
export function forgotPasswordPageData() {
  return json({ constraint: getZodConstraint(forgotPasswordSchema) });
}

/** Asks Supabase for a reset link. The answer is the same whether the email is known or not. */
export async function requestPasswordReset(request: Request, context: AppLoadContext) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), sent: false }, { status: 400 });
  if (await isRateLimited(request, context, "signIn")) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), sent: false }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await supabase.auth.resetPasswordForEmail(submission.value.email, {
    redirectTo: passwordResetRedirect(request),
  });
  // Errors (unknown email, rate limits) are logged, never shown: they would reveal accounts.
  if (error) console.error("password reset request", error.message);
  return json({ result: submission.reply({ resetForm: true }), sent: true }, { headers });
}
