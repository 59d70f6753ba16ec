import { lazy, Suspense, type ComponentProps } from "react";
import { ListingCard } from "~/components/listing-card";
import { listingGrid } from "~/components/listing-card.css";
import { Messages } from "~/components/messages/messages";
import type { MessagesData } from "~/components/messages/messages.server";
import type { ProfileView } from "~/components/profile/profile.server";
import type { ListingSummary } from "~/models/catalogue.server";
import type { SavedSearch } from "~/models/saved-search.server";
import { formatNumber } from "~/utils/format";
import * as styles from "../styles.css";

/*
 * The profile, reviews, saved and messages tabs: the same pieces the dashboard shows (the
 * profile form and photo, the seller's reviews with their replies, saved searches, the
 * inbox), each posting back to this page. Their forms' code loads when the tab is shown
 * (issue 20): the server renders it in full, JavaScript off too, and the browser fetches it
 * as it hydrates the tab.
 */
const ProfilePanel = lazy(() => import("~/components/profile/profile-panel").then((module) => ({ default: module.ProfilePanel })));
const SellerReviews = lazy(() => import("~/components/reviews/seller-reviews").then((module) => ({ default: module.SellerReviews })));
const SavedSearchList = lazy(() => import("~/components/saved-searches/saved-search-list").then((module) => ({ default: module.SavedSearchList })));

export const PORTAL_MESSAGES_HREF = "/sellers-portal?tab=messages";

export function ProfileTab({ profile }: { profile: ProfileView }) {
  return (
    <Suspense>
      <ProfilePanel view={profile} headingLevel={2} />
    </Suspense>
  );
}

export function ReviewsTab(reviews: ComponentProps<typeof SellerReviews>) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Reviews
      </h2>
      <Suspense>
        <SellerReviews {...reviews} />
      </Suspense>
    </section>
  );
}

export function SavedTab({
  listings,
  unavailable,
  searches,
}: {
  listings: ListingSummary[];
  unavailable: number;
  searches: { searches: SavedSearch[]; max: number };
}) {
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
      <Suspense>
        <SavedSearchList {...searches} headingLevel={3} />
      </Suspense>
    </section>
  );
}

export function MessagesTab({ messages }: { messages: MessagesData }) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Messages
      </h2>
      <Messages data={messages} baseHref={PORTAL_MESSAGES_HREF} groupBySide />
    </section>
  );
}
