import { emailKindKeys, type EmailKind } from "~/content/email-kinds";
import { formatDate } from "~/utils/format";
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
    settings: {
      email: row.email,
      // What Account says of it, put together here so the view's script only shows it.
      undeliverable: row.undeliverable ? undeliverableNotice(row.email, row.undeliverable.reason, formatDate(row.undeliverable.since)) : null,
      off: row.off.filter((kind): kind is EmailKind => emailKindKeys.includes(kind as EmailKind)),
    },
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

/** Why no email goes to the member's address any more, and how to start it again. */
function undeliverableNotice(email: string, reason: "bounced" | "complained", since: string) {
  return reason === "bounced"
    ? {
        notice: `Emails to ${email} could not be delivered (since ${since}), so we have stopped sending them. Everything is still in your dashboard.`,
        advice: "If your mailbox works again (it was full, or your email provider has fixed it), start them again.",
      }
    : {
        notice: `One of our emails to ${email} was marked as spam (${since}), so we have stopped sending them. Everything is still in your dashboard.`,
        advice: "If that was a mistake and you want our emails, start them again.",
      };
}
