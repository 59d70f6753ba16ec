import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * Starts or continues the signed-in buyer's conversation with a listing's seller (one SQL
 * function, checked by RLS); returns the thread id. Sellers cannot message themselves.
 */
export async function sendListingEnquiry(supabase: SupabaseClient, listingId: string, message: string) {
  const { data, error } = await supabase.rpc("send_listing_enquiry", { p_listing_id: listingId, p_message: message });
  if (error) return { threadId: null, error };
  return { threadId: data as string, error: null };
}

/**
 * The seller's phone for Call Seller, for signed-in members (visitors are refused); null when
 * the seller has none, or the listing is not active.
 */
export async function listingSellerPhone(supabase: SupabaseClient, listingId: string) {
  const { data, error } = await supabase.rpc("listing_seller_phone", { p_listing_id: listingId });
  if (error) return { phone: null, error };
  return { phone: (data as string | null) ?? null, error: null };
}
