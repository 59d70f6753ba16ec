import type { SupabaseClient } from "~/utils/supabase.server";
import { listingPhotoUrl } from "./listing-photo.server";

/**
 * A seller's own auctions, read and changed as them: the dashboard's My Auctions, its
 * overview count, and cancelling. Row-level security lets a seller read all of their
 * auctions (cancelled ones too) and their outcomes; the reserve, which nobody else reads,
 * and whether an auction may still be cancelled come from own_auction_terms()
 * (…_seller_auctions.sql). Creating and editing an auction is own-auction.server.ts's.
 */

export type AuctionStatus = "active" | "ended" | "sold" | "unsold" | "cancelled";

export type AuctionOutcome = {
  sale_price: number | null;
  commission: number | null;
  commission_vat: number | null;
};

/** One of the seller's auctions as their dashboard shows it. */
export type SellerAuction = {
  id: string;
  title: string;
  /** As stored: an active auction whose end has passed is 'active' until it is settled. */
  status: AuctionStatus;
  starting_price: number;
  current_bid: number | null;
  bid_count: number;
  auction_end_date: string;
  /** The main photo's address, or null when it has none. */
  photo_url: string | null;
  /** Null: no reserve. */
  reserve_price: number | null;
  reserve_status: "none" | "met" | "not_met";
  /** Whether cancel_auction would cancel it now (open, no bids). */
  may_cancel: boolean;
  /** Once settled: sold (sale price, commission, VAT) or unsold (all null). */
  outcome: AuctionOutcome | null;
};

type AuctionRow = Omit<SellerAuction, "photo_url" | "reserve_price" | "reserve_status" | "may_cancel" | "outcome"> & {
  auction_photos: Array<{ storage_path: string }>;
  auction_outcomes: AuctionOutcome | AuctionOutcome[] | null;
};

type AuctionTerms = { auction_id: string; reserve_price: number | null; reserve_status: SellerAuction["reserve_status"]; may_cancel: boolean };

/** Every auction of this seller, newest first, whatever its status. */
export async function getSellerAuctions(supabase: SupabaseClient, sellerId: string) {
  const [auctions, terms] = await Promise.all([
    supabase
      .from("auction_listings")
      .select(
        "id, title, status, starting_price, current_bid, bid_count, auction_end_date, " +
          "auction_photos(storage_path), auction_outcomes(sale_price, commission, commission_vat)",
      )
      .eq("seller_id", sellerId)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .order("position", { referencedTable: "auction_photos" })
      .limit(1, { referencedTable: "auction_photos" }),
    supabase.rpc("own_auction_terms"),
  ]);
  const error = auctions.error ?? terms.error;
  if (error) return { auctions: null, error };
  const termsById = new Map((terms.data as AuctionTerms[]).map((row) => [row.auction_id, row]));
  const rows = auctions.data as unknown as AuctionRow[];
  const result = rows.map(({ auction_photos, auction_outcomes, ...row }): SellerAuction => {
    const own = termsById.get(row.id);
    // A one-to-one embed: PostgREST answers an object (or null); an array is read the same.
    const outcome = Array.isArray(auction_outcomes) ? (auction_outcomes[0] ?? null) : auction_outcomes;
    return {
      ...row,
      photo_url: auction_photos[0] ? listingPhotoUrl(auction_photos[0].storage_path) : null,
      reserve_price: own?.reserve_price ?? null,
      reserve_status: own?.reserve_status ?? "none",
      may_cancel: own?.may_cancel ?? false,
      outcome,
    };
  });
  return { auctions: result, error: null };
}

/** How many of the seller's auctions are open for bids now (by the server's clock). */
export async function countLiveAuctions(supabase: SupabaseClient, sellerId: string, nowMs: number) {
  const { count, error } = await supabase
    .from("auction_listings")
    .select("id", { count: "exact", head: true })
    .eq("seller_id", sellerId)
    .eq("status", "active")
    .gt("auction_end_date", new Date(nowMs).toISOString());
  return { count: count ?? 0, error };
}

/** One of the seller's own auctions by id (its title, to confirm a cancel), or null. */
export async function getSellerAuctionTitle(supabase: SupabaseClient, sellerId: string, auctionId: string) {
  const { data, error } = await supabase
    .from("auction_listings")
    .select("id, title")
    .eq("id", auctionId)
    .eq("seller_id", sellerId)
    .maybeSingle();
  return { auction: data as { id: string; title: string } | null, error };
}

/** Cancels the caller's auction; the database refuses (GM404, GM409) with a sentence. */
export async function cancelAuction(supabase: SupabaseClient, auctionId: string) {
  const { error } = await supabase.rpc("cancel_auction", { p_auction_id: auctionId });
  return { error };
}
