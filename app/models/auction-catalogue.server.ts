import type { Database } from "~/types/supabase";
import { formatMilesAway } from "~/utils/format";
import { toPhotoSources, type PhotoCopyRow, type PhotoSources } from "~/utils/photo-sources";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { KeywordSearchNotes } from "./catalogue.server";
import { listingPhotoUrl } from "./listing-photo.server";

/**
 * Auctions as bidders find them: the browse page's search (public.search_auctions,
 * supabase/schemas/40-auctions.sql), read as the visitor. One auction's page and
 * bidding are auction.server.ts's; a seller's own auctions own-auction.server.ts's.
 */

/** What an auction card shows. Money in whole pounds. */
export type AuctionSummary = {
  id: string;
  title: string;
  year: number;
  hours: number;
  power_kw: number;
  location: string;
  starting_price: number;
  /** The highest bid, or the starting price while nobody has bid (the database says which). */
  current_bid: number;
  bid_count: number;
  /** ISO timestamp; the card counts down to it from the database's clock. */
  auction_end_date: string;
  /** The main photo's address on this site (through /photos/…), or null when it has none. */
  photo_url: string | null;
  /** The main photo's web copies (auction_photo_copies), or null for a photo without them. */
  photo_sources: PhotoSources | null;
  /** "12 miles away" from the place searched (search_auctions' distance_miles), else null. */
  distance_label: string | null;
};

/**
 * The arguments of public.search_auctions, every one given, as the browse page's filters make
 * them (routes/auctions._index/schema.ts); null means "no filter".
 */
export type SearchAuctionsArguments = Required<Database["public"]["Functions"]["search_auctions"]["Args"]>;

/** A card's row as search_auctions returns it: the photo's storage path and its copies, not their addresses. */
export type SearchAuctionsRow = Omit<AuctionSummary, "photo_url" | "photo_sources" | "distance_label"> & {
  photo_path: string | null;
  photo_copies?: PhotoCopyRow[] | null;
  /** With a place: miles from it (null: the auction has no known postcode). */
  distance_miles?: number | null;
};

export function toAuctionSummary({ photo_path, photo_copies, distance_miles, ...auction }: SearchAuctionsRow): AuctionSummary {
  return {
    ...auction,
    photo_url: photo_path ? listingPhotoUrl(photo_path) : null,
    photo_sources: photo_path ? toPhotoSources(photo_copies, listingPhotoUrl) : null,
    distance_label: typeof distance_miles === "number" ? formatMilesAway(distance_miles) : null,
  };
}

/**
 * One page of the live auctions that match, how many match, how many are live in all, the
 * database's clock when it looked (the time every card's time left is counted from), the
 * place searched from (null: none, or not a known postcode), and the keyword search's notes
 * (a corrected brand or model, "Did you mean"; never relaxed: /auctions shows no looser search).
 */
export async function searchAuctions(supabase: SupabaseClient, search: SearchAuctionsArguments) {
  const { data, error } = await supabase.rpc("search_auctions", search);
  if (error) return { result: null, error };
  // jsonb: its shape is the function's, which the generated types cannot see.
  const page = data as {
    total: number;
    live: number;
    page: number;
    page_size: number;
    now: string;
    auctions: SearchAuctionsRow[];
    near: { outcode: string } | null;
  } & Omit<KeywordSearchNotes, "relaxed">;
  return {
    result: {
      total: page.total,
      live: page.live,
      page: page.page,
      page_count: Math.max(1, Math.ceil(page.total / page.page_size)),
      now: page.now,
      auctions: page.auctions.map(toAuctionSummary),
      near: page.near,
      corrected: page.corrected,
      relaxed: false,
      suggestion: page.suggestion,
    },
    error: null,
  };
}
