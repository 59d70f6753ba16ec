import type { ComponentProps } from "react";
import { MyAuctions } from "./my-auctions";
import { MyListings } from "./my-listings";

/**
 * The My Listings view: the seller's listings and their auctions. Loaded when shown (the
 * route's lazy import), so its code is not on the other views (docs/performance.md).
 */
export default function ListingsView({
  listings,
  auctions,
  nowMs,
}: {
  listings: ComponentProps<typeof MyListings>["listings"] | null;
  auctions: ComponentProps<typeof MyAuctions>["auctions"] | null;
  nowMs: number;
}) {
  return (
    <>
      {listings ? <MyListings listings={listings} /> : null}
      {auctions ? <MyAuctions auctions={auctions} nowMs={nowMs} /> : null}
    </>
  );
}
