import { STOCK_QUERY_MAX, type StockHit, type StockSearchNote, type StockSearchResult } from "~/content/site-search";
import type { SupabaseClient } from "~/utils/supabase.server";
import { cleanSearchText } from "~/utils/url-filter-rules";
import { toAuctionSummary, type SearchAuctionsRow } from "./auction-catalogue.server";
import { toListingSummary, type KeywordSearchNotes } from "./catalogue.server";

/**
 * The site search's stock (docs/spec/01-marketplace-core.md §2): the first few active listings and
 * live auctions whose text matches, and how many match in all, in one call of
 * public.search_stock (supabase/schemas/20-listings.sql), which matches as /listings and /auctions do.
 */

/**
 * The text to search for, cleaned as the browse pages clean theirs (so the counts agree
 * with /listings?q=…), "" for nothing to search; null when the raw text is too long to be a
 * search (over STOCK_QUERY_MAX characters): a request to refuse.
 */
export function stockSearchText(raw: string | null) {
  if (raw === null) return "";
  if (raw.length > STOCK_QUERY_MAX) return null;
  return cleanSearchText(raw);
}

/** The stock matching `search` (stockSearchText's): up to `limit` listings and `limit` auctions. */
export async function searchStock(supabase: SupabaseClient, search: string, limit: number) {
  const { data, error } = await supabase.rpc("search_stock", { search, result_limit: limit });
  if (error) return { result: null, error };
  // jsonb: its shape is the function's, which the generated types cannot see.
  const found = data as {
    listings: { total: number; listings: Array<Parameters<typeof toListingSummary>[0]> } & KeywordSearchNotes;
    auctions: { total: number; auctions: SearchAuctionsRow[] };
  };
  const listings = found.listings.listings.map((row): StockHit => {
    const { id, title, price_gbp, location, photo_url } = toListingSummary(row);
    return { href: `/listings/${id}`, title, price_gbp, price_note: null, place: location, photo_url };
  });
  const auctions = found.auctions.auctions.map((row): StockHit => {
    const { id, title, current_bid, location, photo_url } = toAuctionSummary(row);
    return { href: `/auctions/${id}`, title, price_gbp: current_bid, price_note: "Current bid", place: location, photo_url };
  });
  const { corrected, relaxed, suggestion } = found.listings;
  const note: StockSearchNote | null =
    corrected || relaxed || suggestion
      ? {
          corrected,
          relaxed,
          suggestion: suggestion
            ? { term: suggestion.term, href: `/search?${new URLSearchParams({ q: suggestion.search })}` }
            : null,
        }
      : null;
  const result: StockSearchResult = {
    query: search,
    listings: { total: found.listings.total, hits: listings, note },
    auctions: { total: found.auctions.total, hits: auctions },
  };
  return { result, error: null };
}
