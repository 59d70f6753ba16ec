import type { AlertFrequency, SavedSearchPage } from "~/content/saved-searches";
import type { Json } from "~/types/database";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A member's saved browse searches (supabase/schemas/70-saved-searches.sql). Saving goes through
 * save_search, which keeps the limit and stores the same query once; the list, the alerts
 * switch and deleting run as the member under RLS (own rows only; only `alerts` and
 * `alert_frequency` may change).
 */

/** What a browse page saves: its address's clean query string, a name, and its search function's arguments. */
export type SearchToSave = { page: SavedSearchPage; name: string; query: string; searchArgs: Json };

/** Saves the signed-in member's search; `created` is false when the same search was saved already. */
export async function saveSearch(supabase: SupabaseClient, search: SearchToSave) {
  const { data, error } = await supabase.rpc("save_search", {
    p_page: search.page,
    p_name: search.name,
    p_query: search.query,
    p_search_args: search.searchArgs,
  });
  if (error) return { saved: null, error };
  // jsonb: its shape is the function's.
  return { saved: data as { id: string; created: boolean }, error: null };
}

/** The signed-in member's saved searches, newest first. */
export async function getSavedSearches(supabase: SupabaseClient) {
  const { data, error } = await supabase
    .from("saved_searches")
    .select("id, page, name, query, alerts, alert_frequency, created_at")
    .order("created_at", { ascending: false })
    .order("id");
  return { searches: data, error };
}

export type SavedSearch = NonNullable<Awaited<ReturnType<typeof getSavedSearches>>["searches"]>[number];

/** Switches a saved search's alerts and their frequency; `found` is false for an unknown id or someone else's. */
export async function setSavedSearchAlerts(
  supabase: SupabaseClient,
  id: string,
  settings: { alerts: boolean; alertFrequency: AlertFrequency },
) {
  const { data, error } = await supabase
    .from("saved_searches")
    .update({ alerts: settings.alerts, alert_frequency: settings.alertFrequency })
    .eq("id", id)
    .select("id");
  return { found: (data?.length ?? 0) > 0, error };
}

/** Deletes a saved search of the signed-in member's; deleting it twice is no error. */
export async function deleteSavedSearch(supabase: SupabaseClient, id: string) {
  const { error } = await supabase.from("saved_searches").delete().eq("id", id);
  return { error };
}
