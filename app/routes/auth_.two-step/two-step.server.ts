import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getUserSession, signedInUser } from "~/utils/auth.server";
import type { CaptchaActionData } from "~/utils/captcha";
import { combineHeaders } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { twoStepCodeSchema } from "~/utils/two-step-validation";
import { answerTwoStepCaptchaButton, verifyTwoStepCode } from "~/utils/two-step.server";
import { afterSignInPath, safeRedirect } from "~/utils/user";

// /auth/two-step's loader and action (docs/accounts.md "Two-step sign-in"), here so zod and
// the schema stay off the page's script.

export type TwoStepActionData = CaptchaActionData & {
  result: SubmissionResult<string[]> | null;
  captchaRequired?: boolean;
};

/**
 * Only for a session whose password was right and whose code is still to come; anyone else
 * goes where they would have: a member already through, on; a visitor, to sign in.
 */
async function pendingSession(request: Request, context: AppLoadContext) {
  const session = await getUserSession(request, context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (session.user) throw redirect(afterSignInPath(session.user, redirectTo), { headers: session.headers });
  if (!session.twoStepPending) {
    throw redirect(`/login${redirectTo ? `?${new URLSearchParams({ redirectTo: safeRedirect(redirectTo, "/") })}` : ""}`, {
      headers: session.headers,
    });
  }
  return { pending: session.twoStepPending, headers: session.headers };
}

export async function twoStepPageData(request: Request, context: AppLoadContext) {
  const { headers } = await pendingSession(request, context);
  return json(
    { redirectTo: new URL(request.url).searchParams.get("redirectTo"), constraint: getZodConstraint(twoStepCodeSchema) },
    { headers },
  );
}

/** The code: checked (once, with the guess limit), then on as after sign-in, the session now aal2. */
export async function submitTwoStepCode(request: Request, context: AppLoadContext) {
  const { pending } = await pendingSession(request, context);
  const formData = await request.formData();
  const captchaAnswer = await answerTwoStepCaptchaButton(request, context, formData);
  if (captchaAnswer) {
    return json<TwoStepActionData>({ result: { initialValue: { code: String(formData.get("code") ?? "") } }, ...captchaAnswer });
  }
  const submission = parseWithZod(formData, { schema: twoStepCodeSchema });
  if (submission.status !== "success") return json<TwoStepActionData>({ result: submission.reply() }, { status: 400 });
  if (await isRateLimited(request, context, "signIn")) {
    return json<TwoStepActionData>({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429 });
  }
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const check = await verifyTwoStepCode(request, context, {
    supabase,
    userId: pending.userId,
    factorId: pending.factorId,
    code: submission.value.code,
    captcha: String(formData.get("captcha") ?? "").trim(),
  });
  if (!check.ok) {
    return json<TwoStepActionData>(
      { result: submission.reply({ formErrors: [check.message] }), ...check.captcha },
      { status: check.status, headers: combineHeaders(headers, check.headers) },
    );
  }
  const { data } = await supabase.auth.getUser();
  const next = data.user ? afterSignInPath(await signedInUser(supabase, data.user), submission.value.redirectTo) : "/";
  return getToastUtils(request, context).redirectWithSuccess(
    next,
    { message: "Login Successful", description: "Welcome back to GenMarket!" },
    { headers: combineHeaders(headers, check.headers) },
  );
}
