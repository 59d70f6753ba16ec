import { Link } from "@remix-run/react";
import { CommissionCharge } from "~/components/commission-charge";
import { ListingPhoto } from "~/components/listing-photo";
import { AuctionStatusBadge, shownAuctionStatus } from "~/components/status-badge";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { AuctionStatus, SellerAuction } from "~/models/own-auction.server";
import { formatGBP, formatNumber, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";

/** The time left while open, else the outcome in words. */
function timeOrOutcome(auction: SellerAuction, status: AuctionStatus, nowMs: number) {
  if (status === "active") return formatTimeLeft(auction.auction_end_date, nowMs) ?? "Ended";
  if (status === "sold") return auction.outcome?.sale_price != null ? `Sold for ${formatGBP(auction.outcome.sale_price)}` : "Sold";
  if (status === "unsold") return auction.bid_count > 0 ? "Not sold (reserve not met)" : "No bids";
  if (status === "ended") return "Ended: the result follows within a minute";
  return "Cancelled";
}

function reserveText(auction: SellerAuction) {
  if (auction.reserve_price === null) return "No reserve";
  return `${auction.reserve_status === "met" ? "Met" : "Not met"} (${formatGBP(auction.reserve_price)})`;
}

/** The seller's auctions (docs/auctions.md): status, bids, current bid, reserve met or not, time left or outcome (with the commission once sold). */
export function AuctionsTab({ auctions, nowMs }: { auctions: SellerAuction[]; nowMs: number }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <div className={styles.titleRow}>
        <h2 id="portal-tab-heading" className={styles.panelTitle}>
          My Auctions ({formatNumber(auctions.length)})
        </h2>
        <Link to="/create-auction" className={button.secondary}>
          Create Auction
        </Link>
      </div>
      {auctions.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No auctions yet</p>
          <p>Put a generator up for auction and let buyers bid for it over 3 to 14 days.</p>
        </div>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus (WCAG 2.1.1)
        <div className={styles.tableScroll} role="region" aria-labelledby="portal-auctions-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="portal-auctions-caption" className={visuallyHidden}>
              Your auctions
            </caption>
            <thead>
              <tr>
                <th scope="col">Auction</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.numeric}>
                  Bids
                </th>
                <th scope="col" className={styles.numeric}>
                  Current bid
                </th>
                <th scope="col">Reserve</th>
                <th scope="col">Time left or outcome</th>
              </tr>
            </thead>
            <tbody>
              {auctions.map((auction) => {
                const status = shownAuctionStatus(auction, nowMs);
                return (
                  <tr key={auction.id}>
                    <td>
                      <div className={styles.generatorCell}>
                        <ListingPhoto src={auction.photo_url} alt="" loading="lazy" className={styles.thumb} width={56} height={42} />
                        <p className={styles.generatorTitle}>
                          {status === "cancelled" ? auction.title : <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>}
                        </p>
                      </div>
                    </td>
                    <td>
                      <AuctionStatusBadge status={status} />
                    </td>
                    <td className={styles.numeric}>{formatNumber(auction.bid_count)}</td>
                    <td className={styles.numeric}>
                      {auction.current_bid === null ? `Starts at ${formatGBP(auction.starting_price)}` : formatGBP(auction.current_bid)}
                    </td>
                    <td>{reserveText(auction)}</td>
                    <td>
                      {timeOrOutcome(auction, status, nowMs)}
                      {auction.commission ? <CommissionCharge charge={auction.commission} title={auction.title} from="portal" /> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
