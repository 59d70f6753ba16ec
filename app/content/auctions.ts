import type { ConditionKey } from "~/content/listing-options";

/**
 * Auction rules the pages show (docs/auctions.md). The database decides bids with the same table
 * (public.auction_bid_increment, supabase/schemas/40-auctions.sql); supabase/tests/auctions.test.ts ties the two.
 */

/** The minimum step above the current bid, by the current bid (whole pounds). */
export const bidIncrements = [
  { below: 1_000, step: 25 },
  { below: 5_000, step: 50 },
  { below: 15_000, step: 100 },
  { below: 50_000, step: 250 },
  { below: null, step: 500 },
] as const;

export function bidIncrement(currentBid: number) {
  return bidIncrements.find((row) => row.below === null || currentBid < row.below)!.step;
}

/** A bid in the last minutes moves the end to this long after it (soft close). */
export const SOFT_CLOSE_MINUTES = 2;

/**
 * How long an auction runs, in days (docs/spec/02-auctions-and-seller-tools.md §9). SQL ends the auction this many days after it
 * is created (public.auction_durations_days, supabase/schemas/40-auctions.sql; tied by supabase/tests/auction-create.test.ts).
 */
export const auctionDurationsDays = [3, 5, 7, 10, 14] as const;
export const DEFAULT_AUCTION_DURATION_DAYS = 7;

/**
 * The create form's defaults (docs/spec/02-auctions-and-seller-tools.md §9): condition Good (its
 * condition list is listings' own, listing-options.ts `conditions`), no warranty.
 */
export const DEFAULT_AUCTION_CONDITION = "used-good" satisfies ConditionKey;
export const DEFAULT_WARRANTY_MONTHS = 0;

/**
 * How the winner gets the generator (docs/auctions.md "What it costs"), as stored
 * (supabase/schemas/40-auctions.sql's check on auction_listings.delivery) and as the create
 * form and the auction page say it. Collection is the default, and what auctions made before
 * the question have.
 */
export const auctionDeliveryOptions = [
  { value: "collection", label: "Collection only" },
  { value: "delivery-quoted", label: "Collection, or delivery quoted by the seller" },
  { value: "delivery-included", label: "Delivery included in the price" },
] as const;

export type AuctionDelivery = (typeof auctionDeliveryOptions)[number]["value"];

export const DEFAULT_AUCTION_DELIVERY: AuctionDelivery = "collection";

/**
 * Images of one auction: at most this many (SQL's public.auction_max_photos, tied by
 * supabase/tests/auction-create.test.ts), JPEG or PNG as the form says (docs/spec/02-auctions-and-seller-tools.md §2), 5 MB each.
 */
export const MAX_AUCTION_IMAGES = 10;

/** The label of a stored value in one of the lists above (the value itself if unknown). */
export function auctionOptionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Whether the reserve is met (public.auction_reserve_status), as the pages say it; never the amount. */
export const reserveStatusLabels = { none: "No reserve", met: "Reserve met", not_met: "Reserve not met" } as const;

export type ReserveStatus = keyof typeof reserveStatusLabels;

/** The browse page's sliders (docs/spec/02-auctions-and-seller-tools.md §9): bounds, steps and the handles' starting positions. */
export const auctionRangeBounds = {
  bid: { min: 0, max: 100_000, step: 1_000, defaultMin: 0, defaultMax: 50_000 },
  year: { min: 2010, max: 2025, step: 1, defaultMin: 2015, defaultMax: 2025 },
} as const;

/** 'Ending soon' on the browse page: the end is at most this far away (public.search_auctions says 24 hours too). */
export const ENDING_SOON_HOURS = 24;

/**
 * The browse page's orders; ties are broken by id so pages never overlap. "Nearest first"
 * needs a place (`needsPlace`), as on /listings (content/browse-orders.ts): offered only when one is given.
 */
export const auctionSortOrders = [
  { key: "ending", label: "Ending Soonest" },
  { key: "nearest", label: "Nearest First", needsPlace: true },
  { key: "newest", label: "Newly Listed" },
  { key: "bid-asc", label: "Current Bid: Low to High" },
  { key: "bid-desc", label: "Current Bid: High to Low" },
  { key: "bids", label: "Most Bids" },
] as const;

/** Where Place Bid leads: the bid form on the auction's page. */
export function bidFormPath(auctionId: string) {
  return `/auctions/${auctionId}#bid`;
}

/** Whether an address (a sign-in page's return address) is an auction's bid form. */
export function isBidFormPath(path: string) {
  return /^\/auctions?\/[^/?#]+(\?[^#]*)?#bid$/.test(path);
}

/**
 * An auction's life, as auction_listings.status holds it: active (open for bids, and until it
 * is settled also once its end has passed), ended, sold, unsold, cancelled.
 */
export const auctionStatuses = ["active", "ended", "sold", "unsold", "cancelled"] as const;

export type AuctionStatus = (typeof auctionStatuses)[number];

/**
 * What a notice tells a member (notices.kind, supabase/schemas/50-messaging.sql): they were outbid; an
 * auction they bid on or watched has ended; their own auction ended without a sale.
 */
export const noticeKinds = ["outbid", "auction_ended", "auction_unsold"] as const;

export type NoticeKind = (typeof noticeKinds)[number];
