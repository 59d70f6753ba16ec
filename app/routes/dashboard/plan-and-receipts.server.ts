import { vatIncludedIn } from "~/content/plans";
import { getCurrentPlan, getReceipts } from "~/models/member-plan.server";
import { failedToLoad } from "~/utils/errors.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { DashboardView } from "./parts/views";

/**
 * The member's plan (the overview's plan card) and their receipts (Account's Payments and
 * receipts: listing fees, upgrades, auction fees and plans, each with the VAT it included,
 * worked out here so the page's script does without the plans' tables); each only on its view.
 */
export async function loadPlanAndReceipts(supabase: SupabaseClient, userId: string, view: DashboardView | null, headers: Headers) {
  if (view !== "overview" && view !== "account") return null;
  const [plan, receipts] = await Promise.all([
    getCurrentPlan(supabase, userId),
    view === "account" ? getReceipts(supabase, userId) : null,
  ]);
  if (plan.error) failedToLoad("dashboard: reading the member's plan", plan.error, headers);
  if (receipts?.error) failedToLoad("dashboard: reading the member's receipts", receipts.error, headers);
  const withVat = receipts?.receipts.map((receipt) => ({ ...receipt, vat: vatIncludedIn(receipt.amountPence / 100) }));
  return { plan: plan.plan, receipts: withVat ?? null };
}
