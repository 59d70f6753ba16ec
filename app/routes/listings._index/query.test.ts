import { describe, expect, test } from "vitest";
import { defaultListingFilters, listingFiltersFromForm, listingsHref, priceText, readTypedPrice } from "./query";
import { parseListingFilters } from "./schema";

/** The filter form's fields as the browser sends them (every control, as the panel renders them). */
function formFields(changes: Record<string, string | string[]> = {}) {
  const fields: Record<string, string | string[]> = {
    q: "",
    minPrice: "",
    maxPrice: "",
    kva: "",
    condition: "",
    type: "",
    location: "",
    sort: "newest",
    minYear: "2010",
    maxYear: "2025",
    minHours: "0",
    maxHours: "10000",
    phase: "",
    fuel: "",
    warranty: "",
    sockets: "",
    acoustic: "",
    near: "",
    radius: "",
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params;
}

describe("the filter form read in the browser (auto-apply)", () => {
  test.each<Record<string, string | string[]>>([
    {},
    { q: "  honda eu<script> " },
    { minPrice: "£1,500", maxPrice: " 2500.50 " },
    { minPrice: "abc", maxPrice: "99999999999" },
    { minPrice: "a very long price that is not an amount at all" },
    { brand: ["Honda", "Yamaha"], featured: "1", view: "grid" },
    { kva: "2-5", condition: "used-good", type: "portable", location: "birmingham", sort: "price-desc" },
    { minYear: "2020", maxYear: "2015", minHours: "5000", maxHours: "100" },
    { phase: "Three Phase", fuel: "Diesel", warranty: "12", sockets: "no", acoustic: "Silenced" },
    { near: " ls1   4ap ", radius: "25", sort: "nearest" },
    { near: "LS1", sort: "hours-asc" },
    { sort: "nearest" },
    { near: "Leeds", sort: "nearest", radius: "200" },
    { radius: "25" },
  ])("gives the server's clean address for %j", (changes) => {
    for (const advanced of [false, true]) {
      const fields = formFields(changes);
      expect(listingsHref(listingFiltersFromForm(fields, advanced))).toBe(
        listingsHref({ ...parseListingFilters(fields), advanced }),
      );
    }
  });

  test("the plain defaults are the server's parse of no query", () => {
    expect(parseListingFilters(new URLSearchParams())).toEqual(defaultListingFilters);
  });
});

describe("a typed price", () => {
  test("whole pounds, with or without £ and commas; empty is no limit", () => {
    expect(readTypedPrice("£1,500", "minimum")).toEqual({ pounds: 1500 });
    expect(readTypedPrice("1499.50", "minimum")).toEqual({ pounds: 1500 });
    expect(readTypedPrice(" ", "maximum")).toEqual({ pounds: undefined });
    expect(priceText("£1,500", "minimum")).toBe("1500");
  });

  test("anything else gets the box's message and stays as typed in the URL", () => {
    expect(readTypedPrice("cheap", "maximum")).toEqual({ message: "Enter the maximum price in pounds, like 1500" });
    expect(readTypedPrice("20000000", "minimum")).toEqual({ message: "Enter a minimum price of £10,000,000 or less" });
    expect(priceText(" cheap ", "maximum")).toBe("cheap");
  });
});
