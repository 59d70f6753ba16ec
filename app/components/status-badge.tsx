import type { AuctionStatus } from "~/content/auctions";
import { listingStatusLabels, type ListingStatus } from "~/content/listing-statuses";
import { formatTimeLeft } from "~/utils/format";
import * as styles from "./status-badge.css";

/** A listing's status as its seller reads it (My Listings, the sellers portal). */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <span className={styles.statusBadge[status]}>{listingStatusLabels[status]}</span>;
}

export const auctionStatusLabels: Record<AuctionStatus, string> = {
  active: "Active",
  ended: "Ended",
  sold: "Sold",
  unsold: "Unsold",
  cancelled: "Cancelled",
};

/**
 * The status the seller reads: as stored, except that an open auction whose end has passed
 * (by the server's clock, `nowMs`) is 'ended' before the settling job has run.
 */
export function shownAuctionStatus(auction: { status: AuctionStatus; auction_end_date: string }, nowMs: number): AuctionStatus {
  return auction.status === "active" && formatTimeLeft(auction.auction_end_date, nowMs) === null ? "ended" : auction.status;
}

/** An auction's status as its seller reads it (My Auctions, the sellers portal). */
export function AuctionStatusBadge({ status }: { status: AuctionStatus }) {
  return <span className={styles.auctionStatusBadge[status]}>{auctionStatusLabels[status]}</span>;
}
