import type { DepotAddress } from "~/models/depot.server";
import { telHref } from "~/utils/format";
import * as styles from "./depot-details.css";

/**
 * Where a dealer's depot is and how to reach it, for a buyer coming to see or collect a
 * generator (docs/listings.md#the-listing-pages-depot, docs/reviews.md#the-public-seller-page):
 * the address with its postcode, the phone as a tel: link and the opening hours as the
 * dealer wrote them. The depot's name is the caller's heading.
 */
export function DepotDetails({ depot }: { depot: DepotAddress }) {
  return (
    <dl className={styles.list}>
      <div>
        <dt className={styles.label}>Address</dt>
        <dd className={styles.value}>
          <address className={styles.address}>
            {depot.address}
            <br />
            {depot.postcode}
          </address>
        </dd>
      </div>
      {depot.phone ? (
        <div>
          <dt className={styles.label}>Phone</dt>
          <dd className={styles.value}>
            <a href={telHref(depot.phone)}>{depot.phone}</a>
          </dd>
        </div>
      ) : null}
      {depot.opening_hours ? (
        <div>
          <dt className={styles.label}>Opening hours</dt>
          <dd className={`${styles.value} ${styles.hours}`}>{depot.opening_hours}</dd>
        </div>
      ) : null}
    </dl>
  );
}
