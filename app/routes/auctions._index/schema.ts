import * as z from "zod";
import { auctionPowerOptionsKw, auctionRangeBounds, auctionSortOrders } from "~/content/auctions";
import type { SearchAuctionsArguments } from "~/models/auction-catalogue.server";
import type { SearchToSave } from "~/models/saved-search.server";
import { formatGBP, formatKw } from "~/utils/format";
import { emptyToUndefined, flag, keysOf, offDefault, openRange, orderRanges, pageNumber, searchText, sliderEnd } from "~/utils/url-filters";

/**
 * The auctions browse page's filters (spec 02 §2 "Auctions browse", §9) and how they live in
 * the URL's query string. Parsing never fails: a value that is not one of the choices is
 * ignored, numbers are clamped to their slider and snapped to its step.
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
  sort: z.enum(keysOf(auctionSortOrders)).catch("ending"),
  page: pageNumber,
});

export type AuctionFilters = z.output<typeof filtersSchema>;

/** The filters in a query string (a URL's, or the filter form's fields). */
export function parseAuctionFilters(params: URLSearchParams): AuctionFilters {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(filtersSchema.shape)) input[key] = params.get(key) ?? undefined;
  return orderRanges(filtersSchema.parse(input), [
    ["minBid", "maxBid"],
    ["minYear", "maxYear"],
  ]);
}

export const defaultAuctionFilters: AuctionFilters = parseAuctionFilters(new URLSearchParams());

/**
 * The sliders start at the spec's defaults (bids £0–£50,000, years 2015–2025), but a range
 * filters only once it is moved off them: applied by default, they would hide every auction
 * bid past £50,000 and every set older than 2015. Once moved, both ends apply, an end at the
 * slider's bound meaning "and beyond" (£100,000 or more, 2010 or older).
 */
export function bidRangeInForce(filters: Pick<AuctionFilters, "minBid" | "maxBid">) {
  return offDefault(filters.minBid, filters.maxBid, bid);
}

export function yearRangeInForce(filters: Pick<AuctionFilters, "minYear" | "maxYear">) {
  return offDefault(filters.minYear, filters.maxYear, year);
}

/** The query string for these filters: values at their default left out, a range's ends together. */
export function auctionFiltersToSearchParams(filters: AuctionFilters) {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (bidRangeInForce(filters)) {
    params.set("minBid", String(filters.minBid));
    params.set("maxBid", String(filters.maxBid));
  }
  if (yearRangeInForce(filters)) {
    params.set("minYear", String(filters.minYear));
    params.set("maxYear", String(filters.maxYear));
  }
  if (filters.power !== undefined) params.set("power", String(filters.power));
  if (filters.endingSoon) params.set("endingSoon", "1");
  if (filters.sort !== defaultAuctionFilters.sort) params.set("sort", filters.sort);
  if (filters.page !== 1) params.set("page", String(filters.page));
  return params;
}

/** /auctions with these filters. */
export function auctionsHref(filters: AuctionFilters) {
  const query = auctionFiltersToSearchParams(filters).toString();
  return query ? `/auctions?${query}` : "/auctions";
}

/** How many filters are in force (sort and page are not filters). */
export function countActiveFilters(filters: AuctionFilters) {
  return [filters.q, bidRangeInForce(filters), yearRangeInForce(filters), filters.power !== undefined, filters.endingSoon].filter(
    Boolean,
  ).length;
}

/** The arguments of public.search_auctions (…_auction_search.sql) for these filters; null is "no filter". */
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
