import { formatGBPWithPence } from "~/utils/format";
/** A receipt's printable page (app/routes/dashboard_.receipts.$paymentId), by its payment's id. */
export const receiptHref = (paymentId: string) => `/dashboard/receipts/${paymentId}`;

/** An amount in pence as money on a receipt, always with pence: 2000 → £20.00. */
export function formatPence(pence: number) {
  return formatGBPWithPence(pence / 100);
}

/** A refund's status in words, on the receipt and on /moderation (docs/payments.md "Refunds"). */
export const refundStatusLabels = { pending: "Pending", succeeded: "Refunded", failed: "Failed" } as const;
