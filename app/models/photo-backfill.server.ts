import { AVATAR_COPY_SIZES, processPhoto, type PhotoCopy } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { LISTING_PHOTOS_BUCKET, mainCopy, photoCopyColumns, photoCopyPath, uploadPhotoCopies } from "./listing-photo.server";
import { auctionCopyPath } from "./own-auction.server";
import { AVATARS_BUCKET, avatarPathOf, replaceProfilePhoto } from "./profile.server";

/**
 * Photos stored before uploads were made into web copies (listing photos, auction photos,
 * profile photos: docs/decisions/016-photo-processing.md, "Photos stored before copies"), made into the same copies an upload
 * makes now, by the same code (processPhoto, uploadPhotoCopies, photoCopyColumns,
 * replaceProfilePhoto), and their rows pointed at them. Run with the service role
 * (app/utils/admin.server.ts `backfillPhotoCopies`): the rows and files are other members'.
 *
 * Idempotent and resumable: what needs it is read from the rows each time (a photo whose
 * storage_path is not a copy's name, a profile photo not named as copies are), a photo's steps
 * are ordered so that an interruption after any of them leaves it still found, and every
 * name is decided by the photo (its listing's folder, its auction photo's id as the folder,
 * the copies' hashes), so a rerun writes the same files again rather than new ones:
 * 1. its copies made and uploaded (over any left by an interrupted run) and their rows
 *    written, unless its rows are there already;
 * 2. the original removed (not the seed's shared drawings under seed/);
 * 3. the row pointed at its largest JPEG copy, after which it is no longer found.
 * A profile photo goes through replaceProfilePhoto, which points the profile at its copies
 * before it removes the original.
 */

/** The kinds of stored photo, in the order a run goes through them. */
export const BACKFILL_KINDS = ["listing", "auction", "avatar"] as const;
export type BackfillKind = (typeof BACKFILL_KINDS)[number];

/** Where a run has got to: the kind, and the id of the last row it looked at (rows go by id). */
export type BackfillCursor = { kind: BackfillKind; after: string | null };

export type BackfillBatch = {
  /** Photos given copies in this batch. */
  done: number;
  /** Photos left as they were, each with why (a file Images refuses, a missing original). */
  refused: string[];
  /** Where the next batch starts, or null when every kind has been gone through. */
  next: BackfillCursor | null;
  /** Images was unavailable (down, over its quota): the batch stopped, to be asked again later. */
  unavailable: boolean;
};

/** A copy's name (SHA-256): a row pointing at one is done. The photo paths' patterns are in their schema (20-listings.sql, 40-auctions.sql). */
const LISTING_COPY_PATH = "^[0-9a-f-]{36}/(imports/)?[0-9a-f-]{36}/[0-9a-f]{64}[.]jpg$";
const AUCTION_COPY_PATH = "^[0-9a-f-]{36}/auction-uploads/[0-9a-f-]{36}/[0-9a-f]{64}[.]jpg$";
/** A profile photo stored as copies is named {hash}-320.jpg (replaceProfilePhoto). */
const AVATAR_COPY_NAME = "%-320.jpg";

/** The seed's drawings: one file shared by many listings and auctions, with no metadata, put back by every seeding. */
const isSeedFile = (path: string) => path.startsWith("seed/");

type Outcome = { ok: true } | { ok: false; message: string; unavailable?: true };

/**
 * Gives copies to up to `limit` photos from `cursor` on (the first kind's first row when
 * null), only `userId`'s when given (their listings', auctions' and profile's).
 */
export async function backfillPhotoBatch(
  admin: SupabaseClient,
  images: ImagesBinding,
  { cursor, limit, userId }: { cursor: BackfillCursor | null; limit: number; userId?: string },
): Promise<BackfillBatch> {
  const batch: BackfillBatch = { done: 0, refused: [], next: null, unavailable: false };
  let kindIndex = cursor ? BACKFILL_KINDS.indexOf(cursor.kind) : 0;
  let after = cursor?.after ?? null;
  let room = limit;
  while (kindIndex < BACKFILL_KINDS.length && room > 0) {
    const kind = BACKFILL_KINDS[kindIndex]!;
    const found = await pending[kind](admin, { after, limit: room, userId });
    if (found.error) throw new Error(`photo backfill: reading ${kind} photos: ${found.error.message}`);
    for (const item of found.items) {
      const outcome = await item.backfill(admin, images);
      if (!outcome.ok && outcome.unavailable) {
        // Not moved past: the same photo comes first in the next batch.
        return { ...batch, next: { kind, after }, unavailable: true };
      }
      after = item.id;
      room -= 1;
      if (outcome.ok) batch.done += 1;
      else batch.refused.push(`${kind} photo ${item.id}: ${outcome.message}`);
    }
    if (found.items.length === found.limit) return { ...batch, next: { kind, after } };
    kindIndex += 1;
    after = null;
  }
  return { ...batch, next: kindIndex < BACKFILL_KINDS.length ? { kind: BACKFILL_KINDS[kindIndex]!, after } : null };
}

type PendingItem = { id: string; backfill: (admin: SupabaseClient, images: ImagesBinding) => Promise<Outcome> };
type Finder = (
  admin: SupabaseClient,
  options: { after: string | null; limit: number; userId?: string },
) => Promise<{ items: PendingItem[]; limit: number; error: { message: string } | null }>;

const pending: Record<BackfillKind, Finder> = {
  async listing(admin, { after, limit, userId }) {
    let query = admin
      .from("listing_photos")
      .select("id, listing_id, storage_path, generator_listings!inner(dealer_id), listing_photo_copies(storage_path, width, format)")
      .not("storage_path", "match", LISTING_COPY_PATH)
      .order("id")
      .limit(limit);
    if (after) query = query.gt("id", after);
    if (userId) query = query.eq("generator_listings.dealer_id", userId);
    const { data, error } = await query;
    if (error) return { items: [], limit, error };
    const items = data.map((row) => ({
      id: row.id,
      backfill: (client: SupabaseClient, images: ImagesBinding) =>
        backfillStoredPhoto(client, images, {
          original: row.storage_path,
          name: `Listing photo ${row.id}`,
          copyRows: row.listing_photo_copies,
          pathOf: (copy) => photoCopyPath(row.generator_listings.dealer_id, row.listing_id, copy),
          insertCopies: async (copies, pathOf) =>
            client.from("listing_photo_copies").insert(copies.map((copy) => ({ photo_id: row.id, ...photoCopyColumns(copy, pathOf(copy)) }))),
          pointAt: async (path) => client.from("listing_photos").update({ storage_path: path }).eq("id", row.id),
        }),
    }));
    return { items, limit, error: null };
  },

  async auction(admin, { after, limit, userId }) {
    let query = admin
      .from("auction_photos")
      .select("id, storage_path, auction_listings!inner(seller_id)")
      .not("storage_path", "match", AUCTION_COPY_PATH)
      .order("id")
      .limit(limit);
    if (after) query = query.gt("id", after);
    if (userId) query = query.eq("auction_listings.seller_id", userId);
    const { data, error } = await query;
    if (error) return { items: [], limit, error };
    const items = data.map((row) => {
      const sellerId = row.auction_listings.seller_id;
      // The photo's own id names its copies' folder, so a rerun finds the copies an interrupted run made.
      const pathOf = (copy: Pick<PhotoCopy, "contentHash" | "format">) => auctionCopyPath(sellerId, row.id, copy);
      return {
        id: row.id,
        backfill: async (client: SupabaseClient, images: ImagesBinding) => {
          const made = await client
            .from("auction_photo_copies")
            .select("storage_path, width, format")
            .like("storage_path", `${sellerId}/auction-uploads/${row.id}/%`);
          if (made.error) return failed(made.error);
          return backfillStoredPhoto(client, images, {
            original: row.storage_path,
            name: `Auction photo ${row.id}`,
            copyRows: made.data,
            pathOf,
            insertCopies: async (copies) => {
              const photoPath = pathOf(mainCopy(copies));
              return client.from("auction_photo_copies").insert(copies.map((copy) => ({ photo_path: photoPath, ...photoCopyColumns(copy, pathOf(copy)) })));
            },
            pointAt: async (path) => client.from("auction_photos").update({ storage_path: path }).eq("id", row.id),
          });
        },
      };
    });
    return { items, limit, error: null };
  },

  async avatar(admin, { after, limit, userId }) {
    let query = admin
      .from("profiles")
      .select("id, image_url")
      .not("image_url", "is", null)
      .not("image_url", "like", AVATAR_COPY_NAME)
      .order("id")
      .limit(limit);
    if (after) query = query.gt("id", after);
    if (userId) query = query.eq("id", userId);
    const { data, error } = await query;
    if (error) return { items: [], limit, error };
    const items = data.map((row) => ({
      id: row.id,
      backfill: async (client: SupabaseClient, images: ImagesBinding): Promise<Outcome> => {
        const path = avatarPathOf(row.image_url, row.id);
        // A photo elsewhere (not in the avatars bucket, or not in the member's folder) is not ours to process.
        if (!path) return { ok: false, message: "the profile photo is not a file of the avatars bucket" };
        const file = await client.storage.from(AVATARS_BUCKET).download(path);
        if (!file.data) return { ok: false, message: `the original ${path} cannot be read (${file.error?.message ?? "missing"})` };
        const processed = await processPhoto(images, new Uint8Array(await file.data.arrayBuffer()), path, { sizes: AVATAR_COPY_SIZES });
        if (!processed.ok) return processed;
        const replaced = await replaceProfilePhoto(client, { userId: row.id, previousUrl: row.image_url, copies: processed.copies, upsert: true });
        return replaced.error ? failed(replaced.error) : { ok: true };
      },
    }));
    return { items, limit, error: null };
  },
};

/**
 * A listing's or auction's photo from its original in the listing-photos bucket: its copies
 * made (unless `copyRows` says an interrupted run made them), the original removed, the row
 * pointed at the largest JPEG copy; in that order (see the module's comment).
 */
async function backfillStoredPhoto(
  admin: SupabaseClient,
  images: ImagesBinding,
  {
    original,
    name,
    copyRows,
    pathOf,
    insertCopies,
    pointAt,
  }: {
    original: string;
    name: string;
    copyRows: Array<{ storage_path: string; width: number; format: string }>;
    pathOf: (copy: PhotoCopy) => string;
    insertCopies: (copies: PhotoCopy[], pathOf: (copy: PhotoCopy) => string) => PromiseLike<{ error: { message: string } | null }>;
    pointAt: (path: string) => PromiseLike<{ error: { message: string } | null }>;
  },
): Promise<Outcome> {
  const bucket = admin.storage.from(LISTING_PHOTOS_BUCKET);
  let main = largestJpeg(copyRows);
  if (!main) {
    const file = await bucket.download(original);
    if (!file.data) return { ok: false, message: `the original ${original} cannot be read (${file.error?.message ?? "missing"})` };
    const processed = await processPhoto(images, new Uint8Array(await file.data.arrayBuffer()), name);
    if (!processed.ok) return processed;
    const uploaded = await uploadPhotoCopies(admin, processed.copies, pathOf, { upsert: true });
    if (uploaded.error) return failed(uploaded.error);
    const inserted = await insertCopies(processed.copies, pathOf);
    if (inserted.error) return failed(inserted.error);
    main = pathOf(mainCopy(processed.copies));
  }
  if (!isSeedFile(original) && original !== main) {
    const removed = await bucket.remove([original]);
    if (removed.error) return failed(removed.error);
  }
  const pointed = await pointAt(main);
  return pointed.error ? failed(pointed.error) : { ok: true };
}

/** The path of the largest JPEG among a photo's copy rows (what its row points at), if it has any. */
function largestJpeg(rows: Array<{ storage_path: string; width: number; format: string }>) {
  return rows.filter((row) => row.format === "jpeg").sort((a, b) => b.width - a.width)[0]?.storage_path ?? null;
}

function failed(error: { message: string }): Outcome {
  return { ok: false, message: error.message };
}
