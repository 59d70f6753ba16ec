// The browse page's own lists, apart from listing-options.ts, which the sell wizard loads too
// (its JavaScript is within a few hundred bytes of the budget; docs/performance.md).

/**
 * The browse page's orders (search_listings' sort argument, supabase/schemas/20-listings.sql).
 * "Nearest first" needs a place (`needsPlace`): it is offered only when one is given.
 */
export const sortOrders = [
  { key: "newest", label: "Newest First" },
  { key: "nearest", label: "Nearest First", needsPlace: true },
  { key: "price-asc", label: "Price: Low to High" },
  { key: "price-desc", label: "Price: High to Low" },
  { key: "year-desc", label: "Year: Newest First" },
  { key: "hours-asc", label: "Hours: Lowest First" },
  { key: "power-desc", label: "Power: Highest First" },
] as const;

export type SortKey = (typeof sortOrders)[number]["key"];

/** "Within N miles of [postcode]": the distances offered, in miles (search_listings' radius_miles). */
export const radiusMiles = [10, 25, 50, 100, 200] as const;
