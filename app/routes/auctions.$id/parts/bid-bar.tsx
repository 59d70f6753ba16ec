import { button } from "~/components/ui/button.css";
import type { AuctionLiveState } from "~/models/auction.server";
import { formatGBP, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";

/**
 * The phone's bid bar (docs/auctions.md "The auction page"): the current bid, the time left and
 * Bid fixed at the bottom of the screen below 640 px, where the panel is below the photos, as
 * the listing page's Call/Message/Save bar is. Bid is a link to the panel's form, so it works
 * without JavaScript; the figures follow the live state like the panel's. The seller gets the
 * figures without Bid; once the auction has ended, the final bid.
 */
export function BidBar({ live, nowMs, startingPrice, isSeller }: { live: AuctionLiveState; nowMs: number; startingPrice: number; isSeller: boolean }) {
  const timeLeft = live.open ? formatTimeLeft(live.endsAt, nowMs) : null;
  return (
    <section className={styles.bidBar} aria-label="Bidding" data-testid="bid-bar">
      <p className={styles.bidBarFigure}>
        <span className={styles.bidBarLabel}>{live.currentBid === null ? "No bids yet" : timeLeft === null ? "Final bid" : "Current bid"}</span>
        <span className={styles.bidBarBid}>{formatGBP(live.currentBid ?? startingPrice)}</span>
      </p>
      <p className={styles.bidBarFigure}>
        <span className={styles.bidBarLabel}>{timeLeft === null ? "Auction" : "Time left"}</span>
        <span className={styles.bidBarTime}>{timeLeft ?? "Ended"}</span>
      </p>
      {timeLeft === null || isSeller ? null : (
        <a href="#bid" className={`${button.accent} ${styles.bidBarButton}`}>
          Bid
        </a>
      )}
    </section>
  );
}
