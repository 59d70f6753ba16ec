import { getCurrentPlan } from "~/models/member-plan.server";
import { getReceipts } from "~/models/receipt.server";
import { failedToLoad } from "~/utils/errors.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import type { DashboardView } from "./parts/views";

/**
 * The member's plan (the plan card of the overview and of Billing) and their receipts (the
 * Billing view: listing fees, upgrades, auction fees and plans, with SQL's receipt numbers).
 */
export async function loadPlanAndReceipts(supabase: SupabaseClient, userId: string, view: DashboardView | null, headers: Headers) {
  if (view !== "overview" && view !== "billing") return null;
  const [plan, receipts] = await Promise.all([
    getCurrentPlan(supabase, userId),
    view === "billing" ? getReceipts(supabase, userId) : null,
  ]);
  if (plan?.error) failedToLoad("dashboard: reading the member's plan", plan.error, headers);
  if (receipts?.error) failedToLoad("dashboard: reading the member's receipts", receipts.error, headers);
  return { plan: plan?.plan ?? null, receipts: receipts?.receipts ?? null };
}
