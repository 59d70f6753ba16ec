/** The address of a seller page's current listings at one depot, or at all of them (null): docs/reviews.md#depots. */
export const depotListingsHref = (sellerId: string, depotId: string | null) =>
  `/seller/${sellerId}${depotId ? `?${new URLSearchParams({ depot: depotId })}` : ""}#current-listings`;
