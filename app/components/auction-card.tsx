import { Link } from "@remix-run/react";
import { useId } from "react";
import { bidFormPath } from "~/content/auctions";
import type { AuctionSummary } from "~/models/auction-catalogue.server";
import { formatGBP, formatNumber, formatTimeLeft } from "~/utils/format";
import * as styles from "./auction-card.css";
import { ClockIcon, MapPinIcon } from "./icons";
import * as listingCard from "./listing-card.css";
import { ListingPicture, photoSizes } from "./listing-picture";
import { PowerFigures } from "./power-figures";
import { button } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/**
 * An auction as a card (docs/spec/02-auctions-and-seller-tools.md §2 "Auctions browse"): main photo with the 'Auction' badge
 * and the time left, title, its place (and how far it is from the place searched, when one is), current bid, starting price, bid count, Year/Hours/Power tiles,
 * View Details (/auction/{id}) and Place Bid (the auction's bid form; a visitor goes through
 * sign-in first and comes back to it). `now` is the server's clock (useServerClock): the time
 * left counts down from it and the card says 'Ended' once it is up. `priority`: the list's first
 * card, whose photo is the page's largest image on a phone (ListingPicture: its web copies as a
 * `<picture>` when it has them).
 */
export function AuctionCard({
  auction,
  now,
  signedIn,
  priority = false,
}: {
  auction: AuctionSummary;
  now: number;
  signedIn: boolean;
  priority?: boolean;
}) {
  const titleId = useId();
  const timeLeft = formatTimeLeft(auction.auction_end_date, now);
  const bidForm = bidFormPath(auction.id);
  const placeBidHref = signedIn ? bidForm : `/auth?${new URLSearchParams({ redirectTo: bidForm })}`;
  return (
    <article id={`auction-${auction.id}`} className={listingCard.card} aria-labelledby={titleId}>
      <div className={listingCard.media}>
        <ListingPicture
          src={auction.photo_url}
          sources={auction.photo_sources}
          sizes={photoSizes.card}
          alt=""
          loading="lazy"
          priority={priority}
          className={listingCard.photo}
        />
        <span className={styles.auctionBadge}>Auction</span>
        {timeLeft ? (
          <p className={styles.timeLeft}>
            <ClockIcon width={16} height={16} />
            <time dateTime={auction.auction_end_date}>
              <span className={visuallyHidden}>Time left: </span>
              {timeLeft}
            </time>
          </p>
        ) : (
          <p className={styles.ended}>Ended</p>
        )}
      </div>
      <div className={listingCard.body}>
        <h3 id={titleId} className={listingCard.title}>
          {auction.title}
        </h3>
        <p className={listingCard.location}>
          <MapPinIcon />
          <span>{auction.location}</span>
          {auction.distance_label ? <span className={listingCard.distance}>· {auction.distance_label}</span> : null}
        </p>
        <dl className={styles.bids}>
          <div className={styles.bidFigure}>
            <dt className={styles.bidLabel}>Current bid</dt>
            <dd className={styles.currentBid}>{formatGBP(auction.current_bid)}</dd>
          </div>
          <div className={styles.bidFigure}>
            <dt className={styles.bidLabel}>Starting price</dt>
            <dd className={styles.startingPrice}>{formatGBP(auction.starting_price)}</dd>
          </div>
        </dl>
        <p className={styles.bidCount}>
          {auction.bid_count === 0 ? "No bids yet" : `${formatNumber(auction.bid_count)} ${auction.bid_count === 1 ? "bid" : "bids"}`}
        </p>
        <dl className={listingCard.tiles}>
          <div className={listingCard.tile}>
            <dt>Year</dt>
            <dd>{auction.year}</dd>
          </div>
          <div className={listingCard.tile}>
            <dt>Hours</dt>
            <dd>{formatNumber(auction.hours)}</dd>
          </div>
          <div className={listingCard.tile}>
            <dt>Power</dt>
            <dd>
              <PowerFigures kw={auction.power_kw} />
            </dd>
          </div>
        </dl>
        <div className={listingCard.actions}>
          <Link to={`/auctions/${auction.id}`} className={button.secondary}>
            View Details<span className={visuallyHidden}>: {auction.title}</span>
          </Link>
          {timeLeft ? (
            <Link to={placeBidHref} className={button.accent}>
              Place Bid<span className={visuallyHidden}> on {auction.title}</span>
            </Link>
          ) : (
            <p className={styles.closed}>Bidding closed</p>
          )}
        </div>
      </div>
    </article>
  );
}
