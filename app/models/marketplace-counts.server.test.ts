import { describe, expect, test } from "vitest";
import { tallyMembers } from "./marketplace-counts.server";

describe("tallyMembers", () => {
  test("adds up the groups PostgREST counted (user_type, verified, count())", () => {
    const groups = [
      { user_type: "buyer", verified: false, count: 7 },
      { user_type: "private_seller", verified: true, count: 2 },
      { user_type: "private_seller", verified: false, count: 3 },
      { user_type: "trade_seller", verified: true, count: 4 },
      { user_type: "trade_seller", verified: false, count: 1 },
    ];
    expect(tallyMembers(groups)).toEqual({ verifiedSellers: 6, buyers: 7, tradeSellers: 5, members: 17 });
  });

  test("no members: every figure is 0", () => {
    expect(tallyMembers([])).toEqual({ verifiedSellers: 0, buyers: 0, tradeSellers: 0, members: 0 });
  });
});
