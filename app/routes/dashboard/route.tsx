import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Messages } from "~/components/messages/messages";
import { ShownView } from "~/components/shown-view";
import { pageMeta } from "~/utils/seo";
import { dashboardAction, dashboardLoader } from "./dashboard.server";
import { BlockedViewPanel } from "./parts/blocked-view";
import { CancelAuctionStep } from "./parts/cancel-auction-step";
import { CreateListingPanel } from "./parts/panels";
import { DashboardShell } from "./parts/shell";
import { dashboardHref, dashboardViewLabels } from "./parts/views";
import * as styles from "./styles.css";

export async function loader(args: LoaderFunctionArgs) {
  return dashboardLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return dashboardAction(args);
}

// Views a member opens now and then load when shown (docs/performance.md): the server renders them in
// full, JavaScript off too, and the browser fetches their code as it hydrates them.
const OverviewView = lazy(() => import("./parts/overview-view"));
const AccountView = lazy(() => import("./parts/account-view"));
const ListingsView = lazy(() => import("./parts/listings-view"));
const SavedView = lazy(() => import("./parts/saved-view"));
const BillingView = lazy(() => import("./parts/billing-view"));
const SellerReviews = lazy(() => import("~/components/reviews/seller-reviews").then((module) => ({ default: module.SellerReviews })));

export default function DashboardPage() {
  const { title, signedInAs, unreadMessages, flags, requested, view, blocked, tabs, sideNav, listings, auctions, liveAuctions, sellerOverview, notices, nowMs, saved, savedSearches, messages, buyerOverview, contactPreferences, emailSettings, devices, accountWords, twoStep, reviews, profile, planAndReceipts } =
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
        {view === "overview" ? (
          <ShownView>
            <OverviewView
              flags={flags}
              seller={sellerOverview && listings ? { overview: sellerOverview, listings, liveAuctions, isPrivateSeller: flags.isPrivateSeller } : null}
              buyer={buyerOverview && messages ? { overview: buyerOverview, messages, nowMs } : null}
              plan={planAndReceipts?.plan}
              notices={notices ? { notices: notices.notices, unreadCount: notices.unreadCount } : null}
            />
          </ShownView>
        ) : null}
        <CancelAuctionStep />
        {view === "listings" ? (
          <ShownView>
            <ListingsView listings={listings} auctions={auctions} nowMs={nowMs} />
          </ShownView>
        ) : null}
        {view === "create" ? <CreateListingPanel /> : null}
        {view === "account" && profile ? (
          <ShownView>
            <AccountView profile={profile} contactPreferences={contactPreferences} emailSettings={emailSettings} devices={devices} twoStep={twoStep} words={accountWords!} />
          </ShownView>
        ) : null}
        {view === "messages" && messages ? <Messages data={messages} baseHref={dashboardHref("messages")} groupBySide /> : null}
        {view === "saved" && saved ? (
          <ShownView>
            <SavedView saved={saved} savedSearches={savedSearches} nowMs={nowMs} />
          </ShownView>
        ) : null}
        {view === "billing" && planAndReceipts?.receipts ? (
          <ShownView>
            <BillingView receipts={planAndReceipts.receipts} invoicesToPay={planAndReceipts.invoicesToPay} plan={planAndReceipts.plan} isTrade={flags.isTradeSeller} />
          </ShownView>
        ) : null}
        {view === "reviews" && reviews ? (
          <ShownView>
            <SellerReviews {...reviews} />
          </ShownView>
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
