import * as z from "zod";
import { generatorTypeKeys } from "~/content/generator-types";
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
  type RangeBounds,
} from "~/content/listing-options";
import type { SearchListingsArguments } from "~/models/catalogue.server";

/**
 * The browse page's filter state (spec 01 §3 "Listing filter state") and how it lives in
 * the URL's query string. Parsing never fails: a value that is not one of the choices is
 * ignored, numbers are clamped to their slider's bounds and snapped to its step, so any
 * URL, however mangled, shows a page.
 */

export const SEARCH_MAX = 64;
export const LISTINGS_PAGE_SIZE = 24;
const BRANDS_MAX = 50;
const BRAND_LENGTH_MAX = 100;
const POWER_KW_MAX = 100_000;
const PAGE_MAX = 10_000;

/** Spec 01 §5: letters, digits, spaces and hyphens, cut to 64 characters (then trimmed). */
export function cleanSearchText(text: string) {
  return text
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .slice(0, SEARCH_MAX)
    .trim();
}

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values).optional().catch(undefined);
}

/** The keys of an option list, as a tuple z.enum takes. */
function keysOf<const T extends readonly { key: string }[]>(options: T) {
  return options.map((option) => option.key) as unknown as readonly [T[number]["key"], ...T[number]["key"][]];
}

function snapToSlider(value: number, { min, max, step }: RangeBounds) {
  const clamped = Math.min(Math.max(value, min), max);
  return Math.min(min + Math.round((clamped - min) / step) * step, max);
}

function rangeEnd(bounds: RangeBounds, fallback: number) {
  return z
    .preprocess(emptyToUndefined, z.coerce.number().transform((value) => snapToSlider(value, bounds)))
    .catch(fallback);
}

const flag = z
  .string()
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "on")
  .catch(false);

const filtersSchema = z.object({
  q: z.string().transform(cleanSearchText).catch(""),
  type: oneOf(generatorTypeKeys),
  minPrice: rangeEnd(rangeBounds.price, rangeBounds.price.defaultMin),
  maxPrice: rangeEnd(rangeBounds.price, rangeBounds.price.defaultMax),
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
  minYear: rangeEnd(rangeBounds.year, rangeBounds.year.defaultMin),
  maxYear: rangeEnd(rangeBounds.year, rangeBounds.year.defaultMax),
  minHours: rangeEnd(rangeBounds.hours, rangeBounds.hours.defaultMin),
  maxHours: rangeEnd(rangeBounds.hours, rangeBounds.hours.defaultMax),
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
  page: z.coerce
    .number()
    .int()
    .transform((page) => Math.min(Math.max(page, 1), PAGE_MAX))
    .catch(1),
});

export type ListingFilters = Omit<z.output<typeof filtersSchema>, "brand"> & { brands: string[] };

/** The filters in a query string (a URL's, or a filter form's fields). */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) {
    input[key] = key === "brand" ? params.getAll(key) : (params.get(key) ?? undefined);
  }
  const { brand, ...parsed } = filtersSchema.parse(input);
  const filters: ListingFilters = { ...parsed, brands: brand };
  // Handles dragged past each other: the range is still the one between them.
  for (const [min, max] of [["minPrice", "maxPrice"], ["minYear", "maxYear"], ["minHours", "maxHours"]] as const) {
    if (filters[min] > filters[max]) [filters[min], filters[max]] = [filters[max], filters[min]];
  }
  return filters;
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
  return (
    filters.minYear !== rangeBounds.year.defaultMin || filters.maxYear !== rangeBounds.year.defaultMax
  );
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
  const { price, year, hours } = rangeBounds;
  const kva = kvaSizes.find((size) => size.key === filters.kva);
  const location = locations.find((candidate) => candidate.key === filters.location);
  const yearInForce = yearRangeInForce(filters);
  return {
    search: filters.q || null,
    listing_type: filters.type ?? null,
    brands: filters.brands.length > 0 ? filters.brands : null,
    power_kw: filters.power ?? null,
    kva_min: kva?.min ?? null,
    kva_max: kva?.max ?? null,
    listing_condition: filters.condition ?? null,
    featured_only: filters.featured,
    min_price: filters.minPrice > price.min ? filters.minPrice : null,
    max_price: filters.maxPrice < price.max ? filters.maxPrice : null,
    min_year: yearInForce && filters.minYear > year.min ? filters.minYear : null,
    max_year: yearInForce && filters.maxYear < year.max ? filters.maxYear : null,
    min_hours: filters.minHours > hours.min ? filters.minHours : null,
    max_hours: filters.maxHours < hours.max ? filters.maxHours : null,
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
