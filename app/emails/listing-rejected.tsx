import { z } from "zod";
import { eventEmail } from "./event-email";

/**
 * A listing was not approved (moderate_listing, supabase/schemas/80-moderation.sql): the
 * moderator's reason, quoted as written, and a link to fix the listing and send it again.
 */
const data = z.object({
  listingId: z.string().uuid(),
  listingTitle: z.string(),
  reason: z.string(),
});

export const listingRejected = eventEmail({
  data,
  subject: (listing) => `Your listing needs changes: ${listing.listingTitle}`,
  blocks: (listing) => [
    { paragraph: `${listing.listingTitle} was not approved. The GenMarket team's reason:` },
    { quote: listing.reason },
    { paragraph: "Edit the listing and publish it again to send it back for review." },
  ],
  action: () => "Edit your listing",
  link: (listing) => `/sell-generator?edit=${listing.listingId}`,
});
