import { type SortKey } from "~/content/browse-orders";
import type { GeneratorTypeKey } from "~/content/generator-types";
import {
  rangeBounds,
  type acousticTypes,
  type ConditionKey,
  type fuelTypes,
  type KvaSizeKey,
  type LocationKey,
  type phaseTypes,
} from "~/content/listing-options";
import { formatGBP } from "~/utils/format";
import { orderForPlace, radiusText } from "~/utils/place-filter";
import { placeText } from "~/utils/places";
import { cleanSearchText, orderRanges } from "~/utils/url-filter-rules";

/**
 * The browse page's filter state (docs/spec/01-marketplace-core.md §3 "Listing filter state") as it lives in the URL,
 * in plain code the browser runs too: the clean query string for a set of filters, the typed
 * price rule, and the filter form's fields read as filters (its auto-apply). Any URL is
 * parsed on the server (schema.ts, with zod), which builds on these.
 */

/** The results as a compact list or a grid of cards; unset, phones get the list (CSS). */
export const listingViews = ["list", "grid"] as const;
export type ListingView = (typeof listingViews)[number];

export type ListingFilters = {
  q: string;
  type?: GeneratorTypeKey;
  /** The price boxes as typed when not an amount (the page says why), else whole pounds in digits. */
  minPrice: string;
  maxPrice: string;
  brands: string[];
  kva?: KvaSizeKey;
  condition?: ConditionKey;
  featured: boolean;
  sort: SortKey;
  minYear: number;
  maxYear: number;
  minHours: number;
  maxHours: number;
  phase?: (typeof phaseTypes)[number];
  fuel?: (typeof fuelTypes)[number];
  warranty?: number;
  sockets?: "yes" | "no";
  acoustic?: (typeof acousticTypes)[number];
  location?: LocationKey;
  /** "Within `radius` miles of `near`": the place box as typed (placeText), "" when empty. */
  near: string;
  /** The distance in miles as the URL says it ("" for any distance); one of radiusMiles unless mangled (the page says so). */
  radius: string;
  /** Advanced Filters open. */
  advanced: boolean;
  view?: ListingView;
  page: number;
};

export const defaultListingFilters: ListingFilters = {
  q: "",
  minPrice: "",
  maxPrice: "",
  brands: [],
  featured: false,
  sort: "newest",
  minYear: rangeBounds.year.defaultMin,
  maxYear: rangeBounds.year.defaultMax,
  minHours: rangeBounds.hours.defaultMin,
  maxHours: rangeBounds.hours.defaultMax,
  near: "",
  radius: "",
  advanced: false,
  page: 1,
};

/** The query string for these filters: values at their default are left out. */
export function listingFiltersToSearchParams(filters: ListingFilters) {
  const params = new URLSearchParams();
  const setUnlessDefault = (key: keyof ListingFilters, value: string | number | boolean | undefined) => {
    if (value === undefined || value === defaultListingFilters[key]) return;
    params.set(key, typeof value === "boolean" ? "1" : String(value));
  };
  setUnlessDefault("q", filters.q);
  setUnlessDefault("type", filters.type);
  setUnlessDefault("minPrice", filters.minPrice);
  setUnlessDefault("maxPrice", filters.maxPrice);
  for (const brand of filters.brands) params.append("brand", brand);
  setUnlessDefault("kva", filters.kva);
  setUnlessDefault("condition", filters.condition);
  setUnlessDefault("featured", filters.featured);
  setUnlessDefault("sort", filters.sort);
  setUnlessDefault("minYear", filters.minYear);
  setUnlessDefault("maxYear", filters.maxYear);
  setUnlessDefault("minHours", filters.minHours);
  setUnlessDefault("maxHours", filters.maxHours);
  setUnlessDefault("phase", filters.phase);
  setUnlessDefault("fuel", filters.fuel);
  setUnlessDefault("warranty", filters.warranty);
  setUnlessDefault("sockets", filters.sockets);
  setUnlessDefault("acoustic", filters.acoustic);
  setUnlessDefault("location", filters.location);
  setUnlessDefault("near", filters.near);
  setUnlessDefault("radius", filters.radius);
  setUnlessDefault("advanced", filters.advanced);
  setUnlessDefault("view", filters.view);
  setUnlessDefault("page", filters.page);
  return params;
}

/** /listings with these filters, e.g. a page link or a type button. */
export function listingsHref(filters: ListingFilters) {
  const query = listingFiltersToSearchParams(filters).toString();
  return query ? `/listings?${query}` : "/listings";
}

/** The highest price a visitor may type: far above any generator listed. */
export const PRICE_MAX = 10_000_000;
const PRICE_TEXT_MAX = 20;

/**
 * A typed price (the panel's Minimum and Maximum price boxes): whole pounds, "£1,500" and
 * "1500" alike; empty is no limit (pounds undefined); anything else gets the box's message.
 */
export function readTypedPrice(text: string, end: "minimum" | "maximum"): { pounds: number | undefined } | { message: string } {
  const plain = text.replace(/[£,\s]/g, "");
  if (plain === "") return { pounds: undefined };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { message: `Enter the ${end} price in pounds, like 1500` };
  const pounds = Math.round(Number(plain));
  if (pounds > PRICE_MAX) return { message: `Enter a ${end} price of ${formatGBP(PRICE_MAX)} or less` };
  return { pounds };
}

/** A price box's text in the URL: an amount in plain digits, anything else as typed (cut short). */
export function priceText(text: string, end: "minimum" | "maximum") {
  const price = readTypedPrice(text, end);
  if ("message" in price) return text.trim().slice(0, PRICE_TEXT_MAX);
  return price.pounds === undefined ? "" : String(price.pounds);
}

/** The order asked for, unless it is "Nearest first" and no place is typed (place-filter.ts). */
export function sortFor(sort: SortKey, near: string): SortKey {
  return orderForPlace(sort, near, defaultListingFilters.sort);
}

/**
 * The filter form's fields as filters, for its auto-apply in the browser (`advanced`: the
 * Advanced section is open). The form's controls offer only the choices the server accepts,
 * so they are read as they are; the search text and the typed prices follow the server's
 * rules. query.test.ts checks this gives the address the server's parse of the same fields
 * gives.
 */
export function listingFiltersFromForm(fields: URLSearchParams, advanced: boolean): ListingFilters {
  const choice = (name: keyof ListingFilters) => fields.get(name) || undefined;
  const slider = (name: "minYear" | "maxYear" | "minHours" | "maxHours") => Number(fields.get(name) ?? defaultListingFilters[name]);
  const warranty = choice("warranty");
  const near = placeText(fields.get("near") ?? "");
  return orderRanges<ListingFilters>(
    {
      q: cleanSearchText(fields.get("q") ?? ""),
      type: choice("type") as ListingFilters["type"],
      minPrice: priceText(fields.get("minPrice") ?? "", "minimum"),
      maxPrice: priceText(fields.get("maxPrice") ?? "", "maximum"),
      brands: fields.getAll("brand"),
      kva: choice("kva") as ListingFilters["kva"],
      condition: choice("condition") as ListingFilters["condition"],
      featured: fields.get("featured") === "1",
      sort: sortFor((choice("sort") ?? defaultListingFilters.sort) as SortKey, near),
      minYear: slider("minYear"),
      maxYear: slider("maxYear"),
      minHours: slider("minHours"),
      maxHours: slider("maxHours"),
      phase: choice("phase") as ListingFilters["phase"],
      fuel: choice("fuel") as ListingFilters["fuel"],
      warranty: warranty === undefined ? undefined : Number(warranty),
      sockets: choice("sockets") as ListingFilters["sockets"],
      acoustic: choice("acoustic") as ListingFilters["acoustic"],
      location: choice("location") as ListingFilters["location"],
      near,
      radius: radiusText(fields.get("radius") ?? ""),
      advanced,
      view: choice("view") as ListingFilters["view"],
      page: 1,
    },
    [
      ["minYear", "maxYear"],
      ["minHours", "maxHours"],
    ],
  );
}
