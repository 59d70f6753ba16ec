import { allSaved, ListingGrid } from "~/components/listing-card";
import { SavedSearchList } from "~/components/saved-searches/saved-search-list";
import type { ListedSavedSearch } from "~/components/saved-searches/saved-searches.server";
import type { ListingSummary } from "~/models/catalogue.server";
import { formatNumber } from "~/utils/format";
import * as styles from "../styles.css";

/** The saved tab: the seller's saved generators as cards, and their saved searches. Loaded when shown (member-tabs.tsx). */
export default function SavedTab({
  listings,
  unavailable,
  searches,
}: {
  listings: ListingSummary[];
  unavailable: number;
  searches: { searches: ListedSavedSearch[]; max: number };
}) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Saved Generators ({formatNumber(listings.length)})
      </h2>
      {unavailable > 0 ? (
        <p className={styles.muted}>
          {unavailable === 1 ? "One generator you saved is" : `${unavailable} generators you saved are`} no longer for sale.
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p>No saved generators yet. Use the heart on a listing to keep it here.</p>
      ) : (
        <ListingGrid listings={listings} isSaved={allSaved} />
      )}
      <SavedSearchList {...searches} headingLevel={3} />
    </section>
  );
}
