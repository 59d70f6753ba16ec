import { z } from "zod";
import { formatDate, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * The seller of an auction that sold (settle_due_auctions, supabase/schemas/40-auctions.sql):
 * the winning bid and who won, and the commission charged in the same transaction
 * (private.charge_commission, supabase/schemas/30-payments.sql): commission, VAT, the total
 * and its due date, with a link to pay it from Billing.
 */
const data = z.object({
  auctionId: z.string().uuid(),
  auctionTitle: z.string(),
  salePrice: z.number().int(),
  winnerName: z.string(),
  commissionPence: z.number().int(),
  vatPence: z.number().int(),
  amountDuePence: z.number().int(),
  dueAt: moment,
});

const pounds = (pence: number) => formatGBP(pence / 100);

export const auctionSold = eventEmail({
  data,
  subject: (sale) => `Your auction sold: ${sale.auctionTitle}`,
  blocks: (sale) => [
    { paragraph: `${sale.auctionTitle} sold for ${formatGBP(sale.salePrice)} to ${sale.winnerName}. They are in your Messages: contact them there to arrange payment and collection.` },
    {
      facts: [
        ["Winning bid", formatGBP(sale.salePrice)],
        ["Commission", pounds(sale.commissionPence)],
        ["VAT on the commission", pounds(sale.vatPence)],
        ["To pay", pounds(sale.amountDuePence)],
        ["Due by", formatDate(sale.dueAt)],
      ],
    },
    { paragraph: `Pay the commission by ${formatDate(sale.dueAt)}: while it is overdue you cannot create another auction.` },
  ],
  action: () => "Pay the commission",
  link: () => "/dashboard?view=billing",
});
