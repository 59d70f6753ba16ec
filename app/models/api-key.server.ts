import { findPlan } from "~/content/plans";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A dealer's keys for the stock-feed API (supabase/schemas/88-dealer-api.sql,
 * docs/decisions/022-dealer-api-keys.md), read and written as the dealer: the list is their own
 * rows under RLS (never the hash, which the table does not let them read); create_api_key
 * decides who may make one (a trade seller whose plan has API access, named, scoped, at most
 * max_api_keys() at once) and answers the key, once; revoke_api_key revokes one of theirs.
 */

export type ApiKeyRow = {
  id: string;
  name: string;
  scope: string;
  key_prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** The signed-in dealer's keys, newest first, revoked ones too. */
export async function getOwnApiKeys(supabase: SupabaseClient) {
  const { data, error } = await supabase
    .from("api_keys")
    .select("id, name, scope, key_prefix, created_at, last_used_at, revoked_at")
    .order("created_at", { ascending: false })
    .order("id");
  return { keys: (data ?? []) as ApiKeyRow[], error };
}

/** One of the signed-in dealer's keys (for the revoke step's question), or null: unknown or someone else's. */
export async function getOwnApiKey(supabase: SupabaseClient, id: string) {
  const { data, error } = await supabase.from("api_keys").select("id, name, revoked_at").eq("id", id).maybeSingle();
  return { key: data, error };
}

/** How many unrevoked keys a dealer may hold at once (SQL's max_api_keys()). */
export async function getApiKeyLimit(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("max_api_keys");
  return { max: typeof data === "number" ? data : null, error };
}

/**
 * The member's current plan as far as the API is concerned: its name and whether it sells API
 * access (plans.ts's apiAccess, tied to SQL's plan_has_api_access by
 * supabase/tests/member-plans.test.ts); no plan, no access. Their own plan row under RLS.
 */
export async function getApiAccess(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase.from("member_plans").select("plan_id").eq("user_id", userId).is("ended_at", null).maybeSingle();
  if (error) return { access: null, error };
  const plan = findPlan(data?.plan_id ?? null);
  return { access: { planName: plan?.name ?? null, apiAccess: plan?.apiAccess === true }, error: null };
}

/** Makes a key for the signed-in dealer: its id and the key itself, which is never readable again. */
export async function createApiKey(supabase: SupabaseClient, { name, scope }: { name: string; scope: string }) {
  const { data, error } = await supabase.rpc("create_api_key", { p_name: name, p_scope: scope });
  if (error) return { created: null, error };
  // jsonb: its shape is the function's.
  return { created: data as { id: string; key: string }, error: null };
}

/** Revokes one of the signed-in dealer's keys; `revoked` is false for one unknown, someone else's or revoked already. */
export async function revokeApiKey(supabase: SupabaseClient, id: string) {
  const { data, error } = await supabase.rpc("revoke_api_key", { p_id: id });
  return { revoked: data === true, error };
}
