import type { Json } from "~/types/database";
import type { PhotoCopy } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { LISTING_PHOTOS_BUCKET, mainCopy, photoCopyColumns, photoCopyFileName, uploadPhotoCopies } from "./listing-photo.server";

/**
 * Bulk uploads (listing_imports), read and written as the seller: the stored preview of one
 * CSV file, the seller's history, and confirm_listing_import, which applies a preview in one
 * transaction or refuses it (GM4xx, words for people). The rows themselves are judged in
 * models/listing-rows.server.ts.
 */

/** The seller's listings that carry one of these stock numbers, with the columns an update compares (their depot too). */
export async function getListingsByStockRef(supabase: SupabaseClient, sellerId: string, stockRefs: string[]) {
  if (stockRefs.length === 0) return { listings: [], error: null };
  const { data, error } = await supabase
    .from("generator_listings")
    .select(
      `id, status, stock_ref, title, type, condition, description, power_kw, fuel, brand, model, year, hours,
       price_gbp, vat_status, postcode, location, warranty_months, phase, sockets, emissions, depot_id, listing_photos(id)`,
    )
    .eq("dealer_id", sellerId)
    .in("stock_ref", stockRefs);
  if (error) return { listings: null, error };
  // The query filtered on stock_ref, so each row has one.
  const listings = data.flatMap(({ listing_photos, ...row }) =>
    row.stock_ref === null ? [] : [{ ...row, stock_ref: row.stock_ref, photo_count: listing_photos.length }],
  );
  return { listings, error: null };
}

/**
 * Whether the signed-in seller's upload asks for a captcha: yes unless our team has verified
 * them as a dealer (bulk_upload_needs_captcha, supabase/schemas/85-bulk-upload.sql, whose insert
 * policy refuses a captcha-less preview from anyone else).
 */
export async function bulkUploadNeedsCaptcha(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("bulk_upload_needs_captcha");
  return { needsCaptcha: data !== false, error };
}

export type NewImport = {
  fileName: string;
  /** The upload form's id: the same form posted twice makes one import. */
  submissionId: string;
  /** The captcha solved for it, when the seller needs one. */
  captchaId: string | null;
  rowCount: number;
  changes: Json[];
  failures: Json[];
  unchangedCount: number;
};

/**
 * Stores a preview; its id. A captcha already used for another import is refused
 * (`replayed`); a form already posted answers the import it made (`existing`).
 */
export async function createImport(supabase: SupabaseClient, preview: NewImport) {
  const { data, error } = await supabase
    .from("listing_imports")
    .insert({
      file_name: preview.fileName,
      submission_id: preview.submissionId,
      captcha_id: preview.captchaId,
      row_count: preview.rowCount,
      changes: preview.changes,
      failures: preview.failures,
      unchanged_count: preview.unchangedCount,
    })
    .select("id")
    .single();
  if (error?.code === "23505") {
    const earlier = await getImportIdBySubmission(supabase, preview.submissionId);
    if (earlier.id) return { id: earlier.id, error: null, replayed: false, existing: true };
    return { id: null, error: earlier.error, replayed: !earlier.error, existing: false };
  }
  return { id: data?.id ?? null, error, replayed: false, existing: false };
}

/** The seller's import made by this upload form, if it has been posted before. */
export async function getImportIdBySubmission(supabase: SupabaseClient, submissionId: string) {
  const { data, error } = await supabase.from("listing_imports").select("id").eq("submission_id", submissionId).maybeSingle();
  return { id: data?.id ?? null, error };
}

const importColumns = `id, file_name, row_count, changes, failures, unchanged_count, status, created_count, updated_count,
  created_at, expires_at, applied_at`;

/** One of the seller's imports with its preview; null when there is none with this id (or it is someone else's). */
export async function getImport(supabase: SupabaseClient, id: string) {
  const { data, error } = await supabase.from("listing_imports").select(importColumns).eq("id", id).maybeSingle();
  return { listingImport: data, error };
}

export type ListingImport = NonNullable<Awaited<ReturnType<typeof getImport>>["listingImport"]>;

/** The seller's latest imports, newest first, with their counts (failures counted from the stored list). */
export async function getImportHistory(supabase: SupabaseClient, sellerId: string, limit = 20) {
  const { data, error } = await supabase
    .from("listing_imports")
    .select("id, file_name, row_count, changes, failures, unchanged_count, status, created_count, updated_count, created_at, applied_at")
    .eq("seller_id", sellerId)
    .order("created_at", { ascending: false })
    .limit(limit);
  if (error) return { imports: null, error };
  const imports = data.map(({ changes, failures, ...row }) => ({
    ...row,
    /** Rows refused (a row may fail on several columns). */
    failed_count: Array.isArray(failures)
      ? new Set(failures.map((failure) => (failure && typeof failure === "object" && "row" in failure ? failure.row : null))).size
      : 0,
    planned_count: Array.isArray(changes) ? changes.length : 0,
  }));
  return { imports, error: null };
}

export type ImportHistoryEntry = NonNullable<Awaited<ReturnType<typeof getImportHistory>>["imports"]>[number];

/** Applies the preview (confirm_listing_import): what it created and updated, and whether it had already been applied. */
export async function confirmImport(supabase: SupabaseClient, id: string) {
  const { data, error } = await supabase.rpc("confirm_listing_import", { p_import_id: id });
  if (error) return { result: null, error };
  const answer = data as { created: number; updated: number; already_applied: boolean };
  return { result: { created: answer.created, updated: answer.updated, alreadyApplied: answer.already_applied }, error: null };
}

/** A preview's photo as stored: the path its listing_photos row will point at, and its copies' rows. */
export type StoredImportPhoto = { path: string; copies: ReturnType<typeof photoCopyColumns>[] };

/**
 * Stores the web copies of a preview's photos (processPhoto: upright, no metadata, named by
 * their SHA-256) in the seller's folder, under imports/{a folder per listing}/, until the
 * import is confirmed (confirm_listing_import then adds them to their listings); the original
 * files are never stored. One folder per listing, as a listing's photos are a folder of their
 * own (listing_photo_copies' paths): the same photo given to two listings is two photos. On a
 * failure the copies already stored are removed again.
 */
export async function storeImportPhotos(supabase: SupabaseClient, { sellerId, listings }: { sellerId: string; listings: PhotoCopy[][][] }) {
  const stored: StoredImportPhoto[][] = [];
  const paths: string[] = [];
  for (const photos of listings) {
    const folder = `${sellerId}/imports/${crypto.randomUUID()}`;
    const pathOf = (copy: PhotoCopy) => `${folder}/${photoCopyFileName(copy)}`;
    const listingPhotos: StoredImportPhoto[] = [];
    for (const copies of photos) {
      const { uploaded, error } = await uploadPhotoCopies(supabase, copies, pathOf);
      if (error) {
        await removeImportPhotos(supabase, paths);
        return { stored: null, paths: [], error };
      }
      paths.push(...uploaded);
      listingPhotos.push({ path: pathOf(mainCopy(copies)), copies: copies.map((copy) => photoCopyColumns(copy, pathOf(copy))) });
    }
    stored.push(listingPhotos);
  }
  return { stored, paths, error: null };
}

/** Removes photos stored for a preview that was not kept. */
export async function removeImportPhotos(supabase: SupabaseClient, paths: string[]) {
  if (paths.length === 0) return;
  const removed = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(paths);
  if (removed.error) console.error("bulk upload: removing a preview's photos", removed.error);
}
