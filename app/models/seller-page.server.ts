import type { SupabaseClient } from "~/utils/supabase.server";
import type { PublicDepot } from "./depot.server";
import { listingPhotoUrl } from "./listing-photo.server";
import { toReviewSummary, type ReviewSummaryRow } from "./seller-review.server";
import type { SellerCard } from "./seller.server";

type PageRow = {
  card: SellerCard;
  bio: string | null;
  listings: {
    id: string;
    title: string;
    price_gbp: number | null;
    year: number | null;
    status: "active" | "sold" | "expired";
    location: string | null;
    condition: string | null;
    featured: boolean;
    /** The dealer's depot it is at (supabase/schemas/18-depots.sql), null for none. */
    depot_id: string | null;
    photo_path: string | null;
    listed_at: string;
  }[];
  auctions: {
    id: string;
    title: string;
    status: string;
    current_bid: number | null;
    starting_price: number;
    bid_count: number;
    auction_end_date: string;
  }[];
  reviews: ReviewSummaryRow;
  /** The dealer's depots, the main one first; none for a private seller. */
  depots: PublicDepot[];
};

/**
 * The public seller page in one call (public.seller_public_page): the seller's card and bio,
 * their current (active) and past (sold, expired) listings, auctions, reviews and depots. Null for an
 * unknown seller. Nothing in it is private, so it is the same for every visitor.
 */
export async function getSellerPublicPage(supabase: SupabaseClient, sellerId: string) {
  const { data, error } = await supabase.rpc("seller_public_page", { p_seller: sellerId });
  if (error) return { page: null, error };
  // jsonb: the function's shape, above.
  const row = data as PageRow | null;
  if (!row) return { page: null, error: null };
  const listings = row.listings.map(({ photo_path, ...listing }) => ({
    ...listing,
    photo_url: photo_path ? listingPhotoUrl(photo_path) : null,
  }));
  return {
    page: {
      card: row.card,
      bio: row.bio,
      currentListings: listings.filter((listing) => listing.status === "active"),
      pastListings: listings.filter((listing) => listing.status !== "active"),
      auctions: row.auctions,
      reviews: toReviewSummary(row.reviews),
      depots: row.depots,
    },
    error: null,
  };
}

export type SellerPublicPage = NonNullable<Awaited<ReturnType<typeof getSellerPublicPage>>["page"]>;

export const RECENT_BUYER_MESSAGES_LIMIT = 5;

/**
 * The latest messages buyers sent the signed-in seller, for their own view of their page.
 * Read under RLS as the seller (a thread's messages are its two parties' alone), so nobody
 * else can ever get them through this.
 */
export async function getRecentBuyerMessages(supabase: SupabaseClient, sellerId: string) {
  const { data, error } = await supabase
    .from("messages")
    .select(
      `id, thread_id, message_content, created_at,
       thread:conversation_threads!inner(seller_id, buyer_id,
         buyer:profiles!conversation_threads_buyer_id_fkey(full_name, company_name),
         listing:generator_listings(title), auction:auction_listings(title))`,
    )
    .eq("recipient_id", sellerId)
    .eq("kind", "member")
    .eq("thread.seller_id", sellerId)
    .order("created_at", { ascending: false })
    .limit(RECENT_BUYER_MESSAGES_LIMIT);
  if (error) return { messages: null, error };
  const messages = data.map((row) => ({
    id: row.id,
    threadId: row.thread_id,
    content: row.message_content,
    createdAt: row.created_at,
    // docs/spec/02-auctions-and-seller-tools.md: a buyer without a name shows as 'Unknown buyer' (the page says it).
    buyerName: row.thread.buyer?.full_name?.trim() || null,
    subject: row.thread.listing?.title ?? row.thread.auction?.title ?? null,
  }));
  return { messages, error: null };
}

export type RecentBuyerMessage = NonNullable<Awaited<ReturnType<typeof getRecentBuyerMessages>>["messages"]>[number];
