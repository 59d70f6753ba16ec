import { describe, expect, test } from "vitest";
import { cleanSearchText } from "~/utils/url-filter-rules";
import { defaultListingFilters, listingFiltersToSearchParams, listingsHref } from "./query";
import {
  clearedListingsHref,
  countActiveFilters,
  listingFilterChips,
  listingFilterErrors,
  listingSearchToSave,
  parseListingFilters,
  searchListingsArguments,
} from "./schema";

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

describe("browse filters in the URL", () => {
  test("no query means the defaults of docs/spec/01-marketplace-core.md §4", () => {
    expect(defaultListingFilters).toEqual({
      q: "",
      type: undefined,
      minPrice: "",
      maxPrice: "",
      brands: [],
      kva: undefined,
      condition: undefined,
      featured: false,
      sort: "newest",
      minYear: 2010,
      maxYear: 2025,
      minHours: 0,
      maxHours: 10000,
      phase: undefined,
      fuel: undefined,
      warranty: undefined,
      sockets: undefined,
      acoustic: undefined,
      location: undefined,
      near: "",
      radius: "",
      advanced: false,
      view: undefined,
      page: 1,
    });
    expect(listingsHref(defaultListingFilters)).toBe("/listings");
  });

  test("every filter survives a round trip through the query string", () => {
    const query =
      "q=honda+eu&type=portable&minPrice=250&maxPrice=1500&brand=Honda&brand=Yamaha&kva=2-5" +
      "&condition=used-good&featured=1&sort=price-asc&minYear=2018&maxYear=2024&minHours=100&maxHours=5000" +
      "&phase=Single+Phase&fuel=Petrol%2FGasoline&warranty=12&sockets=yes&acoustic=Silenced&location=birmingham" +
      "&near=LS1+4AP&radius=25&advanced=1&view=list&page=2";
    const filters = parse(query);
    expect(filters).toMatchObject({ q: "honda eu", brands: ["Honda", "Yamaha"], minPrice: "250", view: "list", page: 2, sockets: "yes" });
    expect(listingFiltersToSearchParams(filters).toString()).toBe(query);
    expect(countActiveFilters(filters)).toBe(16);
  });

  test("hostile and invalid values are ignored or clamped, never an error", () => {
    const filters = parse(
      "q=%3Cscript%3Ealert(1)%3C%2Fscript%3E&type=spaceship&brand=&power=-3" +
        "&kva=1-2&condition=mint&featured=maybe&sort=random&minYear=1900&maxYear=abc&minHours=NaN" +
        "&phase=Four+Phase&warranty=7&sockets=perhaps&acoustic=loud&location=mars&view=table&page=-4",
    );
    expect(filters).toEqual({ ...defaultListingFilters, q: "scriptalert1script", minYear: 2010 });
  });

  test("typed prices: pounds in any usual form become plain digits; anything else is kept as typed, with a message", () => {
    expect(parse("minPrice=%C2%A31%2C500&maxPrice=+2000.40+")).toMatchObject({ minPrice: "1500", maxPrice: "2000" });
    expect(listingFilterErrors(parse("minPrice=1500&maxPrice=2000"))).toEqual({});
    const bad = parse(`minPrice=-50&maxPrice=${"9".repeat(30)}`);
    expect(bad).toMatchObject({ minPrice: "-50", maxPrice: "9".repeat(20) });
    expect(listingFilterErrors(bad)).toEqual({
      minPrice: "Enter the minimum price in pounds, like 1500",
      maxPrice: "Enter a maximum price of £10,000,000 or less",
    });
    expect(listingFilterErrors(parse("minPrice=abc"))).toEqual({ minPrice: "Enter the minimum price in pounds, like 1500" });
    // A wrong value stays in the URL, so the page can show it beside its message.
    expect(listingsHref(parse("minPrice=abc"))).toBe("/listings?minPrice=abc");
    // The maximum below the minimum: that maximum is left out and said so.
    const crossed = parse("minPrice=5000&maxPrice=100");
    expect(listingFilterErrors(crossed)).toEqual({ maxPrice: "Enter a maximum price at least the minimum price" });
    expect(searchListingsArguments(crossed)).toMatchObject({ min_price: 5000, max_price: null });
    expect(searchListingsArguments(parse("minPrice=abc&maxPrice=900"))).toMatchObject({ min_price: null, max_price: 900 });
  });

  test("the exact-kW power of old links becomes the kVA band it falls in (kVA = kW × 1.25); a band given wins", () => {
    expect(listingsHref(parse("power=100"))).toBe("/listings?kva=100-250");
    expect(listingsHref(parse("power=2.8"))).toBe("/listings?kva=2-5");
    // The bands are half-open: 80 kW is 100 kVA, in 100–250 and not 50–100; the last has no top.
    expect(listingsHref(parse("power=80"))).toBe("/listings?kva=100-250");
    expect(listingsHref(parse("power=3000"))).toBe("/listings?kva=2000-3000");
    expect(listingsHref(parse("power=100&kva=8-12"))).toBe("/listings?kva=8-12");
  });

  test("the clean query string of any query parses back to itself", () => {
    for (const query of ["q=%20a%20%20b%20&brand=%20X%20&maxYear=2011&minPrice=7499&page=0", "minYear=2025&maxYear=2010&power=1.005&minPrice=x%20y"]) {
      const clean = listingFiltersToSearchParams(parse(query)).toString();
      expect(listingFiltersToSearchParams(parse(clean)).toString()).toBe(clean);
    }
  });

  test("search text keeps letters, digits, spaces and hyphens, cut to 64 characters", () => {
    expect(cleanSearchText("  Cat C15 — 500kVA! (low-hours)  ")).toBe("Cat C15  500kVA low-hours");
    expect(cleanSearchText(`"acoustic canopy" 2.2 kVA -petrol; drop table`)).toBe(`"acoustic canopy" 2.2 kVA -petrol drop table`);
    expect(cleanSearchText("Groupe électrogène")).toBe("Groupe électrogène");
    expect(cleanSearchText("x".repeat(100))).toHaveLength(64);
    expect(parse(`q=${"a".repeat(70)}`).q).toHaveLength(64);
  });

  test("slider values snap to their step; crossed handles are swapped", () => {
    expect(parse("minHours=160").minHours).toBe(200);
    expect(parse("minYear=2024&maxYear=2012")).toMatchObject({ minYear: 2012, maxYear: 2024 });
  });

  test("repeated brands are kept once; overlong ones are dropped", () => {
    expect(parse(`brand=Honda&brand=Honda&brand=${"B".repeat(101)}&brand=FG+Wilson`).brands).toEqual(["Honda", "FG Wilson"]);
  });

  test("the year slider starts at its open bounds, so what it shows is what filters", () => {
    expect(listingsHref({ ...defaultListingFilters, minYear: 2010, maxYear: 2025 })).toBe("/listings");
    expect(listingsHref({ ...defaultListingFilters, maxYear: 2020 })).toBe("/listings?maxYear=2020");
    expect(listingsHref({ ...defaultListingFilters, minYear: 2015 })).toBe("/listings?minYear=2015");
  });
});

describe("applied filters as chips", () => {
  test("each chip is the page without that filter, back at the first page; the view and order stay", () => {
    const filters = parse(
      "q=honda&type=portable&minPrice=250&brand=Honda&brand=Yamaha&kva=2-5&condition=used-good&featured=1" +
        "&sort=price-asc&minYear=2018&maxHours=5000&phase=Single+Phase&warranty=12&sockets=no&location=leeds&view=grid&page=3",
    );
    const chips = listingFilterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual([
      "“honda”",
      "Portable Generators",
      "From £250",
      "Honda",
      "Yamaha",
      "2 to under 5 kVA",
      "Used – Good",
      "Leeds & Yorkshire",
      "Featured only",
      "Year 2018 or newer",
      "5,000 hrs or less",
      "Single Phase",
      "Warranty 12+ months",
      "Without sockets",
    ]);
    const href = (label: string) => chips.find((chip) => chip.label === label)!.href;
    expect(href("Honda")).toBe(
      "/listings?q=honda&type=portable&minPrice=250&brand=Yamaha&kva=2-5&condition=used-good&featured=1&sort=price-asc" +
        "&minYear=2018&maxHours=5000&phase=Single+Phase&warranty=12&sockets=no&location=leeds&view=grid",
    );
    for (const chip of chips) {
      const without = parseListingFilters(new URLSearchParams(chip.href.split("?")[1]));
      expect(countActiveFilters(without), chip.label).toBe(countActiveFilters(filters) - (chip.label === "Honda" || chip.label === "Yamaha" ? 0 : 1));
      expect(without).toMatchObject({ sort: "price-asc", view: "grid", page: 1 });
    }
    expect(clearedListingsHref(filters)).toBe("/listings?sort=price-asc&view=grid");
  });

  test("a price range is one chip; a price not understood still gets one, to remove it", () => {
    expect(listingFilterChips(parse("minPrice=500&maxPrice=1500"))).toEqual([{ label: "£500 to £1,500", href: "/listings" }]);
    expect(listingFilterChips(parse("maxPrice=800"))).toEqual([{ label: "Up to £800", href: "/listings" }]);
    expect(listingFilterChips(parse("minPrice=abc"))).toEqual([{ label: "Price “abc”", href: "/listings" }]);
    expect(listingFilterChips(defaultListingFilters)).toEqual([]);
  });

  test("a saved search keeps neither the view nor a price that is not an amount", () => {
    expect(listingSearchToSave(new URLSearchParams("q=honda&view=list&minPrice=abc&maxPrice=900"))).toMatchObject({
      query: "q=honda&maxPrice=900",
      name: "“honda” · up to £900",
    });
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

  test("slider ends at their bounds are open; moved ends filter; typed prices filter as typed", () => {
    expect(searchListingsArguments(parse("minPrice=5000"))).toMatchObject({ min_price: 5000, max_price: null });
    expect(searchListingsArguments(parse("maxPrice=200000"))).toMatchObject({ min_price: null, max_price: 200000 });
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

describe("within N miles of a place", () => {
  test("a postcode and a listed radius filter; the URL keeps the place upper case", () => {
    const filters = parse("near=ls1+4ap&radius=25&sort=nearest");
    expect(listingsHref(filters)).toBe("/listings?sort=nearest&near=LS1+4AP&radius=25");
    expect(searchListingsArguments(filters)).toMatchObject({ near: "LS1 4AP", radius_miles: 25, sort: "nearest" });
    expect(listingFilterErrors(filters)).toEqual({});
    expect(listingFilterChips(filters)).toEqual([{ label: "Within 25 miles of LS1 4AP", href: "/listings" }]);
    expect(listingSearchToSave(new URLSearchParams("near=LS1&radius=50"))).toMatchObject({
      query: "near=LS1&radius=50",
      name: "within 50 miles of LS1",
      searchArgs: { near: "LS1", radius_miles: 50 },
    });
  });

  test("a place alone gives distances and Nearest first; Nearest first without one is the default order", () => {
    expect(searchListingsArguments(parse("near=M1&sort=nearest"))).toMatchObject({ near: "M1", radius_miles: null, sort: "nearest" });
    expect(parse("sort=nearest").sort).toBe("newest");
    expect(listingFilterChips(parse("near=M1&sort=nearest"))).toEqual([{ label: "Distances from M1", href: "/listings" }]);
  });

  test("a radius without a place, a place that is neither a postcode nor a town, a radius not offered: a message, nothing filtered", () => {
    const noPlace = parse("radius=25&type=portable");
    expect(listingFilterErrors(noPlace)).toEqual({ near: "Enter a postcode or a town to search within 25 miles, like LS1 4AP or Leeds" });
    expect(searchListingsArguments(noPlace)).toMatchObject({ near: null, radius_miles: null, listing_type: "portable" });
    const notPlace = parse("near=Leeds%21&radius=25");
    expect(listingFilterErrors(notPlace)).toEqual({ near: "Enter a postcode or a town, like LS1 4AP, LS1 or Leeds" });
    expect(searchListingsArguments(notPlace)).toMatchObject({ near: null, radius_miles: null });
    // A town's name goes to the search as typed (the database knows the towns).
    expect(listingFilterErrors(parse("near=Leeds&radius=25"))).toEqual({});
    expect(searchListingsArguments(parse("near=Newcastle+upon+Tyne&radius=25"))).toMatchObject({ near: "Newcastle upon Tyne", radius_miles: 25 });
    const oddRadius = parse("near=LS1&radius=7");
    expect(listingFilterErrors(oddRadius)).toEqual({ radius: "Choose a distance of 10, 25, 50, 100 or 200 miles" });
    expect(searchListingsArguments(oddRadius)).toMatchObject({ near: "LS1", radius_miles: null });
    expect(listingsHref(oddRadius)).toBe("/listings?near=LS1&radius=7");
    expect(listingSearchToSave(new URLSearchParams("near=Leeds%21&radius=25&sort=nearest")).query).toBe("");
    expect(listingSearchToSave(new URLSearchParams("near=Leeds&radius=25&sort=nearest")).query).toBe("sort=nearest&near=Leeds&radius=25");
  });
});
