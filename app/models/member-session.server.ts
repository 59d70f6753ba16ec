import Bowser from "bowser";
import { formatDateTime } from "~/utils/format";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The member's signed-in devices (supabase/schemas/10-members.sql my_sessions; docs/accounts.md
 * "Signed-in devices"): each with the browser and system its user agent names, when it signed
 * in and was last active (its latest refresh, within the hour a token lasts), this one marked.
 */
export async function getMySessions(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_sessions");
  if (error) return { sessions: null, error };
  return {
    sessions: data.map((session) => ({
      id: session.id,
      device: deviceName(session.user_agent),
      signedIn: formatDateTime(session.signed_in_at),
      lastActive: formatDateTime(session.last_active_at),
      current: session.current,
    })),
    error: null,
  };
}

export type MemberSession = NonNullable<Awaited<ReturnType<typeof getMySessions>>["sessions"]>[number];

/** Signs one of the member's own devices out; false when it was not theirs or had ended already. */
export async function endMySession(supabase: SupabaseClient, sessionId: string) {
  return supabase.rpc("end_my_session", { p_session_id: sessionId });
}

/** "Safari on iOS (phone)", "Chrome on Windows": what a user agent names, or that it names nothing known. */
export function deviceName(userAgent: string | null) {
  if (!userAgent) return "An unknown browser";
  const { browser, os, platform } = Bowser.parse(userAgent);
  const system = os.name ? ` on ${os.name}` : "";
  const kind = platform.type === "mobile" ? " (phone)" : platform.type === "tablet" ? " (tablet)" : "";
  return browser.name ? `${browser.name}${system}${kind}` : `An unknown browser${system}${kind}`;
}
