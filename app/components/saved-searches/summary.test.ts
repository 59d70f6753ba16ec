import { expect, test } from "vitest";
import { savedSearchHref, savedSearchSummary } from "./summary";

test("a listings search shows its text, location and price range", () => {
  expect(savedSearchSummary("listings", "q=perkins&minPrice=10000&maxPrice=50000&location=manchester")).toEqual({
    query: "perkins",
    location: "Manchester & North West",
    price: "£10,000 to £50,000",
  });
  expect(savedSearchSummary("listings", "maxPrice=5000")).toEqual({ query: "", location: "", price: "Up to £5,000" });
  expect(savedSearchSummary("listings", "minPrice=5000&location=nowhere")).toEqual({ query: "", location: "", price: "From £5,000" });
});

test("an auctions search's price is its current bid range", () => {
  expect(savedSearchSummary("auctions", "minBid=1000&maxBid=9000").price).toBe("£1,000 to £9,000");
});

test("a saved search opens as its page with its query", () => {
  expect(savedSearchHref("listings", "type=dieselStandby")).toBe("/listings?type=dieselStandby");
  expect(savedSearchHref("auctions", "")).toBe("/auctions");
});
