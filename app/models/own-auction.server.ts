import { MAX_AUCTION_IMAGES, type AuctionStatus } from "~/content/auctions";
import type { GeneratorTypeKey } from "~/content/generator-types";
import { storedPowerKw, type PowerUnit } from "~/content/power";
import type { Tables } from "~/types/supabase";
import { toPhotoSources, type PhotoSources } from "~/utils/photo-sources";
import { processUploadedPhoto, type PhotoCopy } from "~/utils/photos.server";
import type { SupabaseClient } from "~/utils/supabase.server";
import { LISTING_PHOTOS_BUCKET, listingPhotoUrl, photoCopyColumns, uploadPhotoCopies } from "./listing-photo.server";

/**
 * A seller's own auctions, read and written as the seller. Creating one (docs/spec/02-auctions-and-seller-tools.md §2 "Create
 * auction"): the images they upload before the auction exists, their admin fee, and
 * create_auction, which makes the auction, its photos and the fee's use in one transaction
 * (supabase/schemas/40-auctions.sql). Afterwards: the dashboard's My Auctions, its overview count,
 * editing the details and cancelling. Row-level security lets a seller read all of their
 * auctions (cancelled ones too) and their outcomes; the reserve, which nobody else reads, and
 * whether an auction may still be edited or cancelled (one rule) come from
 * own_auction_terms() (supabase/schemas/40-auctions.sql, supabase/schemas/40-auctions.sql). The only direct write is
 * the details' (and costs') update, which the table's policy and column grants allow while the auction is
 * open without bids; everything else goes through a SQL function.
 */

/** Uploaded images wait here, in the seller's own folder, until an auction uses them. */
const UPLOADS_FOLDER = "auction-uploads";

/**
 * An image's name as the form carries it, within the seller's uploads folder: the image's
 * own folder and its largest JPEG copy, {uuid}/{sha-256}.jpg, or for uploads from before
 * copies a file {uuid}.{jpg|png} (SQL's private.auction_upload_pattern).
 */
const uploadPath = (userId: string, name: string) => `${userId}/${UPLOADS_FOLDER}/${name}`;

/** Where a copy of an image is stored: the image's folder among the uploads, named by the copy's SHA-256. */
export function auctionCopyPath(userId: string, folder: string, copy: Pick<PhotoCopy, "contentHash" | "format">) {
  return uploadPath(userId, `${folder}/${copy.contentHash}.${copy.format === "image/webp" ? "webp" : "jpg"}`);
}

/** The hash of an image's largest JPEG copy, from its name (null for uploads from before copies): how a repeat upload is recognised. */
function copyHashOf(name: string) {
  return /\/([0-9a-f]{64})\.jpg$/.exec(name)?.[1] ?? null;
}

export type PendingImage = { name: string; url: string; sources: PhotoSources | null };

/** The seller's uploaded images no auction uses yet, oldest first (the first is the main one), with their web copies. */
export async function getPendingAuctionImages(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_auction_uploads");
  if (error) return { images: null, error };
  const paths = data.map((row) => row.storage_path);
  const copies = paths.length
    ? await supabase.from("auction_photo_copies").select("photo_path, storage_path, width, height, format").in("photo_path", paths)
    : { data: [], error: null };
  if (copies.error) return { images: null, error: copies.error };
  const images = paths.map(
    (path): PendingImage => ({
      name: path.split("/").slice(2).join("/"),
      url: listingPhotoUrl(path),
      sources: toPhotoSources(
        copies.data.filter((copy) => copy.photo_path === path),
        listingPhotoUrl,
      ),
    }),
  );
  return { images, error: null };
}

/** Why an image of the create form was not added, naming the file (processPhoto's own refusals aside). */
export const auctionImageRefusals = {
  tooMany: (name: string) => `Only ${MAX_AUCTION_IMAGES} images allowed: ${name} was not added`,
  duplicate: (name: string) => `${name} is already one of this auction's images`,
  leftover: (name: string) => `${name} is already among the photos from your unfinished auction: keep it from there`,
};

/**
 * Stores the images of one upload among the seller's waiting images (docs/decisions/016-photo-processing.md):
 * each file is made into web copies by the Images binding (processPhoto: checked by its
 * bytes, upright, without metadata, WebP and JPEG at up to four sizes), and only the copies
 * are stored, in a folder of the image's own, named by their hash, and listed in
 * auction_photo_copies; the original (with its GPS position and camera) is never written.
 * A file refused (by processPhoto, as one past MAX_AUCTION_IMAGES with those already
 * waiting, or as an image already waiting: the same largest copy, said apart when it is one of
 * the waiting images not in the form, `inForm`) gets a message naming it
 * and writes nothing; the upload's other files go on. A failed write removes what that image
 * had written and stops. Returns the names stored.
 */
export async function uploadAuctionImages(
  supabase: SupabaseClient,
  images: ImagesBinding,
  { userId, files, waiting, inForm }: { userId: string; files: File[]; waiting: PendingImage[]; inForm?: ReadonlySet<string> },
) {
  const stored: string[] = [];
  const refused: string[] = [];
  const hashes = new Set(waiting.map((image) => copyHashOf(image.name)).filter(Boolean));
  // Waiting images that are not the form's own: an unfinished auction's (the create form offers them to keep).
  const leftoverHashes = new Set(waiting.filter((image) => inForm && !inForm.has(image.name)).map((image) => copyHashOf(image.name)));
  for (const file of files) {
    const name = file.name || "A file";
    if (waiting.length + stored.length >= MAX_AUCTION_IMAGES) {
      refused.push(auctionImageRefusals.tooMany(name));
      continue;
    }
    const processed = await processUploadedPhoto(images, file, name);
    if (!processed.ok) {
      refused.push(processed.message);
      if (processed.unavailable) break;
      continue;
    }
    const main = processed.copies.find((copy) => copy.format === "image/jpeg")!;
    if (hashes.has(main.contentHash)) {
      refused.push(leftoverHashes.has(main.contentHash) ? auctionImageRefusals.leftover(name) : auctionImageRefusals.duplicate(name));
      continue;
    }
    const folder = crypto.randomUUID();
    const { error } = await storeAuctionImageCopies(supabase, { userId, folder, copies: processed.copies, main });
    if (error) return { stored, refused, error };
    hashes.add(main.contentHash);
    stored.push(`${folder}/${main.contentHash}.jpg`);
  }
  return { stored, refused, error: null };
}

/** Uploads an image's copies, then their rows; on a failure removes what was written. */
async function storeAuctionImageCopies(
  supabase: SupabaseClient,
  { userId, folder, copies, main }: { userId: string; folder: string; copies: PhotoCopy[]; main: PhotoCopy },
) {
  const { uploaded, error: uploadError } = await uploadPhotoCopies(supabase, copies, (copy) => auctionCopyPath(userId, folder, copy));
  if (uploadError) return { error: uploadError };
  const photoPath = auctionCopyPath(userId, folder, main);
  const rows = copies.map((copy) => ({ photo_path: photoPath, ...photoCopyColumns(copy, auctionCopyPath(userId, folder, copy)) }));
  const { error } = await supabase.from("auction_photo_copies").insert(rows);
  if (error) {
    await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(uploaded);
    return { error };
  }
  return { error: null };
}

/**
 * Removes one of the seller's waiting images: its copies' rows, then their files (the
 * policies refuse both for an image an auction shows).
 */
export async function removeAuctionImage(supabase: SupabaseClient, userId: string, name: string) {
  const path = uploadPath(userId, name);
  const copies = await supabase.from("auction_photo_copies").delete().eq("photo_path", path).select("storage_path");
  if (copies.error) return { error: copies.error };
  const paths = [...new Set([path, ...copies.data.map((copy) => copy.storage_path)])];
  const { error } = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove(paths);
  return { error };
}

/** The seller's paid admin fee that no auction has used yet (the oldest), if any. */
export async function getUnusedAuctionFee(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase
    .from("payments")
    .select("id, amount_pence")
    .eq("user_id", userId)
    .eq("purpose", "auction_fee")
    .eq("status", "paid")
    .is("used_at", null)
    .order("paid_at")
    .order("id")
    .limit(1)
    .maybeSingle();
  return { fee: data, error };
}

/** The auction a fee of the seller's paid for, once used; null before. */
export async function getAuctionPaidBy(supabase: SupabaseClient, feePaymentId: string) {
  const { data, error } = await supabase.from("payments").select("auction_id").eq("id", feePaymentId).maybeSingle();
  return { auctionId: data?.auction_id ?? null, error };
}

/** What the generator is, as the create and edit forms give it (the option lists' stored values). */
export type AuctionDetails = {
  title: string;
  description: string;
  /** A key of the one type list (content/generator-types.ts). */
  type: string;
  /** Absent: none given. */
  brand?: string;
  model?: string;
  year: number;
  hours: number;
  /** As typed, in powerUnit; stored in kW to the hundredth (storedPowerKw). */
  power: number;
  powerUnit: PowerUnit;
  fuelType: string;
  phase: string;
  condition: string;
  location: string;
  warrantyLength: number;
};

/** What it costs the winner: listings' VAT statuses, and collection or delivery (docs/auctions.md "What it costs"). */
export type AuctionCosts = {
  vatStatus: string;
  delivery: string;
  /** Absent: none given. */
  collectionTerms?: string;
};

/** A new auction as the create form gives it (whole pounds). */
export type NewAuction = AuctionDetails & AuctionCosts & {
  /** Upper case, full or outward code (ukPostcode). */
  postcode: string;
  startingPrice: number;
  /** Null: no reserve. */
  reservePrice: number | null;
  auctionDuration: number;
  /** Uploaded image names, the main one first. */
  images: string[];
  feePayment: string;
};

/** Creates the seller's auction (create_auction, one transaction); its id, or the database's refusal. */
export async function createAuction(supabase: SupabaseClient, userId: string, auction: NewAuction) {
  const { data, error } = await supabase.rpc("create_auction", {
    p_fee_payment_id: auction.feePayment,
    p_title: auction.title,
    p_description: auction.description,
    p_brand: auction.brand ?? null,
    p_model: auction.model ?? null,
    p_year: auction.year,
    p_hours: auction.hours,
    p_power_kw: storedPowerKw(auction.power, auction.powerUnit),
    p_fuel_type: auction.fuelType,
    p_phase: auction.phase,
    p_condition: auction.condition,
    p_location: auction.location,
    p_warranty_length: auction.warrantyLength,
    p_starting_price: auction.startingPrice,
    p_reserve_price: auction.reservePrice,
    p_duration_days: auction.auctionDuration,
    p_photo_paths: auction.images.map((name) => uploadPath(userId, name)),
    p_postcode: auction.postcode,
    p_vat_status: auction.vatStatus,
    p_delivery: auction.delivery,
    p_collection_terms: auction.collectionTerms ?? null,
    p_type: auction.type,
  });
  return { id: (data as string | null) ?? null, error };
}

export type { AuctionStatus };


type AuctionOutcome = Pick<Tables<"auction_outcomes">, "sale_price" | "commission" | "commission_vat">;

/**
 * A row of own_auction_terms(): the generated types cannot know that reserve_price is null
 * for an auction without a reserve, nor reserve_status's three values.
 */
type AuctionTerms = { auction_id: string; reserve_price: number | null; reserve_status: "none" | "met" | "not_met"; may_cancel: boolean };

/**
 * A sold auction's commission charge as my_commission_charges answers it (supabase/schemas/30-payments.sql
 * "Commission"): amounts in pence, the due date, its state by the database clock, and the
 * Stripe invoice's payment page once sent.
 */
export type CommissionCharge = {
  payment_id: string;
  auction_id: string;
  auction_title: string | null;
  commission_pence: number;
  vat_pence: number;
  amount_pence: number;
  due_at: string;
  state: "due" | "overdue" | "paid" | "refunded";
  paid_at: string | null;
  invoice_url: string | null;
};

/** How the seller pays a charge: Stripe's invoice page, the local provider's form, or not yet (the invoice is on its way). */
export type CommissionPayBy = "invoice" | "form" | "soon";

/** How a charge is paid: `localPayments` when the local provider pays here (no Stripe invoice). */
export function commissionPayBy(charge: CommissionCharge, localPayments: boolean): CommissionPayBy {
  return charge.invoice_url ? "invoice" : localPayments ? "form" : "soon";
}

/** The seller's commission charges, newest first. */
export async function getCommissionCharges(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_commission_charges");
  return { charges: error ? null : (data as CommissionCharge[]), error };
}

/**
 * Every auction of this seller, newest first, whatever its status, with its commission charge
 * once sold. `localPayments`: the local provider pays commission here (no Stripe invoice).
 */
export async function getSellerAuctions(supabase: SupabaseClient, sellerId: string, { localPayments }: { localPayments: boolean }) {
  const [auctions, terms, commission] = await Promise.all([
    supabase
      .from("auction_listings")
      .select(
        `id, title, status, starting_price, current_bid, bid_count, auction_end_date,
        auction_photos(storage_path), auction_outcomes(sale_price, commission, commission_vat)`,
      )
      .eq("seller_id", sellerId)
      .order("created_at", { ascending: false })
      .order("id", { ascending: false })
      .order("position", { referencedTable: "auction_photos" })
      .limit(1, { referencedTable: "auction_photos" }),
    supabase.rpc("own_auction_terms"),
    getCommissionCharges(supabase),
  ]);
  if (auctions.error) return { auctions: null, error: auctions.error };
  if (terms.error) return { auctions: null, error: terms.error };
  if (commission.error) return { auctions: null, error: commission.error };
  // The main photos' web copies: they belong to a photo by its path, not a key PostgREST can embed by.
  const photoPaths = auctions.data.flatMap((row) => row.auction_photos.map((photo) => photo.storage_path));
  const copies = photoPaths.length
    ? await supabase.from("auction_photo_copies").select("photo_path, storage_path, width, height, format").in("photo_path", photoPaths)
    : { data: [], error: null };
  if (copies.error) return { auctions: null, error: copies.error };
  const chargeByAuction = new Map(commission.charges!.map((charge) => [charge.auction_id, charge]));
  const termsById = new Map((terms.data as AuctionTerms[]).map((row) => [row.auction_id, row]));
  const result = auctions.data.map(({ auction_photos, auction_outcomes, ...row }) => {
    const own = termsById.get(row.id);
    const charge = chargeByAuction.get(row.id);
    // A one-to-one embed: PostgREST answers an object (or null); an array is read the same.
    const embedded: AuctionOutcome | AuctionOutcome[] | null = auction_outcomes;
    const outcome: AuctionOutcome | null = Array.isArray(embedded) ? (embedded[0] ?? null) : embedded;
    return {
      /** status as stored: an active auction whose end has passed is 'active' until it is settled. */
      ...row,
      /** The main photo's address, or null when it has none. */
      photo_url: auction_photos[0] ? listingPhotoUrl(auction_photos[0].storage_path) : null,
      /** The main photo's web copies, or null for a photo without them (the seed's). */
      photo_sources: auction_photos[0]
        ? toPhotoSources(
            copies.data.filter((copy) => copy.photo_path === auction_photos[0]!.storage_path),
            listingPhotoUrl,
          )
        : null,
      /** Null: no reserve. */
      reserve_price: own?.reserve_price ?? null,
      reserve_status: own?.reserve_status ?? "none",
      /** Whether cancel_auction would cancel it now, and an edit take effect (open, no bids: one rule). */
      may_cancel: own?.may_cancel ?? false,
      /** Once settled: sold (sale price, commission, VAT) or unsold (all null). */
      outcome,
      /** Sold: the commission charged to the seller, and how they pay it. */
      commission: charge ? { ...charge, payBy: commissionPayBy(charge, localPayments) } : null,
    };
  });
  return { auctions: result, error: null };
}

/** One of the seller's auctions as their dashboard shows it. */
export type SellerAuction = NonNullable<Awaited<ReturnType<typeof getSellerAuctions>>["auctions"]>[number];

/** How many of the seller's auctions are open for bids now (by the server's clock). */
export async function countLiveAuctions(supabase: SupabaseClient, sellerId: string, nowMs: number) {
  const { count, error } = await supabase
    .from("auction_listings")
    .select("id", { count: "exact", head: true })
    .eq("seller_id", sellerId)
    .eq("status", "active")
    .gt("auction_end_date", new Date(nowMs).toISOString());
  return { count: count ?? 0, error };
}

/** One of the seller's own auctions by id (its title, to confirm a cancel), or null. */
export async function getSellerAuctionTitle(supabase: SupabaseClient, sellerId: string, auctionId: string) {
  const { data, error } = await supabase
    .from("auction_listings")
    .select("id, title")
    .eq("id", auctionId)
    .eq("seller_id", sellerId)
    .maybeSingle();
  return { auction: data, error };
}

/**
 * One of the seller's own auctions as the edit page shows it: its details, the terms fixed
 * at creation (prices, end; the reserve from own_auction_terms) and whether the seller may
 * still change it (own_auction_terms' may_cancel: the database's one rule for editing and
 * cancelling, seller_may_change_auction). Null for an unknown id or anyone else's auction.
 */
export async function getOwnAuctionForEdit(supabase: SupabaseClient, sellerId: string, auctionId: string) {
  const [auction, terms] = await Promise.all([
    supabase
      .from("auction_listings")
      .select(
        `id, title, description, type, brand, model, year, hours, power_kw, fuel_type, phase, condition, location,
        warranty_length, vat_status, delivery, collection_terms, status, bid_count, starting_price, auction_end_date`,
      )
      .eq("id", auctionId)
      .eq("seller_id", sellerId)
      .maybeSingle(),
    supabase.rpc("own_auction_terms"),
  ]);
  if (auction.error) return { auction: null, error: auction.error };
  if (terms.error) return { auction: null, error: terms.error };
  if (!auction.data) return { auction: null, error: null };
  const own = (terms.data as AuctionTerms[]).find((row) => row.auction_id === auctionId);
  return {
    auction: {
      ...auction.data,
      /** Null: no reserve. */
      reserve_price: own?.reserve_price ?? null,
      /** Whether an update would take effect now (open, no bids). */
      may_change: own?.may_cancel ?? false,
    },
    error: null,
  };
}

/** One of the seller's auctions as the edit page shows it. */
export type OwnAuctionForEdit = NonNullable<Awaited<ReturnType<typeof getOwnAuctionForEdit>>["auction"]>;

/**
 * Rewrites the auction's details, in one update as the seller: row-level security decides
 * (theirs, active, end not passed, no bids), so when a bid arrived or the end passed since the
 * page was loaded it touches no row and `updated` is false. Brand, model and collection terms
 * left blank are cleared.
 */
export async function updateAuctionDetails(supabase: SupabaseClient, auctionId: string, details: AuctionDetails & AuctionCosts) {
  const { count, error } = await supabase
    .from("auction_listings")
    .update(
      {
        title: details.title,
        description: details.description,
        type: details.type as GeneratorTypeKey,
        brand: details.brand ?? null,
        model: details.model ?? null,
        year: details.year,
        hours: details.hours,
        power_kw: storedPowerKw(details.power, details.powerUnit),
        fuel_type: details.fuelType,
        phase: details.phase,
        condition: details.condition,
        location: details.location,
        warranty_length: details.warrantyLength,
        vat_status: details.vatStatus,
        delivery: details.delivery,
        collection_terms: details.collectionTerms ?? null,
        updated_at: new Date().toISOString(),
      },
      { count: "exact" },
    )
    .eq("id", auctionId);
  return { updated: count === 1, error };
}

/** Cancels the caller's auction; the database refuses (GM404, GM409) with a sentence. */
export async function cancelAuction(supabase: SupabaseClient, auctionId: string) {
  const { error } = await supabase.rpc("cancel_auction", { p_auction_id: auctionId });
  return { error };
}
