import { describe, expect, test } from "vitest";
import { cleanSearchText } from "~/utils/url-filters";
import {
  countActiveFilters,
  defaultListingFilters,
  listingFiltersToSearchParams,
  listingsHref,
  parseListingFilters,
  searchListingsArguments,
} from "./schema";

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe("browse filters in the URL", () => {
  test("no query means the defaults of spec 01 §4", () => {
    expect(defaultListingFilters).toEqual({
      q: "",
      type: undefined,
      minPrice: 0,
      maxPrice: 200000,
      brands: [],
      power: undefined,
      kva: undefined,
      condition: undefined,
      featured: false,
      sort: "newest",
      minYear: 2015,
      maxYear: 2025,
      minHours: 0,
      maxHours: 10000,
      phase: undefined,
      fuel: undefined,
      warranty: undefined,
      sockets: undefined,
      acoustic: undefined,
      location: undefined,
      advanced: false,
      page: 1,
    });
    expect(listingsHref(defaultListingFilters)).toBe("/listings");
  });

  test("every filter survives a round trip through the query string", () => {
    const query =
      "q=honda+eu&type=portable&minPrice=5000&maxPrice=100000&brand=Honda&brand=Yamaha&power=2.8&kva=2-5" +
      "&condition=used-good&featured=1&sort=price-asc&minYear=2018&maxYear=2024&minHours=100&maxHours=5000" +
      "&phase=Single+Phase&fuel=Petrol%2FGasoline&warranty=12&sockets=yes&acoustic=Silenced&location=birmingham" +
      "&advanced=1&page=2";
    const filters = parse(query);
    expect(filters).toMatchObject({ q: "honda eu", brands: ["Honda", "Yamaha"], power: 2.8, page: 2, sockets: "yes" });
    expect(listingFiltersToSearchParams(filters).toString()).toBe(query);
    expect(countActiveFilters(filters)).toBe(16);
  });

  test("hostile and invalid values are ignored or clamped, never an error", () => {
    const filters = parse(
      "q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&type=spaceship&minPrice=-50&maxPrice=9e99&brand=&power=-3" +
        "&kva=1-2&condition=mint&featured=maybe&sort=random&minYear=1900&maxYear=abc&minHours=NaN" +
        "&phase=Four+Phase&warranty=7&sockets=perhaps&acoustic=loud&location=mars&page=-4",
    );
    expect(filters).toEqual({
      ...defaultListingFilters,
      q: "scriptalert1script",
      minPrice: 0,
      maxPrice: 200000,
      minYear: 2010,
    });
  });

  test("the clean query string of any query parses back to itself", () => {
    for (const query of ["q=%20a%20%20b%20&brand=%20X%20&maxYear=2011&minPrice=7499&page=0", "minYear=2025&maxYear=2010&power=1.005"]) {
      const clean = listingFiltersToSearchParams(parse(query)).toString();
      expect(listingFiltersToSearchParams(parse(clean)).toString()).toBe(clean);
    }
  });

  test("search text keeps letters, digits, spaces and hyphens, cut to 64 characters", () => {
    expect(cleanSearchText("  Cat C15 — 500kVA! (low-hours)  ")).toBe("Cat C15  500kVA low-hours");
    expect(cleanSearchText("Groupe électrogène")).toBe("Groupe électrogène");
    expect(cleanSearchText("x".repeat(100))).toHaveLength(64);
    expect(parse(`q=${"a".repeat(70)}`).q).toHaveLength(64);
  });

  test("slider values snap to their step; crossed handles are swapped", () => {
    expect(parse("minPrice=12345&maxPrice=2600").minPrice).toBe(5000);
    expect(parse("minPrice=12345&maxPrice=2600").maxPrice).toBe(10000);
    expect(parse("minHours=160").minHours).toBe(200);
    expect(parse("minYear=2024&maxYear=2012")).toMatchObject({ minYear: 2012, maxYear: 2024 });
  });

  test("repeated brands are kept once; overlong ones are dropped", () => {
    expect(parse(`brand=Honda&brand=Honda&brand=${"B".repeat(101)}&brand=FG+Wilson`).brands).toEqual(["Honda", "FG Wilson"]);
  });

  test("a year range goes into the URL only off its default, and then both ends together", () => {
    expect(listingsHref({ ...defaultListingFilters, minYear: 2015, maxYear: 2025 })).toBe("/listings");
    expect(listingsHref({ ...defaultListingFilters, maxYear: 2020 })).toBe("/listings?minYear=2015&maxYear=2020");
  });
});

describe("search_listings arguments", () => {
  test("defaults filter nothing", () => {
    expect(searchListingsArguments(defaultListingFilters)).toMatchObject({
      search: null,
      brands: null,
      min_price: null,
      max_price: null,
      min_year: null,
      max_year: null,
      min_hours: null,
      max_hours: null,
      has_sockets: null,
      location_region: null,
      featured_only: false,
      sort: "newest",
      page: 1,
      page_size: 24,
    });
  });

  test("slider ends at their bounds are open; moved ends filter", () => {
    expect(searchListingsArguments(parse("minPrice=5000"))).toMatchObject({ min_price: 5000, max_price: null });
    expect(searchListingsArguments(parse("maxHours=2000"))).toMatchObject({ min_hours: null, max_hours: 2000 });
    expect(searchListingsArguments(parse("minYear=2010&maxYear=2020"))).toMatchObject({ min_year: null, max_year: 2020 });
    expect(searchListingsArguments(parse("minYear=2015&maxYear=2024"))).toMatchObject({ min_year: 2015, max_year: 2024 });
  });

  test("kVA band, location, sockets and warranty", () => {
    expect(searchListingsArguments(parse("kva=1000-2000&location=leeds&sockets=no&warranty=24"))).toMatchObject({
      kva_min: 1000,
      kva_max: 2000,
      location_region: "leeds",
      location_place: "Leeds",
      has_sockets: false,
      min_warranty_months: 24,
    });
  });
});
