import { getSellerOverviewFigures } from "~/models/listing-stats.server";
import { getSellerCard } from "~/models/seller.server";
import { failedToLoad } from "~/utils/errors.server";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The seller's overview figures, all counted in SQL: their public card (rating, active
 * listings, response rate and median response time: seller_profile_card, as buyers see them)
 * and what only they see (views and enquiries in the last 30 days, saves:
 * seller_overview_figures). Two calls at once.
 */
export async function loadSellerOverview(supabase: SupabaseClient, sellerId: string, headers: Headers) {
  const [card, figures] = await Promise.all([getSellerCard(supabase, sellerId), getSellerOverviewFigures(supabase)]);
  if (card.error) failedToLoad("dashboard: loading the seller's card", card.error, headers);
  if (figures.error) failedToLoad("dashboard: loading the seller's figures", figures.error, headers);
  return { card: card.card, figures: figures.figures };
}

export type SellerOverviewData = Awaited<ReturnType<typeof loadSellerOverview>>;
