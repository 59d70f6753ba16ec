import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { ProfileHeader } from "~/components/seller/profile-header";
import { countUnreadMessages } from "~/models/message.server";
import { getSellerAuctions } from "~/models/own-auction.server";
import { countOwnActiveListings, searchOwnListings } from "~/models/own-listing.server";
import { getSavedListings } from "~/models/saved-listing.server";
import { getSellerCard } from "~/models/seller.server";
import { requireUser } from "~/utils/auth.server";
import { failedToLoad } from "~/utils/errors.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { roleFlags } from "~/utils/user";
import { bulkListingsAction } from "./listings.server";
import { AuctionsTab } from "./parts/auctions-tab";
import { ListingsTab } from "./parts/listings-tab";
import { MessagesTab, ProfileTab, ReviewsTab, SavedTab } from "./parts/member-tabs";
import { QuickActions } from "./parts/quick-actions";
import { SellerAccountRequired } from "./parts/sellers-only";
import { TabMenu } from "./parts/tab-menu";
import { parseListingsQuery, portalTab } from "./schema";
import * as styles from "./styles.css";

/**
 * /sellers-portal (spec 02 §2): signed-in members only (visitors go through the sign-in
 * gate); non-sellers are told a seller account is required. A seller sees their profile
 * header, Quick Actions, the side tab menu and the tab in the URL (`?tab=`), each loaded
 * here only when shown.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (!roleFlags(user).isSeller) return json({ seller: false as const }, { headers });
  const searchParams = new URL(request.url).searchParams;
  const tab = portalTab.parse(searchParams.get("tab") ?? undefined);

  const cardResult = await getSellerCard(supabase, user.id);
  if (cardResult.error) failedToLoad("sellers portal: loading the seller's card", cardResult.error, headers);
  const card = cardResult.card;
  const base = { seller: true as const, card, email: user.email, nowMs: Date.now() };

  if (tab === "listings") {
    const query = parseListingsQuery(searchParams);
    const [listings, active] = await Promise.all([
      searchOwnListings(supabase, { search: query.q || null, status: query.status ?? null, sort: query.sort }),
      countOwnActiveListings(supabase, user.id),
    ]);
    if (listings.error) failedToLoad("sellers portal: loading listings", listings.error, headers);
    if (active.error) failedToLoad("sellers portal: counting active listings", active.error, headers);
    return json({ ...base, tab, query, listings: listings.listings, activeCount: active.count }, { headers });
  }
  if (tab === "auctions") {
    const result = await getSellerAuctions(supabase, user.id);
    if (result.error) failedToLoad("sellers portal: loading auctions", result.error, headers);
    return json({ ...base, tab, auctions: result.auctions }, { headers });
  }
  if (tab === "saved") {
    const result = await getSavedListings(supabase);
    if (result.error) failedToLoad("sellers portal: loading saved listings", result.error, headers);
    return json({ ...base, tab, saved: { listings: result.listings, unavailable: result.unavailable } }, { headers });
  }
  if (tab === "messages") {
    const result = await countUnreadMessages(supabase, user.id);
    if (result.error) failedToLoad("sellers portal: counting unread messages", result.error, headers);
    return json({ ...base, tab, unread: result.count }, { headers });
  }
  return json({ ...base, tab }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  if (!roleFlags(user).isSeller) throw json({ message: "Seller Account Required" }, { status: 403 });
  return bulkListingsAction(request, context, user, await request.formData());
}

export default function SellersPortalPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.seller) {
    return (
      <div className={page.container}>
        <SellerAccountRequired />
      </div>
    );
  }
  const { card } = data;
  return (
    <div className={`${page.container} ${styles.layout}`}>
      <h1 className={page.pageTitle}>Sellers Portal</h1>
      {card ? <ProfileHeader card={card} variant="own" /> : <p role="alert">Profile not found.</p>}
      <QuickActions />
      <div className={styles.body}>
        <TabMenu current={data.tab} />
        <div>
          {"query" in data ? <ListingsTab query={data.query} listings={data.listings} activeCount={data.activeCount} /> : null}
          {"auctions" in data ? <AuctionsTab auctions={data.auctions} nowMs={data.nowMs} /> : null}
          {"saved" in data ? <SavedTab listings={data.saved.listings} unavailable={data.saved.unavailable} /> : null}
          {"unread" in data ? <MessagesTab unread={data.unread} /> : null}
          {data.tab === "profile" && card ? <ProfileTab card={card} email={data.email} /> : null}
          {data.tab === "reviews" && card ? <ReviewsTab card={card} /> : null}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.seller === false ? "Seller Account Required" : "Sellers Portal",
    description: "Your listings, auctions, reviews and messages in one place.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
