import * as z from "zod";
import { auctionRangeBounds, auctionSortOrders } from "~/content/auctions";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { conditions, fuelTypes, kvaBandForKw, kvaSize, kvaSizes } from "~/content/listing-options";
import type { SearchAuctionsArguments } from "~/models/auction-catalogue.server";
import type { SearchToSave } from "~/models/saved-search.server";
import { formatGBP } from "~/utils/format";
import { placeFilter, placeSearchName } from "~/utils/place-filter";
import { openRange, orderRanges } from "~/utils/url-filter-rules";
import { flag, keysOf, oldPowerKw, oneOf, pageNumber, placeNear, placeRadius, searchText, sliderEnd } from "~/utils/url-filters";
import {
  auctionFiltersToSearchParams,
  auctionSortFor,
  bidRangeInForce,
  defaultAuctionFilters,
  yearRangeInForce,
  type AuctionFilters,
} from "./query";

/**
 * Any URL's query string as the auctions browse page's filters (query.ts holds the filters'
 * type and their clean address), on the server. Parsing never fails: a value that is not one
 * of the choices is ignored, numbers are clamped to their slider and snapped to its step.
 * Type, power, condition and fuel are /listings' own filters (listings._index/schema.ts): the same
 * parameters, values and lists, so a link or a habit from one page works on the other.
 */

export const AUCTIONS_PAGE_SIZE = 24;

const { bid, year } = auctionRangeBounds;

const filtersSchema = z.object({
  q: searchText,
  minBid: sliderEnd(bid, bid.defaultMin),
  maxBid: sliderEnd(bid, bid.defaultMax),
  minYear: sliderEnd(year, year.defaultMin),
  maxYear: sliderEnd(year, year.defaultMax),
  type: oneOf(generatorTypeKeys),
  kva: oneOf(keysOf(kvaSizes)),
  // The exact kW ratings this page filtered by before the kVA bands: an old link's rating
  // becomes the band its kVA is in, and the loader redirects to that address.
  power: oldPowerKw,
  condition: oneOf(keysOf(conditions)),
  fuel: oneOf(fuelTypes),
  endingSoon: flag,
  near: placeNear,
  radius: placeRadius,
  sort: z.enum(keysOf(auctionSortOrders)).catch(defaultAuctionFilters.sort),
  page: pageNumber,
});

/** The filters in a query string (a URL's, or the filter form's fields). */
export function parseAuctionFilters(params: URLSearchParams): AuctionFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) input[key] = params.get(key) ?? undefined;
  const { power, ...parsed } = filtersSchema.parse(input);
  const kva = parsed.kva ?? (power === undefined ? undefined : kvaBandForKw(power));
  return orderRanges<AuctionFilters>({ ...parsed, kva, sort: auctionSortFor(parsed.sort, parsed.near) }, [
    ["minBid", "maxBid"],
    ["minYear", "maxYear"],
  ]);
}

/**
 * "Within N miles of [postcode]" as far as the URL alone can tell, and the place's messages,
 * as on /listings (app/utils/place-filter.ts).
 */
export const auctionPlace = (filters: Pick<AuctionFilters, "near" | "radius">) => placeFilter(filters);

/** The arguments of public.search_auctions (supabase/schemas/40-auctions.sql) for these filters; null is "no filter". */
export function searchAuctionsArguments(filters: AuctionFilters): SearchAuctionsArguments {
  const place = auctionPlace(filters);
  const bids = openRange(filters.minBid, filters.maxBid, bid, bidRangeInForce(filters));
  const years = openRange(filters.minYear, filters.maxYear, year, yearRangeInForce(filters));
  const kva = kvaSize(filters.kva);
  return {
    search: filters.q || null,
    min_bid: bids.min,
    max_bid: bids.max,
    min_year: years.min,
    max_year: years.max,
    kva_min: kva?.min ?? null,
    kva_max: kva?.max ?? null,
    auction_condition: filters.condition ?? null,
    auction_fuel: filters.fuel ?? null,
    auction_type: filters.type ?? null,
    ending_soon: filters.endingSoon,
    sort: filters.sort,
    page: filters.page,
    page_size: AUCTIONS_PAGE_SIZE,
    // The place as typed (the database finds its outcode), only when it is a postcode or a town's name.
    near: place.place === null ? null : filters.near,
    radius_miles: place.radius,
  };
}

/** A name for these filters, for the saved-search list: "Auctions", then what is set. */
export function auctionSearchName(filters: AuctionFilters) {
  const bids = openRange(filters.minBid, filters.maxBid, bid, bidRangeInForce(filters));
  const years = openRange(filters.minYear, filters.maxYear, year, yearRangeInForce(filters));
  const range = (min: string | null, max: string | null, label: string) =>
    min && max ? `${label} ${min} to ${max}` : min ? `${label} from ${min}` : max ? `${label} up to ${max}` : null;
  const parts = [
    filters.q ? `“${filters.q}”` : null,
    filters.type ? generatorTypes[filters.type].name : null,
    kvaSize(filters.kva)?.label ?? null,
    conditions.find((condition) => condition.key === filters.condition)?.label ?? null,
    filters.fuel ?? null,
    range(bids.min === null ? null : formatGBP(bids.min), bids.max === null ? null : formatGBP(bids.max), "bid"),
    range(years.min === null ? null : String(years.min), years.max === null ? null : String(years.max), "year"),
    filters.endingSoon ? "ending soon" : null,
    placeSearchName(filters),
  ].filter((part) => part !== null);
  return ["Auctions", ...parts].join(" · ");
}

/**
 * What Save this search stores for an /auctions URL: its clean query (no page number), a
 * name, search_auctions' arguments. A place not understood filters nothing, so it is not kept.
 */
export function auctionSearchToSave(params: URLSearchParams): SearchToSave {
  const parsed = parseAuctionFilters(params);
  const placeKept = Object.keys(auctionPlace(parsed).errors).length === 0;
  const filters: AuctionFilters = {
    ...parsed,
    near: placeKept ? parsed.near : "",
    radius: placeKept ? parsed.radius : "",
    sort: placeKept ? parsed.sort : auctionSortFor(parsed.sort, ""),
    page: 1,
  };
  return {
    page: "auctions",
    name: auctionSearchName(filters),
    query: auctionFiltersToSearchParams(filters).toString(),
    searchArgs: searchAuctionsArguments(filters),
  };
}
