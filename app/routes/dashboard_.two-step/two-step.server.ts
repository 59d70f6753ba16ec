import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getUserSession, requireUser } from "~/utils/auth.server";
import { combineHeaders } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { twoStepConfirmSchema, twoStepRemoveSchema } from "~/utils/two-step-validation";
import { answerTwoStepCaptchaButton, verifyTwoStepCode } from "~/utils/two-step.server";
import { roleFlags, type SessionUser } from "~/utils/user";
// /dashboard/two-step's loader and actions (docs/accounts.md "Two-step sign-in"): a page of its
// own rather than forms in Account's view, whose script is at the JavaScript budget.

const twoStepHref = "/dashboard/two-step";

/** The name Auth keeps for the factor; the app offers one authenticator app per member. */
const FACTOR_NAME = "Authenticator app";
/** What the authenticator app shows the account under (the otpauth URI's issuer). */
const ISSUER = "GenMarket";

/** Two-step sign-in is offered to staff and sellers (docs/accounts.md "Two-step sign-in"). */
export const offersTwoStep = (user: SessionUser) => roleFlags(user).isStaff || roleFlags(user).isSeller;

/** Whether two-step sign-in is on, and since when; Account for members it is not offered to. */
export async function twoStepPageData(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  if (!offersTwoStep(user)) throw redirect("/dashboard?view=account");
  const { twoStep } = await getUserSession(request, context);
  return json({ enrolledAt: twoStep?.factorId ? twoStep.enrolledAt : null, staff: roleFlags(user).isStaff });
}

export const TWO_STEP_START_INTENT = "two-step-start";
export const TWO_STEP_CONFIRM_INTENT = "two-step-confirm";
export const TWO_STEP_REMOVE_INTENT = "two-step-remove";

/** The page's forms: set up, confirm, turn off, and the captcha's live check (which posts its intent alone). */
export async function twoStepAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === TWO_STEP_START_INTENT) return startTwoStep(request, context, user);
  if (intent === TWO_STEP_CONFIRM_INTENT) return confirmTwoStep(request, context, user, formData);
  if (intent === TWO_STEP_REMOVE_INTENT) return removeTwoStep(request, context, user, formData);
  const captchaAnswer = await answerTwoStepCaptchaButton(request, context, formData);
  if (captchaAnswer) return json(captchaAnswer);
  return panelError("Choose one of the page's buttons.", 400);
}

const panelError = (message: string, status: number, headers?: HeadersInit) => json({ twoStepError: message }, { status, headers });

/**
 * Set up: a new TOTP factor (unverified until its first code), its QR code and typed key
 * answered to the page. A factor left unconfirmed before is removed first, as Auth refuses a
 * second factor of the same name.
 */
export async function startTwoStep(request: Request, context: AppLoadContext, user: SessionUser) {
  if (!offersTwoStep(user)) return panelError("Two-step sign-in is for sellers and staff.", 403);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) {
    console.error("two-step: listing factors", listError);
    return panelError("We could not start setting up two-step sign-in. Please try again.", 500, headers);
  }
  if (factors.totp.length > 0) return panelError("Two-step sign-in is already on for your account.", 409, headers);
  for (const factor of factors.all.filter((candidate) => candidate.status === "unverified")) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (error) console.error("two-step: removing an unconfirmed factor", error);
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: "totp", friendlyName: FACTOR_NAME, issuer: ISSUER });
  if (error || !data) {
    console.error("two-step: enrolling", error);
    return panelError("We could not start setting up two-step sign-in. Please try again.", 500, headers);
  }
  return json({ twoStepSetup: { factorId: data.id, qrCode: svgDataUri(data.totp.qr_code), secret: data.totp.secret, result: null } }, { headers });
}

/**
 * The QR code as an image URL a browser reads whatever the SVG holds: auth-js answers
 * `data:image/svg+xml;utf-8,<svg…>` with the markup unescaped, where a `#` (a colour) would end the URL.
 */
function svgDataUri(qrCode: string) {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, "");
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Confirm: the first code from the app verifies the factor and makes this session aal2. */
export async function confirmTwoStep(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  if (!offersTwoStep(user)) return panelError("Two-step sign-in is for sellers and staff.", 403);
  const factorId = String(formData.get("factorId") ?? "");
  const secret = String(formData.get("secret") ?? "");
  // The key is shown again with a wrong code (not the QR code: whoever has a code has scanned it).
  const setup = (extra: object) => ({ twoStepSetup: { factorId, qrCode: null, secret: /^[A-Z2-7]{16,64}$/.test(secret) ? secret : null, ...extra } });
  const captchaAnswer = await answerTwoStepCaptchaButton(request, context, formData);
  if (captchaAnswer) return json(setup({ result: { initialValue: { code: String(formData.get("code") ?? "") } }, ...captchaAnswer }));
  const submission = parseWithZod(formData, { schema: twoStepConfirmSchema });
  if (submission.status !== "success") return json(setup({ result: submission.reply() }), { status: 400 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const check = await verifyTwoStepCode(request, context, {
    supabase,
    userId: user.id,
    factorId: submission.value.factorId,
    code: submission.value.code,
    captcha: String(formData.get("captcha") ?? "").trim(),
  });
  if (!check.ok) {
    return json(setup({ result: submission.reply({ formErrors: [check.message] }), ...check.captcha }), {
      status: check.status,
      headers: combineHeaders(headers, check.headers),
    });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    twoStepHref,
    { message: "Two-step sign-in is on", description: "From now on, signing in asks for a code from your authenticator app." },
    { headers: combineHeaders(headers, check.headers) },
  );
}

/** Turn off: a code from the app, then the factor goes. */
export async function removeTwoStep(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const { twoStep } = await getUserSession(request, context);
  const factorId = twoStep?.factorId;
  if (!factorId) return panelError("Two-step sign-in is already off for your account.", 409);
  const captchaAnswer = await answerTwoStepCaptchaButton(request, context, formData);
  if (captchaAnswer) return json({ twoStepRemove: { result: { initialValue: { code: String(formData.get("code") ?? "") } }, ...captchaAnswer } });
  const submission = parseWithZod(formData, { schema: twoStepRemoveSchema });
  if (submission.status !== "success") return json({ twoStepRemove: { result: submission.reply() } }, { status: 400 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const check = await verifyTwoStepCode(request, context, {
    supabase,
    userId: user.id,
    factorId,
    code: submission.value.code,
    captcha: String(formData.get("captcha") ?? "").trim(),
  });
  if (!check.ok) {
    return json(
      { twoStepRemove: { result: submission.reply({ formErrors: [check.message] }), ...check.captcha } },
      { status: check.status, headers: combineHeaders(headers, check.headers) },
    );
  }
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) {
    console.error("two-step: unenrolling", error);
    return json(
      { twoStepRemove: { result: submission.reply({ formErrors: ["We could not turn two-step sign-in off. Please try again."] }) } },
      { status: 500, headers: combineHeaders(headers, check.headers) },
    );
  }
  return getToastUtils(request, context).redirectWithSuccess(
    twoStepHref,
    { message: "Two-step sign-in is off", description: "Signing in now needs only your password." },
    { headers: combineHeaders(headers, check.headers) },
  );
}
