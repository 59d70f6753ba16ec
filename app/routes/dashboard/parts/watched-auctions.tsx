import { Link } from "@remix-run/react";
import { useId } from "react";
import { ButtonLinks } from "~/components/button-links";
import { ListingPhoto } from "~/components/listing-photo";
import { AuctionStatusBadge, shownAuctionStatus } from "~/components/status-badge";
import { WatchAuctionForm } from "~/components/watch-auction-form";
import type { WatchedAuction } from "~/models/watched-auction.server";
import { formatDateTime, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";
import { PriceAndBids } from "./price-and-bids";

/**
 * Saved Items' watched auctions (Watch this auction on an auction's page), most recently
 * watched first: each with its photo, status, current bid, bids and time left by the server's
 * clock (`nowMs`), and the same Watching button to stop. A watcher is told in their notices
 * when one ends.
 */
export function WatchedAuctions({ auctions, nowMs }: { auctions: WatchedAuction[]; nowMs: number }) {
  return (
    <section id="watched-auctions" className={styles.subPanel} aria-labelledby="watched-auctions-heading">
      <h3 id="watched-auctions-heading" className={styles.subPanelTitle}>
        Watched auctions ({auctions.length})
      </h3>
      {auctions.length === 0 ? (
        <div className={styles.panelBody}>
          <p>No watched auctions yet. Use Watch this auction on an auction's page to follow it here and be told when it ends.</p>
          <ButtonLinks className={styles.actions} links={[{ to: "/auctions", label: "Browse Auctions", variant: "secondary" }]} />
        </div>
      ) : (
        <ul className={styles.listingList}>
          {auctions.map((auction) => (
            <li key={auction.id}>
              <WatchedAuctionRow auction={auction} nowMs={nowMs} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WatchedAuctionRow({ auction, nowMs }: { auction: WatchedAuction; nowMs: number }) {
  const titleId = useId();
  const status = shownAuctionStatus(auction, nowMs);
  const timeLeft = formatTimeLeft(auction.auction_end_date, nowMs);
  return (
    <article id={`watched-${auction.id}`} className={styles.listingRow} aria-labelledby={titleId}>
      <ListingPhoto src={auction.photo_url} alt="" loading="lazy" className={`${styles.listingPhoto} ${styles.auctionPhoto}`} />
      <div className={styles.listingSummary}>
        <h4 id={titleId} className={styles.listingTitle}>
          <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>
        </h4>
        <p className={styles.listingMeta}>
          <AuctionStatusBadge status={status} />
          <span>
            {timeLeft === null ? "Ended" : "Ends"} <time dateTime={auction.auction_end_date}>{formatDateTime(auction.auction_end_date)}</time>
          </span>
          <span>{auction.location}</span>
        </p>
      </div>
      <div className={styles.auctionDetails}>
        <dl className={styles.auctionFacts}>
          <PriceAndBids auction={auction} />
          <div>
            <dt>Time left</dt>
            <dd>{timeLeft ?? "Ended"}</dd>
          </div>
        </dl>
      </div>
      <div className={`${styles.rowActions} ${styles.auctionRowActions}`}>
        <WatchAuctionForm auctionId={auction.id} watching anchor="watched-auctions" />
      </div>
    </article>
  );
}
