import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { emailKinds } from "~/content/email-kinds";
import { getEmailSettings, resumeMyEmails, setEmailOptOuts } from "~/models/email-settings.server";
import { failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { roleFlags, type SessionUser } from "~/utils/user";
import { dashboardHref } from "./parts/views";
import { EmailSettingsSchema } from "./schema";

/** The kinds Account offers this member: every one, less those about listings and auctions of their own for a non-seller. */
function emailKindsShownTo(user: SessionUser) {
  const { isSeller } = roleFlags(user);
  return emailKinds.filter((kind) => isSeller || !kind.sellersOnly);
}

/**
 * What Account's Email notifications panel shows this member: the kinds they may switch off
 * by group (in app/content/email-kinds.ts's order), and the essential ones named. Put together
 * here, so the view's script only draws it.
 */
export function emailSettingsChoices(user: SessionUser) {
  const shown = emailKindsShownTo(user);
  const groups: Array<{ title: string; kinds: Array<{ key: string; label: string; description: string }> }> = [];
  for (const { key, group, label, description, essential } of shown) {
    if (essential) continue;
    const last = groups.at(-1);
    if (last?.title === group) last.kinds.push({ key, label, description });
    else groups.push({ title: group, kinds: [{ key, label, description }] });
  }
  const alwaysSent = shown.filter((kind) => kind.essential).map((kind) => kind.label.toLowerCase());
  return { groups, alwaysSent: `Always sent, because they are about money or something you must act on: ${alwaysSent.join(", ")}.` };
}

/**
 * The Email notifications form: the ticked kinds stay on, the other kinds shown go off; kinds
 * not shown to this member keep what they had. Back to Account with a toast.
 */
export async function saveEmailSettings(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: EmailSettingsSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // One message above the boxes (the panel shows no field of its own): the first the schema gave.
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat().find(Boolean) ?? "Choose from the emails listed";
    return json({ emailSettingsError: message }, { status: 400, headers });
  }
  const current = await getEmailSettings(supabase);
  if (current.error) {
    const failure = failedToSave("dashboard: reading email settings", current.error);
    return json({ emailSettingsError: failure.message }, { status: failure.status, headers });
  }
  const shown = emailKindsShownTo(user);
  const on = new Set<string>(submission.value.on);
  const off = [
    ...shown.filter((kind) => !kind.essential && !on.has(kind.key)).map((kind) => kind.key),
    ...current.settings.off.filter((kind) => !shown.some((entry) => entry.key === kind)),
  ];
  const saved = await setEmailOptOuts(supabase, off);
  if (saved.error) {
    const failure = failedToSave("dashboard: saving email settings", saved.error);
    return json({ emailSettingsError: failure.message }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    `${dashboardHref("account")}#email-settings`,
    { message: "Email settings saved", description: off.length === 0 ? "You get every email." : `${off.length} kind${off.length === 1 ? "" : "s"} of email switched off.` },
    { headers },
  );
}

/** "My mailbox works again": mail to the member's address may go out again. */
export async function resumeEmails(request: Request, context: AppLoadContext) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await resumeMyEmails(supabase);
  const toast = getToastUtils(request, context);
  if (error) {
    const failure = failedToSave("dashboard: resuming emails", error);
    return toast.redirectWithError(`${dashboardHref("account")}#email-settings`, { message: failure.message }, { headers });
  }
  return toast.redirectWithSuccess(`${dashboardHref("account")}#email-settings`, { message: "Emails resumed", description: "We will email you again." }, { headers });
}
