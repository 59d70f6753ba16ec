import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { clearFailedSignIns, reserveSignInAttempt } from "~/utils/admin.server";
import { demoAccounts, isDemoAccount, signupUserTypes } from "~/utils/auth-accounts";
import { signInSchema, signupSchema, type AuthActionData } from "~/utils/auth-validation";
import { signedInUser, twoStepOf, twoStepPath } from "~/utils/auth.server";
import { answerCaptchaButton, checkCaptchaAnswer, clearCaptcha, isCaptchaIntent, readCaptcha } from "~/utils/captcha.server";
import { combineHeaders } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { afterSignInPath } from "~/utils/user";

export const INVALID_CREDENTIALS_MESSAGE =
  "Invalid email or password. If this is your first time, try creating an account instead.";
export const UNEXPECTED_MESSAGE = "An unexpected error occurred";

/** Why the sign-in card asks for the code in the picture. */
export const signInCaptchaMessages = {
  required:
    "There have been several unsuccessful sign-in attempts for this email. To keep the account safe, type the code in the picture as well as your password.",
  nextNeedsCaptcha:
    "To keep the account safe, your next try also needs the code in the picture.",
  wrong: "That code does not match the picture. Codes are case-sensitive.",
  expired: "That code has expired, so we have drawn a new one. Please type the new code.",
  used: "That code has already been used, so we have drawn a new one. Please type the new code.",
};

/**
 * The action behind the sign-in card on /login and /auth: sign in (with the captcha after 5
 * password checks for an email in 15 minutes), become a member (the sign-up form, as on
 * /signup), sign in as a demo account, or the captcha's own buttons. Answers the form's reply
 * on failure and a redirect with a toast on success.
 */
export async function handleAuthAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  // The sign-in form holds intent=signin; a captcha button adds its own intent.
  const captchaIntent = formData.getAll("intent").find(isCaptchaIntent);
  if (captchaIntent) {
    const challenge = await readCaptcha(request, context, "signIn");
    const { data } = answerCaptchaButton(captchaIntent, challenge, String(formData.get("captcha") ?? "").trim());
    const email = formData.get("email");
    return json<AuthActionData>({
      result: { initialValue: typeof email === "string" ? { email } : {} },
      captchaRequired: true,
      ...data,
    });
  }
  if (formData.get("intent") === "demo") return signInDemo(request, context, formData);
  if (formData.get("intent") === "signup") return handleSignUp(request, context, formData);

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return json<AuthActionData>({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const fail: Fail = (message, status = 400, extra = {}) =>
    json<AuthActionData>(
      { result: submission.reply({ formErrors: [message], hideFields: ["password"] }), ...extra },
      { status, headers: extra.headers },
    );
  if (await isRateLimited(request, context, "signIn")) return fail(RATE_LIMITED_MESSAGE, 429);

  try {
    return await signIn(request, context, { email, password, redirectTo, captcha: String(formData.get("captcha") ?? "").trim() }, fail);
  } catch (error) {
    console.error("sign-in", error);
    return fail(UNEXPECTED_MESSAGE, 500);
  }
}

type Credentials = { email: string; password: string; redirectTo?: string };
export type Fail = (
  message: string,
  status?: number,
  extra?: Omit<AuthActionData, "result"> & { headers?: HeadersInit },
) => ReturnType<typeof json>;

async function signIn(
  request: Request,
  context: AppLoadContext,
  { email, password, redirectTo, captcha }: Credentials & { captcha: string },
  fail: Fail,
) {
  // A typed code is judged first; a correct one buys one password check, and is spent.
  let captchaId: string | undefined;
  // A spent or expired code: the cookie goes and the card draws a new one.
  const spent = async () => ({
    headers: { "Set-Cookie": await clearCaptcha(request, "signIn") },
    captchaRequired: true,
    captchaNonce: crypto.randomUUID(),
  });
  if (captcha) {
    const challenge = await readCaptcha(request, context, "signIn");
    const check = checkCaptchaAnswer(challenge, captcha);
    if (check === "wrong") return fail(signInCaptchaMessages.wrong, 400, { captchaRequired: true });
    if (check === "expired") return fail(signInCaptchaMessages.expired, 400, await spent());
    captchaId = challenge!.id;
  }

  const { reservation, error: reservationError } = await reserveSignInAttempt(context, email, captchaId);
  if (reservationError || !reservation) throw reservationError ?? new Error("no sign-in reservation");
  if (reservation === "captcha_required") {
    return fail(signInCaptchaMessages.required, 400, { captchaRequired: true });
  }
  if (reservation === "captcha_used") return fail(signInCaptchaMessages.used, 400, await spent());

  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.user) {
    if (error?.code === "invalid_credentials") {
      if (captchaId) return fail(INVALID_CREDENTIALS_MESSAGE, 400, await spent());
      if (reservation === "allowed_then_captcha") {
        return fail(`${INVALID_CREDENTIALS_MESSAGE} ${signInCaptchaMessages.nextNeedsCaptcha}`, 400, { captchaRequired: true });
      }
      return fail(INVALID_CREDENTIALS_MESSAGE);
    }
    if (error?.code === "over_request_rate_limit") return fail(RATE_LIMITED_MESSAGE, 429);
    return fail(error?.message ?? UNEXPECTED_MESSAGE);
  }

  await clearFailedSignIns(context, email);
  // A member with two-step sign-in is not through yet: the code page makes the session count.
  if (twoStepOf(data.user, null).factorId) {
    return redirect(twoStepPath(redirectTo ?? null), { headers: captchaId ? combineHeaders(headers, (await spent()).headers) : headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    afterSignInPath(await signedInUser(supabase, data.user), redirectTo),
    { message: "Login Successful", description: "Welcome back to GenMarket!" },
    { headers: captchaId ? combineHeaders(headers, (await spent()).headers) : headers },
  );
}

export const ALREADY_REGISTERED_MESSAGE = "An account with this email already exists. Sign in instead, or reset your password.";

/**
 * The sign-up form's action (/signup, and Become a Member on /login and /auth): the account
 * type becomes the profile's user_type through the sign-up metadata (handle_new_user), with
 * the member's names, the dealer's company and anyone's phone given.
 */
export async function handleSignUp(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: signupSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json<AuthActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const value = submission.value;
  const fail: Fail = (message, status = 400) =>
    json<AuthActionData>({ result: submission.reply({ formErrors: [message], hideFields }) }, { status });
  if (await isRateLimited(request, context, "signIn")) return fail(RATE_LIMITED_MESSAGE, 429);

  const metadata: Record<string, string> = {
    user_type: signupUserTypes[value.account],
    first_name: value.firstName,
    last_name: value.lastName,
    full_name: `${value.firstName} ${value.lastName}`,
  };
  if (value.phone) metadata.phone = value.phone;
  // A dealer's listings go by the business (sellerDisplayName): the company name.
  if (value.account === "dealer") metadata.company_name = value.companyName;

  try {
    return await signUpMember(request, context, { email: value.email, password: value.password, metadata, redirectTo: value.redirectTo }, fail);
  } catch (error) {
    console.error("sign-up", error);
    return fail(UNEXPECTED_MESSAGE, 500);
  }
}

/**
 * Creates an account. With a session (email confirmation off) the member is signed in and
 * sent on as after sign-in (docs/spec/01-marketplace-core.md §4); otherwise they are asked to confirm their email first.
 */
async function signUpMember(
  request: Request,
  context: AppLoadContext,
  { email, password, metadata, redirectTo }: Credentials & { metadata: Record<string, string> },
  fail: Fail,
) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${new URL(request.url).origin}/auth/callback`, data: metadata },
  });
  if (error) {
    if (error.code === "user_already_exists") return fail(ALREADY_REGISTERED_MESSAGE, 422);
    return fail(error.message);
  }
  const toasts = getToastUtils(request, context);
  if (data.session && data.user) {
    return toasts.redirectWithSuccess(
      afterSignInPath(await signedInUser(supabase, data.user), redirectTo),
      {
        message: "Account Created",
        description: "Please check your email to confirm your account, or continue if email confirmation is disabled.",
      },
      { headers },
    );
  }
  return toasts.redirectWithSuccess(
    `/login${redirectTo ? `?${new URLSearchParams({ redirectTo })}` : ""}`,
    { message: "Account created!", description: "Please check your email to confirm your account." },
    { headers },
  );
}

/** Demo accounts come from the seed; the password stays on the server (env DEMO_PASSWORD). */
async function signInDemo(request: Request, context: AppLoadContext, formData: FormData) {
  const account = formData.get("account");
  const redirectTo = formData.get("redirectTo");
  if (!isDemoAccount(account)) return json({ result: null, demoError: "Choose one of the demo accounts." }, { status: 400 });
  if (await isRateLimited(request, context, "signIn")) return json({ result: null, demoError: RATE_LIMITED_MESSAGE }, { status: 429 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  try {
    const { data, error } = await supabase.auth.signInWithPassword({
      email: demoAccounts[account].email,
      password: context.cloudflare.env.DEMO_PASSWORD,
    });
    if (error || !data.user) {
      console.error("demo sign-in", error);
      return json({ result: null, demoError: "The demo accounts are not available right now." }, { status: 503 });
    }
    if (twoStepOf(data.user, null).factorId) {
      return redirect(twoStepPath(typeof redirectTo === "string" ? redirectTo : null), { headers });
    }
    return getToastUtils(request, context).redirectWithSuccess(
      afterSignInPath(await signedInUser(supabase, data.user), typeof redirectTo === "string" ? redirectTo : null),
      { message: "Login Successful", description: `Welcome back to GenMarket! You are using the demo ${demoAccounts[account].label.toLowerCase()} account.` },
      { headers },
    );
  } catch (error) {
    console.error("demo sign-in", error);
    return json({ result: null, demoError: UNEXPECTED_MESSAGE }, { status: 500 });
  }
}
