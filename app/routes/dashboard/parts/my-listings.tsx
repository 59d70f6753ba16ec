import { Link } from "@remix-run/react";
import { useId } from "react";
import { ListingPhoto } from "~/components/listing-photo";
import { ListingStatusBadge } from "~/components/status-badge";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { pendingReviewNote, renewLabel, renewPath, resubmitLabel } from "~/content/listing-statuses";
import { ownerMayEdit } from "~/models/listing-rules";
import type { OwnListing } from "~/models/own-listing.server";
import { formatDate, formatGBP } from "~/utils/format";
import * as styles from "../styles.css";

type ListingAction = { label: string; to: string };

/** What the seller can do with a listing in each status (pending ones wait for the team; an expired one is renewed). */
function actionsFor(listing: Pick<OwnListing, "id" | "status">): ListingAction[] {
  const actions: ListingAction[] = [];
  if (listing.status === "expired") actions.push({ label: renewLabel, to: renewPath(listing.id) });
  if (listing.status === "active") actions.push({ label: "View", to: `/listings/${listing.id}` });
  // Listings that have been live have figures (views, enquiries, saves).
  if (listing.status === "active" || listing.status === "expired" || listing.status === "sold") {
    actions.push({ label: "Statistics", to: `/listings/${listing.id}/stats` });
  }
  if (ownerMayEdit(listing.status)) {
    const label = listing.status === "draft" ? "Resume" : listing.status === "rejected" ? resubmitLabel : "Edit";
    actions.push({ label, to: `/sell-generator?edit=${listing.id}` });
  }
  return actions;
}

/** Every listing of the seller, newest first, whatever its status (docs/spec/02-auctions-and-seller-tools.md "My Listings"). */
export function MyListings({ listings }: { listings: OwnListing[] }) {
  if (listings.length === 0) {
    return (
      <div className={styles.panelBody}>
        <p className={styles.emptyTitle}>No listings found</p>
        <p>Create your first listing to start selling generators</p>
        <div className={styles.actions}>
          <Link to="/sell-generator" className={button.primary}>
            Create New Listing
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className={styles.listingList}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <OwnListingRow listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function OwnListingRow({ listing }: { listing: OwnListing }) {
  const titleId = useId();
  const actions = actionsFor(listing);
  return (
    <article className={styles.listingRow} aria-labelledby={titleId}>
      <ListingPhoto src={listing.photo_url} alt="" loading="lazy" className={styles.listingPhoto} />
      <div className={styles.listingSummary}>
        <h3 id={titleId} className={styles.listingTitle}>
          {listing.title}
        </h3>
        <p className={styles.listingMeta}>
          <ListingStatusBadge status={listing.status} />
          <span>{listing.price_gbp === null ? "No price yet" : formatGBP(listing.price_gbp)}</span>
          <span>
            Updated <time dateTime={listing.updated_at}>{formatDate(listing.updated_at)}</time>
          </span>
        </p>
        {listing.status === "pending" ? (
          <p className={styles.muted}>{pendingReviewNote}</p>
        ) : null}
        {listing.status === "rejected" && listing.rejection_reason ? (
          <div className={styles.rejection}>
            <p className={styles.rejectionTitle}>Not approved. Our team says:</p>
            <p>{listing.rejection_reason}</p>
          </div>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className={styles.rowActions}>
          {actions.map((action) => (
            <Link key={action.label} to={action.to} className={button.secondary}>
              {action.label}
              <span className={visuallyHidden}> {listing.title}</span>
            </Link>
          ))}
        </div>
      ) : null}
    </article>
  );
}
