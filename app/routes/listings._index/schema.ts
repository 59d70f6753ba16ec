import * as z from "zod";
import { sortOrders } from "~/content/browse-orders";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import {
  acousticTypes,
  conditions,
  fuelTypes,
  kvaBandForKw,
  kvaSize,
  kvaSizes,
  locations,
  phaseTypes,
  rangeBounds,
  warrantyMonths,
} from "~/content/listing-options";
import type { SearchListingsArguments } from "~/models/catalogue.server";
import type { SearchToSave } from "~/models/saved-search.server";
import { formatGBP, formatHours } from "~/utils/format";
import { placeChipLabel, placeFilter, placeSearchName } from "~/utils/place-filter";
import { openRange, orderRanges } from "~/utils/url-filter-rules";
import { emptyToUndefined, flag, keysOf, oldPowerKw, oneOf, pageNumber, placeNear, placeRadius, searchText, sliderEnd } from "~/utils/url-filters";
import {
  defaultListingFilters,
  listingFiltersToSearchParams,
  listingsHref,
  listingViews,
  priceText,
  readTypedPrice,
  sortFor,
  type ListingFilters,
} from "./query";

/**
 * Any URL's query string as the browse page's filters (query.ts holds the filters' type,
 * their clean address and the rules the browser shares), on the server. Parsing never fails:
 * a value that is not one of the choices is ignored, numbers are clamped to their slider's
 * bounds and snapped to its step, so any URL, however mangled, shows a page. The typed
 * prices are kept as typed when they are not amounts, so the page can show them with their
 * message (listingFilterErrors).
 */

export const LISTINGS_PAGE_SIZE = 24;
const BRANDS_MAX = 50;
const BRAND_LENGTH_MAX = 100;

/** A price box's text in the URL (query.ts's priceText); "" when missing. */
const priceBox = (end: "minimum" | "maximum") =>
  z
    .string()
    .transform((text) => priceText(text, end))
    .catch("");

const filtersSchema = z.object({
  q: searchText,
  type: oneOf(generatorTypeKeys),
  minPrice: priceBox("minimum"),
  maxPrice: priceBox("maximum"),
  brand: z
    .array(z.string())
    .transform((values) => [
      ...new Set(values.map((value) => value.trim()).filter((value) => value && value.length <= BRAND_LENGTH_MAX)),
    ].slice(0, BRANDS_MAX))
    .catch([]),
  power: oldPowerKw,
  kva: oneOf(keysOf(kvaSizes)),
  condition: oneOf(keysOf(conditions)),
  featured: flag,
  sort: z.enum(keysOf(sortOrders)).catch(defaultListingFilters.sort),
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
  near: placeNear,
  radius: placeRadius,
  advanced: flag,
  view: oneOf(listingViews),
  page: pageNumber,
});

/** The filters in a query string (a URL's, or a filter form's fields). */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) {
    input[key] = key === "brand" ? params.getAll(key) : (params.get(key) ?? undefined);
  }
  const { brand, power, ...parsed } = filtersSchema.parse(input);
  const kva = parsed.kva ?? (power === undefined ? undefined : kvaBandForKw(power));
  const sort = sortFor(parsed.sort, parsed.near);
  return orderRanges<ListingFilters>({ ...parsed, sort, kva, brands: brand }, [
    ["minYear", "maxYear"],
    ["minHours", "maxHours"],
  ]);
}

/**
 * The typed prices as amounts (null: no limit), and each box's message when it holds no
 * amount, or a maximum below the minimum (that maximum is then left out of the search).
 */
export function listingPriceRange(filters: Pick<ListingFilters, "minPrice" | "maxPrice">) {
  const min = readTypedPrice(filters.minPrice, "minimum");
  const max = readTypedPrice(filters.maxPrice, "maximum");
  const errors: { minPrice?: string; maxPrice?: string } = {};
  if ("message" in min) errors.minPrice = min.message;
  if ("message" in max) errors.maxPrice = max.message;
  const low = "pounds" in min ? (min.pounds ?? null) : null;
  let high = "pounds" in max ? (max.pounds ?? null) : null;
  if (low !== null && high !== null && high < low) {
    errors.maxPrice = "Enter a maximum price at least the minimum price";
    high = null;
  }
  return { min: low, max: high, errors };
}

/**
 * "Within N miles of [postcode]" as far as the URL alone can tell (the rules /auctions
 * shares: app/utils/place-filter.ts).
 */
export const listingPlace = (filters: Pick<ListingFilters, "near" | "radius">) => placeFilter(filters);

/** The page's messages about its filters (the typed prices, the place and its distance), by field. */
export function listingFilterErrors(filters: ListingFilters): Partial<Record<"minPrice" | "maxPrice" | "near" | "radius", string>> {
  return { ...listingPriceRange(filters).errors, ...listingPlace(filters).errors };
}

const yearRangeSet = (filters: Pick<ListingFilters, "minYear" | "maxYear">) =>
  filters.minYear !== defaultListingFilters.minYear || filters.maxYear !== defaultListingFilters.maxYear;
const hoursRangeSet = (filters: Pick<ListingFilters, "minHours" | "maxHours">) =>
  filters.minHours !== defaultListingFilters.minHours || filters.maxHours !== defaultListingFilters.maxHours;

/** A price range in words: "£1,000 to £5,000", "From £1,000", "Up to £5,000", or null. */
export function priceLabel({ min, max }: { min: number | null; max: number | null }) {
  if (min !== null && max !== null) return `${formatGBP(min)} to ${formatGBP(max)}`;
  if (min !== null) return `From ${formatGBP(min)}`;
  if (max !== null) return `Up to ${formatGBP(max)}`;
  return null;
}

/** A slider's range in words, its ends open at the bounds ("2018 or newer"), or null when untouched. */
function sliderLabel(min: number, max: number, bounds: { min: number; max: number }, format: (value: number) => string, [older, newer]: [string, string]) {
  if (min === bounds.min && max === bounds.max) return null;
  if (min === bounds.min) return `${format(max)} or ${older}`;
  if (max === bounds.max) return `${format(min)} or ${newer}`;
  return `${format(min)} to ${format(max)}`;
}

export type FilterChip = { label: string; href: string };

/**
 * The applied filters as chips above the results, each a link to these filters without it
 * (back to the first page); the search text, each brand and each range are chips of their own.
 */
export function listingFilterChips(filters: ListingFilters): FilterChip[] {
  const without = (changes: Partial<ListingFilters>) => listingsHref({ ...filters, ...changes, page: 1 });
  const chips: FilterChip[] = [];
  const add = (label: string | false | 0 | null | undefined, changes: Partial<ListingFilters>) => {
    if (label) chips.push({ label, href: without(changes) });
  };
  add(filters.q && `“${filters.q}”`, { q: "" });
  add(filters.type && generatorTypes[filters.type].name, { type: undefined });
  if (filters.minPrice || filters.maxPrice) {
    // A price not understood still gets its chip, saying what was typed.
    add(priceLabel(listingPriceRange(filters)) ?? `Price “${filters.minPrice || filters.maxPrice}”`, { minPrice: "", maxPrice: "" });
  }
  for (const brand of filters.brands) add(brand, { brands: filters.brands.filter((other) => other !== brand) });
  add(kvaSize(filters.kva)?.label, { kva: undefined });
  add(conditions.find((condition) => condition.key === filters.condition)?.label, { condition: undefined });
  add(locations.find((location) => location.key === filters.location)?.label, { location: undefined });
  // The place gets its chip as typed, understood or not, as a price does; removing it also
  // drops "Nearest first", which needs it.
  add(placeChipLabel(filters), { near: "", radius: "", sort: sortFor(filters.sort, "") });
  add(filters.featured && "Featured only", { featured: false });
  const year = sliderLabel(filters.minYear, filters.maxYear, rangeBounds.year, String, ["older", "newer"]);
  add(year && `Year ${year}`, { minYear: defaultListingFilters.minYear, maxYear: defaultListingFilters.maxYear });
  const hours = sliderLabel(filters.minHours, filters.maxHours, rangeBounds.hours, formatHours, ["less", "more"]);
  add(hours, { minHours: defaultListingFilters.minHours, maxHours: defaultListingFilters.maxHours });
  add(filters.phase, { phase: undefined });
  add(filters.fuel, { fuel: undefined });
  add(filters.warranty && `Warranty ${filters.warranty}+ months`, { warranty: undefined });
  add(filters.sockets && (filters.sockets === "yes" ? "With sockets" : "Without sockets"), { sockets: undefined });
  add(filters.acoustic, { acoustic: undefined });
  return chips;
}

/** Clear all: no filters, keeping the order (but Nearest first) and the view. */
export function clearedListingsHref(filters: ListingFilters) {
  // Nearest first goes with the place it needs.
  return listingsHref({ ...defaultListingFilters, sort: sortFor(filters.sort, ""), view: filters.view });
}

/** Filters of the Advanced section that differ from their default (it opens when any do). */
/** The Advanced Filters section's filters, each truthy when in force. */
function advancedFilters(filters: ListingFilters) {
  return [
    yearRangeSet(filters),
    hoursRangeSet(filters),
    filters.phase,
    filters.fuel,
    filters.warranty,
    filters.sockets,
    filters.acoustic,
  ];
}

export function hasAdvancedFilters(filters: ListingFilters) {
  return advancedFilters(filters).some(Boolean);
}

/** How many filters differ from their default (sort and page are not filters). */
export function countActiveFilters(filters: ListingFilters) {
  return [
    filters.q,
    filters.type,
    filters.minPrice || filters.maxPrice,
    filters.brands.length > 0,
    filters.kva,
    filters.condition,
    filters.featured,
    ...advancedFilters(filters),
    filters.location,
    filters.near || filters.radius,
  ].filter(Boolean).length;
}

/**
 * The arguments of public.search_listings (supabase/schemas/20-listings.sql) for these
 * filters; null means "no filter". Ranges: a slider end at its bound is open (10,000 hours
 * "and more", 2025 "and newer", 2010 "and older"), so at their defaults the sliders filter
 * nothing; a typed price that is not an amount is left out (the page says why).
 */
export function searchListingsArguments(filters: ListingFilters): SearchListingsArguments {
  const kva = kvaSize(filters.kva);
  const location = locations.find((candidate) => candidate.key === filters.location);
  const price = listingPriceRange(filters);
  const year = openRange(filters.minYear, filters.maxYear, rangeBounds.year);
  const hours = openRange(filters.minHours, filters.maxHours, rangeBounds.hours);
  const place = listingPlace(filters);
  return {
    search: filters.q || null,
    listing_type: filters.type ?? null,
    brands: filters.brands.length > 0 ? filters.brands : null,
    power_kw: null,
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
    // The place as typed (the database finds its outcode), only when it is a postcode or a town's name.
    near: place.place === null ? null : filters.near,
    radius_miles: place.radius,
  };
}

/**
 * A name for these filters, for the saved-search list and its emails: the search text, type,
 * brands, power (kVA), condition, location and price, as far as they are set ("All
 * generators" when none is).
 */
export function listingSearchName(filters: ListingFilters) {
  const price = priceLabel(listingPriceRange(filters));
  const parts = [
    filters.q ? `“${filters.q}”` : null,
    filters.type ? generatorTypes[filters.type].name : null,
    filters.brands.length ? filters.brands.join(", ") : null,
    kvaSize(filters.kva)?.label ?? null,
    conditions.find((condition) => condition.key === filters.condition)?.label ?? null,
    locations.find((location) => location.key === filters.location)?.label ?? null,
    placeSearchName(filters),
    price ? price.replace(/^From|^Up/, (word) => word.toLowerCase()) : null,
    filters.featured ? "featured" : null,
  ].filter((part) => part !== null);
  // The Advanced section's filters are counted, not named.
  const more = advancedFilters(filters).filter(Boolean).length;
  return `${parts.join(" · ") || "All generators"}${more > 0 ? ` (+${more} more ${more === 1 ? "filter" : "filters"})` : ""}`;
}

/**
 * What Save this search stores for a /listings URL: the page's clean query string (without
 * the page number, the Advanced section's open state or the view), a name, and the search_listings
 * arguments alerts match new listings with, so alerts follow the page's own rules.
 */
export function listingSearchToSave(params: URLSearchParams): SearchToSave {
  const parsed = parseListingFilters(params);
  // A price or a place that is not understood filters nothing, so it is not kept either.
  const { errors } = listingPriceRange(parsed);
  const place = listingPlace(parsed);
  const placeKept = Object.keys(place.errors).length === 0;
  const filters: ListingFilters = {
    ...parsed,
    minPrice: errors.minPrice ? "" : parsed.minPrice,
    maxPrice: errors.maxPrice ? "" : parsed.maxPrice,
    near: placeKept ? parsed.near : "",
    radius: placeKept ? parsed.radius : "",
    sort: placeKept ? parsed.sort : sortFor(parsed.sort, ""),
    page: 1,
    advanced: false,
    view: undefined,
  };
  return {
    page: "listings",
    name: listingSearchName(filters),
    query: listingFiltersToSearchParams(filters).toString(),
    searchArgs: searchListingsArguments(filters),
  };
}
