import { locations } from "~/content/listing-options";
import type { SavedSearchPage } from "~/content/saved-searches";
import { formatGBP } from "~/utils/format";

/**
 * What the saved-search list shows of a search (docs/spec/02-auctions-and-seller-tools.md §2: query, location, price), read
 * from its stored query string, which the browse page made clean: its search text, its
 * location's label, and its price (a listing's price, an auction's current bid) range.
 */
export function savedSearchSummary(page: SavedSearchPage, query: string) {
  const params = new URLSearchParams(query);
  const location = locations.find((candidate) => candidate.key === params.get("location"));
  const [minKey, maxKey] = page === "auctions" ? ["minBid", "maxBid"] : ["minPrice", "maxPrice"];
  return {
    query: params.get("q") ?? "",
    location: location?.label ?? "",
    price: priceRange(params.get(minKey!), params.get(maxKey!)),
  };
}

function priceRange(min: string | null, max: string | null) {
  const pounds = (value: string | null) => (value !== null && /^\d+$/.test(value) ? formatGBP(Number(value)) : null);
  const [from, to] = [pounds(min), pounds(max)];
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Up to ${to}`;
  return "";
}

/** Where a saved search opens: its browse page with its filters. */
export const savedSearchHref = (page: SavedSearchPage, query: string) => (query ? `/${page}?${query}` : `/${page}`);
