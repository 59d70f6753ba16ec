import { Link } from "@remix-run/react";
import { ListingPhoto } from "~/components/listing-photo";
import { conditionLabel } from "~/content/listing-options";
import { listingStatusLabels } from "~/content/listing-statuses";
import type { SellerPublicPage } from "~/models/seller-page.server";
import { depotListingsHref } from "~/utils/depot-links";
import { formatDate, formatGBP } from "~/utils/format";
import type { DepotView } from "../depot-view";
import * as styles from "../styles.css";
import { DepotFilter } from "./depots";

/**
 * Current Listings: the seller's active listings, each to /listing/{id}; with two depots or
 * more, filtered by depot (?depot=, docs/reviews.md#depots), each saying its depot.
 */
export function CurrentListings({
  sellerId,
  listings,
  hasAny,
  depots,
}: {
  sellerId: string;
  listings: (SellerPublicPage["currentListings"][number] & { depotName: string | null })[];
  hasAny: boolean;
  depots: DepotView;
}) {
  const { selected } = depots;
  return (
    <section id="current-listings" className={styles.section} aria-labelledby="current-listings-heading">
      <h2 id="current-listings-heading" className={styles.sectionTitle}>
        Current Listings{selected ? ` at ${selected.name}` : ""} ({listings.length})
      </h2>
      <DepotFilter sellerId={sellerId} view={depots} />
      {listings.length === 0 ? (
        <p className={styles.muted}>
          {selected ? (
            <>
              No active listings at {selected.name}. <Link to={depotListingsHref(sellerId, null)}>Show all depots' listings</Link>
            </>
          ) : hasAny ? (
            "No active listings."
          ) : (
            "No listings yet."
          )}
        </p>
      ) : (
        <ul className={styles.tiles}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <article className={styles.tile}>
                <ListingPhoto src={listing.photo_url} alt="" loading="lazy" className={styles.tilePhoto} />
                <div className={styles.tileBody}>
                  <h3 className={styles.tileTitle}>
                    <Link to={`/listing/${listing.id}`} className={styles.tileLink}>
                      {listing.title}
                    </Link>
                  </h3>
                  {listing.price_gbp === null ? null : <p className={styles.price}>{formatGBP(listing.price_gbp)}</p>}
                  <p className={styles.muted}>{[listing.year, conditionLabel(listing.condition), listing.location].filter(Boolean).join(" · ")}</p>
                  {listing.depotName ? <p className={styles.muted}>At {listing.depotName}</p> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Past Listings: sold and expired. Their pages are closed to the public (only the seller and
 * staff open them), so only the seller gets links; visitors read what was sold and when.
 */
export function PastListings({ listings, isOwner }: { listings: SellerPublicPage["pastListings"]; isOwner: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="past-listings-heading">
      <h2 id="past-listings-heading" className={styles.sectionTitle}>
        Past Listings ({listings.length})
      </h2>
      {listings.length === 0 ? (
        <p className={styles.muted}>No past listings.</p>
      ) : (
        <ul className={styles.rows}>
          {listings.map((listing) => (
            <li key={listing.id} className={styles.row}>
              <span>
                {isOwner ? <Link to={`/listing/${listing.id}`}>{listing.title}</Link> : listing.title}
                {listing.price_gbp === null ? null : <> · {formatGBP(listing.price_gbp)}</>}
                {listing.year ? <> · {listing.year}</> : null}
              </span>
              <span>
                <span className={styles.status}>{listingStatusLabels[listing.status]}</span> listed {formatDate(listing.listed_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The seller's auctions (open and ended; cancelled ones never show), each to its page. */
export function SellerAuctions({ auctions }: { auctions: SellerPublicPage["auctions"] }) {
  if (auctions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="auctions-heading">
      <h2 id="auctions-heading" className={styles.sectionTitle}>
        Auctions ({auctions.length})
      </h2>
      <ul className={styles.rows}>
        {auctions.map((auction) => (
          <li key={auction.id} className={styles.row}>
            <span>
              <Link to={`/auctions/${auction.id}`}>{auction.title}</Link> ·{" "}
              {auction.current_bid === null ? `starting at ${formatGBP(auction.starting_price)}` : `current bid ${formatGBP(auction.current_bid)}`} ·{" "}
              {auction.bid_count} {auction.bid_count === 1 ? "bid" : "bids"}
            </span>
            <span>
              <span className={styles.status}>{auction.status === "active" ? "Open" : `${auction.status.charAt(0).toUpperCase()}${auction.status.slice(1)}`}</span>{" "}
              {auction.status === "active" ? "ends" : "ended"} {formatDate(auction.auction_end_date)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
