import { emailKindKeys, type EmailKind } from "~/content/email-kinds";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The signed-in member's email settings (supabase/schemas/15-email.sql): their address,
 * whether the mail provider stopped taking mail for it (a hard bounce or a spam complaint)
 * and since when, and the kinds they switched off.
 */
export async function getEmailSettings(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_email_settings");
  if (error) return { settings: null, error };
  const row = data as { email: string; undeliverable: { reason: "bounced" | "complained"; since: string } | null; off: string[] } | null;
  if (!row) return { settings: null, error: { message: "No account for the signed-in member" } };
  return {
    settings: { email: row.email, undeliverable: row.undeliverable, off: row.off.filter((kind): kind is EmailKind => emailKindKeys.includes(kind as EmailKind)) },
    error: null,
  };
}

export type EmailSettings = NonNullable<Awaited<ReturnType<typeof getEmailSettings>>["settings"]>;

/** Switches off exactly these kinds (the rest on); SQL refuses an essential one (GM400). */
export async function setEmailOptOuts(supabase: SupabaseClient, off: EmailKind[]) {
  return supabase.rpc("set_email_opt_outs", { p_off: off });
}

/** The member says their mailbox works again: mail to their address may go out. */
export async function resumeMyEmails(supabase: SupabaseClient) {
  return supabase.rpc("resume_my_emails");
}
