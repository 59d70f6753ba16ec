import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button } from "~/components/ui/button.css";
import { listingStatuses, listingStatusLabels } from "~/content/listing-statuses";
import type { OwnListing } from "~/models/own-listing.server";
import type { roleFlags } from "~/utils/user";
import * as styles from "../styles.css";
import { dashboardHref } from "./views";

type RoleFlags = ReturnType<typeof roleFlags>;

/**
 * The overview: a seller's listings counted by status, and their auctions open for bids;
 * for everyone else, the way on.
 */
export function Overview({ flags, listings, liveAuctions }: { flags: RoleFlags; listings: OwnListing[] | null; liveAuctions: number | null }) {
  if (flags.isSeller && listings) {
    const counts = listingStatuses.map((status) => ({
      status,
      count: listings.filter((listing) => listing.status === status).length,
    }));
    const rejected = counts.find((entry) => entry.status === "rejected")!.count;
    return (
      <div className={styles.panelBody}>
        <dl className={styles.statusCounts}>
          {counts.map(({ status, count }) => (
            <div key={status} className={styles.statusCount}>
              <dt>{listingStatusLabels[status]}</dt>
              <dd>{count}</dd>
            </div>
          ))}
          {liveAuctions === null ? null : (
            <div className={styles.statusCount}>
              <dt>Live auctions</dt>
              <dd>{liveAuctions}</dd>
            </div>
          )}
        </dl>
        {rejected > 0 ? (
          <p className={styles.attention}>
            {rejected === 1 ? "One listing was" : `${rejected} listings were`} not approved: My Listings shows our team's
            reasons, and you can edit and publish again.
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to={dashboardHref("listings")} className={button.primary}>
            View My Listings
          </Link>
          <Link to="/sell-generator" className={button.secondary}>
            Create Listing
          </Link>
          <Link to={dashboardHref("saved")} className={button.secondary}>
            Saved Items
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.panelBody}>
      <p>Browse generators from private sellers and UK dealers, filtered by type, power, price and location.</p>
      <div className={styles.actions}>
        <Link to="/listings" className={button.primary}>
          Browse Generators
        </Link>
        {flags.isStaff ? (
          <Link to="/moderation" className={button.secondary}>
            Moderation queue
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export function CreateListingPanel() {
  return (
    <div className={styles.panelBody}>
      <p>List a generator in five steps: basic info, specs, photos, pricing and review. Our team checks every listing within 24 hours.</p>
      <div className={styles.actions}>
        <Link to="/sell-generator" className={button.primary}>
          Sell Your Generator
        </Link>
      </div>
    </div>
  );
}

/** A view a later update fills in: says so plainly, rather than showing sample data. */
export function ComingSoonPanel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panelBody}>
      <p>{children}</p>
      <p className={styles.muted}>This part of the dashboard opens soon.</p>
    </div>
  );
}
