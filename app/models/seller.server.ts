import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A seller's public card (docs/spec/02-auctions-and-seller-tools.md "Profile header"), as seller_profile_card answers it
 * (supabase/schemas/60-reviews.sql): who they are and the figures buyers judge them by, counted
 * in SQL in one call. Null fields are unknown (no reviews, no conversations yet).
 */
export type SellerCard = {
  id: string;
  full_name: string | null;
  company_name: string | null;
  image_url: string | null;
  location: string | null;
  user_type: string | null;
  verified: boolean;
  member_since: string;
  rating_average: number | null;
  review_count: number;
  active_listings: number;
  conversations_90_days: number;
  response_rate: number | null;
  median_response_minutes: number | null;
};

/** The seller's card, or null when there is no profile with this id. */
export async function getSellerCard(supabase: SupabaseClient, sellerId: string) {
  const { data, error } = await supabase.rpc("seller_profile_card", { p_seller: sellerId });
  if (error) return { card: null, error };
  // jsonb: the function's answer has SellerCard's shape (seller-profile-card.test.ts).
  return { card: (data as SellerCard | null) ?? null, error: null };
}
