import { z } from "zod";
import { formatGBP } from "~/utils/format";
import { eventEmail } from "./event-email";

/**
 * The winner of an auction (settle_due_auctions, supabase/schemas/40-auctions.sql): the
 * amount and what happens next; the link opens their conversation with the seller, where
 * GenMarket's message already is and the seller will write.
 */
const data = z.object({
  auctionId: z.string().uuid(),
  auctionTitle: z.string(),
  amount: z.number().int(),
  threadId: z.string().uuid(),
});

export const auctionWon = eventEmail({
  data,
  subject: (auction) => `You won ${auction.auctionTitle}`,
  blocks: (auction) => [
    { paragraph: `You won ${auction.auctionTitle} with a bid of ${formatGBP(auction.amount)}.` },
    {
      paragraph:
        "What happens next: the seller will contact you through GenMarket to arrange payment and collection. You pay the seller directly; their messages arrive in your conversation about the auction.",
    },
  ],
  action: () => "Open the conversation",
  link: (auction) => `/dashboard?thread=${auction.threadId}`,
});
