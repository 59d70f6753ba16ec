/**
 * The bidding model (supabase/tests/bidding-model.ts) on its own, with the examples place_bid is
 * held to in supabase/tests/auctions.test.ts, so the contention test on PostgreSQL 15 compares SQL
 * with rules that are themselves checked.
 */
import { describe, expect, test } from "vitest";
import { leaderOf, minimumBid, newAuction, placeBid } from "./bidding-model.ts";

describe("the bidding model", () => {
  test("the first bid is at least the starting price; later ones at least the current bid plus its increment", () => {
    const auction = newAuction(950);
    expect(placeBid(auction, "ann", 900)).toEqual({ outcome: "too_low", minimum: 950, current_bid: null, bid_count: 0 });
    expect(placeBid(auction, "ann", 950)).toEqual({ outcome: "leading", current_bid: 950, bid_count: 1, minimum: 975 });
    expect(placeBid(auction, "ben", 974)).toEqual({ outcome: "too_low", minimum: 975, current_bid: 950, bid_count: 1 });
    expect(placeBid(auction, "ben", 975)).toMatchObject({ outcome: "leading", current_bid: 975 });
    // Past £1,000 the step is £50.
    expect(placeBid(auction, "ann", 1000)).toMatchObject({ outcome: "leading", current_bid: 1000, minimum: 1050 });
    expect(minimumBid({ startingPrice: 1, currentBid: 15_000 })).toBe(15_250);
    expect(minimumBid({ startingPrice: 1, currentBid: 50_000 })).toBe(50_500);
  });

  test("a maximum outbids a later lower bid by itself, and bids up to itself when beaten", () => {
    const auction = newAuction(1000);
    expect(placeBid(auction, "dora", 1000, 2000)).toMatchObject({ outcome: "leading", current_bid: 1000 });
    expect(placeBid(auction, "eli", 1200)).toMatchObject({ outcome: "outbid", current_bid: 1250 });
    expect(auction.bids).toEqual([
      { bidder: "dora", amount: 1000 },
      { bidder: "eli", amount: 1200 },
      { bidder: "dora", amount: 1250 },
    ]);
    expect(placeBid(auction, "eli", 1300, 3000)).toMatchObject({ outcome: "leading", current_bid: 2050 });
    expect(auction.bids.slice(-2)).toEqual([
      { bidder: "dora", amount: 2000 },
      { bidder: "eli", amount: 2050 },
    ]);
    expect(leaderOf(auction)).toBe("eli");
  });

  test("equal maximums: the earlier leads; raising your own maximum while leading keeps the price", () => {
    const auction = newAuction(500);
    placeBid(auction, "fay", 500, 800);
    expect(placeBid(auction, "gus", 600, 800)).toMatchObject({ outcome: "outbid", current_bid: 800 });
    expect(placeBid(auction, "fay", 825, 5000)).toMatchObject({ outcome: "leading", current_bid: 800 });
    expect(auction.currentBid).toBe(800);
    expect(auction.bids).toEqual([
      { bidder: "fay", amount: 500 },
      { bidder: "fay", amount: 800 },
    ]);
  });

  test("the price is one step past the runner-up's maximum, never past the leader's", () => {
    const auction = newAuction(1000);
    placeBid(auction, "kit", 1000, 1020);
    expect(placeBid(auction, "lou", 1050, 1100)).toMatchObject({ outcome: "leading", current_bid: 1070 });
    expect(placeBid(auction, "kit", 1120, 1140)).toMatchObject({ outcome: "leading", current_bid: 1140 });
    expect(auction.bids).toEqual([
      { bidder: "kit", amount: 1000 },
      { bidder: "kit", amount: 1020 },
      { bidder: "lou", amount: 1070 },
      { bidder: "lou", amount: 1100 },
      { bidder: "kit", amount: 1140 },
    ]);
  });

  test("a maximum at or above the reserve lifts the price to the reserve", () => {
    const auction = newAuction(1000, 4000);
    expect(placeBid(auction, "hal", 1000, 3000)).toMatchObject({ current_bid: 1000 });
    expect(placeBid(auction, "hal", 1050, 4500)).toMatchObject({ outcome: "leading", current_bid: 4000 });
    const exactly = newAuction(1000, 4000);
    expect(placeBid(exactly, "ida", 1000, 4000)).toMatchObject({ current_bid: 4000 });
  });
});
