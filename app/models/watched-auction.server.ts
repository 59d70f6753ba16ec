import type { SupabaseClient } from "~/utils/supabase.server";
import { listingPhotoUrl } from "./listing-photo.server";

/**
 * The auctions a member watches (watched_auctions, supabase/schemas/40-auctions.sql): told in a notice
 * when one ends. Read under row-level security (each member their own); set through
 * set_auction_watched, which refuses the seller's own auction (GM403) and one that is gone
 * (GM404) in words meant for people.
 */

/** Whether the signed-in member watches this auction. */
export async function isWatchingAuction(supabase: SupabaseClient, auctionId: string) {
  const { data, error } = await supabase.from("watched_auctions").select("auction_id").eq("auction_id", auctionId).maybeSingle();
  return { watching: data !== null, error };
}

/** Watches or stops watching: the state asked for, so asking twice changes nothing. */
export async function setAuctionWatched(supabase: SupabaseClient, auctionId: string, watching: boolean) {
  const { error } = await supabase.rpc("set_auction_watched", { p_auction_id: auctionId, p_watching: watching });
  return { error };
}

/**
 * The member's watched auctions, most recently watched first (at most `limit`), each with its
 * main photo's address. One that is no longer to be seen (cancelled) is left out.
 */
export async function getWatchedAuctions(supabase: SupabaseClient, limit = 60) {
  const watched = await supabase.from("watched_auctions").select("auction_id").order("created_at", { ascending: false }).limit(limit);
  if (watched.error) return { auctions: null, error: watched.error };
  const ids = watched.data.map((row) => row.auction_id);
  if (ids.length === 0) return { auctions: [], error: null };
  const { data, error } = await supabase
    .from("auction_listings")
    .select("id, title, location, status, starting_price, current_bid, bid_count, auction_end_date, auction_photos(storage_path)")
    .in("id", ids)
    .neq("status", "cancelled")
    .order("position", { referencedTable: "auction_photos" })
    .limit(1, { referencedTable: "auction_photos" });
  if (error) return { auctions: null, error };
  const byId = new Map(
    data.map(({ auction_photos, ...auction }) => [
      auction.id,
      {
        /** status as stored: an active auction whose end has passed is 'active' until it is settled. */
        ...auction,
        photo_url: auction_photos[0] ? listingPhotoUrl(auction_photos[0].storage_path) : null,
      },
    ]),
  );
  return { auctions: ids.flatMap((id) => byId.get(id) ?? []), error: null };
}

/** A watched auction as Saved Items shows it. */
export type WatchedAuction = NonNullable<Awaited<ReturnType<typeof getWatchedAuctions>>["auctions"]>[number];
