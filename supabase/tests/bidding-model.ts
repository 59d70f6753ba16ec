/**
 * The bidding rules as a small pure model, for tests: what place_bid (its latest definition,
 * supabase/schemas/40-auctions.sql, with supabase/schemas/40-auctions.sql's auction_minimum_bid and private.auction_place)
 * does to an auction, one call at a time, in the order the calls took the auction's lock.
 * supabase/tests/bidding-model.test.ts checks it on the examples of supabase/tests/auctions.test.ts;
 * supabase/tests/postgres15.test.ts replays 200 concurrent calls through it and compares.
 *
 * It follows the SQL step for step, so where the SQL and docs/auctions.md's wording differ the model
 * says what SQL does (the notes below). The increments are the app's table (bidIncrement).
 */
import { bidIncrement } from "../../app/content/auctions.ts";

export type BidRow = { bidder: string; amount: number };

export type BidAnswer =
  | { outcome: "too_low"; minimum: number; current_bid: number | null; bid_count: number }
  | { outcome: "leading" | "outbid"; minimum: number; current_bid: number; bid_count: number };

export type Auction = {
  startingPrice: number;
  reservePrice: number | null;
  currentBid: number | null;
  /** The public bids in the order they were made (public.bids). */
  bids: BidRow[];
  /** Each bidder's maximum and when it last rose (public.auction_maximums; `setAt` a call number). */
  maximums: Map<string, { max: number; setAt: number }>;
  /** Calls so far: orders maximums set in different calls (SQL's clock_timestamp() under the lock). */
  calls: number;
};

export function newAuction(startingPrice: number, reservePrice: number | null = null): Auction {
  return { startingPrice, reservePrice, currentBid: null, bids: [], maximums: new Map(), calls: 0 };
}

/** The lowest bid the auction takes next (public.auction_minimum_bid). */
export function minimumBid(auction: Pick<Auction, "startingPrice" | "currentBid">) {
  return auction.currentBid === null ? auction.startingPrice : auction.currentBid + bidIncrement(auction.currentBid);
}

/** The bidder in a place (0 leads, 1 is the runner-up): highest maximum, the earlier on equal ones. */
function place(auction: Auction, index: number) {
  const ranked = [...auction.maximums].sort(([, a], [, b]) => b.max - a.max || a.setAt - b.setAt);
  const entry = ranked[index];
  return entry ? { bidder: entry[0], max: entry[1].max } : null;
}

/**
 * One place_bid call by `bidder` (amount and optional maximum, whole pounds), applied to
 * `auction` in place; answers as place_bid does.
 */
export function placeBid(auction: Auction, bidder: string, amount: number, maxAmount: number | null = null): BidAnswer {
  const call = ++auction.calls;
  const oldPrice = auction.currentBid;
  const minimum = minimumBid(auction);
  if (amount < minimum) {
    return { outcome: "too_low", minimum, current_bid: oldPrice, bid_count: auction.bids.length };
  }
  const ceiling = Math.max(amount, maxAmount ?? amount);
  const oldLeader = place(auction, 0);

  // The caller's maximum rises, never falls; its time counts only when it rises.
  const own = auction.maximums.get(bidder);
  if (!own || own.max < ceiling) auction.maximums.set(bidder, { max: ceiling, setAt: call });

  const leader = place(auction, 0)!;
  const runnerUp = place(auction, 1);
  let price: number;
  if (leader.bidder === bidder && oldLeader?.bidder === bidder) {
    // The leader raised their own maximum: the price stays. (Never null: they bid before.)
    price = oldPrice!;
  } else if (leader.bidder === bidder) {
    // The caller takes the lead: their own bid, or one step past the runner-up's maximum if
    // that is more, never above their maximum. Note: the bid amount is a floor, so a high bid
    // with a maximum sets the price at the bid even when the runner-up's maximum is far below.
    price = Math.max(amount, Math.min(leader.max, runnerUp ? runnerUp.max + bidIncrement(runnerUp.max) : amount));
    // The beaten leader's proxy bid up to their maximum on the way.
    if (runnerUp && runnerUp.max > (oldPrice ?? 0) && runnerUp.max < price) {
      auction.bids.push({ bidder: runnerUp.bidder, amount: runnerUp.max });
    }
  } else {
    // Another maximum beats the caller's: that proxy answers one step (by the caller's
    // maximum) above it. Note: on a tie with the leader's maximum the caller's own bid leaves
    // no row (amounts are unique per auction), only the leader's at that amount.
    price = Math.min(leader.max, ceiling + bidIncrement(ceiling));
    if (ceiling < price) auction.bids.push({ bidder, amount: ceiling });
  }

  // A maximum at or above the reserve lifts the price to the reserve.
  if (auction.reservePrice !== null && leader.max >= auction.reservePrice && price < auction.reservePrice) {
    price = auction.reservePrice;
  }
  if (price !== oldPrice) auction.bids.push({ bidder: leader.bidder, amount: price });
  auction.currentBid = price;
  return {
    outcome: leader.bidder === bidder ? "leading" : "outbid",
    current_bid: price,
    bid_count: auction.bids.length,
    minimum: minimumBid(auction),
  };
}

/** Who leads now (private.auction_place(auction, 1)), or null before any bid. */
export function leaderOf(auction: Auction) {
  return place(auction, 0)?.bidder ?? null;
}
