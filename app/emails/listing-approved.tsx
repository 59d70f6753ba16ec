import { z } from "zod";
import { formatDate } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/** A listing passed review and is live (moderate_listing, supabase/schemas/80-moderation.sql) until its period ends. */
const data = z.object({
  listingId: z.string().uuid(),
  listingTitle: z.string(),
  expiresAt: moment,
});

export const listingApproved = eventEmail({
  data,
  subject: (listing) => `Your listing is live: ${listing.listingTitle}`,
  blocks: (listing) => [
    { paragraph: `${listing.listingTitle} passed review and is now live on GenMarket.` },
    { facts: [["Live until", formatDate(listing.expiresAt)]] },
  ],
  action: () => "View your listing",
  link: (listing) => `/listings/${listing.listingId}`,
});
