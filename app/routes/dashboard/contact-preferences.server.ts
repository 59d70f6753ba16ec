import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { setShowPhoneOnListings } from "~/models/profile.server";
import { failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { dashboardHref } from "./parts/views";
import { ContactPreferencesSchema } from "./schema";

/**
 * The Contact preferences form: whether Call Seller on the member's listings shows their own
 * phone. Saved on their profile (RLS: their row only), then back to Account with a toast.
 */
export async function saveContactPreferences(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ContactPreferencesSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  const { showPhone } = submission.value;
  const saved = await setShowPhoneOnListings(supabase, user.id, showPhone);
  if (saved.error) {
    const failure = failedToSave("dashboard: saving contact preferences", saved.error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    dashboardHref("account"),
    {
      message: "Contact preferences saved",
      description: showPhone
        ? "Members who press Call Seller on your listings see your phone number."
        : "Members who press Call Seller on your listings are asked to send a message.",
    },
    { headers },
  );
}
