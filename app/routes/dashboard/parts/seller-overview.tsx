import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { listingStatuses, listingStatusLabels } from "~/content/listing-statuses";
import {
  privateSellerTips,
  RESPONSE_RATE_TIP_BELOW,
  slowResponseTip,
  viewsWithoutEnquiriesTip,
  type SellerTip,
} from "~/content/seller-tips";
import type { OwnListing } from "~/models/own-listing.server";
import { formatDuration, formatNumber } from "~/utils/format";
import type { SellerOverviewData } from "../seller-overview.server";
import * as styles from "../styles.css";
import * as own from "./seller-overview.css";
import { dashboardHref } from "./views";

/** A figure: a counted value, or words when there is nothing to count yet (`words`). */
type Figure = { label: string; value: string; note?: string; words?: boolean; href?: string };

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The figures a seller judges their selling by, each counted from the database. */
function sellerFigures({ card, figures }: SellerOverviewData, unreadMessages: number): Figure[] {
  const conversations = card?.conversations_90_days ?? 0;
  return [
    { label: "Active listings", value: formatNumber(card?.active_listings ?? 0) },
    { label: "Unread messages", value: formatNumber(unreadMessages), href: dashboardHref("messages") },
    { label: "Views", value: formatNumber(figures?.views ?? 0), note: "last 30 days" },
    { label: "Enquiries", value: formatNumber(figures?.enquiries ?? 0), note: "last 30 days" },
    { label: "Saves", value: formatNumber(figures?.saves ?? 0), note: "members who saved a listing" },
    card?.response_rate == null
      ? { label: "Response rate", value: "No enquiries yet", note: "last 90 days", words: true }
      : { label: "Response rate", value: `${card.response_rate}%`, note: `of ${plural(conversations, "conversation", "conversations")}, last 90 days` },
    card?.median_response_minutes == null
      ? { label: "Response time", value: "Not yet known", note: "median, last 90 days", words: true }
      : { label: "Response time", value: formatDuration(card.median_response_minutes), note: "median, last 90 days" },
    card?.rating_average == null
      ? { label: "Rating", value: "No reviews yet", words: true }
      : { label: "Rating", value: `${card.rating_average.toFixed(1)} / 5`, note: plural(card.review_count, "review", "reviews") },
  ];
}

/** Advice from the seller's own figures first, then (for private sellers) the general tips. */
function tipsFor({ card, figures }: SellerOverviewData, isPrivateSeller: boolean): SellerTip[] {
  const tips: SellerTip[] = [];
  if (figures && figures.views > 0 && figures.enquiries === 0) tips.push(viewsWithoutEnquiriesTip(plural(figures.views, "view", "views")));
  if (card?.response_rate != null && card.response_rate < RESPONSE_RATE_TIP_BELOW) tips.push(slowResponseTip(card.response_rate));
  return isPrivateSeller ? [...tips, ...privateSellerTips] : tips;
}

/**
 * A seller's overview (spec 02 §2 "Dashboard"): their figures (listings, views, enquiries,
 * saves, response rate and time, rating), their listings by status and live auctions, and
 * tips: private sellers always get them, and any seller gets advice their figures call for.
 */
export function SellerOverview({
  overview,
  listings,
  liveAuctions,
  isPrivateSeller,
  unreadMessages,
}: {
  overview: SellerOverviewData;
  listings: OwnListing[];
  liveAuctions: number | null;
  isPrivateSeller: boolean;
  unreadMessages: number;
}) {
  const counts = listingStatuses.map((status) => ({
    status,
    count: listings.filter((listing) => listing.status === status).length,
  }));
  const rejected = counts.find((entry) => entry.status === "rejected")!.count;
  const tips = tipsFor(overview, isPrivateSeller);
  return (
    <div className={styles.panelBody}>
      <section className={own.section} aria-labelledby="seller-figures-heading">
        <h3 id="seller-figures-heading" className={own.sectionTitle}>
          Your selling at a glance
        </h3>
        <dl className={styles.statusCounts}>
          {sellerFigures(overview, unreadMessages).map((figure) => (
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
