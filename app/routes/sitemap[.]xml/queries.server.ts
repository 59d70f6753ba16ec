import type { SupabaseClient } from "~/utils/supabase.server";

/** The sitemap protocol's limit on URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

/** Ids and last changes of the active listings, newest change first. */
export async function activeListingsForSitemap(supabase: SupabaseClient, limit = SITEMAP_MAX_URLS) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select("id, updated_at")
    .eq("status", "active")
    .order("updated_at", { ascending: false })
    .limit(limit);
  return { listings: data ?? [], error };
}
