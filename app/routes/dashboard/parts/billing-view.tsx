import type { CurrentPlan } from "~/models/member-plan.server";
import type { ReceiptSummary } from "~/models/receipt.server";
import { PlanCard, ReceiptList } from "./plan-and-receipts";

/**
 * The Billing view: the member's plan (its renewal, trial or end, Cancel at period end and
 * Manage card: docs/payments.md "Weekly plans") and their payments, each with its receipt
 * (docs/payments.md "Receipts"); commission invoices join it as they are built. Loaded when
 * shown (the route's lazy import, docs/decisions/007-views-load-when-shown.md).
 */
export default function BillingView({ receipts, plan, isTrade }: { receipts: ReceiptSummary[]; plan: CurrentPlan | null; isTrade: boolean }) {
  return (
    <>
      <PlanCard plan={plan} isTrade={isTrade} />
      <ReceiptList receipts={receipts} />
    </>
  );
}
