import * as z from "zod";
import { auctionPowerOptionsKw, auctionRangeBounds, auctionSortOrders } from "~/content/auctions";
import type { SearchAuctionsArguments } from "~/models/auction-catalogue.server";
import type { SearchToSave } from "~/models/saved-search.server";
import { formatGBP, formatKw } from "~/utils/format";
import { openRange, orderRanges } from "~/utils/url-filter-rules";
import { emptyToUndefined, flag, keysOf, pageNumber, searchText, sliderEnd } from "~/utils/url-filters";
import {
  auctionFiltersToSearchParams,
  bidRangeInForce,
  defaultAuctionFilters,
  yearRangeInForce,
  type AuctionFilters,
} from "./query";

/**
 * Any URL's query string as the auctions browse page's filters (query.ts holds the filters'
 * type and their clean address), on the server. Parsing never fails: a value that is not one
 * of the choices is ignored, numbers are clamped to their slider and snapped to its step.
 */

export const AUCTIONS_PAGE_SIZE = 24;

const { bid, year } = auctionRangeBounds;

const filtersSchema = z.object({
  q: searchText,
  minBid: sliderEnd(bid, bid.defaultMin),
  maxBid: sliderEnd(bid, bid.defaultMax),
  minYear: sliderEnd(year, year.defaultMin),
  maxYear: sliderEnd(year, year.defaultMax),
  power: z
    .preprocess(emptyToUndefined, z.coerce.number())
    .refine((kw) => (auctionPowerOptionsKw as readonly number[]).includes(kw))
    .optional()
    .catch(undefined),
  endingSoon: flag,
  sort: z.enum(keysOf(auctionSortOrders)).catch(defaultAuctionFilters.sort),
  page: pageNumber,
});

/** The filters in a query string (a URL's, or the filter form's fields). */
export function parseAuctionFilters(params: URLSearchParams): AuctionFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) input[key] = params.get(key) ?? undefined;
  return orderRanges<AuctionFilters>(filtersSchema.parse(input), [
    ["minBid", "maxBid"],
    ["minYear", "maxYear"],
  ]);
}

/** The arguments of public.search_auctions (supabase/schemas/40-auctions.sql) for these filters; null is "no filter". */
export function searchAuctionsArguments(filters: AuctionFilters): SearchAuctionsArguments {
  const bids = openRange(filters.minBid, filters.maxBid, bid, bidRangeInForce(filters));
  const years = openRange(filters.minYear, filters.maxYear, year, yearRangeInForce(filters));
  return {
    search: filters.q || null,
    min_bid: bids.min,
    max_bid: bids.max,
    min_year: years.min,
    max_year: years.max,
    power_kw: filters.power ?? null,
    ending_soon: filters.endingSoon,
    sort: filters.sort,
    page: filters.page,
    page_size: AUCTIONS_PAGE_SIZE,
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
    filters.power ? formatKw(filters.power) : null,
    range(bids.min === null ? null : formatGBP(bids.min), bids.max === null ? null : formatGBP(bids.max), "bid"),
    range(years.min === null ? null : String(years.min), years.max === null ? null : String(years.max), "year"),
    filters.endingSoon ? "ending soon" : null,
  ].filter((part) => part !== null);
  return ["Auctions", ...parts].join(" · ");
}

/** What Save this search stores for an /auctions URL: its clean query (no page number), a name, search_auctions' arguments. */
export function auctionSearchToSave(params: URLSearchParams): SearchToSave {
  const filters: AuctionFilters = { ...parseAuctionFilters(params), page: 1 };
  return {
    page: "auctions",
    name: auctionSearchName(filters),
    query: auctionFiltersToSearchParams(filters).toString(),
    searchArgs: searchAuctionsArguments(filters),
  };
}
