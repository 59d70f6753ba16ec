import { Link } from "@remix-run/react";
import { DepotDetails } from "~/components/depot-details";
import { depotListingsHref } from "~/utils/depot-links";
import type { DepotView } from "../depot-view";
import * as styles from "../styles.css";

const listingsCount = (count: number) => `${count} current ${count === 1 ? "listing" : "listings"}`;

/**
 * A dealer's depots (docs/reviews.md#depots): where each is, how to reach it, how many current
 * listings are there and, with two or more, a link to those listings (?depot=). None for a
 * private seller.
 */
export function SellerDepots({ sellerId, view }: { sellerId: string; view: DepotView }) {
  const { depots, filterable } = view;
  if (depots.length === 0) return null;
  return (
    <section id="depots" className={styles.section} aria-labelledby="depots-heading">
      <h2 id="depots-heading" className={styles.sectionTitle}>
        {depots.length === 1 ? "Depot" : `Depots (${depots.length})`}
      </h2>
      <ul className={styles.depots}>
        {depots.map((depot) => (
          <li key={depot.id} className={styles.depot}>
            <div className={styles.depotHeader}>
              <h3 className={styles.depotName}>{depot.name}</h3>
              {depot.is_main ? <span className={styles.status}>Main depot</span> : null}
            </div>
            <DepotDetails depot={depot} />
            <p className={styles.muted}>
              {filterable && depot.currentListings > 0 ? (
                <Link to={depotListingsHref(sellerId, depot.id)}>
                  {listingsCount(depot.currentListings)} at {depot.name}
                </Link>
              ) : (
                listingsCount(depot.currentListings)
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Links that filter Current Listings by depot (plain GETs, ?depot=), the one shown marked; with
 * two depots or more only.
 */
export function DepotFilter({ sellerId, view }: { sellerId: string; view: DepotView }) {
  if (!view.filterable) return null;
  const links = [
    { id: null, label: `All depots (${view.allCurrent})` },
    ...view.depots.map((depot) => ({ id: depot.id, label: `${depot.name} (${depot.currentListings})` })),
  ];
  const selectedId = view.selected?.id ?? null;
  return (
    <nav aria-label="Current listings by depot">
      <ul className={styles.depotFilter}>
        {links.map((link) => (
          <li key={link.id ?? "all"}>
            <Link
              to={depotListingsHref(sellerId, link.id)}
              className={styles.depotFilterLink}
              aria-current={link.id === selectedId ? "true" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
