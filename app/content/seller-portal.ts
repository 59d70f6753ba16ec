/**
 * The sellers portal's listing sorts, as SQL's seller_portal_listings takes them (p_sort):
 * newest first by default; Price, Views and Inquiries each way.
 */
export const portalListingSorts = ["newest", "price-asc", "price-desc", "views-asc", "views-desc", "inquiries-asc", "inquiries-desc"] as const;

export type PortalListingSort = (typeof portalListingSorts)[number];
