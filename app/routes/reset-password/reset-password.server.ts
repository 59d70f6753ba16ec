import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { resetPasswordSchema } from "~/utils/auth-validation";
import { requirePasswordResetSession } from "~/utils/auth.server";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { afterSignInPath } from "~/utils/user";

// /reset-password's loader and action, here so zod and the schema stay off the page's script
// (the form loads them on first focus: utils/validation-on-first-use.ts).

/** Reached signed in through the reset link's session, within 15 minutes of following it. */
export async function resetPasswordPageData(request: Request, context: AppLoadContext) {
  const user = await requirePasswordResetSession(request, context);
  return json({ email: user.email, constraint: getZodConstraint(resetPasswordSchema) });
}

export async function setNewPassword(request: Request, context: AppLoadContext) {
  const user = await requirePasswordResetSession(request, context);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  if (await isRateLimited(request, context, "signIn")) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE], hideFields: ["password", "confirmPassword"] }) }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await supabase.auth.updateUser({ password: submission.value.password });
  if (error) {
    const message = error.code === "same_password" ? "Choose a password different from your current one." : error.message;
    return json({ result: submission.reply({ formErrors: [message], hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    afterSignInPath(user, null),
    { message: "Password updated", description: "Your new password is set. You are signed in." },
    { headers },
  );
}
