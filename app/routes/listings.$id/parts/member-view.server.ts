import { memberThreadHref } from "~/components/messages/threads";
import { getOwnEnquiryThreadId, listingSellerPhone } from "~/models/message.server";
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
  /** After Message Seller (?sent=1): where the member's conversation about this listing opens, null when there is none. */
  sentConversationHref: string | null;
};

export async function getMemberView(
  supabase: SupabaseClient,
  {
    userId,
    isSeller,
    listing,
    phoneRequested,
    sentRequested,
    relatedIds,
  }: {
    userId: string;
    isSeller: boolean;
    listing: { id: string; dealer_id: string };
    phoneRequested: boolean;
    sentRequested: boolean;
    relatedIds: string[];
  },
): Promise<MemberView> {
  // The conversation is read only just after a message was sent, so the page's usual reads stay as they were.
  const [saved, call, sent] = await Promise.all([
    savedListingIds(supabase, [listing.id, ...relatedIds]),
    phoneRequested ? listingSellerPhone(supabase, listing.id) : null,
    sentRequested ? getOwnEnquiryThreadId(supabase, userId, listing.id) : null,
  ]);
  if (saved.error) console.error("listing: saved state", saved.error);
  if (call?.error) console.error("listing: seller phone", call.error);
  if (sent?.error) console.error("listing: the member's conversation", sent.error);
  return {
    saved: saved.savedIds.includes(listing.id),
    savedRelatedIds: saved.savedIds.filter((id) => id !== listing.id),
    ownListing: listing.dealer_id === userId,
    sellerPhone: call ? { phone: call.phone, error: call.error ? userMessageFor(call.error) : null } : null,
    sentConversationHref: sent?.threadId ? memberThreadHref(isSeller, sent.threadId) : null,
  };
}
