import { MessageIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import { bidIncrements, reserveStatusLabels } from "~/content/auctions";
import type { AuctionLiveState } from "~/models/auction.server";
import { formatDateTime, formatGBP, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";
import { BidForm } from "./bid-form";
import { SellerAuctionActions } from "./seller-actions";

/**
 * The sticky panel (docs/spec/02-auctions-and-seller-tools.md §2): time remaining and the end as a UK date and time, current
 * bid, starting price, minimum increment, reserve status (never the amount), the viewer's
 * standing, the increments table, the bid form (or why there is none), the binding note and
 * Ask Seller a Question. `live` and `nowMs` come from useLiveAuction: the server's clock.
 */
export function BidPanel({
  auctionId,
  title,
  startingPrice,
  live,
  nowMs,
  isSeller,
  signedIn,
  submissionId,
  carriedBid,
}: {
  auctionId: string;
  title: string;
  startingPrice: number;
  live: AuctionLiveState;
  nowMs: number;
  isSeller: boolean;
  signedIn: boolean;
  submissionId: string | null;
  carriedBid: string | null;
}) {
  const timeLeft = live.open ? formatTimeLeft(live.endsAt, nowMs) : null;
  const ended = timeLeft === null;
  const reserveClass = live.reserveStatus === "met" ? styles.reserveMet : live.reserveStatus === "not_met" ? styles.reserveNotMet : undefined;
  return (
    <section id="bid" className={styles.panelCard} aria-labelledby="bid-heading">
      <h2 id="bid-heading" className={styles.sectionTitle}>
        {ended ? "Auction ended" : isSeller ? "Bidding on your auction" : "Place your bid"}
      </h2>
      <dl className={styles.panelFigures}>
        <div className={styles.wide}>
          <dt>{ended ? "Closed" : "Time remaining"}</dt>
          {ended ? (
            <dd>
              <time dateTime={live.endsAt}>{formatDateTime(live.endsAt)}</time> (UK time)
            </dd>
          ) : (
            <dd>
              {/* Not a live region: it changes every second. */}
              <span className={styles.timeLeft} data-testid="time-left">
                {timeLeft}
              </span>
              <br />
              <span className={styles.endsAt}>
                Ends <time dateTime={live.endsAt}>{formatDateTime(live.endsAt)}</time> (UK time)
              </span>
            </dd>
          )}
        </div>
        <div className={styles.wide} aria-live="polite">
          <dt>{live.currentBid === null ? "No bids yet" : ended ? "Final bid" : "Current bid"}</dt>
          <dd className={styles.currentBid} data-testid="current-bid">
            {formatGBP(live.currentBid ?? startingPrice)}
          </dd>
        </div>
        <div>
          <dt>Starting price</dt>
          <dd>{formatGBP(startingPrice)}</dd>
        </div>
        <div>
          <dt>Minimum increment</dt>
          <dd>{formatGBP(live.increment)}</dd>
        </div>
        <div>
          <dt>Bids</dt>
          <dd data-testid="bid-count">{live.bidCount}</dd>
        </div>
        <div>
          <dt>Reserve</dt>
          <dd className={reserveClass} data-testid="reserve-status">
            {reserveStatusLabels[live.reserveStatus]}
          </dd>
        </div>
      </dl>

      <div aria-live="polite">
        <Standing live={live} ended={ended} />
      </div>

      {ended ? (
        <p className={styles.endedNote}>Bidding has closed on this auction.</p>
      ) : isSeller ? (
        <>
          <p className={styles.infoNote}>This is your auction. You cannot bid on your own auction; bids and questions come to you.</p>
          {live.bidCount === 0 ? <SellerAuctionActions auctionId={auctionId} title={title} /> : null}
        </>
      ) : (
        <BidForm
          auctionId={auctionId}
          submissionId={submissionId}
          minimumBid={live.minimumBid}
          ownMaximum={live.viewer?.leading ? live.viewer.maxAmount : null}
          carriedBid={carriedBid}
          signedIn={signedIn}
        />
      )}

      <IncrementsTable />

      {isSeller ? null : (
        <a href="#ask" className={`${button.secondary} ${styles.askButton}`}>
          <MessageIcon />
          Ask Seller a Question
        </a>
      )}
    </section>
  );
}

/**
 * Whether the signed-in viewer leads or has been outbid; a leader also reads their own
 * maximum while it is above the price (what their proxy may still bid). Nothing for others.
 */
function Standing({ live, ended }: { live: AuctionLiveState; ended: boolean }) {
  const viewer = live.viewer;
  if (!viewer?.hasBid) return null;
  if (viewer.leading) {
    const headroom = viewer.maxAmount !== null && viewer.maxAmount > (live.currentBid ?? 0);
    return (
      <p className={styles.leadingNote} data-testid="standing">
        You are the highest bidder.{headroom && !ended ? ` Your maximum bid: ${formatGBP(viewer.maxAmount!)}.` : ""}
      </p>
    );
  }
  return (
    <p className={styles.outbidNote} data-testid="standing">
      You have been outbid{ended ? "." : `: bid ${formatGBP(live.minimumBid)} or more to lead.`}
    </p>
  );
}

/** The increments (docs/auctions.md), from the one table place_bid uses too. */
function IncrementsTable() {
  let from = 0;
  const rows = bidIncrements.map((row) => {
    const band = row.below === null ? `${formatGBP(from)} and over` : `${formatGBP(from)} to ${formatGBP(row.below - 1)}`;
    if (row.below !== null) from = row.below;
    return { band, step: row.step };
  });
  return (
    <details className={styles.increments}>
      <summary>Bid increments</summary>
      <table className={styles.incrementTable}>
        <caption className={styles.muted}>The next bid must beat the current bid by at least:</caption>
        <thead>
          <tr>
            <th scope="col">Current bid</th>
            <th scope="col">Increment</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.band}>
              <td>{row.band}</td>
              <td>{formatGBP(row.step)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
