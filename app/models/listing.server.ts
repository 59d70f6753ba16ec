import { isGeneratorType, type GeneratorTypeKey } from "~/content/generator-types";
import type { SupabaseClient } from "~/utils/supabase.server";

/** Active listings per generator type, from the database (types with none are absent). */
export async function countActiveListingsByType(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("active_listing_counts");
  if (error) return { counts: null, error };
  const counts: Partial<Record<GeneratorTypeKey, number>> = {};
  for (const row of (data ?? []) as Array<{ type: string; listings: number }>) {
    if (isGeneratorType(row.type)) counts[row.type] = row.listings;
  }
  return { counts, error: null };
}
