import { shownListingStatus, type ListingStatus } from "~/content/listing-statuses";
import type { PortalListingSort } from "~/content/seller-portal";
import type { TablesInsert, TablesUpdate } from "~/types/supabase";
import type { SupabaseClient } from "~/utils/supabase.server";
import { getListingPhotos, LISTING_PHOTOS_BUCKET, listingPhotoUrl } from "./listing-photo.server";

/**
 * A seller's own listings, read and written as them (row-level security lets an owner read
 * all of theirs and change them only in the statuses of listing-rules.ts): the dashboard's
 * list, the sell wizard's drafts, its saves and publishing. The catalogue buyers see is in
 * catalogue.server.ts; photos in listing-photo.server.ts.
 */

/**
 * Every listing of this seller, whatever its status, newest first. Row-level security
 * lets a seller read all of their own, so the dealer filter only narrows what staff (who
 * may read every listing) would get.
 */
export async function getOwnListings(supabase: SupabaseClient, dealerId: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select("id, title, status, price_gbp, updated_at, rejection_reason, listing_photos(storage_path)")
    .eq("dealer_id", dealerId)
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .order("position", { referencedTable: "listing_photos" })
    .limit(1, { referencedTable: "listing_photos" });
  if (error) return { listings: null, error };
  const listings = data.map(({ listing_photos, ...row }) => ({
    ...row,
    /** The main photo's address (listingPhotoUrl), or null when there is none yet. */
    photo_url: listing_photos[0] ? listingPhotoUrl(listing_photos[0].storage_path) : null,
  }));
  return { listings, error: null };
}

/** One of the seller's own listings as their dashboard lists it. */
export type OwnListing = NonNullable<Awaited<ReturnType<typeof getOwnListings>>["listings"]>[number];

const editableColumns = `id, status, wizard_step, listing_option, chosen_option, title, type, condition, description, power_kw, fuel,
  brand, model, year, hours, key_features, phase, voltage, acoustic_type, enclosure, emissions, warranty_months, sockets,
  price_gbp, vat_status, price_negotiable, postcode, location, depot_id`;

/**
 * The user's own listing with its photos, its payment and what it still lacks before it can
 * be published (SQL's listing_missing_fields, the one rule; listing-rules.ts names each
 * item's step); null when there is none with this id (or it is someone else's).
 */
export async function getOwnListing(supabase: SupabaseClient, userId: string, id: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select(editableColumns)
    .eq("id", id)
    .eq("dealer_id", userId)
    .maybeSingle();
  if (error) return { listing: null, error };
  if (!data) return { listing: null, error: null };
  const [photos, payments, missing] = await Promise.all([
    getListingPhotos(supabase, id),
    supabase
      .from("payments")
      .select("listing_option, amount_pence, reference, paid_at")
      .eq("listing_id", id)
      .eq("status", "paid")
      // The listing fee (one per listing); its upgrade and renewals are payments of their own.
      .eq("purpose", "listing_option")
      .maybeSingle(),
    supabase.rpc("listing_missing_fields", { p_listing_id: id }),
  ]);
  if (photos.error) return { listing: null, error: photos.error };
  if (payments.error) return { listing: null, error: payments.error };
  if (missing.error) return { listing: null, error: missing.error };
  const listing = { ...data, photos: photos.photos, payment: payments.data, missing: missing.data ?? [] };
  return { listing, error: null };
}

/**
 * The owner's listing as Renew shows it (its title, status, the period that ended, its main
 * photo); null when there is none with this id or it is someone else's. renew_listing decides
 * whether it may be renewed.
 */
export async function getListingToRenew(supabase: SupabaseClient, userId: string, id: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select("id, title, status, expires_at, listing_option, price_gbp, location, listing_photos(storage_path)")
    .eq("id", id)
    .eq("dealer_id", userId)
    .order("position", { referencedTable: "listing_photos" })
    .limit(1, { referencedTable: "listing_photos" })
    .maybeSingle();
  if (error || !data) return { listing: null, error };
  const { listing_photos, ...row } = data;
  return { listing: { ...row, photo_url: listing_photos[0] ? listingPhotoUrl(listing_photos[0].storage_path) : null }, error: null };
}

/** The owner's listing as the sell wizard edits it: its row, its photos in order, the paid payment if any. */
export type EditableListing = NonNullable<Awaited<ReturnType<typeof getOwnListing>>["listing"]>;

/** The user's unfinished listings, newest first, for 'Continue your draft'. */
export async function getOwnDrafts(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase
    .from("generator_listings")
    .select("id, title, wizard_step, updated_at")
    .eq("dealer_id", userId)
    .eq("status", "draft")
    .order("updated_at", { ascending: false })
    .limit(10);
  return { drafts: data ?? [], error };
}

/** Columns of a listing to write, as the row names them. */
export type ListingPatch = TablesUpdate<"generator_listings">;

/** A new draft listing of the user's (status draft by default); its id. */
export async function createDraftListing(supabase: SupabaseClient, userId: string, patch: ListingPatch, wizardStep: number) {
  const { data, error } = await supabase
    .from("generator_listings")
    // A patch without a title (a cookie draft saved before Basic Info) is refused by the
    // database (23502), which the wizard answers; the types cannot know the patch's columns.
    .insert({ ...patch, dealer_id: userId, wizard_step: wizardStep } as TablesInsert<"generator_listings">)
    .select("id")
    .single();
  return { id: data?.id, error };
}

/** Merges a wizard step's values into the user's listing and records the step reached. */
export async function updateOwnListing(supabase: SupabaseClient, id: string, patch: ListingPatch, wizardStep: number) {
  const { error } = await supabase.from("generator_listings").update({ ...patch, wizard_step: wizardStep }).eq("id", id);
  return { error };
}

/** Sends the listing for review (publish_listing); publishing it again changes nothing. */
export async function publishListing(supabase: SupabaseClient, id: string) {
  const { error } = await supabase.rpc("publish_listing", { p_listing_id: id });
  return { error };
}

/**
 * The seller's own listings as the sellers portal's table shows them, with lifetime views,
 * enquiries and saves, searched, filtered by status and depot and sorted in SQL
 * (seller_portal_listings: only the caller's rows, whoever asks).
 */
export async function searchOwnListings(
  supabase: SupabaseClient,
  { search, status, sort, depotId }: { search: string | null; status: ListingStatus | null; sort: PortalListingSort; depotId?: string },
) {
  const { data, error } = await supabase.rpc("seller_portal_listings", { p_search: search, p_status: status, p_sort: sort, p_depot: depotId });
  if (error) return { listings: null, error };
  // The generator types a function's table columns as never null; these may be.
  const listings = data.map(({ photo_path, ...row }) => ({
    ...row,
    status: shownListingStatus(row.status),
    location: orNull(row.location),
    condition: orNull(row.condition),
    price_gbp: orNull(row.price_gbp),
    expires_at: orNull(row.expires_at),
    listing_option: orNull(row.listing_option),
    rejection_reason: orNull(row.rejection_reason),
    depot_id: orNull(row.depot_id),
    /** The main photo's address, or null when it has none. */
    photo_url: photo_path ? listingPhotoUrl(photo_path) : null,
  }));
  return { listings, error: null };
}

/** A row of the sellers portal's listings table. */
export type PortalListing = NonNullable<Awaited<ReturnType<typeof searchOwnListings>>["listings"]>[number];

/** Takes the seller's live listings off the site, all or none (deactivate_listings decides). */
export async function deactivateListings(supabase: SupabaseClient, ids: string[]) {
  const { error } = await supabase.rpc("deactivate_listings", { p_listing_ids: ids });
  return { error };
}

/** Puts a deactivated listing back on the site while its period lasts (reactivate_listing decides). */
export async function reactivateListing(supabase: SupabaseClient, id: string) {
  const { error } = await supabase.rpc("reactivate_listing", { p_listing_id: id });
  return { error };
}

/** The titles of the seller's listings with these ids (for the delete confirmation). */
export async function getOwnListingTitles(supabase: SupabaseClient, dealerId: string, ids: string[]) {
  const { data, error } = await supabase.from("generator_listings").select("id, title").eq("dealer_id", dealerId).in("id", ids);
  return { listings: data ?? [], error };
}

/**
 * Deletes the seller's listings, all or none (delete_own_listings): their photos leave the
 * site with them, and the files the seller uploaded are then removed from the bucket.
 */
export async function deleteOwnListings(supabase: SupabaseClient, ids: string[]) {
  const { data, error } = await supabase.rpc("delete_own_listings", { p_listing_ids: ids });
  if (error) return { error };
  if (data.length > 0) {
    const removed = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(data);
    // The files are already unreachable (the bucket's read policy needs a photo row).
    if (removed.error) console.error("listings: removing a deleted listing's files", removed.error);
  }
  return { error: null };
}

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
