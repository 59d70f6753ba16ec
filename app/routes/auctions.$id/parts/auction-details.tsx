import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ShieldCheckIcon } from "~/components/icons";
import { RatingLine } from "~/components/reviews/rating-summary";
import { SOFT_CLOSE_MINUTES } from "~/content/auctions";
import { conditionLabel } from "~/content/listing-options";
import type { AuctionBid, AuctionPage } from "~/models/auction.server";
import { formatDateTime, formatGBP, formatHours, formatPower } from "~/utils/format";
import * as styles from "../styles.css";

/** The detail cards (docs/spec/02-auctions-and-seller-tools.md §2): Year and Hours; Condition and Warranty; Power and Phase; Seller Information. */
export function AuctionDetails({ auction, seller }: Pick<AuctionPage, "auction" | "seller">) {
  const warranty = auction.warrantyMonths === 0 ? "None" : `${auction.warrantyMonths} month${auction.warrantyMonths === 1 ? "" : "s"}`;
  return (
    <div className={styles.detailCards}>
      <DetailCard title="Year and Hours" pairs={[["Year", auction.year], ["Hours", formatHours(auction.hours)]]} />
      <DetailCard
        title="Condition and Warranty"
        pairs={[["Condition", conditionLabel(auction.condition)], ["Warranty", warranty]]}
      />
      <DetailCard
        title="Power and Phase"
        pairs={[
          ["Type", auction.typeName ?? "Not given"],
          ["Power", formatPower(auction.powerKw)],
          ["Phase", auction.phase],
          ["Fuel", auction.fuelType],
          ["Brand and model", [auction.brand, auction.model].filter(Boolean).join(" ") || "Not given"],
        ]}
      />
      <section className={styles.detailCard} aria-labelledby="seller-heading">
        <h2 id="seller-heading" className={styles.subTitle}>
          Seller Information
        </h2>
        <p className={styles.sellerName}>
          <Link to={`/seller/${auction.sellerId}`}>{seller.name}</Link>
        </p>
        {seller.location ? <p className={styles.muted}>{seller.location}</p> : null}
        <p>
          <RatingLine average={seller.ratingAverage} count={seller.reviewCount} />
        </p>
        {seller.verified ? (
          <p className={styles.muted}>
            <ShieldCheckIcon width="16" height="16" /> Verified seller
          </p>
        ) : null}
      </section>
    </div>
  );
}

function DetailCard({ title, pairs }: { title: string; pairs: [string, ReactNode][] }) {
  return (
    <section className={styles.detailCard} aria-label={title}>
      <h2 className={styles.subTitle}>{title}</h2>
      <dl className={styles.pairs}>
        {pairs.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The public bid history (docs/spec/02-auctions-and-seller-tools.md §2): masked bidder, amount, UK date and time, newest (and
 * highest) first, at a fixed height that scrolls; the region takes keyboard focus so it can
 * be scrolled without a mouse. The viewer's own bids say so.
 */
export function BidHistory({ history, bidCount }: { history: AuctionBid[]; bidCount: number }) {
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.sectionTitle}>
        Bid history
      </h2>
      {history.length === 0 ? (
        <p>No bids yet. Be the first to bid.</p>
      ) : (
        <>
          {bidCount > history.length ? (
            <p className={styles.muted}>
              The latest {history.length} of {bidCount} bids.
            </p>
          ) : null}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <div className={styles.historyScroller} tabIndex={0} role="region" aria-labelledby="history-heading" data-testid="bid-history">
            <table className={styles.historyTable}>
              <thead>
                <tr>
                  <th scope="col">Bidder</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Date and time</th>
                </tr>
              </thead>
              <tbody>
                {history.map((bid) => (
                  <tr key={bid.id}>
                    <td>
                      {bid.bidder}
                      {bid.isMine ? <span className={styles.youTag}>(you)</span> : null}
                    </td>
                    <td>{formatGBP(bid.amount)}</td>
                    <td>
                      <time dateTime={bid.createdAt}>{formatDateTime(bid.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** The 'Auction Security' note (docs/spec/02-auctions-and-seller-tools.md §2). */
export function AuctionSecurity() {
  return (
    <section className={`${styles.card} ${styles.security}`} aria-labelledby="security-heading">
      <h2 id="security-heading" className={styles.subTitle}>
        Auction Security
      </h2>
      <ul className={styles.securityList}>
        <li>Every bid is recorded by GenMarket with its time; bidders' names are masked and their maximum bids stay secret.</li>
        <li>
          A bid in the last {SOFT_CLOSE_MINUTES} minutes extends the auction to {SOFT_CLOSE_MINUTES} minutes after it, so nobody wins
          by bidding at the last second.
        </li>
        <li>Inspect the generator, and pay only through the arrangements agreed with the seller after the auction.</li>
      </ul>
    </section>
  );
}
