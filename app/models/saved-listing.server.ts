import type { SupabaseClient } from "~/utils/supabase.server";

/** Which of these listings the signed-in member has saved (RLS shows only their own). */
export async function savedListingIds(supabase: SupabaseClient, listingIds: string[]) {
  if (listingIds.length === 0) return { savedIds: [] as string[], error: null };
  const { data, error } = await supabase.from("saved_listings").select("listing_id").in("listing_id", listingIds);
  if (error) return { savedIds: [] as string[], error };
  return { savedIds: data.map((row) => row.listing_id as string), error: null };
}

/** Saves or unsaves a listing for the signed-in member; saving twice, or unsaving twice, is no error. */
export async function setListingSaved(supabase: SupabaseClient, listingId: string, saved: boolean) {
  const { error } = saved
    ? await supabase.from("saved_listings").upsert({ listing_id: listingId }, { onConflict: "user_id,listing_id", ignoreDuplicates: true })
    : await supabase.from("saved_listings").delete().eq("listing_id", listingId);
  return { error };
}
