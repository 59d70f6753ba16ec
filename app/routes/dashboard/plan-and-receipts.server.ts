import { getCurrentPlan } from "~/models/member-plan.server";
import { commissionPayBy, getCommissionCharges } from "~/models/own-auction.server";
import { getReceipts } from "~/models/receipt.server";
import { failedToLoad } from "~/utils/errors.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { DashboardView } from "./parts/views";

/**
 * The member's plan (the plan card of the overview and of Billing), and for the Billing view
 * the commission invoices still to pay (docs/payments.md "Commission") and their receipts
 * (listing fees, upgrades, auction fees, plans and commission, with SQL's receipt numbers).
 * `localPayments`: the local provider pays commission here (no Stripe invoice).
 */
export async function loadPlanAndReceipts(
  supabase: SupabaseClient,
  userId: string,
  view: DashboardView | null,
  { headers, localPayments }: { headers: Headers; localPayments: boolean },
) {
  if (view !== "overview" && view !== "billing") return null;
  const billing = view === "billing";
  const [plan, receipts, commission] = await Promise.all([
    getCurrentPlan(supabase, userId),
    billing ? getReceipts(supabase, userId) : null,
    billing ? getCommissionCharges(supabase) : null,
  ]);
  if (plan?.error) failedToLoad("dashboard: reading the member's plan", plan.error, headers);
  if (receipts?.error) failedToLoad("dashboard: reading the member's receipts", receipts.error, headers);
  if (commission?.error) failedToLoad("dashboard: reading the member's commission invoices", commission.error, headers);
  const invoicesToPay = (commission?.charges ?? [])
    .filter((charge) => charge.state === "due" || charge.state === "overdue")
    .map((charge) => ({ ...charge, payBy: commissionPayBy(charge, localPayments) }));
  return { plan: plan?.plan ?? null, receipts: receipts?.receipts ?? null, invoicesToPay };
}
