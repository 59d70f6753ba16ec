import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A member's notices (supabase/schemas/50-messaging.sql): short notes place_bid and settle_due_auctions
 * write when an auction moves: outbid, an auction they bid on or watched has ended, their own
 * ended unsold (the kinds are content/auctions.ts's noticeKinds). Row-level security shows
 * each member only their own; nobody writes them here.
 */

/** How many notices the overview shows. */
export const NOTICES_SHOWN = 20;

/**
 * The member's latest notices, unread ones first, each group newest first, and how many are
 * unread in all (which may be more than are shown).
 */
export async function getNotices(supabase: SupabaseClient) {
  const [shown, unread] = await Promise.all([
    supabase
      .from("notices")
      .select("id, kind, message, auction_id, created_at, read_at")
      .order("read_at", { ascending: false, nullsFirst: true })
      .order("created_at", { ascending: false })
      .order("id", { ascending: true })
      .limit(NOTICES_SHOWN),
    supabase.from("notices").select("id", { count: "exact", head: true }).is("read_at", null),
  ]);
  if (shown.error) return { notices: null, unreadCount: 0, error: shown.error };
  if (unread.error) return { notices: null, unreadCount: 0, error: unread.error };
  return { notices: shown.data, unreadCount: unread.count ?? 0, error: null };
}

/** A notice as the overview shows it; read_at is null while it is unread. */
export type Notice = NonNullable<Awaited<ReturnType<typeof getNotices>>["notices"]>[number];

/** Marks all of the member's notices read (public.mark_notices_read); marking none is no error. */
export async function markNoticesRead(supabase: SupabaseClient) {
  const { error } = await supabase.rpc("mark_notices_read");
  return { error };
}
