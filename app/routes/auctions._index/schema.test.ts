import { describe, expect, test } from "vitest";
import { generatorTypeKeys } from "~/content/generator-types";
import { conditions, fuelTypes, kvaSizes } from "~/content/listing-options";
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
      endingSoon: false,
      near: "",
      radius: "",
      sort: "ending",
      page: 1,
    });
    expect(auctionsHref(defaultAuctionFilters)).toBe("/auctions");
  });

  test("every filter survives a round trip through the query string", () => {
    const query =
      "q=perkins&minBid=5000&maxBid=60000&minYear=2012&maxYear=2020&kva=100-250&condition=used-good&fuel=Natural+Gas&endingSoon=1&sort=bid-desc&page=3";
    const filters = parse(query);
    expect(filters).toMatchObject({
      q: "perkins",
      minBid: 5000,
      maxBid: 60000,
      kva: "100-250",
      condition: "used-good",
      fuel: "Natural Gas",
      endingSoon: true,
      page: 3,
    });
    expect(auctionFiltersToSearchParams(filters).toString()).toBe(query);
    expect(countActiveFilters(filters)).toBe(7);
  });

  test("what the form sends without JavaScript, defaults and all, comes down to the filters set", () => {
    const submitted = "q=&minBid=0&maxBid=50000&minYear=2015&maxYear=2025&kva=&condition=&fuel=&endingSoon=1&sort=ending";
    expect(auctionsHref(parse(submitted))).toBe("/auctions?endingSoon=1");
  });

  test("hostile and invalid values are ignored or clamped, never an error", () => {
    expect(
      parse(
        "q=%3Cb%3Eperkins%3C%2Fb%3E&minBid=-9&maxBid=9e99&minYear=abc&power=-75&kva=100-200&condition=good&fuel=diesel&endingSoon=yes&sort=random&page=-2",
      ),
    ).toEqual({ ...defaultAuctionFilters, q: "bperkinsb", maxBid: 100000 });
  });

  test("sliders snap to their step (£1,000, one year); crossed handles are swapped", () => {
    expect(parse("minBid=12499&maxBid=2600")).toMatchObject({ minBid: 3000, maxBid: 12000 });
    expect(parse("minYear=2024&maxYear=2011")).toMatchObject({ minYear: 2011, maxYear: 2024 });
  });

  test("type, power, condition and fuel take /listings' values, every one of its lists (content/generator-types.ts, content/listing-options.ts)", () => {
    for (const key of generatorTypeKeys) expect(auctionsHref(parse(`type=${key}`))).toBe(`/auctions?type=${key}`);
    expect(parse("type=Standby").type).toBeUndefined();
    expect(searchAuctionsArguments(parse("type=gasPowered")).auction_type).toBe("gasPowered");
    for (const { key } of kvaSizes) expect(auctionsHref(parse(`kva=${key}`))).toBe(`/auctions?kva=${key}`);
    for (const { key } of conditions) expect(auctionsHref(parse(`condition=${key}`))).toBe(`/auctions?condition=${key}`);
    for (const fuel of fuelTypes) expect(parse(new URLSearchParams({ fuel }).toString()).fuel).toBe(fuel);
    expect(auctionsHref(parse("kva=50-100&condition=refurbished&fuel=Propane%2FLPG"))).toBe(
      "/auctions?kva=50-100&condition=refurbished&fuel=Propane%2FLPG",
    );
  });

  test("an old link's exact kW rating (power=) becomes the kVA band it is in, the other filters kept", () => {
    // The ratings the filter offered: 30 kW is 37.5 kVA, 100 kW 125 kVA, 200 kW exactly 250 kVA (the band's floor).
    expect(auctionsHref(parse("power=30&endingSoon=1"))).toBe("/auctions?kva=15-50&endingSoon=1");
    expect(auctionsHref(parse("power=60"))).toBe("/auctions?kva=50-100");
    expect(auctionsHref(parse("power=100&sort=bids"))).toBe("/auctions?kva=100-250&sort=bids");
    expect(auctionsHref(parse("power=200"))).toBe("/auctions?kva=250-500");
    expect(auctionsHref(parse("power=1000"))).toBe("/auctions?kva=1000-2000");
    // A band given wins; a rating that is not a power is dropped.
    expect(auctionsHref(parse("power=30&kva=500-1000"))).toBe("/auctions?kva=500-1000");
    expect(auctionsHref(parse("power=abc&minYear=2012&maxYear=2020"))).toBe("/auctions?minYear=2012&maxYear=2020");
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

  test("a radius without a place, a place that is neither a postcode nor a town or a radius not offered: /listings' messages, and no distance searched", () => {
    expect(auctionPlace(parse("radius=25")).errors).toEqual({ near: "Enter a postcode or a town to search within 25 miles, like LS1 4AP or Leeds" });
    expect(auctionPlace(parse("near=leeds%21&radius=25")).errors).toEqual({ near: "Enter a postcode or a town, like LS1 4AP, LS1 or Leeds" });
    expect(auctionPlace(parse("near=leeds&radius=25")).errors).toEqual({});
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
    expect(auctionSearchToSave(new URLSearchParams("near=leeds&radius=50&sort=nearest"))).toMatchObject({
      name: "Auctions · within 50 miles of leeds",
      query: "near=leeds&radius=50&sort=nearest",
    });
    expect(auctionSearchToSave(new URLSearchParams("near=leeds%21%21&radius=50&sort=nearest&endingSoon=1"))).toMatchObject({
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
      kva_min: null,
      kva_max: null,
      auction_condition: null,
      auction_fuel: null,
      auction_type: null,
      ending_soon: false,
      sort: "ending",
      page: 1,
      page_size: 24,
      near: null,
      radius_miles: null,
    });
  });

  test("a kVA band is its half-open range; condition by key; fuel by listings' name", () => {
    expect(searchAuctionsArguments(parse("kva=100-250&condition=used-fair&fuel=Dual+Fuel"))).toMatchObject({
      kva_min: 100,
      kva_max: 250,
      auction_condition: "used-fair",
      auction_fuel: "Dual Fuel",
    });
    expect(searchAuctionsArguments(parse("kva=2000-3000"))).toMatchObject({ kva_min: 2000, kva_max: null });
  });

  test("once moved, both ends apply, except an end at its slider's bound, which is open", () => {
    expect(searchAuctionsArguments(parse("minBid=0&maxBid=20000"))).toMatchObject({ min_bid: null, max_bid: 20000 });
    expect(searchAuctionsArguments(parse("minBid=10000&maxBid=50000"))).toMatchObject({ min_bid: 10000, max_bid: 50000 });
    expect(searchAuctionsArguments(parse("minBid=60000&maxBid=100000"))).toMatchObject({ min_bid: 60000, max_bid: null });
    expect(searchAuctionsArguments(parse("minYear=2010&maxYear=2016"))).toMatchObject({ min_year: null, max_year: 2016 });
    expect(searchAuctionsArguments(parse("minYear=2018&maxYear=2025"))).toMatchObject({ min_year: 2018, max_year: null });
  });
});
