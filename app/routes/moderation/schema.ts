import * as z from "zod";
import { recordId } from "~/utils/validation";
import { poundsToPence, REFUND_PAYMENT_INTENT, REFUND_REASON_MAX, REFUND_REASON_MIN, REJECTION_REASON_MAX, REJECTION_REASON_MIN } from "./rules";

/** Listings per page of the queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** The page of the queue in the URL (?page=2); anything else is the first page. */
export const queuePageSchema = z.coerce.number().int().min(1).catch(1);

const reasonRequired = "Please give a reason the seller can act on";

/**
 * A reviewer's decision on one listing. A rejection carries the reason the seller reads,
 * 10 to 500 characters as public.moderate_listing() requires.
 */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), listingId: recordId }),
  z.object({
    intent: z.literal("reject"),
    listingId: recordId,
    reason: z
      .string({ error: reasonRequired })
      .trim()
      .min(1, reasonRequired)
      .min(REJECTION_REASON_MIN, `${reasonRequired}: at least ${REJECTION_REASON_MIN} characters`)
      .max(REJECTION_REASON_MAX, `The reason must be ${REJECTION_REASON_MAX} characters or fewer`),
  }),
]);

const refundReasonRequired = "Please give the member a reason for the refund";
const amountRequired = "Enter the amount to refund, in pounds";
const confirmRequired = "Tick the box to confirm the refund";

/**
 * A refund of a paid payment from /moderation's Payments: the payment, the form's one-time key
 * (the refund's id: the same form sent twice is one refund), the amount in pounds (more than
 * nothing; SQL checks what is left), the reason the member reads (10 to 500 characters, as
 * public.start_payment_refund() requires) and the confirming tick.
 */
export const RefundPaymentSchema = z.object({
  intent: z.literal(REFUND_PAYMENT_INTENT),
  paymentId: recordId,
  refundKey: recordId,
  amount: z
    .string({ error: amountRequired })
    .trim()
    .regex(/^£?\s*\d{1,6}(\.\d{1,2})?$/, "Enter the amount in pounds and pence, like 8.95")
    .refine((typed) => poundsToPence(typed) > 0, "Enter an amount to refund of at least £0.01"),
  reason: z
    .string({ error: refundReasonRequired })
    .trim()
    .min(REFUND_REASON_MIN, `${refundReasonRequired}: at least ${REFUND_REASON_MIN} characters`)
    .max(REFUND_REASON_MAX, `The reason must be ${REFUND_REASON_MAX} characters or fewer`),
  confirm: z.boolean({ error: confirmRequired }).refine((ticked) => ticked, confirmRequired),
});
