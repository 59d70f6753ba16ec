import { z } from "zod";
import { formatDate } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/** A live listing's paid period ends within 3 days (queue_reminder_emails, supabase/schemas/20-listings.sql). */
const data = z.object({
  listingId: z.string().uuid(),
  listingTitle: z.string(),
  expiresAt: moment,
});

export const listingExpiring = eventEmail({
  data,
  subject: (listing) => `Your listing expires on ${formatDate(listing.expiresAt)}: ${listing.listingTitle}`,
  blocks: (listing) => [
    { paragraph: `${listing.listingTitle} comes off GenMarket when its listing period ends.` },
    { facts: [["Expires", formatDate(listing.expiresAt)]] },
    { paragraph: "Mark it sold if it has gone, or list it again once it expires." },
  ],
  action: () => "Manage your listings",
  link: () => "/dashboard?view=listings",
});
