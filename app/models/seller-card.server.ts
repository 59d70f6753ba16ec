import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A seller's public card (seller_profile_card, …_seller_profile_card.sql): who they are and
 * the figures buyers judge them by, counted in SQL in one call: rating from visible reviews,
 * active listings, and the response rate and median response time over 90 days.
 */
export type SellerProfileCard = {
  id: string;
  full_name: string | null;
  company_name: string | null;
  image_url: string | null;
  location: string | null;
  user_type: string | null;
  verified: boolean;
  member_since: string;
  /** The average of visible reviews to one decimal; null without reviews. */
  rating_average: number | null;
  review_count: number;
  active_listings: number;
  conversations_90_days: number;
  /** Percent of the 90 days' conversations the seller answered; null without conversations. */
  response_rate: number | null;
  median_response_minutes: number | null;
};

/** The seller's card; null for an unknown id. */
export async function getSellerProfileCard(supabase: SupabaseClient, sellerId: string) {
  const { data, error } = await supabase.rpc("seller_profile_card", { p_seller: sellerId });
  if (error) return { card: null, error };
  return { card: data as SellerProfileCard | null, error: null };
}
