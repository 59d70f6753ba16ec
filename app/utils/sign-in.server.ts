import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { clearFailedSignIns, recordFailedSignIn, signInLockedUntil } from "~/utils/admin.server";
import { authFormSchema, demoAccounts, isDemoAccount } from "~/utils/auth-validation";
import { toSessionUser } from "~/utils/auth.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { afterSignInPath } from "~/utils/user";

export const INVALID_CREDENTIALS_MESSAGE =
  "Invalid email or password. If this is your first time, try creating an account instead.";
export const UNEXPECTED_MESSAGE = "An unexpected error occurred";

export function lockedOutMessage(until: Date, now = new Date()) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts for this email. For your security, sign-in is locked for ${minutes} more minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * The action behind the sign-in card on /login and /auth: sign in (with the lock-out after
 * 5 failures), become a member, or sign in as a demo account. Answers the form's reply on
 * failure and a redirect with a toast on success.
 */
export async function handleAuthAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  if (formData.get("intent") === "demo") return signInDemo(request, context, formData);

  const submission = parseWithZod(formData, { schema: authFormSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { intent, email, password, redirectTo } = submission.value;
  const fail = (message: string, status = 400) =>
    json({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status });

  try {
    return intent === "signin"
      ? await signIn(request, context, { email, password, redirectTo }, fail)
      : await becomeMember(request, context, { email, password, redirectTo }, fail);
  } catch (error) {
    console.error("auth action", error);
    return fail(UNEXPECTED_MESSAGE, 500);
  }
}

type Credentials = { email: string; password: string; redirectTo?: string };
export type Fail = (message: string, status?: number) => ReturnType<typeof json>;

async function signIn(request: Request, context: AppLoadContext, { email, password, redirectTo }: Credentials, fail: Fail) {
  const { supabase, headers } = createSupabaseServerClient(request, context);

  const { data: lockedUntil, error: lockError } = await signInLockedUntil(context, email);
  if (lockError) throw lockError;
  if (lockedUntil) return fail(lockedOutMessage(new Date(lockedUntil as string)), 429);

  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error || !data.user) {
    if (error?.code === "invalid_credentials") {
      const { data: nowLocked } = await recordFailedSignIn(context, email);
      if (nowLocked) return fail(lockedOutMessage(new Date(nowLocked as string)), 429);
      return fail(INVALID_CREDENTIALS_MESSAGE);
    }
    return fail(error?.message ?? UNEXPECTED_MESSAGE);
  }

  await clearFailedSignIns(context, email);
  return getToastUtils(request, context).redirectWithSuccess(
    afterSignInPath(toSessionUser(data.user), redirectTo),
    { message: "Login Successful", description: "Welcome back to GenMarket!" },
    { headers },
  );
}

function becomeMember(request: Request, context: AppLoadContext, { email, password, redirectTo }: Credentials, fail: Fail) {
  return signUpMember(request, context, { email, password, metadata: { user_type: "buyer" }, redirectTo }, fail);
}

export const ALREADY_REGISTERED_MESSAGE = "An account with this email already exists. Sign in instead, or reset your password.";

/**
 * Creates an account (the quick Become a Member form and /signup). With a session (email
 * confirmation off) the member is signed in and sent on as after sign-in; otherwise they
 * are asked to confirm their email first.
 */
export async function signUpMember(
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
      afterSignInPath(toSessionUser(data.user), redirectTo),
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
    return getToastUtils(request, context).redirectWithSuccess(
      afterSignInPath(toSessionUser(data.user), typeof redirectTo === "string" ? redirectTo : null),
      { message: "Login Successful", description: `Welcome back to GenMarket! You are using the demo ${demoAccounts[account].label.toLowerCase()} account.` },
      { headers },
    );
  } catch (error) {
    console.error("demo sign-in", error);
    return json({ result: null, demoError: UNEXPECTED_MESSAGE }, { status: 500 });
  }
}
