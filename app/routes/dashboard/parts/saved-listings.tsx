import { ButtonLinks } from "~/components/button-links";
import { allSaved, ListingGrid } from "~/components/listing-card";
import type { ListingSummary } from "~/models/catalogue.server";
import * as styles from "../styles.css";

/**
 * Saved Items: the member's favourites as listing cards, most recently saved first. The
 * heart on each card unsaves it (the card leaves the list once the page's data reloads).
 */
export function SavedListings({ listings, unavailable }: { listings: ListingSummary[]; unavailable: number }) {
  return (
    <div className={styles.panelBody}>
      {unavailable > 0 ? (
        <p className={styles.attention}>
          {unavailable === 1 ? "One generator you saved is" : `${unavailable} generators you saved are`} no longer for sale
          (sold or expired).
        </p>
      ) : null}
      {listings.length ? (
        <ListingGrid listings={listings} isSaved={allSaved} />
      ) : (
        <>
          <p>No saved generators yet. Use the heart on a listing, or Save to Favorites on its page, to keep it here.</p>
          <ButtonLinks className={styles.actions} links={[{ to: "/listings", label: "Browse Generators", variant: "primary" }]} />
        </>
      )}
    </div>
  );
}
