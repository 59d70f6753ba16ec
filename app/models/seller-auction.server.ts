import type { AuctionStatus } from "~/content/auctions";
import type { Tables } from "~/types/supabase";
import type { SupabaseClient } from "~/utils/supabase.server";
import { listingPhotoUrl } from "./listing-photo.server";

/**
 * A seller's own auctions, read and changed as them: the dashboard's My Auctions, its
 * overview count, and cancelling. Row-level security lets a seller read all of their
 * auctions (cancelled ones too) and their outcomes; the reserve, which nobody else reads,
 * and whether an auction may still be cancelled come from own_auction_terms()
 * (…_seller_auctions.sql). Creating and editing an auction is own-auction.server.ts's.
 */

export type { AuctionStatus };

type AuctionOutcome = Pick<Tables<"auction_outcomes">, "sale_price" | "commission" | "commission_vat">;

/**
 * A row of own_auction_terms(): the generated types cannot know that reserve_price is null
 * for an auction without a reserve, nor reserve_status's three values.
 */
type AuctionTerms = { auction_id: string; reserve_price: number | null; reserve_status: "none" | "met" | "not_met"; may_cancel: boolean };

/** Every auction of this seller, newest first, whatever its status. */
export async function getSellerAuctions(supabase: SupabaseClient, sellerId: string) {
  const [auctions, terms] = await Promise.all([
    supabase
      .from("auction_listings")
      .select(
        `id, title, status, starting_price, current_bid, bid_count, auction_end_date,
        auction_photos(storage_path), auction_outcomes(sale_price, commission, commission_vat)`,
      )
      .eq("seller_id", sellerId)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .order("position", { referencedTable: "auction_photos" })
      .limit(1, { referencedTable: "auction_photos" }),
    supabase.rpc("own_auction_terms"),
  ]);
  if (auctions.error) return { auctions: null, error: auctions.error };
  if (terms.error) return { auctions: null, error: terms.error };
  const termsById = new Map((terms.data as AuctionTerms[]).map((row) => [row.auction_id, row]));
  const result = auctions.data.map(({ auction_photos, auction_outcomes, ...row }) => {
    const own = termsById.get(row.id);
    // A one-to-one embed: PostgREST answers an object (or null); an array is read the same.
    const embedded: AuctionOutcome | AuctionOutcome[] | null = auction_outcomes;
    const outcome: AuctionOutcome | null = Array.isArray(embedded) ? (embedded[0] ?? null) : embedded;
    return {
      /** status as stored: an active auction whose end has passed is 'active' until it is settled. */
      ...row,
      /** The main photo's address, or null when it has none. */
      photo_url: auction_photos[0] ? listingPhotoUrl(auction_photos[0].storage_path) : null,
      /** Null: no reserve. */
      reserve_price: own?.reserve_price ?? null,
      reserve_status: own?.reserve_status ?? "none",
      /** Whether cancel_auction would cancel it now (open, no bids). */
      may_cancel: own?.may_cancel ?? false,
      /** Once settled: sold (sale price, commission, VAT) or unsold (all null). */
      outcome,
    };
  });
  return { auctions: result, error: null };
}

/** One of the seller's auctions as their dashboard shows it. */
export type SellerAuction = NonNullable<Awaited<ReturnType<typeof getSellerAuctions>>["auctions"]>[number];

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
  return { auction: data, error };
}

/** Cancels the caller's auction; the database refuses (GM404, GM409) with a sentence. */
export async function cancelAuction(supabase: SupabaseClient, auctionId: string) {
  const { error } = await supabase.rpc("cancel_auction", { p_auction_id: auctionId });
  return { error };
}
