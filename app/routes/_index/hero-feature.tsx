import { Link } from "@remix-run/react";
import { ListingPicture } from "~/components/listing-picture";
import { MIN_COUNT_SHOWN } from "~/content/claims";
import type { ListingSummary } from "~/models/catalogue.server";
import { formatGBP, formatNumber } from "~/utils/format";
import * as styles from "./styles.css";

/**
 * The hero's right-hand side on wide screens: the newest featured listing with a photo, and
 * how many generators are for sale now (counted; left out below MIN_COUNT_SHOWN, as the
 * other pages' figures are). Hidden on phones, where the text fills the band; the photo is
 * lazy so phones never fetch it.
 */
export function HeroFeature({ listing, forSale }: { listing: ListingSummary | null; forSale: number | null }) {
  const figure = forSale !== null && forSale >= MIN_COUNT_SHOWN ? forSale : null;
  if (!listing && figure === null) return null;
  return (
    <div className={styles.heroFeature}>
      {listing ? (
        <Link to={`/listing/${listing.id}`} className={styles.heroListing}>
          <ListingPicture
            src={listing.photo_url}
            sources={listing.photo_sources}
            sizes="(min-width: 64rem) 26rem, 1px"
            alt=""
            loading="lazy"
            className={styles.heroPhoto}
          />
          <span className={styles.heroCaption}>
            <span className={styles.heroKicker}>Featured</span>
            <span className={styles.heroTitle}>{listing.title}</span>
            <span className={styles.heroPrice}>{formatGBP(listing.price_gbp)}</span>
          </span>
        </Link>
      ) : null}
      {figure !== null ? (
        <p className={styles.heroFigure}>
          <strong>{formatNumber(figure)}</strong> generators for sale now
        </p>
      ) : null}
    </div>
  );
}
