import type { SupabaseClient } from "~/utils/supabase.server";

/** An open auction the member bid on, as their overview lists it. */
export type BidAuction = {
  id: string;
  title: string;
  current_bid: number | null;
  bid_count: number;
  auction_end_date: string;
  /** The member's own secret maximum. */
  max_amount: number;
  /** Whether the member leads (else someone outbid them). */
  leading: boolean;
};

/** buyer_overview's answer (jsonb, so its shape is said here). */
export type BuyerOverview = {
  /** Saved listings still on sale, as Saved Items shows them. */
  saved_listings: number;
  /** Watched auctions not cancelled, as Saved Items shows them. */
  watched_auctions: number;
  /** The member's saved searches (Saved Items lists them). */
  saved_searches: number;
  leading: number;
  outbid: number;
  /** The open auctions bid on, soonest ending first (at most 20). */
  bids: BidAuction[];
};

/**
 * A buyer's overview figures in one call (buyer_overview, under RLS): saved items, and the
 * open auctions they bid on with whether they lead. Their conversations come from the inbox.
 */
export async function getBuyerOverview(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("buyer_overview", {});
  if (error) return { overview: null, error };
  return { overview: data as BuyerOverview, error: null };
}
