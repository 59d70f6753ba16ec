import { z } from "zod";
import { formatDateTime, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * A bidder lost the lead on an auction (place_bid, supabase/schemas/40-auctions.sql): the
 * current bid, the least they can bid now (auction_minimum_bid) and a link to bid again.
 * Whole pounds, as auctions are priced.
 */
const data = z.object({
  auctionId: z.string().uuid(),
  auctionTitle: z.string(),
  currentBid: z.number().int(),
  minimumBid: z.number().int(),
  endsAt: moment,
});

export const outbid = eventEmail({
  data,
  subject: (auction) => `You have been outbid on ${auction.auctionTitle}`,
  blocks: (auction) => [
    { paragraph: `Someone has bid more than you on ${auction.auctionTitle}.` },
    {
      facts: [
        ["Current bid", formatGBP(auction.currentBid)],
        ["Bid at least", formatGBP(auction.minimumBid)],
        ["Ends", formatDateTime(auction.endsAt)],
      ],
    },
  ],
  action: () => "Bid again",
  link: (auction) => `/auctions/${auction.auctionId}`,
});
