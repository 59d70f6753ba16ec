import { ListingCard } from "~/components/listing-card";
import type { ListingSummary, RelatedListings as Related } from "~/models/catalogue.server";
import * as styles from "../styles.css";

/**
 * Below the listing: the seller's other listings and similar ones (listing_related), each a
 * row of cards that scrolls sideways on phones. A row with nothing to show is left out.
 */
export function RelatedListings({ related, sellerName, savedIds }: { related: Related; sellerName: string; savedIds: string[] }) {
  return (
    <>
      <CardRow id="seller-listings" title={`More from ${sellerName}`} listings={related.seller} savedIds={savedIds} />
      <CardRow id="similar-listings" title="Similar generators" listings={related.similar} savedIds={savedIds} />
    </>
  );
}

function CardRow({ id, title, listings, savedIds }: { id: string; title: string; listings: ListingSummary[]; savedIds: string[] }) {
  if (listings.length === 0) return null;
  return (
    <section className={`${styles.related} ${styles.belowFold}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.relatedRow}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} saved={savedIds.includes(listing.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
