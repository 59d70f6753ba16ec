import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A member's notices (…_auction_notices.sql): short notes place_bid and settle_due_auctions
 * write when an auction moves: outbid, an auction they bid on or watched has ended, their own
 * ended unsold. Row-level security shows each member only their own; nobody writes them here.
 */

export type NoticeKind = "outbid" | "auction_ended" | "auction_unsold";

export type Notice = {
  id: string;
  kind: NoticeKind;
  message: string;
  /** The auction it is about, while it exists. */
  auctionId: string | null;
  createdAt: string;
  read: boolean;
};

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
  const error = shown.error ?? unread.error;
  if (error) return { notices: null, unreadCount: 0, error };
  const rows = shown.data as { id: string; kind: NoticeKind; message: string; auction_id: string | null; created_at: string; read_at: string | null }[];
  const notices = rows.map(
    (row): Notice => ({ id: row.id, kind: row.kind, message: row.message, auctionId: row.auction_id, createdAt: row.created_at, read: row.read_at !== null }),
  );
  return { notices, unreadCount: unread.count ?? 0, error: null };
}

/** Marks all of the member's notices read (public.mark_notices_read); marking none is no error. */
export async function markNoticesRead(supabase: SupabaseClient) {
  const { error } = await supabase.rpc("mark_notices_read");
  return { error };
}
