import type { AuctionDelivery, ReserveStatus } from "~/content/auctions";
import { generatorTypes, isGeneratorType } from "~/content/generator-types";
import type { VatStatusKey } from "~/content/listing-options";
import { vatAddedTo } from "~/content/plans";
import { refusalStatus, type BackendError } from "~/utils/errors";
import { toPhotoSources, type PhotoCopyRow, type PhotoSources } from "~/utils/photo-sources";
import type { SupabaseClient } from "~/utils/supabase.server";
import { listingPhotoUrl } from "./listing-photo.server";
import { sellerDisplayName } from "./listing-rules";

/** A bid in the public history: the bidder masked (d***r), never who they are. */
export type AuctionBid = { id: string; bidder: string; amount: number; createdAt: string; isMine: boolean };

/** What a signed-in viewer sees of their own part in the auction (never anyone else's). */
export type ViewerStanding = { hasBid: boolean; leading: boolean; maxAmount: number | null };

/** What changes while the page is open: the live route sends exactly this. */
export type AuctionLiveState = {
  /** The database's clock when this was read: the page counts down from it, never from the browser's clock. */
  now: string;
  /** Taking bids: active and its end not passed, by the database's clock (place_bid's own test). */
  open: boolean;
  status: string;
  currentBid: number | null;
  bidCount: number;
  endsAt: string;
  reserveStatus: ReserveStatus;
  /** The lowest bid the auction takes next, and the step it is counted with. */
  minimumBid: number;
  increment: number;
  history: AuctionBid[];
  /** Null for visitors. */
  viewer: ViewerStanding | null;
  /** What the winner would pay at the current bid (the starting price before any): no buyer's premium, VAT as the lot says. */
  winnerPays: WinnerPays;
};

/** The price, the VAT on top of it (0 unless the lot is plus VAT) and the total; vatKnown is false when the seller has not said. */
export type WinnerPays = { price: number; vat: number; total: number; vatKnown: boolean };

/**
 * What the winner pays at `price`: GenMarket charges buyers no premium, so the price, plus VAT
 * at the UK rate (content/plans.ts vatAddedTo) when the lot is sold plus VAT.
 */
export function winnerPays(price: number, vatStatus: VatStatusKey | null): WinnerPays {
  const vat = vatStatus === "ex-vat" ? vatAddedTo(price) : 0;
  return { price, vat, total: price + vat, vatKnown: vatStatus !== null };
}

export type AuctionPage = AuctionLiveState & {
  auction: {
    id: string;
    sellerId: string;
    title: string;
    description: string;
    brand: string | null;
    model: string | null;
    year: number;
    hours: number;
    powerKw: number;
    /** The type's name (content/generator-types.ts), for the page to show as data; null: none given. */
    typeName: string | null;
    fuelType: string;
    phase: string;
    condition: string;
    location: string;
    warrantyMonths: number;
    startingPrice: number;
    /** Null when a trade seller's auction predates the question (docs/auctions.md "What it costs"). */
    vatStatus: VatStatusKey | null;
    delivery: AuctionDelivery;
    collectionTerms: string | null;
  };
  /** isBusiness: the seller goes by a company name (as sellerDisplayName shows it). */
  seller: { name: string; isBusiness: boolean; location: string | null; verified: boolean; ratingAverage: number | null; reviewCount: number };
  photos: { url: string; alt: string | null; sources: PhotoSources | null }[];
};

type PageRow = {
  now: string;
  open: boolean;
  auction: {
    id: string;
    seller_id: string;
    title: string;
    description: string;
    brand: string | null;
    model: string | null;
    year: number;
    hours: number;
    power_kw: number;
    type: string | null;
    fuel_type: string;
    phase: string;
    condition: string;
    location: string;
    warranty_length: number;
    starting_price: number;
    vat_status: VatStatusKey | null;
    delivery: AuctionDelivery;
    collection_terms: string | null;
    current_bid: number | null;
    bid_count: number;
    auction_end_date: string;
    status: string;
  };
  seller: {
    full_name: string | null;
    company_name: string | null;
    location: string | null;
    verified: boolean;
    rating_average: number | null;
    review_count: number;
  } | null;
  photos: { storage_path: string; alt: string | null; copies?: PhotoCopyRow[] }[];
  history: { id: string; bidder: string; amount: number; created_at: string; is_mine: boolean }[];
  reserve_status: ReserveStatus;
  increment: number;
  minimum_bid: number;
  viewer: { has_bid: boolean; leading: boolean; max_amount: number | null } | null;
};

/**
 * The auction page for the caller, in one call (public.auction_page): null when there is no
 * such auction or it is not theirs to see (a cancelled auction of someone else's). The
 * viewer's standing is their own only; the reserve's amount never leaves the database.
 */
export async function getAuctionPage(supabase: SupabaseClient, auctionId: string) {
  const { data, error } = await supabase.rpc("auction_page", { p_auction_id: auctionId });
  if (error) return { page: null, error };
  const row = data as PageRow | null;
  if (!row) return { page: null, error: null };
  const { auction } = row;
  const page: AuctionPage = {
    now: row.now,
    open: row.open,
    status: auction.status,
    currentBid: auction.current_bid,
    bidCount: auction.bid_count,
    endsAt: auction.auction_end_date,
    reserveStatus: row.reserve_status,
    minimumBid: row.minimum_bid,
    increment: row.increment,
    history: row.history.map((bid) => ({ id: bid.id, bidder: bid.bidder, amount: bid.amount, createdAt: bid.created_at, isMine: bid.is_mine })),
    viewer: row.viewer ? { hasBid: row.viewer.has_bid, leading: row.viewer.leading, maxAmount: row.viewer.max_amount } : null,
    winnerPays: winnerPays(auction.current_bid ?? auction.starting_price, auction.vat_status),
    auction: {
      id: auction.id,
      sellerId: auction.seller_id,
      title: auction.title,
      description: auction.description,
      brand: auction.brand,
      model: auction.model,
      year: auction.year,
      hours: auction.hours,
      powerKw: auction.power_kw,
      typeName: isGeneratorType(auction.type) ? generatorTypes[auction.type].shortName : null,
      fuelType: auction.fuel_type,
      phase: auction.phase,
      condition: auction.condition,
      location: auction.location,
      warrantyMonths: auction.warranty_length,
      startingPrice: auction.starting_price,
      vatStatus: auction.vat_status,
      delivery: auction.delivery,
      collectionTerms: auction.collection_terms,
    },
    seller: {
      name: sellerDisplayName(row.seller),
      isBusiness: Boolean(row.seller?.company_name?.trim()),
      location: row.seller?.location ?? null,
      verified: row.seller?.verified ?? false,
      ratingAverage: row.seller?.rating_average ?? null,
      reviewCount: row.seller?.review_count ?? 0,
    },
    photos: row.photos.map((photo) => ({
      url: listingPhotoUrl(photo.storage_path),
      alt: photo.alt,
      sources: toPhotoSources(photo.copies, listingPhotoUrl),
    })),
  };
  return { page, error: null };
}

/** The part of the page that changes while it is open (the live route's answer). */
export function liveState(page: AuctionPage): AuctionLiveState {
  const { auction: _auction, seller: _seller, photos: _photos, ...live } = page;
  return live;
}

export type BidOutcome =
  | { outcome: "leading" | "outbid"; currentBid: number; minimum: number }
  | { outcome: "too_low"; minimum: number }
  | { outcome: "not_raised"; maximum: number };

/**
 * Places the member's maximum bid (public.place_bid decides everything under the auction's
 * lock: the bid now is the auction's minimum, its proxy bids up to the maximum, and a leader
 * may only raise theirs). A submission id seen before places nothing more and answers as it
 * did. Refusals meant for people (the seller's own auction, an ended one) come back with
 * their status and sentence.
 */
export async function placeBid(
  supabase: SupabaseClient,
  bid: { auctionId: string; maximum: number; submissionId: string },
): Promise<{ result: BidOutcome; refusal: null; error: null } | { result: null; refusal: { status: number; message: string } | null; error: BackendError }> {
  const { data, error } = await supabase.rpc("place_bid", {
    p_auction_id: bid.auctionId,
    p_max_amount: bid.maximum,
    p_submission_id: bid.submissionId,
  });
  if (error) {
    const status = refusalStatus(error);
    return { result: null, refusal: status ? { status, message: error.message } : null, error };
  }
  const answer = data as { outcome: BidOutcome["outcome"]; current_bid: number; minimum: number; maximum?: number };
  const result: BidOutcome =
    answer.outcome === "too_low"
      ? { outcome: "too_low", minimum: answer.minimum }
      : answer.outcome === "not_raised"
        ? { outcome: "not_raised", maximum: answer.maximum! }
        : { outcome: answer.outcome, currentBid: answer.current_bid, minimum: answer.minimum };
  return { result, refusal: null, error: null };
}

/** Ask Seller a Question: starts or continues the member's conversation with the seller about the auction. */
export async function sendAuctionQuestion(supabase: SupabaseClient, auctionId: string, message: string) {
  const { data, error } = await supabase.rpc("send_auction_question", { p_auction_id: auctionId, p_message: message });
  if (error) return { threadId: null, error };
  return { threadId: data as string, error: null };
}

/**
 * Settles every auction whose end has passed (public.settle_due_auctions: anyone may call it,
 * it only settles what is due). The Worker's Cron Trigger calls it every minute.
 */
export async function settleDueAuctions(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("settle_due_auctions");
  return { settled: (data as number | null) ?? 0, error };
}
