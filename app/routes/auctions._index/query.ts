import { auctionRangeBounds, type auctionSortOrders } from "~/content/auctions";
import type { GeneratorTypeKey } from "~/content/generator-types";
import type { ConditionKey, FuelType, KvaSizeKey } from "~/content/listing-options";
import { orderForPlace, radiusText } from "~/utils/place-filter";
import { placeText } from "~/utils/places";
import { cleanSearchText, offDefault, orderRanges } from "~/utils/url-filter-rules";

/**
 * The auctions browse page's filters (docs/spec/02-auctions-and-seller-tools.md §2 "Auctions browse", §9) as they live in the
 * URL, in plain code the browser runs too: the clean query string for a set of filters and
 * the filter form's fields read as filters (its auto-apply). Any URL is parsed on the server
 * (schema.ts, with zod), which builds on these.
 */

const { bid, year } = auctionRangeBounds;

export type AuctionFilters = {
  q: string;
  minBid: number;
  maxBid: number;
  minYear: number;
  maxYear: number;
  /**
   * The type, power, condition and fuel filters of /listings: the same lists, names and values
   * (content/generator-types.ts, content/listing-options.ts).
   */
  type?: GeneratorTypeKey;
  kva?: KvaSizeKey;
  condition?: ConditionKey;
  fuel?: FuelType;
  endingSoon: boolean;
  /** "Within `radius` miles of `near`", as /listings keeps them (app/utils/place-filter.ts). */
  near: string;
  radius: string;
  sort: AuctionSort;
  page: number;
};

export type AuctionSort = (typeof auctionSortOrders)[number]["key"];

export const defaultAuctionFilters: AuctionFilters = {
  q: "",
  minBid: bid.defaultMin,
  maxBid: bid.defaultMax,
  minYear: year.defaultMin,
  maxYear: year.defaultMax,
  endingSoon: false,
  near: "",
  radius: "",
  sort: "ending",
  page: 1,
};

/** The order asked for, unless it is "Nearest first" and no place is typed (place-filter.ts). */
export function auctionSortFor(sort: AuctionSort, near: string): AuctionSort {
  return orderForPlace(sort, near, defaultAuctionFilters.sort);
}

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
  if (filters.type) params.set("type", filters.type);
  if (filters.kva) params.set("kva", filters.kva);
  if (filters.condition) params.set("condition", filters.condition);
  if (filters.fuel) params.set("fuel", filters.fuel);
  if (filters.endingSoon) params.set("endingSoon", "1");
  if (filters.near) params.set("near", filters.near);
  if (filters.radius) params.set("radius", filters.radius);
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
  return [
    filters.q,
    bidRangeInForce(filters),
    yearRangeInForce(filters),
    filters.type,
    filters.kva,
    filters.condition,
    filters.fuel,
    filters.endingSoon,
    filters.near || filters.radius,
  ].filter(Boolean).length;
}

/**
 * The filter form's fields as filters, for its auto-apply in the browser. The form's
 * controls offer only the choices the server accepts, so they are read as they are; the
 * search text follows the server's rule. query.test.ts checks this gives the address the
 * server's parse of the same fields gives.
 */
export function auctionFiltersFromForm(fields: URLSearchParams): AuctionFilters {
  const slider = (name: "minBid" | "maxBid" | "minYear" | "maxYear") => Number(fields.get(name) ?? defaultAuctionFilters[name]);
  const near = placeText(fields.get("near") ?? "");
  return orderRanges<AuctionFilters>(
    {
      q: cleanSearchText(fields.get("q") ?? ""),
      minBid: slider("minBid"),
      maxBid: slider("maxBid"),
      minYear: slider("minYear"),
      maxYear: slider("maxYear"),
      type: (fields.get("type") || undefined) as GeneratorTypeKey | undefined,
      kva: (fields.get("kva") || undefined) as KvaSizeKey | undefined,
      condition: (fields.get("condition") || undefined) as ConditionKey | undefined,
      fuel: (fields.get("fuel") || undefined) as FuelType | undefined,
      endingSoon: fields.get("endingSoon") === "1",
      near,
      radius: radiusText(fields.get("radius") ?? ""),
      sort: auctionSortFor((fields.get("sort") || defaultAuctionFilters.sort) as AuctionSort, near),
      page: 1,
    },
    [
      ["minBid", "maxBid"],
      ["minYear", "maxYear"],
    ],
  );
}
