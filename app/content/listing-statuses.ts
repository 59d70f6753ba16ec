/**
 * A listing's life: a draft until published, then pending review by the GenMarket team,
 * active (public) once approved or rejected with a reason, later expired or sold; a live
 * listing its seller deactivates is inactive (off the site) until reactivated within its
 * period. The values are the ones generator_listings.status holds.
 */
export const listingStatuses = ["draft", "pending", "active", "rejected", "expired", "sold", "inactive"] as const;

export type ListingStatus = (typeof listingStatuses)[number];

export const listingStatusLabels: Record<ListingStatus, string> = {
  draft: "Draft",
  pending: "Pending review",
  active: "Active",
  rejected: "Rejected",
  expired: "Expired",
  sold: "Sold",
  inactive: "Deactivated",
};

/** A status as the app shows it: one of the list, an unknown one as active (docs/spec/02-auctions-and-seller-tools.md §4). */
export function shownListingStatus(value: string): ListingStatus {
  return listingStatuses.find((status) => status === value) ?? "active";
}

/** What a listing waiting for the team tells its seller (My Listings, the sellers portal): claims.ts's promise, as the seller reads it. */
export const pendingReviewNote = "Waiting for review, usually within 24 hours";

/** The action on a rejected listing: the sell wizard's edit, whose Publish sends it to the team again. */
export const resubmitLabel = "Edit and resubmit";

/**
 * The action on an expired listing: a new listing period, paid for as publishing pays for one
 * (renew_listing, docs/sellers-portal.md), on the Renew page.
 */
export const renewLabel = "Renew";

export const renewPath = (listingId: string) => `/listings/${listingId}/renew`;
