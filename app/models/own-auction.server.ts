import { MAX_AUCTION_IMAGES } from "~/content/auctions";
import type { SupabaseClient } from "~/utils/supabase.server";
import { checkPhotoFiles, LISTING_PHOTOS_BUCKET, listingPhotoUrl, type PhotoTypes } from "./listing-photo.server";

/**
 * A seller's own auctions as they create them (spec 02 §2 "Create auction"), read and
 * written as the seller: the images they upload before the auction exists, their admin
 * fee, and create_auction, which makes the auction, its photos and the fee's use in one
 * transaction (…_auction_create.sql). Nothing here writes a table directly: the database
 * lets nobody.
 */

/** Uploaded images wait here, in the seller's own folder, until an auction uses them. */
const UPLOADS_FOLDER = "auction-uploads";

/** The create form's images: JPEG and PNG, as its note says (spec 02 §2). */
export const AUCTION_IMAGE_TYPES: PhotoTypes = { mimeTypes: ["image/jpeg", "image/png"], names: "a JPG or PNG image" };

const uploadPath = (userId: string, name: string) => `${userId}/${UPLOADS_FOLDER}/${name}`;

export type PendingImage = { name: string; url: string };

/** The seller's uploaded images no auction uses yet, oldest first (the first is the main one). */
export async function getPendingAuctionImages(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_auction_uploads");
  if (error) return { images: null, error };
  const images = data.map(
    ({ storage_path }): PendingImage => ({ name: storage_path.slice(storage_path.lastIndexOf("/") + 1), url: listingPhotoUrl(storage_path) }),
  );
  return { images, error: null };
}

/**
 * Checks and stores the images of one upload in the seller's uploads folder: each a JPEG or
 * PNG by its content, at most 5 MB, within MAX_AUCTION_IMAGES with those already waiting.
 * Returns the names stored and a message for each file refused (naming it).
 */
export async function uploadAuctionImages(
  supabase: SupabaseClient,
  { userId, files, imagesAlready }: { userId: string; files: File[]; imagesAlready: number },
) {
  const { accepted, refused } = await checkPhotoFiles(files, imagesAlready, { max: MAX_AUCTION_IMAGES, types: AUCTION_IMAGE_TYPES });
  const stored: string[] = [];
  const bucket = supabase.storage.from(LISTING_PHOTOS_BUCKET);
  for (const image of accepted) {
    const name = `${crypto.randomUUID()}.${image.type.extension}`;
    const { error } = await bucket.upload(uploadPath(userId, name), image.bytes, { contentType: image.type.mimeType, upsert: false });
    if (error) return { stored, refused, error };
    stored.push(name);
  }
  return { stored, refused, error: null };
}

/** Removes one of the seller's waiting images (Storage refuses a file an auction shows). */
export async function removeAuctionImage(supabase: SupabaseClient, userId: string, name: string) {
  const { error } = await supabase.storage.from(LISTING_PHOTOS_BUCKET).remove([uploadPath(userId, name)]);
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

/** A new auction as the create form gives it (whole pounds; the option lists' stored values). */
export type NewAuction = {
  title: string;
  description: string;
  brand?: string;
  model?: string;
  year: number;
  hours: number;
  power: number;
  fuelType: string;
  phase: string;
  condition: string;
  location: string;
  warrantyLength: number;
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
    p_power_kw: auction.power,
    p_fuel_type: auction.fuelType,
    p_phase: auction.phase,
    p_condition: auction.condition,
    p_location: auction.location,
    p_warranty_length: auction.warrantyLength,
    p_starting_price: auction.startingPrice,
    p_reserve_price: auction.reservePrice,
    p_duration_days: auction.auctionDuration,
    p_photo_paths: auction.images.map((name) => uploadPath(userId, name)),
  });
  return { id: (data as string | null) ?? null, error };
}
