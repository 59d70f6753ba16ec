import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { sniffImageType, type ImageType } from "~/utils/image-type";
import { processUploadedPhoto, type PhotoCopy } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";

export const LISTING_PHOTOS_BUCKET = "listing-photos";

/**
 * Where browsers fetch a photo of the listing-photos bucket: the site's own photo route
 * (routes/photos.$.ts), which reads it as the visitor so row-level security decides who
 * sees it. Built locally, no request.
 */
export function listingPhotoUrl(storagePath: string) {
  return `/photos/${storagePath.split("/").map(encodeURIComponent).join("/")}`;
}

/** The size limit of bulk upload's photos (stored as sent) and of the profile photo (docs/spec/02-auctions-and-seller-tools.md §5's 5 MB). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * A listing's photos in order, the main photo first, each with the address of a copy fit for
 * a tile of the sell wizard (`url`): up to 20 photos there, so not their largest copy.
 */
export async function getListingPhotos(supabase: SupabaseClient, listingId: string) {
  const { data, error } = await supabase
    .from("listing_photos")
    .select("id, storage_path, position, alt, listing_photo_copies(storage_path, width, height, format)")
    .eq("listing_id", listingId)
    .order("position");
  if (error) return { photos: null, error };
  const photos = data.map(({ listing_photo_copies: copies, ...row }) => ({ ...row, url: listingPhotoUrl(tilePhotoPath(row.storage_path, copies)) }));
  return { photos, error: null };
}

/** The long side a tile's copy has at least: a tile is about 240 CSS px wide, twice that on a phone's screen. */
const TILE_COPY_MIN_PX = 480;

/**
 * Which file a tile shows: the smallest JPEG copy (listing_photo_copies; every browser reads
 * JPEG) whose long side is at least TILE_COPY_MIN_PX, else the photo's own file (its largest
 * JPEG copy, or the seed's one file).
 */
export function tilePhotoPath(storagePath: string, copies: Array<{ storage_path: string; width: number; height: number; format: string }>) {
  const fitting = copies
    .filter((copy) => copy.format === "jpeg" && Math.max(copy.width, copy.height) >= TILE_COPY_MIN_PX)
    .sort((a, b) => a.width - b.width);
  return fitting[0]?.storage_path ?? storagePath;
}

/** The image types a photo upload takes, as its message names them. */
export type PhotoTypes = { mimeTypes: readonly ImageType["mimeType"][]; names: string };

/** The sell wizard's photos: every type the bucket takes. */
export const LISTING_PHOTO_TYPES: PhotoTypes = {
  mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  names: "a JPEG, PNG, WebP or GIF image",
};

/** Why a file was not added, naming it (the original wizard dropped such files silently). */
export const photoRefusals = {
  tooLarge: (name: string) => `${name} is larger than 5 MB`,
  notAnImage: (name: string, types = LISTING_PHOTO_TYPES) => `${name} is not ${types.names}`,
  tooMany: (name: string, max = MAX_LISTING_PHOTOS) => `Only ${max} photos allowed: ${name} was not added`,
  duplicate: (name: string) => `${name} is already one of this listing's photos`,
};

type CheckedPhoto = { file: File; bytes: Uint8Array; type: ImageType };

/**
 * Sorts the files of one upload into those to add and messages for the rest: each must be
 * of an accepted type by its content (JPEG, PNG, WebP or GIF unless said otherwise), at most
 * 5 MB, and fit within `max` photos in all (MAX_LISTING_PHOTOS unless said otherwise).
 */
export async function checkPhotoFiles(
  files: File[],
  photosAlready: number,
  { max = MAX_LISTING_PHOTOS, types = LISTING_PHOTO_TYPES }: { max?: number; types?: PhotoTypes } = {},
) {
  const accepted: CheckedPhoto[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const name = file.name || "A file";
    if (file.size > MAX_PHOTO_BYTES) {
      refused.push(photoRefusals.tooLarge(name));
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type || !types.mimeTypes.includes(type.mimeType)) {
      refused.push(photoRefusals.notAnImage(name, types));
    } else if (photosAlready + accepted.length >= max) {
      refused.push(photoRefusals.tooMany(name, max));
    } else {
      accepted.push({ file, bytes, type });
    }
  }
  return { accepted, refused };
}

/** Where a web copy is stored: the listing's folder, named by the copy's SHA-256 (immutable, so cached as such). */
export function photoCopyPath(userId: string, listingId: string, copy: Pick<PhotoCopy, "contentHash" | "format">) {
  return `${userId}/${listingId}/${photoCopyFileName(copy)}`;
}

/** A copy's file name: its SHA-256 and its format's extension (immutable, so named by content). */
export function photoCopyFileName(copy: Pick<PhotoCopy, "contentHash" | "format">) {
  return `${copy.contentHash}.${copy.format === "image/webp" ? "webp" : "jpg"}`;
}

/** What a photo row points at: its largest JPEG copy, which every reader can show (listing_photos.storage_path). */
export function mainCopy(copies: PhotoCopy[]) {
  return copies.find((copy) => copy.format === "image/jpeg")!;
}

/**
 * The sell wizard's upload (docs/decisions/016-photo-processing.md): each file is made into
 * web copies by the Images binding (processPhoto: checked by its bytes, upright, without
 * metadata, WebP and JPEG at up to four sizes), and only the copies are stored, in the
 * listing's folder, named by their hash; the original (with its GPS position and camera) is
 * never written. The photo row points at its largest JPEG copy and listing_photo_copies lists
 * them all. A file refused (by processPhoto, as one too many, or as a photo the listing has
 * already: the same largest copy) gets a message naming it and writes nothing; the upload's
 * other files go on. A failed write removes what that photo had written and stops.
 */
export async function addProcessedListingPhotos(
  supabase: SupabaseClient,
  images: ImagesBinding,
  {
    userId,
    listingId,
    files,
    existingPaths,
    nextPosition,
    max = MAX_LISTING_PHOTOS,
  }: { userId: string; listingId: string; files: File[]; existingPaths: string[]; nextPosition: number; max?: number },
) {
  const refused: string[] = [];
  const paths = new Set(existingPaths);
  let position = nextPosition;
  let added = 0;
  for (const file of files) {
    const name = file.name || "A file";
    if (existingPaths.length + added >= max) {
      refused.push(photoRefusals.tooMany(name, max));
      continue;
    }
    const processed = await processUploadedPhoto(images, file, name);
    if (!processed.ok) {
      refused.push(processed.message);
      if (processed.unavailable) break;
      continue;
    }
    const storagePath = photoCopyPath(userId, listingId, mainCopy(processed.copies));
    if (paths.has(storagePath)) {
      refused.push(photoRefusals.duplicate(name));
      continue;
    }
    const { error } = await storePhotoCopies(supabase, { userId, listingId, copies: processed.copies, storagePath, position });
    if (error) return { added, refused, error };
    paths.add(storagePath);
    position += 1;
    added += 1;
  }
  return { added, refused, error: null };
}

/**
 * Uploads a photo's copies to the listing-photos bucket (listings' and auctions' alike), each
 * at the path `pathOf` names; on a failure removes those already uploaded. `upsert`: write over
 * a file of the same name (the backfill's rerun after an interruption, app/models/photo-backfill.server.ts:
 * the same name is the same bytes); members never may.
 */
export async function uploadPhotoCopies(
  supabase: SupabaseClient,
  copies: PhotoCopy[],
  pathOf: (copy: PhotoCopy) => string,
  { upsert = false }: { upsert?: boolean } = {},
) {
  const bucket = supabase.storage.from(LISTING_PHOTOS_BUCKET);
  const uploaded: string[] = [];
  for (const copy of copies) {
    const path = pathOf(copy);
    const upload = await bucket.upload(path, copy.bytes, { contentType: copy.format, upsert });
    if (upload.error) {
      if (uploaded.length) await bucket.remove(uploaded);
      return { uploaded: [], error: upload.error };
    }
    uploaded.push(path);
  }
  return { uploaded, error: null };
}

/** A copy's columns as listing_photo_copies and auction_photo_copies both hold them. */
export function photoCopyColumns(copy: PhotoCopy, storagePath: string) {
  return {
    width: copy.width,
    height: copy.height,
    format: copy.format === "image/webp" ? "webp" : "jpeg",
    storage_path: storagePath,
    bytes: copy.bytes.byteLength,
  };
}

/** Uploads a photo's copies, then its row and the copies' rows; on a failure removes what was written. */
async function storePhotoCopies(
  supabase: SupabaseClient,
  { userId, listingId, copies, storagePath, position }: { userId: string; listingId: string; copies: PhotoCopy[]; storagePath: string; position: number },
) {
  const { uploaded, error: uploadError } = await uploadPhotoCopies(supabase, copies, (copy) => photoCopyPath(userId, listingId, copy));
  if (uploadError) return { error: uploadError };
  const undo = async (photoId?: string) => {
    if (photoId) await supabase.from("listing_photos").delete().eq("id", photoId);
    await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(uploaded);
  };
  const photo = await supabase.from("listing_photos").insert({ listing_id: listingId, storage_path: storagePath, position }).select("id").single();
  if (photo.error) {
    await undo();
    return { error: photo.error };
  }
  const rows = copies.map((copy) => ({ photo_id: photo.data.id, ...photoCopyColumns(copy, photoCopyPath(userId, listingId, copy)) }));
  const { error } = await supabase.from("listing_photo_copies").insert(rows);
  if (error) {
    await undo(photo.data.id);
    return { error };
  }
  return { error: null };
}

/** Removes a photo of the listing, its web copies and their files. */
export async function removeListingPhoto(supabase: SupabaseClient, listingId: string, photoId: string) {
  const copies = await supabase.from("listing_photo_copies").select("storage_path").eq("photo_id", photoId);
  if (copies.error) return { error: copies.error };
  const { data, error } = await supabase
    .from("listing_photos")
    .delete()
    .eq("id", photoId)
    .eq("listing_id", listingId)
    .select("storage_path");
  if (error) return { error };
  const deleted = data.length ? [...data.map((row) => row.storage_path), ...copies.data.map((row) => row.storage_path)] : [];
  const paths = [...new Set(deleted)].filter((path) => !path.startsWith("seed/"));
  if (paths.length) {
    const removed = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(paths);
    if (removed.error) console.error("listing photos: removing a file", removed.error);
  }
  return { error: null };
}

/** Where a photo added to these goes: after the last (positions may have gaps once photos are removed). */
export const nextPhotoPosition = (photos: ReadonlyArray<{ position: number }>) => Math.max(-1, ...photos.map((photo) => photo.position)) + 1;

/** Moves a photo one place earlier (towards the cover) or later: it swaps places with its neighbour. */
export async function moveListingPhoto(supabase: SupabaseClient, photoId: string, direction: "earlier" | "later") {
  const { error } = await supabase.rpc("move_listing_photo", { p_photo_id: photoId, p_direction: direction === "earlier" ? -1 : 1 });
  return { error };
}

/**
 * Puts a photo at a place in its listing's order, 0 being the cover (the main photo), the
 * others keeping theirs (set_listing_photo_position, supabase/schemas/20-listings.sql: the
 * listing's owner only).
 */
export async function setListingPhotoPosition(supabase: SupabaseClient, photoId: string, position: number) {
  const { error } = await supabase.rpc("set_listing_photo_position", { p_photo_id: photoId, p_position: position });
  return { error };
}

/**
 * Sets a photo's alternative text (null: the default, the listing's title and the photo's
 * number). An update under row-level security: only the owner of a listing they may change
 * now updates it (listing_photos_update_own_listing), so none updated is an error too.
 */
export async function setListingPhotoAlt(supabase: SupabaseClient, listingId: string, photoId: string, alt: string | null) {
  const { data, error } = await supabase.from("listing_photos").update({ alt }).eq("id", photoId).eq("listing_id", listingId).select("id");
  if (error) return { error };
  if (!data.length) return { error: { message: "listing photo: no row updated", code: "GM403" } };
  return { error: null };
}
