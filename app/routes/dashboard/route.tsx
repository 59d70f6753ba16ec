import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Messages } from "~/components/messages/messages";
import { pageMeta } from "~/utils/seo";
import { dashboardAction, dashboardLoader } from "./dashboard.server";
import { BlockedViewPanel } from "./parts/blocked-view";
import { CancelAuctionStep } from "./parts/cancel-auction-step";
import { MemberOverview } from "./parts/member-overview";
import { Notices } from "./parts/notices";
import { CreateListingPanel, Overview } from "./parts/panels";
import { PlanCard } from "./parts/plan-and-receipts";
import { SellerOverview } from "./parts/seller-overview";
import { DashboardShell } from "./parts/shell";
import { dashboardHref, dashboardViewLabels } from "./parts/views";
import * as styles from "./styles.css";

export async function loader(args: LoaderFunctionArgs) {
  return dashboardLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return dashboardAction(args);
}

// Views a member opens now and then load when shown (issue 20): the server renders them in
// full, JavaScript off too, and the browser fetches their code as it hydrates them.
const AccountView = lazy(() => import("./parts/account-view"));
const ListingsView = lazy(() => import("./parts/listings-view"));
const SavedView = lazy(() => import("./parts/saved-view"));
const SellerReviews = lazy(() => import("~/components/reviews/seller-reviews").then((module) => ({ default: module.SellerReviews })));

export default function DashboardPage() {
  const { title, signedInAs, unreadMessages, flags, requested, view, blocked, tabs, sideNav, listings, auctions, liveAuctions, sellerOverview, notices, nowMs, saved, savedSearches, messages, buyerOverview, contactPreferences, reviews, profile, planAndReceipts } =
    useLoaderData<typeof loader>();
  return (
    <DashboardShell title={title} signedInAs={signedInAs} sideNav={sideNav} tabs={tabs} current={requested} unreadMessages={unreadMessages}>
      <section className={styles.panel} aria-labelledby="dashboard-view-heading">
        <h2 id="dashboard-view-heading" className={styles.panelTitle}>
          {view === null
            ? blocked
              ? dashboardViewLabels[requested]
              : dashboardViewLabels.messages
            : view === "listings" && listings
              ? `${dashboardViewLabels.listings} (${listings.length})`
              : view === "saved" && saved
                ? `${dashboardViewLabels.saved} (${saved.listings.length + saved.auctions.length})`
                : dashboardViewLabels[view]}
        </h2>
        {blocked ? <BlockedViewPanel {...blocked} /> : null}
        {messages?.conversation ? (
          <Messages data={messages} baseHref={dashboardHref(requested)} backLabel={requested === "messages" ? "Back to messages" : "Back to your dashboard"} />
        ) : null}
        {view === "overview" && sellerOverview && listings ? (
          <SellerOverview overview={sellerOverview} listings={listings} liveAuctions={liveAuctions} isPrivateSeller={flags.isPrivateSeller} />
        ) : null}
        {view === "overview" && !sellerOverview ? <Overview flags={flags} /> : null}
        {view === "overview" && buyerOverview && messages ? <MemberOverview overview={buyerOverview} messages={messages} nowMs={nowMs} /> : null}
        {view === "overview" && planAndReceipts ? <PlanCard plan={planAndReceipts.plan} isTrade={flags.isTradeSeller} /> : null}
        {view === "overview" && notices ? <Notices notices={notices.notices} unreadCount={notices.unreadCount} /> : null}
        <CancelAuctionStep />
        {view === "listings" ? (
          <Suspense>
            <ListingsView listings={listings} auctions={auctions} nowMs={nowMs} />
          </Suspense>
        ) : null}
        {view === "create" ? <CreateListingPanel /> : null}
        {view === "account" && profile ? (
          <Suspense>
            <AccountView profile={profile} contactPreferences={contactPreferences} receipts={planAndReceipts?.receipts ?? null} />
          </Suspense>
        ) : null}
        {view === "messages" && messages ? <Messages data={messages} baseHref={dashboardHref("messages")} groupBySide /> : null}
        {view === "saved" && saved ? (
          <Suspense>
            <SavedView saved={saved} savedSearches={savedSearches} nowMs={nowMs} />
          </Suspense>
        ) : null}
        {view === "reviews" && reviews ? (
          <Suspense>
            <SellerReviews {...reviews} />
          </Suspense>
        ) : null}
      </section>
    </DashboardShell>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data?.title ?? "Dashboard", description: "Your listings, messages and saved items." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
