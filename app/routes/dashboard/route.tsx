import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { SavedSearchList } from "~/components/saved-searches/saved-search-list";
import { handleSavedSearchIntent, isSavedSearchIntent, loadSavedSearches } from "~/components/saved-searches/saved-searches.server";
import { getNotices } from "~/models/notice.server";
import { countLiveAuctions, getSellerAuctions } from "~/models/own-auction.server";
import { getOwnListings } from "~/models/own-listing.server";
import { getContactPreferences } from "~/models/profile.server";
import { getSavedListings } from "~/models/saved-listing.server";
import { getWatchedAuctions } from "~/models/watched-auction.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { roleFlags } from "~/utils/user";
import { cancelSellerAuction } from "./auctions.server";
import { saveContactPreferences } from "./contact-preferences.server";
import { loadMessagesView, replyToThread } from "./messages.server";
import { markAllNoticesRead } from "./notices.server";
import { ContactPreferencesPanel } from "./parts/contact-preferences";
import { Messages } from "./parts/messages";
import { CancelAuctionStep, MyAuctions } from "./parts/my-auctions";
import { MyListings } from "./parts/my-listings";
import { Notices } from "./parts/notices";
import { AccountPanel, ComingSoonPanel, CreateListingPanel, Overview } from "./parts/panels";
import { SavedListings } from "./parts/saved-listings";
import { accountTypeLabel, dashboardHref, dashboardTabs, dashboardTitle, dashboardView, dashboardViewLabels } from "./parts/views";
import { WatchedAuctions } from "./parts/watched-auctions";
import * as styles from "./styles.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const searchParams = new URL(request.url).searchParams;
  const view = dashboardView(user, searchParams.get("view"));
  const flags = roleFlags(user);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // A seller's overview counts their listings; My Listings shows them.
  let listings = null;
  if (flags.isSeller && (view === "overview" || view === "listings")) {
    const result = await getOwnListings(supabase, user.id);
    if (result.error) failedToLoad("dashboard: loading the seller's listings", result.error, headers);
    listings = result.listings;
  }
  // Auctions by the server's clock: what has ended shows as ended before it is settled.
  const nowMs = Date.now();
  let auctions = null;
  if (flags.isSeller && view === "listings") {
    const result = await getSellerAuctions(supabase, user.id);
    if (result.error) failedToLoad("dashboard: loading the seller's auctions", result.error, headers);
    auctions = result.auctions;
  }
  let liveAuctions = null;
  if (flags.isSeller && view === "overview") {
    const result = await countLiveAuctions(supabase, user.id, nowMs);
    if (result.error) failedToLoad("dashboard: counting the seller's live auctions", result.error, headers);
    liveAuctions = result.count;
  }
  // Every member's overview: their notices, unread first.
  let notices = null;
  if (view === "overview") {
    const result = await getNotices(supabase);
    if (result.error) failedToLoad("dashboard: loading notices", result.error, headers);
    notices = { notices: result.notices, unreadCount: result.unreadCount };
  }
  let saved = null;
  if (view === "saved") {
    const [listings, watched] = await Promise.all([getSavedListings(supabase), getWatchedAuctions(supabase)]);
    if (listings.error) failedToLoad("dashboard: loading saved listings", listings.error, headers);
    if (watched.error) failedToLoad("dashboard: loading watched auctions", watched.error, headers);
    saved = { listings: listings.listings, unavailable: listings.unavailable, auctions: watched.auctions };
  }
  const savedSearches = view === "saved" ? await loadSavedSearches(supabase, headers) : null;
  let contactPreferences = null;
  if (view === "account") {
    const result = await getContactPreferences(supabase);
    if (result.error) failedToLoad("dashboard: loading contact preferences", result.error, headers);
    contactPreferences = result.preferences;
  }
  const messages = view === "messages" ? await loadMessagesView(supabase, user, searchParams.get("thread"), headers) : null;
  return json(
    {
      title: dashboardTitle(user),
      signedInAs: `${user.email} (${accountTypeLabel(user)})`,
      account: { email: user.email, fullName: user.fullName, type: accountTypeLabel(user) },
      flags,
      view,
      tabs: dashboardTabs(user),
      listings,
      auctions,
      liveAuctions,
      notices,
      nowMs,
      saved,
      savedSearches,
      messages,
      contactPreferences,
    },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "reply") return replyToThread(request, context, user, formData);
  if (intent === "contact-preferences") return saveContactPreferences(request, context, user, formData);
  if (intent === "cancel-auction") return cancelSellerAuction(request, context, user, formData, { confirmed: false });
  if (intent === "confirm-cancel-auction") return cancelSellerAuction(request, context, user, formData, { confirmed: true });
  if (intent === "mark-notices-read") return markAllNoticesRead(request, context);
  if (isSavedSearchIntent(intent)) return handleSavedSearchIntent(request, context, formData);
  throw new Response("Unknown action", { status: 400 });
}

export default function DashboardPage() {
  const { title, signedInAs, account, flags, view, tabs, listings, auctions, liveAuctions, notices, nowMs, saved, savedSearches, messages, contactPreferences } =
    useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={styles.signedInAs}>Signed in as {signedInAs}.</p>
      </header>
      <nav aria-label="Dashboard" className={styles.tabBar}>
        <ul className={styles.tabList}>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                to={dashboardHref(tab)}
                className={styles.tab}
                aria-current={tab === view ? "page" : undefined}
                preventScrollReset
              >
                {dashboardViewLabels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.panel} aria-labelledby="dashboard-view-heading">
        <h2 id="dashboard-view-heading" className={styles.panelTitle}>
          {view === "listings" && listings
            ? `${dashboardViewLabels.listings} (${listings.length})`
            : view === "saved" && saved
              ? `${dashboardViewLabels.saved} (${saved.listings.length + saved.auctions.length})`
              : dashboardViewLabels[view]}
        </h2>
        {view === "overview" ? <Overview flags={flags} listings={listings} liveAuctions={liveAuctions} /> : null}
        {view === "overview" && notices ? <Notices notices={notices.notices} unreadCount={notices.unreadCount} /> : null}
        <CancelAuctionStep />
        {view === "listings" && listings ? <MyListings listings={listings} /> : null}
        {view === "listings" && auctions ? <MyAuctions auctions={auctions} nowMs={nowMs} /> : null}
        {view === "create" ? <CreateListingPanel /> : null}
        {view === "account" ? <AccountPanel account={account} /> : null}
        {view === "account" && contactPreferences ? <ContactPreferencesPanel preferences={contactPreferences} /> : null}
        {view === "messages" && messages ? <Messages {...messages} /> : null}
        {view === "saved" && saved ? <SavedListings listings={saved.listings} unavailable={saved.unavailable} /> : null}
        {view === "saved" && saved ? <WatchedAuctions auctions={saved.auctions} nowMs={nowMs} /> : null}
        {view === "saved" && savedSearches ? <SavedSearchList {...savedSearches} /> : null}
        {view === "reviews" ? <ComingSoonPanel>Reviews from your buyers will appear here.</ComingSoonPanel> : null}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data?.title ?? "Dashboard", description: "Your listings, messages and saved items." });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
