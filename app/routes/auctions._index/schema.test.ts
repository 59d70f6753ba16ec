import { describe, expect, test } from "vitest";
import { auctionFiltersToSearchParams, auctionsHref, countActiveFilters, defaultAuctionFilters } from "./query";
import { auctionPlace, auctionSearchToSave, parseAuctionFilters, searchAuctionsArguments } from "./schema";

const parse = (query: string) => parseAuctionFilters(new URLSearchParams(query));

describe("auction filters in the URL", () => {
  test("no query means the spec's defaults (02 §9), at /auctions", () => {
    expect(defaultAuctionFilters).toEqual({
      q: "",
      minBid: 0,
      maxBid: 50000,
      minYear: 2015,
      maxYear: 2025,
      power: undefined,
      endingSoon: false,
      near: "",
      radius: "",
      sort: "ending",
      page: 1,
    });
    expect(auctionsHref(defaultAuctionFilters)).toBe("/auctions");
  });

  test("every filter survives a round trip through the query string", () => {
    const query = "q=perkins&minBid=5000&maxBid=60000&minYear=2012&maxYear=2020&power=100&endingSoon=1&sort=bid-desc&page=3";
    const filters = parse(query);
    expect(filters).toMatchObject({ q: "perkins", minBid: 5000, maxBid: 60000, power: 100, endingSoon: true, page: 3 });
    expect(auctionFiltersToSearchParams(filters).toString()).toBe(query);
    expect(countActiveFilters(filters)).toBe(5);
  });

  test("what the form sends without JavaScript, defaults and all, comes down to the filters set", () => {
    const submitted = "q=&minBid=0&maxBid=50000&minYear=2015&maxYear=2025&power=&endingSoon=1&sort=ending";
    expect(auctionsHref(parse(submitted))).toBe("/auctions?endingSoon=1");
  });

  test("hostile and invalid values are ignored or clamped, never an error", () => {
    expect(
      parse("q=%3Cb%3Eperkins%3C%2Fb%3E&minBid=-9&maxBid=9e99&minYear=abc&power=75&endingSoon=yes&sort=random&page=-2"),
    ).toEqual({ ...defaultAuctionFilters, q: "bperkinsb", maxBid: 100000 });
  });

  test("sliders snap to their step (£1,000, one year); crossed handles are swapped", () => {
    expect(parse("minBid=12499&maxBid=2600")).toMatchObject({ minBid: 3000, maxBid: 12000 });
    expect(parse("minYear=2024&maxYear=2011")).toMatchObject({ minYear: 2011, maxYear: 2024 });
  });

  test("only the create form's power ratings are filters", () => {
    expect(parse("power=350").power).toBe(350);
    expect(parse("power=351").power).toBeUndefined();
  });

  test("a range goes into the URL only off its default, and then both ends together", () => {
    expect(auctionsHref({ ...defaultAuctionFilters, maxBid: 20000 })).toBe("/auctions?minBid=0&maxBid=20000");
    expect(auctionsHref({ ...defaultAuctionFilters, minYear: 2010 })).toBe("/auctions?minYear=2010&maxYear=2025");
  });
});

describe("within N miles of a postcode, as on /listings", () => {
  test("near and radius in the URL, upper case and single-spaced; Nearest first only with a place", () => {
    const filters = parse("near=ls1%20%204ap&radius=25&sort=nearest");
    expect(filters).toMatchObject({ near: "LS1 4AP", radius: "25", sort: "nearest" });
    expect(auctionsHref(filters)).toBe("/auctions?near=LS1+4AP&radius=25&sort=nearest");
    expect(countActiveFilters(filters)).toBe(1);
    expect(searchAuctionsArguments(filters)).toMatchObject({ near: "LS1 4AP", radius_miles: 25, sort: "nearest" });
    expect(parse("sort=nearest").sort).toBe("ending");
    expect(parse("near=zz&sort=nearest").sort).toBe("ending");
  });

  test("a radius without a place, a place that is not a postcode or a radius not offered: /listings' messages, and no distance searched", () => {
    expect(auctionPlace(parse("radius=25")).errors).toEqual({ near: "Enter a postcode to search within 25 miles, like LS1 4AP" });
    expect(auctionPlace(parse("near=leeds&radius=25")).errors).toEqual({
      near: "Enter a postcode or the first half of one, like LS1 4AP or LS1",
    });
    expect(auctionPlace(parse("near=LS1&radius=30")).errors).toEqual({ radius: "Choose a distance of 10, 25, 50, 100 or 200 miles" });
    expect(searchAuctionsArguments(parse("radius=25&minYear=2012&maxYear=2020"))).toMatchObject({
      near: null,
      radius_miles: null,
      min_year: 2012,
    });
    expect(searchAuctionsArguments(parse("near=LS1&radius=30"))).toMatchObject({ near: "LS1", radius_miles: null });
  });

  test("a saved search keeps a place understood, in its name too, and drops one that is not", () => {
    expect(auctionSearchToSave(new URLSearchParams("near=LS1&radius=50&sort=nearest"))).toMatchObject({
      name: "Auctions · within 50 miles of LS1",
      query: "near=LS1&radius=50&sort=nearest",
    });
    expect(auctionSearchToSave(new URLSearchParams("near=leeds&radius=50&sort=nearest&endingSoon=1"))).toMatchObject({
      name: "Auctions · ending soon",
      query: "endingSoon=1",
    });
  });
});

describe("search_auctions arguments", () => {
  test("the default ranges filter nothing", () => {
    expect(searchAuctionsArguments(defaultAuctionFilters)).toEqual({
      search: null,
      min_bid: null,
      max_bid: null,
      min_year: null,
      max_year: null,
      power_kw: null,
      ending_soon: false,
      sort: "ending",
      page: 1,
      page_size: 24,
      near: null,
      radius_miles: null,
    });
  });

  test("once moved, both ends apply, except an end at its slider's bound, which is open", () => {
    expect(searchAuctionsArguments(parse("minBid=0&maxBid=20000"))).toMatchObject({ min_bid: null, max_bid: 20000 });
    expect(searchAuctionsArguments(parse("minBid=10000&maxBid=50000"))).toMatchObject({ min_bid: 10000, max_bid: 50000 });
    expect(searchAuctionsArguments(parse("minBid=60000&maxBid=100000"))).toMatchObject({ min_bid: 60000, max_bid: null });
    expect(searchAuctionsArguments(parse("minYear=2010&maxYear=2016"))).toMatchObject({ min_year: null, max_year: 2016 });
    expect(searchAuctionsArguments(parse("minYear=2018&maxYear=2025"))).toMatchObject({ min_year: 2018, max_year: null });
  });
});
