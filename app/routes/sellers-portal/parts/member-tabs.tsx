import { Link } from "@remix-run/react";
import { ListingCard } from "~/components/listing-card";
import { listingGrid } from "~/components/listing-card.css";
import { PROFILE_PHOTO_HREF } from "~/components/seller/profile-header";
import { button } from "~/components/ui/button.css";
import type { ListingSummary } from "~/models/catalogue.server";
import type { SellerCard } from "~/models/seller.server";
import { formatNumber } from "~/utils/format";
import * as styles from "../styles.css";

/*
 * The profile, reviews, saved and messages tabs: each shows what the portal's own data
 * gives until the other helpers' pieces are mounted in its place.
 */

// TODO(merge): mount the profile helper's profile view (view/edit toggle) here.
export function ProfileTab({ card, email }: { card: SellerCard; email: string }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Profile
      </h2>
      <dl className={styles.facts}>
        <dt>Name</dt>
        <dd>{card.full_name?.trim() || "Unknown Seller"}</dd>
        <dt>Company</dt>
        <dd>{card.company_name || "—"}</dd>
        <dt>Email</dt>
        <dd>{email}</dd>
        <dt>Location</dt>
        <dd>{card.location || "—"}</dd>
      </dl>
      <div className={styles.actions}>
        <Link to={PROFILE_PHOTO_HREF} className={button.secondary}>
          Edit profile
        </Link>
      </div>
    </section>
  );
}

// TODO(merge): mount the reviews helper's Rating Overview and Recent Reviews here.
export function ReviewsTab({ card }: { card: SellerCard }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Reviews
      </h2>
      {card.review_count === 0 || card.rating_average === null ? (
        <p>No reviews yet.</p>
      ) : (
        <p>
          Rated {card.rating_average.toFixed(1)} out of 5 from {formatNumber(card.review_count)}{" "}
          {card.review_count === 1 ? "review" : "reviews"}. <Link to={`/seller/${card.id}`}>Read them on your public page</Link>.
        </p>
      )}
    </section>
  );
}

// TODO(merge): mount the saved-searches helper's Saved Searches list under the saved generators.
export function SavedTab({ listings, unavailable }: { listings: ListingSummary[]; unavailable: number }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Saved Generators ({formatNumber(listings.length)})
      </h2>
      {unavailable > 0 ? (
        <p className={styles.muted}>
          {unavailable === 1 ? "One generator you saved is" : `${unavailable} generators you saved are`} no longer for sale.
        </p>
      ) : null}
      {listings.length === 0 ? (
        <p>No saved generators yet. Use the heart on a listing to keep it here.</p>
      ) : (
        <ul className={listingGrid}>
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} saved />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// TODO(merge): mount the dashboard helper's inbox (app/components/messages/) here.
export function MessagesTab({ unread }: { unread: number }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Messages
      </h2>
      <p>{unread === 0 ? "No unread messages." : `${formatNumber(unread)} unread ${unread === 1 ? "message" : "messages"}.`}</p>
      <div className={styles.actions}>
        <Link to="/dashboard?view=messages" className={button.primary}>
          Open Messages
        </Link>
      </div>
    </section>
  );
}
