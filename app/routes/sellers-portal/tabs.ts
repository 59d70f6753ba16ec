import type { PortalListingSort } from "~/content/seller-portal";
import type { ListingsQuery } from "./schema";

// The portal's tabs and links, apart from the zod schemas (schema.ts, which re-exports them)
// so the page's script does not carry zod (docs/performance.md).

/**
 * The portal's tabs (docs/spec/02-auctions-and-seller-tools.md §2, and the depots and API keys of
 * docs/sellers-portal.md#depots and #api-keys), in the side menu's order; `?tab=` in the URL.
 */
export const portalTabs = ["profile", "listings", "depots", "auctions", "reviews", "saved", "messages", "api"] as const;

export type PortalTab = (typeof portalTabs)[number];

export const portalTabLabels: Record<PortalTab, string> = {
  profile: "Profile",
  listings: "Listings",
  depots: "Depots",
  auctions: "Auctions",
  reviews: "Reviews",
  saved: "Saved",
  messages: "Messages",
  api: "API",
};

/** The portal's address for a tab and, on the listings tab, a query (defaults left out). */
export function portalHref(tab: PortalTab, query: Partial<ListingsQuery> = {}) {
  const params = new URLSearchParams({ tab });
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.depot) params.set("depot", query.depot);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  return `/sellers-portal?${params}`;
}

/** The Depots tab with one of the dealer's depots in its form (`edit`), so the URL holds the state. */
export function depotEditHref(depotId: string) {
  return `${portalHref("depots")}&${new URLSearchParams({ edit: depotId })}`;
}

/** The columns that sort, and the sort a header's link asks for: descending first, then ascending. */
export const sortableColumns = { price: "Price", views: "Views", inquiries: "Inquiries" } as const;

export type SortableColumn = keyof typeof sortableColumns;

export function nextSort(column: SortableColumn, current: PortalListingSort): PortalListingSort {
  return current === `${column}-desc` ? `${column}-asc` : `${column}-desc`;
}
