import { listingCardSelect, toListingSummaries, type ListingSummary } from "~/models/catalogue.server";
import type { SupabaseClient } from "~/utils/supabase.server";

/** Which of these listings the signed-in member has saved (RLS shows only their own). */
export async function savedListingIds(supabase: SupabaseClient, listingIds: string[]) {
  if (listingIds.length === 0) return { savedIds: [] as string[], error: null };
  const { data, error } = await supabase.from("saved_listings").select("listing_id").in("listing_id", listingIds);
  if (error) return { savedIds: [] as string[], error };
  return { savedIds: data.map((row) => row.listing_id), error: null };
}

/** Saves or unsaves a listing for the signed-in member; saving twice, or unsaving twice, is no error. */
export async function setListingSaved(supabase: SupabaseClient, listingId: string, saved: boolean) {
  const { error } = saved
    ? await supabase.from("saved_listings").upsert({ listing_id: listingId }, { onConflict: "user_id,listing_id", ignoreDuplicates: true })
    : await supabase.from("saved_listings").delete().eq("listing_id", listingId);
  return { error };
}

/**
 * The signed-in member's saved listings, most recently saved first, as cards. A saved
 * listing that is no longer public (sold, expired) is not returned, only counted, so the
 * page can say what happened to it.
 */
export async function getSavedListings(supabase: SupabaseClient, limit = 60) {
  const saved = await supabase
    .from("saved_listings")
    .select("listing_id")
    .order("created_at", { ascending: false })
    .limit(limit);
  if (saved.error) return { listings: null, unavailable: 0, error: saved.error };
  const ids = saved.data.map((row) => row.listing_id);
  if (ids.length === 0) return { listings: [] as ListingSummary[], unavailable: 0, error: null };
  const { data, error } = await supabase
    .from("generator_listings")
    .select(listingCardSelect)
    .in("id", ids)
    .eq("status", "active")
    .order("position", { referencedTable: "listing_photos" })
    .limit(1, { referencedTable: "listing_photos" });
  if (error) return { listings: null, unavailable: 0, error };
  const byId = new Map(toListingSummaries(data).map((listing) => [listing.id, listing]));
  const listings = ids.flatMap((id) => byId.get(id) ?? []);
  return { listings, unavailable: ids.length - listings.length, error: null };
}
