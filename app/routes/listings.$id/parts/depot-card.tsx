import { Link } from "@remix-run/react";
import { DepotDetails } from "~/components/depot-details";
import type { ListingDetail } from "~/models/catalogue.server";
import * as styles from "../styles.css";

/**
 * Where the generator is: the dealer's depot the listing is at (listing_page's `depot`,
 * docs/listings.md#the-listing-pages-depot), for a buyer deciding how to see or collect it,
 * with the way to this depot's other listings on the dealer's page (which lists their depots
 * too). None for a private seller.
 */
export function DepotCard({ depot, href }: { depot: NonNullable<ListingDetail["depot"]>; href: string }) {
  return (
    <section id="depot" className={styles.card} aria-labelledby="depot-heading">
      <h2 id="depot-heading" className={styles.sectionTitle}>
        Where it is
      </h2>
      <p className={styles.depotName}>{depot.name}</p>
      <DepotDetails depot={depot} />
      <Link to={href}>More from {depot.name}</Link>
    </section>
  );
}
