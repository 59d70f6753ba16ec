import type { AppLoadContext } from "@remix-run/cloudflare";
import { clearFailedTwoStepAttempts, reserveTwoStepAttempt } from "~/utils/admin.server";
import type { CaptchaActionData } from "~/utils/captcha";
import { answerCaptchaButton, checkCaptchaAnswer, clearCaptcha, isCaptchaIntent, readCaptcha } from "~/utils/captcha.server";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * Checking a member's TOTP code (docs/decisions/021-two-step-sign-in.md), for the code page
 * and Account's panel: the code is reserved in SQL first (a code is good once; 5 wrong codes
 * in 15 minutes and the next needs the captcha sign-in uses, decision 006), then Auth checks
 * it against the factor (challenge and verify), which makes the session aal2.
 */

export const twoStepMessages = {
  wrong: "That code is not right. Check that your phone's clock is set automatically, and type the 6 digits your app shows now.",
  used: "That code has already been used. Wait for your authenticator app to show a new one, then type it.",
  captchaRequired:
    "There have been several wrong codes. To keep the account safe, type the code in the picture as well as the code from your app.",
  nextNeedsCaptcha: "To keep the account safe, your next try also needs the code in the picture.",
  captchaWrong: "That picture code does not match. Codes are case-sensitive.",
  captchaExpired: "That picture code has expired, so we have drawn a new one. Please type the new code.",
  captchaUsed: "That picture code has already been used, so we have drawn a new one. Please type the new code.",
  unexpected: "We could not check the code just now. Please try again.",
} as const;

export type TwoStepCheck =
  | { ok: true; headers?: HeadersInit }
  | { ok: false; message: string; status: number; captcha?: CaptchaActionData & { captchaRequired: true }; headers?: HeadersInit };

/** The captcha's own buttons (New CAPTCHA, Spell out the code, the live check) on a code form, or null. */
export async function answerTwoStepCaptchaButton(request: Request, context: AppLoadContext, formData: FormData) {
  const intent = formData.getAll("intent").find(isCaptchaIntent);
  if (!intent) return null;
  const challenge = await readCaptcha(request, context, "signIn");
  return { captchaRequired: true as const, ...answerCaptchaButton(intent, challenge, String(formData.get("captcha") ?? "").trim()).data };
}

/**
 * Checks `code` for the member's factor through `supabase` (their session, whose cookies its
 * headers carry); on success Auth's new aal2 session is in those cookies.
 */
export async function verifyTwoStepCode(
  request: Request,
  context: AppLoadContext,
  { supabase, userId, factorId, code, captcha }: { supabase: SupabaseClient; userId: string; factorId: string; code: string; captcha: string },
): Promise<TwoStepCheck> {
  const spent = async () => ({
    headers: { "Set-Cookie": await clearCaptcha(request, "signIn") },
    captcha: { captchaRequired: true as const, captchaNonce: crypto.randomUUID() },
  });
  let captchaId: string | undefined;
  if (captcha) {
    const challenge = await readCaptcha(request, context, "signIn");
    const check = checkCaptchaAnswer(challenge, captcha);
    if (check === "wrong") return { ok: false, message: twoStepMessages.captchaWrong, status: 400, captcha: { captchaRequired: true } };
    if (check === "expired") return { ok: false, message: twoStepMessages.captchaExpired, status: 400, ...(await spent()) };
    captchaId = challenge!.id;
  }
  const { reservation, error: reservationError } = await reserveTwoStepAttempt(context, userId, code, captchaId);
  if (reservationError || !reservation) {
    console.error("two-step: reserving a code check", reservationError);
    return { ok: false, message: twoStepMessages.unexpected, status: 500 };
  }
  if (reservation === "code_used") return { ok: false, message: twoStepMessages.used, status: 400 };
  if (reservation === "captcha_required") {
    return { ok: false, message: twoStepMessages.captchaRequired, status: 400, captcha: { captchaRequired: true } };
  }
  if (reservation === "captcha_used") return { ok: false, message: twoStepMessages.captchaUsed, status: 400, ...(await spent()) };

  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) {
    if (error.code !== "mfa_verification_failed") {
      console.error("two-step: verifying a code", error);
      return { ok: false, message: twoStepMessages.unexpected, status: 500 };
    }
    if (captchaId) return { ok: false, message: twoStepMessages.wrong, status: 400, ...(await spent()) };
    if (reservation === "allowed_then_captcha") {
      return { ok: false, message: `${twoStepMessages.wrong} ${twoStepMessages.nextNeedsCaptcha}`, status: 400, captcha: { captchaRequired: true } };
    }
    return { ok: false, message: twoStepMessages.wrong, status: 400 };
  }
  const { error: clearError } = await clearFailedTwoStepAttempts(context, userId);
  if (clearError) console.error("two-step: clearing wrong codes", clearError);
  return { ok: true, headers: captchaId ? (await spent()).headers : undefined };
}
