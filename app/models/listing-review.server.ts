import { generatorTypes, isGeneratorType } from "~/content/generator-types";
import type { SupabaseClient } from "~/utils/supabase.server";
import { listingPhotoUrl } from "./listing-photo.server";
import { sellerDisplayName } from "./listing-rules";

/**
 * One page of the listings waiting for review, oldest submission first, and how many wait
 * in all. Row-level security shows pending listings to staff only, so anyone else gets an
 * empty queue rather than someone's listing.
 */
export async function getReviewQueue(supabase: SupabaseClient, { page, pageSize }: { page: number; pageSize: number }) {
  const from = (page - 1) * pageSize;
  const { data, error, count } = await supabase
    .from("generator_listings")
    .select(
      "id, title, price_gbp, type, listing_option, submitted_at, seller:profiles!generator_listings_dealer_id_fkey(full_name, company_name), listing_photos(storage_path)",
      { count: "exact" },
    )
    .eq("status", "pending")
    .order("submitted_at", { ascending: true })
    .order("id", { ascending: true })
    .order("position", { referencedTable: "listing_photos" })
    .limit(1, { referencedTable: "listing_photos" })
    .range(from, from + pageSize - 1);
  if (error) return { queue: null, error };
  const listings = data.map(({ type, seller, listing_photos, ...row }) => ({
    ...row,
    type_label: type && isGeneratorType(type) ? generatorTypes[type].shortName : null,
    seller_name: sellerDisplayName(seller),
    /** The main photo's address (listingPhotoUrl), or null when there is none. */
    photo_url: listing_photos[0] ? listingPhotoUrl(listing_photos[0].storage_path) : null,
  }));
  return { queue: { listings, total: count ?? listings.length }, error: null };
}

/** A listing in the moderation queue, as a reviewer sees it at a glance. */
export type ListingUnderReview = NonNullable<Awaited<ReturnType<typeof getReviewQueue>>["queue"]>["listings"][number];

export type ModerationDecision =
  | { decision: "approve"; listingId: string }
  | { decision: "reject"; listingId: string; reason: string };

/** Approves or rejects a pending listing through public.moderate_listing (staff only, checked there). */
export async function moderateListing(supabase: SupabaseClient, review: ModerationDecision) {
  const { error } = await supabase.rpc("moderate_listing", {
    p_listing_id: review.listingId,
    p_decision: review.decision,
    p_reason: review.decision === "reject" ? review.reason : null,
  });
  return { error };
}
