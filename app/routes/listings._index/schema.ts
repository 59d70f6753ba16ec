import * as z from "zod";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import {
  acousticTypes,
  conditions,
  fuelTypes,
  kvaSizes,
  locations,
  phaseTypes,
  rangeBounds,
  sortOrders,
  warrantyMonths,
} from "~/content/listing-options";
import type { SearchListingsArguments } from "~/models/catalogue.server";
import type { SearchToSave } from "~/models/saved-search.server";
import { formatGBP, formatKw } from "~/utils/format";
import {
  emptyToUndefined,
  flag,
  keysOf,
  offDefault,
  oneOf,
  openRange,
  orderRanges,
  pageNumber,
  searchText,
  sliderEnd,
} from "~/utils/url-filters";

/**
 * The browse page's filter state (spec 01 §3 "Listing filter state") and how it lives in
 * the URL's query string. Parsing never fails: a value that is not one of the choices is
 * ignored, numbers are clamped to their slider's bounds and snapped to its step, so any
 * URL, however mangled, shows a page.
 */

export const LISTINGS_PAGE_SIZE = 24;
const BRANDS_MAX = 50;
const BRAND_LENGTH_MAX = 100;
const POWER_KW_MAX = 100_000;

const filtersSchema = z.object({
  q: searchText,
  type: oneOf(generatorTypeKeys),
  minPrice: sliderEnd(rangeBounds.price, rangeBounds.price.defaultMin),
  maxPrice: sliderEnd(rangeBounds.price, rangeBounds.price.defaultMax),
  brand: z
    .array(z.string())
    .transform((values) => [
      ...new Set(values.map((value) => value.trim()).filter((value) => value && value.length <= BRAND_LENGTH_MAX)),
    ].slice(0, BRANDS_MAX))
    .catch([]),
  power: z
    .preprocess(emptyToUndefined, z.coerce.number().positive().max(POWER_KW_MAX))
    .transform((kw) => Math.round(kw * 100) / 100)
    .optional()
    .catch(undefined),
  kva: oneOf(keysOf(kvaSizes)),
  condition: oneOf(keysOf(conditions)),
  featured: flag,
  sort: z.enum(keysOf(sortOrders)).catch("newest"),
  minYear: sliderEnd(rangeBounds.year, rangeBounds.year.defaultMin),
  maxYear: sliderEnd(rangeBounds.year, rangeBounds.year.defaultMax),
  minHours: sliderEnd(rangeBounds.hours, rangeBounds.hours.defaultMin),
  maxHours: sliderEnd(rangeBounds.hours, rangeBounds.hours.defaultMax),
  phase: oneOf(phaseTypes),
  fuel: oneOf(fuelTypes),
  warranty: z
    .preprocess(emptyToUndefined, z.coerce.number())
    .refine((months) => (warrantyMonths as readonly number[]).includes(months))
    .optional()
    .catch(undefined),
  sockets: oneOf(["yes", "no"]),
  acoustic: oneOf(acousticTypes),
  location: oneOf(keysOf(locations)),
  advanced: flag,
  page: pageNumber,
});

export type ListingFilters = Omit<z.output<typeof filtersSchema>, "brand"> & { brands: string[] };

/** The filters in a query string (a URL's, or a filter form's fields). */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) {
    input[key] = key === "brand" ? params.getAll(key) : (params.get(key) ?? undefined);
  }
  const { brand, ...parsed } = filtersSchema.parse(input);
  return orderRanges<ListingFilters>({ ...parsed, brands: brand }, [
    ["minPrice", "maxPrice"],
    ["minYear", "maxYear"],
    ["minHours", "maxHours"],
  ]);
}

export const defaultListingFilters: ListingFilters = parseListingFilters(new URLSearchParams());

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
  setUnlessDefault("power", filters.power);
  setUnlessDefault("kva", filters.kva);
  setUnlessDefault("condition", filters.condition);
  setUnlessDefault("featured", filters.featured);
  setUnlessDefault("sort", filters.sort);
  // A year range is in force only off its default (see yearRangeInForce), so both ends go
  // into the URL together or neither does.
  if (yearRangeInForce(filters)) {
    params.set("minYear", String(filters.minYear));
    params.set("maxYear", String(filters.maxYear));
  }
  setUnlessDefault("minHours", filters.minHours);
  setUnlessDefault("maxHours", filters.maxHours);
  setUnlessDefault("phase", filters.phase);
  setUnlessDefault("fuel", filters.fuel);
  setUnlessDefault("warranty", filters.warranty);
  setUnlessDefault("sockets", filters.sockets);
  setUnlessDefault("acoustic", filters.acoustic);
  setUnlessDefault("location", filters.location);
  setUnlessDefault("advanced", filters.advanced);
  setUnlessDefault("page", filters.page);
  return params;
}

/** /listings with these filters, e.g. a page link or a type button. */
export function listingsHref(filters: ListingFilters) {
  const query = listingFiltersToSearchParams(filters).toString();
  return query ? `/listings?${query}` : "/listings";
}

/**
 * The year slider shows 2015–2025 by default (spec 01 §4), but applying that default would
 * hide every older set and every new one from next year's stock; so the year range filters
 * only once it is moved off its default.
 */
export function yearRangeInForce(filters: Pick<ListingFilters, "minYear" | "maxYear">) {
  return offDefault(filters.minYear, filters.maxYear, rangeBounds.year);
}

/** Filters of the Advanced section that differ from their default (it opens when any do). */
export function hasAdvancedFilters(filters: ListingFilters) {
  return (
    yearRangeInForce(filters) ||
    filters.minHours !== defaultListingFilters.minHours ||
    filters.maxHours !== defaultListingFilters.maxHours ||
    Boolean(filters.phase || filters.fuel || filters.warranty || filters.sockets || filters.acoustic)
  );
}

/** How many filters differ from their default (sort and page are not filters). */
export function countActiveFilters(filters: ListingFilters) {
  return [
    filters.q,
    filters.type,
    filters.minPrice !== defaultListingFilters.minPrice || filters.maxPrice !== defaultListingFilters.maxPrice,
    filters.brands.length > 0,
    filters.power,
    filters.kva,
    filters.condition,
    filters.featured,
    yearRangeInForce(filters),
    filters.minHours !== defaultListingFilters.minHours || filters.maxHours !== defaultListingFilters.maxHours,
    filters.phase,
    filters.fuel,
    filters.warranty,
    filters.sockets,
    filters.acoustic,
    filters.location,
  ].filter(Boolean).length;
}

/**
 * The arguments of public.search_listings (supabase/migrations/…_catalogue.sql) for these
 * filters; null means "no filter". Ranges: a slider end at its bound is open (£200,000 means
 * "and above", 10,000 hours "and more", 2025 "and newer"), so at their defaults price and
 * hours filter nothing; the year range filters only once moved off its default.
 */
export function searchListingsArguments(filters: ListingFilters): SearchListingsArguments {
  const kva = kvaSizes.find((size) => size.key === filters.kva);
  const location = locations.find((candidate) => candidate.key === filters.location);
  const price = openRange(filters.minPrice, filters.maxPrice, rangeBounds.price);
  const year = openRange(filters.minYear, filters.maxYear, rangeBounds.year, yearRangeInForce(filters));
  const hours = openRange(filters.minHours, filters.maxHours, rangeBounds.hours);
  return {
    search: filters.q || null,
    listing_type: filters.type ?? null,
    brands: filters.brands.length > 0 ? filters.brands : null,
    power_kw: filters.power ?? null,
    kva_min: kva?.min ?? null,
    kva_max: kva?.max ?? null,
    listing_condition: filters.condition ?? null,
    featured_only: filters.featured,
    min_price: price.min,
    max_price: price.max,
    min_year: year.min,
    max_year: year.max,
    min_hours: hours.min,
    max_hours: hours.max,
    listing_phase: filters.phase ?? null,
    listing_fuel: filters.fuel ?? null,
    min_warranty_months: filters.warranty ?? null,
    has_sockets: filters.sockets ? filters.sockets === "yes" : null,
    listing_acoustic_type: filters.acoustic ?? null,
    location_region: location?.key ?? null,
    location_place: location?.place ?? null,
    sort: filters.sort,
    page: filters.page,
    page_size: LISTINGS_PAGE_SIZE,
  };
}

/**
 * A name for these filters, for the saved-search list and its emails: the search text, type,
 * brands, power, condition, location and price, as far as they are set ("All generators"
 * when none is).
 */
export function listingSearchName(filters: ListingFilters) {
  const price = openRange(filters.minPrice, filters.maxPrice, rangeBounds.price);
  const parts = [
    filters.q ? `“${filters.q}”` : null,
    filters.type ? generatorTypes[filters.type].name : null,
    filters.brands.length ? filters.brands.join(", ") : null,
    filters.power ? formatKw(filters.power) : null,
    conditions.find((condition) => condition.key === filters.condition)?.label ?? null,
    locations.find((location) => location.key === filters.location)?.label ?? null,
    price.min !== null && price.max !== null
      ? `${formatGBP(price.min)} to ${formatGBP(price.max)}`
      : price.min !== null
        ? `from ${formatGBP(price.min)}`
        : price.max !== null
          ? `up to ${formatGBP(price.max)}`
          : null,
    filters.featured ? "featured" : null,
  ].filter((part) => part !== null);
  // The Advanced section's filters are counted, not named.
  const more = [
    filters.kva,
    yearRangeInForce(filters),
    filters.minHours !== defaultListingFilters.minHours || filters.maxHours !== defaultListingFilters.maxHours,
    filters.phase,
    filters.fuel,
    filters.warranty,
    filters.sockets,
    filters.acoustic,
  ].filter(Boolean).length;
  return `${parts.join(" · ") || "All generators"}${more > 0 ? ` (+${more} more ${more === 1 ? "filter" : "filters"})` : ""}`;
}

/**
 * What Save this search stores for a /listings URL: the page's clean query string (without
 * the page number or the Advanced section's open state), a name, and the search_listings
 * arguments alerts match new listings with, so alerts follow the page's own rules.
 */
export function listingSearchToSave(params: URLSearchParams): SearchToSave {
  const filters: ListingFilters = { ...parseListingFilters(params), page: 1, advanced: false };
  return {
    page: "listings",
    name: listingSearchName(filters),
    query: listingFiltersToSearchParams(filters).toString(),
    searchArgs: searchListingsArguments(filters),
  };
}
