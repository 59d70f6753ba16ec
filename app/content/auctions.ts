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
