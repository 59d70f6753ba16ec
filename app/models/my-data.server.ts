import type { ClosedAccountFiles } from "~/utils/admin.server";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * Closes the signed-in member's account (close_my_account, supabase/schemas/12-my-data.sql):
 * `closed` false for a wrong password (nothing changed); a refusal meant for people (GM409:
 * an auction with bids still running…) is the error. When closed, `files` are the member's
 * Storage files for the Worker to remove.
 */
export async function closeMyAccount(supabase: SupabaseClient, password: string) {
  const { data, error } = await supabase.rpc("close_my_account", { p_password: password });
  if (error) return { closed: false, files: {}, error };
  // The generated type says Json; the function answers this shape.
  const answer = data as { closed: boolean; files?: ClosedAccountFiles };
  return { closed: answer.closed, files: answer.files ?? {}, error: null };
}

/**
 * Everything the signed-in member has on GenMarket as one JSON document (export_my_data,
 * under RLS): profile, listings, auctions, bids, conversations, saved items, reviews, payments.
 */
export async function exportMyData(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("export_my_data");
  return { data, error };
}
