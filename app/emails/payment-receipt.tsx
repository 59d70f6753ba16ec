import { z } from "zod";
import { describePayment, formatReceiptNumber } from "~/models/receipt.server";
import { formatDate, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * A receipt for each paid payment (the trigger payments_email_receipt, supabase/schemas/30-payments.sql):
 * its number, what it bought as the receipt page names it, the total and its VAT, and a
 * link to the receipt page, which is the VAT invoice (docs/payments.md "Receipts").
 */
const data = z.object({
  paymentId: z.string().uuid(),
  receiptNumber: z.number().int(),
  amountPence: z.number().int(),
  vatPence: z.number().int(),
  paidAt: moment,
  purpose: z.enum(["listing_option", "listing_renewal", "auction_fee", "listing_upgrade", "plan", "commission"]),
  listingOption: z.string().nullable(),
  planId: z.string().nullable(),
  listingTitle: z.string().nullable(),
  auctionTitle: z.string().nullable(),
});

type Data = z.infer<typeof data>;

const description = (payment: Data) =>
  describePayment({
    purpose: payment.purpose,
    listing_option: payment.listingOption,
    plan_id: payment.planId,
    generator_listings: payment.listingTitle === null ? null : { title: payment.listingTitle },
    auction_listings: payment.auctionTitle === null ? null : { title: payment.auctionTitle },
  });

const pounds = (pence: number) => formatGBP(pence / 100);

export const paymentReceipt = eventEmail({
  data,
  subject: (payment) => `Your GenMarket receipt ${formatReceiptNumber(payment.receiptNumber)}`,
  blocks: (payment) => [
    { paragraph: `Thank you for your payment of ${pounds(payment.amountPence)}.` },
    {
      facts: [
        ["Receipt", formatReceiptNumber(payment.receiptNumber)],
        ["For", description(payment)],
        ["Paid", formatDate(payment.paidAt)],
        ["Total", pounds(payment.amountPence)],
        ["Of which VAT", pounds(payment.vatPence)],
      ],
    },
    { paragraph: "Your receipt page is your VAT invoice: print it from there." },
  ],
  action: () => "View your receipt",
  link: (payment) => `/dashboard/receipts/${payment.paymentId}`,
});
