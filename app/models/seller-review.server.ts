import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * Seller reviews (docs/spec/02-auctions-and-seller-tools.md §3, seller_reviews): what pages show of them, and the four things
 * members and staff do with them. Who may review whom, once, and within how long, is decided
 * in SQL (supabase/schemas/60-reviews.sql); these only call it and answer in camelCase.
 */

/** One visible review as pages show it. `buyerName` is null when the buyer has none (pages say 'Unknown buyer'). */
export type SellerReview = {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  buyerName: string | null;
  /** The model of the listing or auction reviewed (its title when it has no model). */
  model: string | null;
  sellerReply: string | null;
  sellerRepliedAt: string | null;
};

/** A seller's rating: the average to one decimal (null without reviews), the count, the bars 5 to 1, and the latest reviews. */
export type ReviewSummary = {
  average: number | null;
  count: number;
  distribution: { rating: number; count: number }[];
  recent: SellerReview[];
};

export type ReviewSummaryRow = {
  average: number | null;
  count: number;
  distribution: { rating: number; count: number }[];
  recent: {
    id: string;
    rating: number;
    comment: string | null;
    created_at: string;
    buyer_name: string | null;
    model: string | null;
    seller_reply: string | null;
    seller_replied_at: string | null;
  }[];
};

/** seller_review_summary's (and seller_public_page's `reviews`) jsonb, as pages use it. */
export function toReviewSummary(row: ReviewSummaryRow): ReviewSummary {
  return {
    average: row.average,
    count: row.count,
    distribution: row.distribution,
    recent: row.recent.map((review) => ({
      id: review.id,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.created_at,
      buyerName: review.buyer_name,
      model: review.model,
      sellerReply: review.seller_reply,
      sellerRepliedAt: review.seller_replied_at,
    })),
  };
}

/** A seller's visible reviews (hidden ones count nowhere): the summary and the `limit` latest (at most 100). */
export async function getSellerReviews(supabase: SupabaseClient, sellerId: string, { limit = 10 }: { limit?: number } = {}) {
  const { data, error } = await supabase.rpc("seller_review_summary", { p_seller: sellerId, p_limit: limit });
  if (error) return { summary: null, error };
  // jsonb: the function's shape, above.
  return { summary: toReviewSummary(data as ReviewSummaryRow), error: null };
}

/** What the signed-in member may review this seller for (listings and auctions, most recent contact first). */
export async function getReviewableSubjects(supabase: SupabaseClient, sellerId: string) {
  const { data, error } = await supabase.rpc("seller_reviewable_subjects", { p_seller: sellerId });
  if (error) return { subjects: null, error };
  const subjects = data.map((row) => ({
    listingId: row.listing_id,
    auctionId: row.auction_id,
    title: row.title,
    model: row.model,
    contactedAt: row.contacted_at,
  }));
  return { subjects, error: null };
}

export type ReviewableSubject = NonNullable<Awaited<ReturnType<typeof getReviewableSubjects>>["subjects"]>[number];

/** The member's review; refusals (not eligible, already reviewed, oneself) come back as GM4xx errors in SQL's words. */
export async function leaveSellerReview(
  supabase: SupabaseClient,
  review: { sellerId: string; listingId: string | null; auctionId: string | null; rating: number; comment: string | null },
) {
  const { data, error } = await supabase.rpc("leave_seller_review", {
    p_seller: review.sellerId,
    p_listing_id: review.listingId,
    p_auction_id: review.auctionId,
    p_rating: review.rating,
    p_comment: review.comment,
  });
  return { reviewId: data ?? null, error };
}

/** The reviewed seller's one public reply. */
export async function replyToSellerReview(supabase: SupabaseClient, reviewId: string, reply: string) {
  const { error } = await supabase.rpc("reply_to_seller_review", { p_review: reviewId, p_reply: reply });
  return { error };
}

/** Staff hide a review that breaks the rules, with the reason. */
export async function hideSellerReview(supabase: SupabaseClient, reviewId: string, reason: string) {
  const { error } = await supabase.rpc("hide_seller_review", { p_review: reviewId, p_reason: reason });
  return { error };
}

/** The latest reviews for staff (RLS: staff read every review, hidden ones with their reason). */
export async function getReviewsForModeration(supabase: SupabaseClient, { limit = 20 }: { limit?: number } = {}) {
  const { data, error } = await supabase
    .from("seller_reviews")
    .select(
      `id, seller_id, rating, comment, created_at, hidden_at, hidden_reason,
       seller:profiles!seller_reviews_seller_id_fkey(full_name, company_name),
       buyer:profiles!seller_reviews_buyer_id_fkey(full_name)`,
    )
    .order("created_at", { ascending: false })
    .order("id")
    .limit(limit);
  if (error) return { reviews: null, error };
  return { reviews: data, error: null };
}

export type ReviewForModeration = NonNullable<Awaited<ReturnType<typeof getReviewsForModeration>>["reviews"]>[number];
