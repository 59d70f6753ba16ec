import type { ComponentProps } from "react";
import { SavedSearchList } from "~/components/saved-searches/saved-search-list";
import { SavedListings } from "./saved-listings";
import { WatchedAuctions } from "./watched-auctions";

/**
 * The Saved view: saved listings, watched auctions and saved searches. Loaded when shown (the
 * route's lazy import), so its code is not on the other views (docs/performance.md).
 */
export default function SavedView({
  saved,
  savedSearches,
  nowMs,
}: {
  saved: ComponentProps<typeof SavedListings> & { auctions: ComponentProps<typeof WatchedAuctions>["auctions"] };
  savedSearches: ComponentProps<typeof SavedSearchList> | null;
  nowMs: number;
}) {
  return (
    <>
      <SavedListings listings={saved.listings} unavailable={saved.unavailable} />
      <WatchedAuctions auctions={saved.auctions} nowMs={nowMs} />
      {savedSearches ? <SavedSearchList {...savedSearches} /> : null}
    </>
  );
}
