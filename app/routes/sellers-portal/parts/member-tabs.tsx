import { lazy, type ComponentProps } from "react";
import { Messages } from "~/components/messages/messages";
import type { MessagesData } from "~/components/messages/messages.server";
import type { ProfileView } from "~/components/profile/profile.server";
import { ShownView } from "~/components/shown-view";
import * as styles from "../styles.css";

/*
 * The profile, reviews, saved and messages tabs: the same pieces the dashboard shows (the
 * profile form and photo, the seller's reviews with their replies, saved cards and searches,
 * the inbox), each posting back to this page. The first three's code loads when the tab is
 * shown (docs/performance.md): the server renders it in full, JavaScript off too, and the browser
 * fetches it as it hydrates the tab.
 */
const ProfilePanel = lazy(() => import("~/components/profile/profile-panel").then((module) => ({ default: module.ProfilePanel })));
const SellerReviews = lazy(() => import("~/components/reviews/seller-reviews").then((module) => ({ default: module.SellerReviews })));
const SavedTabPanel = lazy(() => import("./saved-tab"));

export const PORTAL_MESSAGES_HREF = "/sellers-portal?tab=messages";

export function ProfileTab({ profile }: { profile: ProfileView }) {
  return (
    <ShownView>
      <ProfilePanel view={profile} headingLevel={2} />
    </ShownView>
  );
}

export function ReviewsTab(reviews: ComponentProps<typeof SellerReviews>) {
  return (
    <section className={styles.panel} aria-labelledby="portal-tab-heading">
      <h2 id="portal-tab-heading" className={styles.panelTitle}>
        Reviews
      </h2>
      <ShownView>
        <SellerReviews {...reviews} />
      </ShownView>
    </section>
  );
}

export function SavedTab(saved: ComponentProps<typeof SavedTabPanel>) {
  return (
    <ShownView>
      <SavedTabPanel {...saved} />
    </ShownView>
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
