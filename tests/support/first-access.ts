import { PRIORITY_EARLY_ACCESS_HOURS } from "../../app/content/plans.ts";
import type { SupabaseClient } from "./backend.ts";

/**
 * Dates a listing's approval past Priority Buyers' first access, as if that day had passed:
 * until then only Priority Buyers and the seller see it, and only Priority Buyers are alerted
 * (supabase/tests/member-plans.test.ts, supabase/tests/saved-searches.test.ts). Apart from factories.ts,
 * which the bench runs under plain Node, because plans.ts imports through the app's `~` alias.
 */
export async function pastPriorityFirstAccess(admin: SupabaseClient, listingId: string) {
  const dayAgo = new Date(Date.now() - (PRIORITY_EARLY_ACCESS_HOURS + 1) * 3_600_000).toISOString();
  const { error } = await admin.from("generator_listings").update({ reviewed_at: dayAgo }).eq("id", listingId);
  if (error) throw new Error(`pastPriorityFirstAccess: ${JSON.stringify(error)}`);
}
