import { z } from "zod";
import { formatGBP } from "~/utils/format";
import { eventEmail } from "./event-email";

/**
 * The seller of an auction that ended without a sale (settle_due_auctions,
 * supabase/schemas/40-auctions.sql): no bids, or the highest bid under the reserve; a link
 * to auction it again.
 */
const data = z.object({
  auctionId: z.string().uuid(),
  auctionTitle: z.string(),
  outcome: z.enum(["no_bids", "reserve_not_met"]),
  highestBid: z.number().int().nullable(),
});

export const auctionUnsold = eventEmail({
  data,
  subject: (auction) => `Your auction ended unsold: ${auction.auctionTitle}`,
  blocks: (auction) => [
    {
      paragraph:
        auction.outcome === "no_bids" || auction.highestBid === null
          ? `${auction.auctionTitle} ended with no bids, so it did not sell.`
          : `${auction.auctionTitle} ended without a sale: the highest bid, ${formatGBP(auction.highestBid)}, did not meet your reserve.`,
    },
    { paragraph: "You can auction it again, perhaps with a lower starting price or reserve." },
  ],
  action: () => "Create a new auction",
  link: () => "/create-auction",
});
