import { z } from "zod";
import { formatDate } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * A listing's paid period ended and it came off the site (queue_reminder_emails,
 * supabase/schemas/20-listings.sql): a link to renew it (/listings/{id}/renew), the same listing
 * with its photos, messages and statistics.
 */
const data = z.object({
  listingId: z.string().uuid(),
  listingTitle: z.string(),
  expiredAt: moment,
});

export const listingExpired = eventEmail({
  data,
  subject: (listing) => `Your listing has expired: ${listing.listingTitle}`,
  blocks: (listing) => [
    { paragraph: `${listing.listingTitle} expired on ${formatDate(listing.expiredAt)} and is no longer shown on GenMarket.` },
    { paragraph: "Still selling it? Renew it to put it back in front of buyers, with its photos, messages and statistics." },
  ],
  action: () => "Renew listing",
  link: (listing) => `/listings/${listing.listingId}/renew`,
});
