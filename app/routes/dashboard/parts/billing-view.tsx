import type { ReceiptSummary } from "~/models/receipt.server";
import { ReceiptList } from "./plan-and-receipts";

/**
 * The Billing view: the member's payments, each with its receipt (docs/payments.md "Receipts");
 * subscriptions and invoices join it as they are built. Loaded when shown (the route's lazy
 * import, docs/decisions/007-views-load-when-shown.md).
 */
export default function BillingView({ receipts }: { receipts: ReceiptSummary[] }) {
  return <ReceiptList receipts={receipts} />;
}
