import { listingSellerPhone } from "~/models/message.server";
import { savedListingIds } from "~/models/saved-listing.server";
import { userMessageFor } from "~/utils/errors";
import type { SupabaseClient } from "~/utils/supabase.server";

/** What the Contact Seller card shows a signed-in member, beyond what every visitor sees. */
export type MemberView = {
  saved: boolean;
  /** Which of the related listings' cards below the page (`relatedIds`) the member saved. */
  savedRelatedIds: string[];
  /** The member is this listing's seller: no message form, they cannot message themselves. */
  ownListing: boolean;
  /** After Call Seller (?phone=1): the seller's phone, null when they have none or keep it to themselves. */
  sellerPhone: { phone: string | null; error: string | null } | null;
};

export async function getMemberView(
  supabase: SupabaseClient,
  {
    userId,
    listing,
    phoneRequested,
    relatedIds,
  }: { userId: string; listing: { id: string; dealer_id: string }; phoneRequested: boolean; relatedIds: string[] },
): Promise<MemberView> {
  const [saved, call] = await Promise.all([
    savedListingIds(supabase, [listing.id, ...relatedIds]),
    phoneRequested ? listingSellerPhone(supabase, listing.id) : null,
  ]);
  if (saved.error) console.error("listing: saved state", saved.error);
  if (call?.error) console.error("listing: seller phone", call.error);
  return {
    saved: saved.savedIds.includes(listing.id),
    savedRelatedIds: saved.savedIds.filter((id) => id !== listing.id),
    ownListing: listing.dealer_id === userId,
    sellerPhone: call ? { phone: call.phone, error: call.error ? userMessageFor(call.error) : null } : null,
  };
}
