import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { ButtonLinks } from "~/components/button-links";
import { CommissionCharge } from "~/components/commission-charge";
import { SubmitButton } from "~/components/forms";
import { ListingPicture, photoSizes } from "~/components/listing-picture";
import { AuctionStatusBadge, shownAuctionStatus } from "~/components/status-badge";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { AuctionStatus, SellerAuction } from "~/models/own-auction.server";
import { formatDateTime, formatGBP, formatTimeLeft } from "~/utils/format";
import * as styles from "../styles.css";
import { PriceAndBids } from "./price-and-bids";
import { dashboardHref } from "./views";

const LISTINGS = dashboardHref("listings");

/** The outcome in words, once there is one to tell. */
function outcomeLine(auction: SellerAuction, status: AuctionStatus) {
  if (status === "unsold") return auction.bid_count > 0 ? "Not sold (reserve not met)" : "No bids";
  if (status === "ended") return "The result appears here once the auction is settled, within a minute of its end.";
  if (status === "cancelled") return "You cancelled this auction: it is not open for bids.";
  return null;
}

/**
 * The seller's auctions (docs/auctions.md), in My Listings after the fixed-price listings:
 * each with its photo, status, bids, current bid, reserve, time left and, once settled, the
 * outcome and, once sold, the commission charged (its state and how to pay it); Edit and Cancel
 * auction while it is open and has no bids. `nowMs` is the server's clock.
 */
export function MyAuctions({ auctions, nowMs }: { auctions: SellerAuction[]; nowMs: number }) {
  return (
    <section id="my-auctions" className={styles.subPanel} aria-labelledby="my-auctions-heading">
      <div className={styles.subPanelHeader}>
        <h3 id="my-auctions-heading" className={styles.subPanelTitle}>
          My Auctions ({auctions.length})
        </h3>
        {auctions.length > 0 ? (
          <Link to="/create-auction" className={button.secondary}>
            Create Auction
          </Link>
        ) : null}
      </div>
      {auctions.length === 0 ? (
        <div className={styles.panelBody}>
          <p className={styles.emptyTitle}>No auctions yet</p>
          <p>Put a generator up for auction and let buyers bid for it over 3 to 14 days.</p>
          <ButtonLinks className={styles.actions} links={[{ to: "/create-auction", label: "Create Auction", variant: "primary" }]} />
        </div>
      ) : (
        <ul className={styles.listingList}>
          {auctions.map((auction) => (
            <li key={auction.id}>
              <AuctionRow auction={auction} nowMs={nowMs} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AuctionRow({ auction, nowMs }: { auction: SellerAuction; nowMs: number }) {
  const titleId = useId();
  const status = shownAuctionStatus(auction, nowMs);
  const timeLeft = formatTimeLeft(auction.auction_end_date, nowMs);
  const outcome = outcomeLine(auction, status);
  const navigation = useNavigation();
  const asking = navigation.state === "submitting" && navigation.formData?.get("auctionId") === auction.id;
  return (
    <article id={`auction-${auction.id}`} className={styles.listingRow} aria-labelledby={titleId}>
      <ListingPicture
        src={auction.photo_url}
        sources={auction.photo_sources}
        sizes={photoSizes.thumbnail}
        alt=""
        loading="lazy"
        className={`${styles.listingPhoto} ${styles.auctionPhoto}`}
      />
      <div className={styles.listingSummary}>
        <h4 id={titleId} className={styles.listingTitle}>
          {status === "cancelled" ? auction.title : <Link to={`/auctions/${auction.id}`}>{auction.title}</Link>}
        </h4>
        <p className={styles.listingMeta}>
          <AuctionStatusBadge status={status} />
          {status === "cancelled" ? null : (
            <span>
              {timeLeft === null ? "Ended" : "Ends"}{" "}
              <time dateTime={auction.auction_end_date}>{formatDateTime(auction.auction_end_date)}</time>
            </span>
          )}
        </p>
      </div>
      <div className={styles.auctionDetails}>
        <dl className={styles.auctionFacts}>
          <PriceAndBids auction={auction} />
          <div>
            <dt>Reserve</dt>
            <dd>
              {auction.reserve_price === null ? (
                "No reserve"
              ) : (
                <>
                  {auction.reserve_status === "met" ? "Reserve met" : "Reserve not met"}{" "}
                  <span className={styles.factNote}>Your reserve: {formatGBP(auction.reserve_price)}</span>
                </>
              )}
            </dd>
          </div>
          {status === "cancelled" ? null : (
            <div>
              <dt>Time left</dt>
              <dd>{timeLeft ?? "Ended"}</dd>
            </div>
          )}
        </dl>
        {status === "sold" && auction.outcome?.sale_price != null ? (
          <dl className={styles.auctionOutcome} aria-label="Outcome">
            <div>
              <dt>Sold for</dt>
              <dd>{formatGBP(auction.outcome.sale_price)}</dd>
            </div>
            <div>
              <dt>Commission</dt>
              <dd>{formatGBP(auction.outcome.commission ?? 0)}</dd>
            </div>
            <div>
              <dt>VAT on commission</dt>
              <dd>{formatGBP(auction.outcome.commission_vat ?? 0)}</dd>
            </div>
          </dl>
        ) : null}
        {auction.commission ? <CommissionCharge charge={auction.commission} title={auction.title} from="dashboard" /> : null}
        {outcome ? <p className={status === "unsold" ? styles.outcomeNote : styles.muted}>{outcome}</p> : null}
      </div>
      {auction.may_cancel && status === "active" ? (
        <Form method="post" action={LISTINGS} preventScrollReset className={`${styles.rowActions} ${styles.auctionRowActions}`}>
          {/* Editing and cancelling share one rule (may_cancel): open, no bids. */}
          <Link to={`/create-auction?edit=${auction.id}`} className={button.secondary}>
            Edit<span className={visuallyHidden}> {auction.title}</span>
          </Link>
          <input type="hidden" name="auctionId" value={auction.id} />
          <SubmitButton variant="secondary" name="intent" value="cancel-auction" pending={asking}>
            Cancel auction<span className={visuallyHidden}> {auction.title}</span>
          </SubmitButton>
        </Form>
      ) : null}
    </article>
  );
}
