import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * What a seller reads of their own listings' statistics (supabase/schemas/20-listings.sql): views (one
 * visitor a day, recorded by the Worker, utils/listing-views.server.ts), enquiries
 * (conversations about the listing) and saves (members who saved it). The functions answer
 * only for the signed-in seller's own listings; the counting is all SQL's.
 */

/** One day of a listing's figures; `day` is YYYY-MM-DD (UTC). */
export type DailyFigures = { day: string; views: number; enquiries: number; saves: number };

/** The figures the statistics page shows for one listing (listing_stats's jsonb answer). */
export type ListingStats = {
  /** ever_live: it has been published (published_at), so its figures can be compared with the others'. */
  listing: { id: string; title: string; status: string; ever_live: boolean };
  days: number;
  /** Oldest day first, today last: one entry per day of the period. */
  series: DailyFigures[];
  /** The period's views, enquiries and new saves. */
  totals: { views: number; enquiries: number; saves: number };
  /** Members who have it saved now. */
  saved_by: number;
  comparison: {
    /** The seller's other listings that have been live; the averages are null when there are none. */
    other_listings: number;
    average_views: number | null;
    average_enquiries: number | null;
    average_saves: number | null;
    /** Its place by views among the seller's listings that have been live (this one included), 1 the most. */
    views_rank: number;
    ranked_listings: number;
  };
};

/** One of the signed-in seller's listings over the last `days` days (1 to 365); null when it is not theirs. */
export async function getListingStats(supabase: SupabaseClient, listingId: string, days: number) {
  const { data, error } = await supabase.rpc("listing_stats", { p_listing: listingId, p_days: days });
  if (error) return { stats: null, error };
  return { stats: data as ListingStats | null, error: null };
}

/** The signed-in seller's listings together: views and enquiries in the last 30 days, saves now. */
export type SellerOverviewFigures = { days: number; views: number; enquiries: number; saves: number };

export async function getSellerOverviewFigures(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("seller_overview_figures", { p_days: 30 });
  if (error) return { figures: null, error };
  return { figures: data as SellerOverviewFigures, error: null };
}
