import { Link } from "@remix-run/react";
import { useId } from "react";
import { HydrateLater } from "~/components/hydrate-later";
import type { ListingSummary } from "~/models/catalogue.server";
import { formatGBP, formatNumber, formatPower } from "~/utils/format";
import { MapPinIcon } from "./icons";
import * as styles from "./listing-card.css";
import { ListingPicture, photoSizes } from "./listing-picture";
import { PowerFigures } from "./power-figures";
import { SaveListingForm } from "./save-listing-form";
import { button } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/**
 * A listing as a card (docs/spec/01-marketplace-core.md §2): photo, brand and power, badges, title, price,
 * location, Year/Hours/Power tiles, fuel and condition tags, View Details and Enquire, and
 * a heart to save it to favourites (`saved`: the signed-in member has; always false for
 * visitors, whom saving sends to sign in). The whole card opens the listing: its title is
 * the one link to it, stretched over the card (photo, tiles and View Details included), so
 * a screen reader meets one link named by the title; the heart and Enquire sit above it as
 * controls of their own. `detailsPath` is where it goes: /listings, or /listing on the home
 * page (spec). Enquire goes straight to the listing's Contact Seller card: a redirect on the
 * way would lose the #contact when JavaScript follows it. `priority`: the list's first card,
 * whose photo is the page's largest image on a phone (ListingPicture).
 */
export function ListingCard({
  listing,
  saved,
  detailsPath = "/listings",
  priority = false,
  photoSizesAttribute = photoSizes.card,
}: {
  listing: ListingSummary;
  saved: boolean;
  detailsPath?: "/listings" | "/listing";
  priority?: boolean;
  /** The photo's `sizes`, where the card is laid out otherwise than as a grid column (resultCardSizes). */
  photoSizesAttribute?: string;
}) {
  const titleId = useId();
  const detailsHref = `${detailsPath}/${listing.id}`;
  const anchor = `listing-${listing.id}`;
  return (
    <article id={anchor} className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ListingPicture
          src={listing.photo_url}
          sources={listing.photo_sources}
          sizes={photoSizesAttribute}
          alt=""
          loading="lazy"
          priority={priority}
          className={styles.photo}
        />
        {listing.featured ? <span className={styles.featuredBadge}>Featured</span> : null}
        <SaveListingForm
          listingId={listing.id}
          listingTitle={listing.title}
          saved={saved}
          anchor={anchor}
          variant="icon"
          className={styles.saveButton}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.kicker}>
          {listing.brand} · {formatPower(listing.power_kw)}
        </p>
        <ul className={styles.badges} aria-label="Type">
          <li className={styles.typeBadge}>{listing.type_label}</li>
          {listing.acoustic_type ? <li className={styles.acousticBadge}>{listing.acoustic_type}</li> : null}
        </ul>
        <h3 id={titleId} className={styles.title}>
          <Link to={detailsHref} className={styles.cardLink}>
            {listing.title}
          </Link>
        </h3>
        <p className={styles.price}>{formatGBP(listing.price_gbp)}</p>
        <p className={styles.location}>
          <MapPinIcon />
          <span>{listing.location}</span>
          {listing.distance_label ? <span className={styles.distance}>· {listing.distance_label}</span> : null}
        </p>
        <dl className={styles.tiles}>
          <div className={styles.tile}>
            <dt>Year</dt>
            <dd>{listing.year}</dd>
          </div>
          <div className={styles.tile}>
            <dt>Hours</dt>
            <dd>{listing.hours === null ? "n/a" : formatNumber(listing.hours)}</dd>
          </div>
          <div className={styles.tile}>
            <dt>Power</dt>
            <dd>
              <PowerFigures kw={listing.power_kw} />
            </dd>
          </div>
        </dl>
        <ul className={styles.tags} aria-label="Fuel and condition">
          <li className={styles.tag}>{listing.fuel}</li>
          <li className={styles.tag}>{listing.condition_label}</li>
        </ul>
        <div className={styles.actions}>
          {/* What the card's link looks like to the eye; the title is the link. */}
          <span className={button.primary} aria-hidden="true">
            View Details
          </span>
          <Link to={`/listings/${listing.id}#contact`} className={`${button.secondary} ${styles.raised}`}>
            Enquire<span className={visuallyHidden}> about {listing.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** Listing cards in the site's grid; `isSaved` says whose heart is filled. */
export function ListingGrid({
  listings,
  isSaved,
  detailsPath,
}: {
  listings: ListingSummary[];
  isSaved: (listing: ListingSummary) => boolean;
  detailsPath?: "/listings" | "/listing";
}) {
  return (
    <HydrateLater>
      <ul className={styles.listingGrid}>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} saved={isSaved(listing)} detailsPath={detailsPath} />
          </li>
        ))}
      </ul>
    </HydrateLater>
  );
}

/** Every card's heart is filled: the member's saved listings. */
export const allSaved = () => true;
