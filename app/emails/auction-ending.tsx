import { z } from "zod";
import { formatDateTime, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * An auction the member bid on or watches ends within the hour (queue_reminder_emails,
 * supabase/schemas/40-auctions.sql): when, the bid to beat and a link to the auction.
 */
const data = z.object({
  auctionId: z.string().uuid(),
  auctionTitle: z.string(),
  endsAt: moment,
  currentBid: z.number().int().nullable(),
  minimumBid: z.number().int(),
});

export const auctionEnding = eventEmail({
  data,
  subject: (auction) => `Ending within the hour: ${auction.auctionTitle}`,
  blocks: (auction) => [
    { paragraph: `${auction.auctionTitle} ends at ${formatDateTime(auction.endsAt)}. A bid in its last 2 minutes extends it by 2 minutes.` },
    {
      facts: [
        ["Current bid", auction.currentBid === null ? "No bids yet" : formatGBP(auction.currentBid)],
        ["Bid at least", formatGBP(auction.minimumBid)],
      ],
    },
  ],
  action: () => "Go to the auction",
  link: (auction) => `/auctions/${auction.auctionId}`,
});
