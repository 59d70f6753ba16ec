import type { PublicDepot } from "~/models/depot.server";

/**
 * The seller page's depots and current listings as the URL asks (docs/reviews.md#depots): each
 * depot with how many current listings are at it, and with two depots or more the listings of
 * the one `?depot=<id>` names (an unknown id, or a dealer's only depot, shows them all), each
 * listing with its depot's name. Pure, so the loader filters the one seller_public_page answer.
 */
export function depotView<Listing extends { depot_id: string | null }>(depots: PublicDepot[], currentListings: Listing[], depotParam: string | null) {
  const counts = new Map<string, number>();
  for (const listing of currentListings) {
    if (listing.depot_id) counts.set(listing.depot_id, (counts.get(listing.depot_id) ?? 0) + 1);
  }
  const counted = depots.map((depot) => ({ ...depot, currentListings: counts.get(depot.id) ?? 0 }));
  const filterable = depots.length >= 2;
  const selected = (filterable && counted.find((depot) => depot.id === depotParam)) || null;
  const names = new Map(depots.map((depot) => [depot.id, depot.name]));
  const listings = (selected ? currentListings.filter((listing) => listing.depot_id === selected.id) : currentListings).map((listing) => ({
    ...listing,
    // Worth saying only where there is more than one place it could be.
    depotName: filterable && listing.depot_id ? (names.get(listing.depot_id) ?? null) : null,
  }));
  return {
    depots: counted,
    filterable,
    selected: selected ? { id: selected.id, name: selected.name } : null,
    listings,
    allCurrent: currentListings.length,
  };
}

/** What the page shows of the depots (the listings go with the page's others). */
export type DepotView = Omit<ReturnType<typeof depotView>, "listings">;
