import { MAX_AUCTION_IMAGES, type AuctionStatus } from "~/content/auctions";
import type { Tables } from "~/types/supabase";
import type { SupabaseClient } from "~/utils/supabase.server";
import { checkPhotoFiles, LISTING_PHOTOS_BUCKET, listingPhotoUrl, type PhotoTypes } from "./listing-photo.server";

/**
 * A seller's own auctions, read and written as the seller. Creating one (docs/spec/02-auctions-and-seller-tools.md §2 "Create
 * auction"): the images they upload before the auction exists, their admin fee, and
 * create_auction, which makes the auction, its photos and the fee's use in one transaction
 * (supabase/schemas/40-auctions.sql). Afterwards: the dashboard's My Auctions, its overview count,
 * editing the details and cancelling. Row-level security lets a seller read all of their
 * auctions (cancelled ones too) and their outcomes; the reserve, which nobody else reads, and
 * whether an auction may still be edited or cancelled (one rule) come from
 * own_auction_terms() (supabase/schemas/40-auctions.sql, supabase/schemas/40-auctions.sql). The only direct write is
 * the details' update, which the table's policy and column grants allow while the auction is
 * open without bids; everything else goes through a SQL function.
 */

/** Uploaded images wait here, in the seller's own folder, until an auction uses them. */
const UPLOADS_FOLDER = "auction-uploads";

/** The create form's images: JPEG and PNG, as its note says (docs/spec/02-auctions-and-seller-tools.md §2). */
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

/** What the generator is, as the create and edit forms give it (the option lists' stored values). */
export type AuctionDetails = {
  title: string;
  description: string;
  /** Absent: none given. */
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
};

/** A new auction as the create form gives it (whole pounds). */
export type NewAuction = AuctionDetails & {
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
        `id, title, description, brand, model, year, hours, power_kw, fuel_type, phase, condition, location,
        warranty_length, status, bid_count, starting_price, auction_end_date`,
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
 * page was loaded it touches no row and `updated` is false. Brand and model left blank are
 * cleared.
 */
export async function updateAuctionDetails(supabase: SupabaseClient, auctionId: string, details: AuctionDetails) {
  const { count, error } = await supabase
    .from("auction_listings")
    .update(
      {
        title: details.title,
        description: details.description,
        brand: details.brand ?? null,
        model: details.model ?? null,
        year: details.year,
        hours: details.hours,
        power_kw: details.power,
        fuel_type: details.fuelType,
        phase: details.phase,
        condition: details.condition,
        location: details.location,
        warranty_length: details.warrantyLength,
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
