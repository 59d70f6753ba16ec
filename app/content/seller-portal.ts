/**
 * The sellers portal's listing sorts, as SQL's seller_portal_listings takes them (p_sort):
 * newest first by default; Price, Views and Inquiries each way.
 */
export const portalListingSorts = ["newest", "price-asc", "price-desc", "views-asc", "views-desc", "inquiries-asc", "inquiries-desc"] as const;

export type PortalListingSort = (typeof portalListingSorts)[number];

/** The Sort control's words for each sort (on phones, where the table's header links are not shown). */
export const portalListingSortLabels: Record<PortalListingSort, string> = {
  newest: "Newest first",
  "price-asc": "Price: lowest first",
  "price-desc": "Price: highest first",
  "views-asc": "Views: fewest first",
  "views-desc": "Views: most first",
  "inquiries-asc": "Inquiries: fewest first",
  "inquiries-desc": "Inquiries: most first",
};
