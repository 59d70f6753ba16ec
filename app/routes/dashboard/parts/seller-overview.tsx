import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { listingStatuses, listingStatusLabels } from "~/content/listing-statuses";
import type { OwnListing } from "~/models/own-listing.server";
import type { SellerOverviewData } from "../seller-overview.server";
import * as styles from "../styles.css";
import * as own from "./seller-overview.css";
import { dashboardHref } from "./views";

/**
 * A seller's overview (docs/spec/02-auctions-and-seller-tools.md §2 "Dashboard"): their figures (listings, views, enquiries,
 * saves, response rate and time, rating), their listings by status and live auctions, and
 * tips: private sellers always get them, and any seller gets advice their figures call for.
 */
export function SellerOverview({
  overview,
  listings,
  liveAuctions,
  isPrivateSeller,
}: {
  overview: SellerOverviewData;
  listings: OwnListing[];
  liveAuctions: number | null;
  isPrivateSeller: boolean;
}) {
  const counts = listingStatuses.map((status) => ({
    status,
    count: listings.filter((listing) => listing.status === status).length,
  }));
  const rejected = counts.find((entry) => entry.status === "rejected")!.count;
  const expired = counts.find((entry) => entry.status === "expired")!.count;
  const { figures, tips } = overview;
  return (
    <div className={styles.panelBody}>
      <section className={own.section} aria-labelledby="seller-figures-heading">
        <h3 id="seller-figures-heading" className={own.sectionTitle}>
          Your selling at a glance
        </h3>
        <dl className={styles.statusCounts}>
          {figures.map((figure) => (
            <div key={figure.label} className={`${styles.statusCount} ${own.figure}`}>
              <dt>{figure.href ? <Link to={figure.href}>{figure.label}</Link> : figure.label}</dt>
              <dd>
                {figure.words ? <span className={own.figureWords}>{figure.value}</span> : figure.value}
                {figure.note ? <small className={own.figureNote}>{figure.note}</small> : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>
          Each listing's views, enquiries and saves day by day: Statistics, in My Listings. Your response rate and rating
          are what buyers see on your profile.
        </p>
      </section>

      <section className={own.section} aria-labelledby="seller-statuses-heading">
        <h3 id="seller-statuses-heading" className={own.sectionTitle}>
          Your listings
        </h3>
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
        {expired > 0 ? (
          <p className={styles.attention}>
            {expired === 1 ? "One listing has" : `${expired} listings have`} expired: Renew, in My Listings, puts{" "}
            {expired === 1 ? "it" : "each"} back on the site with its photos, messages and statistics.
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
      </section>

      {tips.length > 0 ? (
        <section className={own.section} aria-labelledby="seller-tips-heading">
          <h3 id="seller-tips-heading" className={own.sectionTitle}>
            {isPrivateSeller ? "Tips for selling privately" : "Tips from your figures"}
          </h3>
          <ul className={own.tipList}>
            {tips.map((tip) => (
              <li key={tip.title} className={own.tip}>
                <p className={own.tipTitle}>{tip.title}</p>
                <p>{tip.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
