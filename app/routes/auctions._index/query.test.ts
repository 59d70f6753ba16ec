import { describe, expect, test } from "vitest";
import { auctionFiltersFromForm, auctionsHref, defaultAuctionFilters } from "./query";
import { parseAuctionFilters } from "./schema";

/** The filter form's fields as the browser sends them (every control, as the panel renders them). */
function formFields(changes: Record<string, string> = {}) {
  return new URLSearchParams({
    q: "",
    minBid: "0",
    maxBid: "50000",
    minYear: "2015",
    maxYear: "2025",
    kva: "",
    condition: "",
    fuel: "",
    radius: "",
    near: "",
    sort: "ending",
    ...changes,
  });
}

describe("the auctions filter form read in the browser (auto-apply)", () => {
  test.each<Record<string, string>>([
    {},
    { q: " perkins<b> " },
    { minBid: "5000" },
    { minBid: "60000", maxBid: "2000" },
    { minYear: "2010", maxYear: "2012" },
    { kva: "100-250", condition: "used-good", fuel: "Propane/LPG", endingSoon: "1", sort: "bid-desc" },
    { near: " ls1  4ap ", radius: "25", sort: "nearest" },
    { near: "", radius: "50", sort: "nearest" },
    { near: "LS1", radius: "999" },
  ])("gives the server's clean address for %j", (changes) => {
    const fields = formFields(changes);
    expect(auctionsHref(auctionFiltersFromForm(fields))).toBe(auctionsHref(parseAuctionFilters(fields)));
  });

  test("the plain defaults are the server's parse of no query", () => {
    expect(parseAuctionFilters(new URLSearchParams())).toEqual(defaultAuctionFilters);
  });
});
