import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * The signed-in member's own payments that a card checkout session paid for (row-level
 * security shows nobody else's): none for a session that is not theirs.
 */
export async function getOwnCheckoutPayments(supabase: SupabaseClient, sessionId: string) {
  const { data, error } = await supabase
    .from("payments")
    .select("id, purpose, status, listing_id, plan_id, amount_pence")
    .eq("checkout_session_id", sessionId)
    .order("id");
  return { payments: data ?? [], error };
}
