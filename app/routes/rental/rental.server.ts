import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { CAPTCHA_MESSAGE } from "~/content/hire";
import { sendHireRequest } from "~/models/hire-request.server";
import type { CaptchaActionData } from "~/utils/captcha";
import {
  answerCaptchaButton,
  checkCaptchaAnswer,
  clearCaptcha,
  isCaptchaIntent,
  readCaptcha,
  type CaptchaCheck,
} from "~/utils/captcha.server";
import { failedToSave } from "~/utils/errors.server";
import { HireRequestSchema } from "~/utils/hire-validation";
import { combineHeaders } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";

// The hire page's loader and action, here so zod and the schema stay off the page's script
// (the form loads them on first focus: utils/validation-on-first-use.ts).

type RentalActionData = CaptchaActionData & {
  /** The form's result for conform: errors, or just the values to show again. */
  result?: SubmissionResult<string[]>;
};

/** Why a typed code was refused, after the spec's message. */
const captchaRefusals: Record<Exclude<CaptchaCheck, "valid"> | "replayed", string> = {
  wrong: "That code does not match the picture. Codes are case-sensitive.",
  expired: "That code has expired, so we have drawn a new one. Please type the new code.",
  replayed: "That code has already been used, so we have drawn a new one. Please type the new code.",
};

/** What was typed, without errors: the form shows it again after New CAPTCHA or Spell out. */
function keepValues(formData: FormData, { clearAnswer }: { clearAnswer: boolean }): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== "intent" && !(clearAnswer && name === "captcha")) initialValue[name] = value;
  }
  return { initialValue };
}

/** The fields' HTML constraints (required, maxlength…), worked out here so zod stays off the page until the form is used. */
export function rentalPageData() {
  return json({ constraint: getZodConstraint(HireRequestSchema) });
}

/**
 * The hire form's posts: the captcha's own buttons (New CAPTCHA, Spell out, the live check),
 * and the request itself, sent only with a valid, unspent code.
 */
export async function rentalAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  const challenge = await readCaptcha(request, context, "hire");
  const typedCode = String(formData.get("captcha") ?? "").trim();

  if (isCaptchaIntent(intent)) {
    const { data, keepAnswer } = answerCaptchaButton(intent, challenge, typedCode);
    // The live check only answers; the buttons also give back what was typed (without JavaScript).
    if (intent === "check-captcha") return json<RentalActionData>(data);
    return json<RentalActionData>({ result: keepValues(formData, { clearAnswer: !keepAnswer }), ...data });
  }

  const submission = parseWithZod(formData, { schema: HireRequestSchema });
  const captcha = typedCode ? checkCaptchaAnswer(challenge, typedCode) : null;
  if (submission.status !== "success" || (captcha && captcha !== "valid")) {
    const refused = captcha && captcha !== "valid" ? captcha : null;
    return json<RentalActionData>(
      {
        result: submission.reply(
          refused
            ? {
                fieldErrors: { captcha: [CAPTCHA_MESSAGE, captchaRefusals[refused]] },
                hideFields: refused === "expired" ? ["captcha"] : [],
              }
            : {},
        ),
        ...(refused === "expired" ? { captchaNonce: crypto.randomUUID() } : {}),
      },
      { status: 400 },
    );
  }

  if (await isRateLimited(request, context, "publicForm")) {
    return json<RentalActionData>({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429 });
  }
  const { headers } = createSupabaseServerClient(request, context);
  // The code was valid, so the challenge is live.
  const { error, replayed } = await sendHireRequest(context, submission.value, challenge!.id);
  if (replayed) {
    return json<RentalActionData>(
      {
        result: submission.reply({
          fieldErrors: { captcha: [CAPTCHA_MESSAGE, captchaRefusals.replayed] },
          hideFields: ["captcha"],
        }),
        captchaNonce: crypto.randomUUID(),
      },
      { status: 400, headers: combineHeaders(headers, { "Set-Cookie": await clearCaptcha(request, "hire") }) },
    );
  }
  if (error) {
    const failure = failedToSave("rental: storing a hire request", error);
    return json<RentalActionData>({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    "/rental",
    {
      message: "Hire request sent",
      description: "Thank you. Up to 3 hire companies will send you quotes within 24 hours.",
    },
    // The code is spent: the next request gets a new one.
    { headers: combineHeaders(headers, { "Set-Cookie": await clearCaptcha(request, "hire") }) },
  );
}
