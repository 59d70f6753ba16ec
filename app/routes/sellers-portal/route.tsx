import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { ProfileHeader } from "~/components/seller/profile-header";
import { ShownView } from "~/components/shown-view";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { MessagesTab, ProfileTab, ReviewsTab, SavedTab } from "./parts/member-tabs";
import { QuickActions } from "./parts/quick-actions";
import { SellerAccountRequired } from "./parts/sellers-only";
import { TabMenu } from "./parts/tab-menu";
import { sellersPortalAction, sellersPortalLoader } from "./sellers-portal.server";
import * as styles from "./styles.css";

// Every tab's code loads when the tab is shown, as the member tabs' does (docs/performance.md).
const ListingsTab = lazy(() => import("./parts/listings-tab").then((module) => ({ default: module.ListingsTab })));
const AuctionsTab = lazy(() => import("./parts/auctions-tab").then((module) => ({ default: module.AuctionsTab })));
const DepotsTab = lazy(() => import("./parts/depots-tab").then((module) => ({ default: module.DepotsTab })));
const ApiTab = lazy(() => import("./parts/api-tab").then((module) => ({ default: module.ApiTab })));

export async function loader(args: LoaderFunctionArgs) {
  return sellersPortalLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return sellersPortalAction(args);
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
  // An open conversation is the page (docs/sellers-portal.md): on a phone the profile header and
  // Quick Actions would push it a screen and more below the fold.
  const conversationOpen = "messages" in data && Boolean(data.messages.conversation);
  return (
    <div className={`${page.container} ${styles.layout}`}>
      <h1 className={page.pageTitle}>Sellers Portal</h1>
      {conversationOpen ? null : (
        <>
          {card ? <ProfileHeader card={card} variant="own" /> : <p role="alert">Profile not found.</p>}
          <QuickActions templateFilename={data.templateFilename} />
        </>
      )}
      <div className={styles.body}>
        <TabMenu current={data.tab} />
        <div>
          <ShownView>
            {"query" in data ? <ListingsTab query={data.query} listings={data.listings} depots={data.depots} /> : null}
            {"auctions" in data ? <AuctionsTab auctions={data.auctions} nowMs={data.nowMs} /> : null}
            {"depotsTab" in data ? <DepotsTab view={data.depotsTab} /> : null}
            {"apiKeys" in data ? <ApiTab view={data.apiKeys} /> : null}
          </ShownView>
          {"saved" in data ? <SavedTab {...data.saved} /> : null}
          {"messages" in data ? <MessagesTab messages={data.messages} /> : null}
          {"profile" in data ? <ProfileTab profile={data.profile} /> : null}
          {"reviews" in data ? <ReviewsTab {...data.reviews} /> : null}
        </div>
      </div>
    </div>
  );
}

// A member's own page, never kept by a cache: the API tab's answer to Create key holds the key itself (docs/sellers-portal.md#api-keys).
export const headers: HeadersFunction = () => ({ "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL });

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.seller === false ? "Seller Account Required" : "Sellers Portal",
    description: "Your listings, auctions, reviews and messages in one place.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
