/**
 * Auction rules the pages show (issue 14). The database decides bids with the same table
 * (public.auction_bid_increment, …_auctions.sql); supabase/auctions.test.ts ties the two.
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
 * The auction record's option lists (spec 02 §9), as stored (…_auctions.sql's checks) and as
 * shown: the create form offers them, the auction page and cards show their labels.
 */
export const auctionFuelTypes = [
  { value: "diesel", label: "Diesel" },
  { value: "natural_gas", label: "Natural Gas" },
  { value: "propane", label: "Propane" },
  { value: "bi_fuel", label: "Bi-Fuel" },
] as const;

export const auctionPhases = [
  { value: "single", label: "Single Phase" },
  { value: "three", label: "Three Phase" },
] as const;

export const auctionConditions = [
  { value: "excellent", label: "Excellent" },
  { value: "good", label: "Good" },
  { value: "fair", label: "Fair" },
  { value: "poor", label: "Poor" },
] as const;

/** The label of a stored value in one of the lists above (the value itself if unknown). */
export function auctionOptionLabel(options: readonly { value: string; label: string }[], value: string) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Whether the reserve is met (public.auction_reserve_status), as the pages say it; never the amount. */
export const reserveStatusLabels = { none: "No reserve", met: "Reserve met", not_met: "Reserve not met" } as const;

export type ReserveStatus = keyof typeof reserveStatusLabels;
