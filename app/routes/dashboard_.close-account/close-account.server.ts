import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { closeMyAccount } from "~/models/my-data.server";
import { removeClosedAccountFiles } from "~/utils/admin.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { CloseAccountSchema } from "./schema";

export const WRONG_PASSWORD = "That password is not right: nothing has been changed. Enter the password you sign in with.";

const RETURN_HERE = { redirectTo: "/dashboard/close-account" };

/** The page is the member's own: they sign in first and come back. */
export async function loadCloseAccountPage({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, RETURN_HERE);
  return json({}, { headers: { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL } });
}

/**
 * Close account (docs/accounts.md "Closing your account"): close_my_account decides it in one
 * transaction (the password, what must run its course first, what goes and what is kept). A
 * wrong password is a 400 and a refusal a 409 (429 after too many wrong passwords), each with
 * the form's message; the password is never sent back. Once closed: the member's Storage files
 * are removed, this browser is signed out (their other sessions went with the Auth user) and
 * the home page says it is done.
 */
export async function closeAccountAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, RETURN_HERE);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: CloseAccountSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400, headers });
  }
  const closing = await closeMyAccount(supabase, submission.value.password);
  if (closing.error?.code === "GM429") {
    // Too many wrong passwords: the sign-in's limit (docs/decisions/006-sign-in-captcha.md), a
    // refusal to show, not a fault to log.
    return json({ result: submission.reply({ formErrors: [closing.error.message], hideFields: ["password"] }) }, { status: 429, headers });
  }
  if (closing.error) {
    const failure = failedToSave("dashboard: closing an account", closing.error);
    return json({ result: submission.reply({ formErrors: [failure.message], hideFields: ["password"] }) }, { status: failure.status, headers });
  }
  if (!closing.closed) {
    return json({ result: submission.reply({ fieldErrors: { password: [WRONG_PASSWORD] }, hideFields: ["password"] }) }, { status: 400, headers });
  }

  const removed = await removeClosedAccountFiles(context, user.id, closing.files);
  // The account is closed either way; files left behind are logged for the platform to remove.
  if (removed.error) console.error("dashboard: removing a closed account's files", removed.error);
  // Auth has no session left to end (it went with the user): this clears the browser's cookies.
  await supabase.auth.signOut({ scope: "local" }).catch(() => undefined);
  return getToastUtils(request, context).redirectWithSuccess(
    "/",
    { message: "Your account is closed", description: "We have emailed you a confirmation. You are welcome back any time." },
    { headers },
  );
}
