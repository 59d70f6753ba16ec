import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { Gallery, galleryViewParams } from "~/components/gallery";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import { WatchAuctionForm } from "~/components/watch-auction-form";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { auctionPageAction, loadAuctionPage } from "./auction-page.server";
import { AskSeller } from "./parts/ask-seller";
import { AuctionDetails, AuctionSecurity, BidHistory } from "./parts/auction-details";
import { BidBar } from "./parts/bid-bar";
import { BidPanel } from "./parts/bid-panel";
import { AuctionCosts } from "./parts/costs";
import { useLiveAuction } from "./parts/use-live-auction";
import * as styles from "./styles.css";

/**
 * One auction (docs/spec/02-auctions-and-seller-tools.md §2), at /auctions/{id} and, through a second route entry to this
 * module (remix.config.js), at /auction/{id}; both name /auctions/{id} as canonical. The
 * loader and the action live in auction-page.server.ts, so that neither zod nor conform's
 * server half reaches this page's script (its budget is 110 KB).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadAuctionPage(request, params.id, context);
}

/** The bid form, Ask Seller a Question and Watch this auction. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return auctionPageAction(request, params.id, context);
}

export const headers = anonymousCacheRouteHeaders;

/** The gallery's photo and full-screen view live in the URL and need no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutPhoto = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const name of galleryViewParams) search.delete(name);
    return search.toString();
  };
  return withoutPhoto(currentUrl) === withoutPhoto(nextUrl) ? false : defaultShouldRevalidate;
};

export default function AuctionPage() {
  const data = useLoaderData<typeof loader>();
  const { auction, seller } = data;
  const { state: live, nowMs } = useLiveAuction(auction.id, data.live);
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <ul className={styles.badges} aria-label="Listing">
          <li className={styles.auctionBadge}>Auction</li>
        </ul>
        <h1 className={styles.title}>{auction.title}</h1>
        <div className={styles.headerLine}>
          <p className={styles.located}>Located in {auction.location}</p>
          {/* Watching is for bidders-to-be: not the seller's; once it has ended, only to stop. */}
          {data.isSeller || !(live.open || data.watching) ? null : (
            <div id="watch" className={styles.watch}>
              <WatchAuctionForm auctionId={auction.id} watching={data.watching} anchor="watch" />
            </div>
          )}
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.galleryArea}>
          <Gallery photos={data.photos} title={auction.title} />
        </div>

        <div className={styles.panelArea}>
          <BidPanel
            auctionId={auction.id}
            title={auction.title}
            startingPrice={auction.startingPrice}
            live={live}
            nowMs={nowMs}
            isSeller={data.isSeller}
            signedIn={data.signedIn}
            submissionId={data.submissionId}
            carriedBid={data.carriedBid}
          />
          <AuctionCosts
            vatStatus={auction.vatStatus}
            delivery={auction.delivery}
            collectionTerms={auction.collectionTerms}
            location={auction.location}
            winnerPays={live.winnerPays}
            hasBids={live.currentBid !== null}
          />
          <AuctionSecurity />
        </div>

        <div className={styles.mainArea}>
          <AuctionDetails auction={auction} seller={seller} />
          <section className={styles.card} aria-labelledby="description-heading">
            <h2 id="description-heading" className={styles.sectionTitle}>
              Description
            </h2>
            <p className={styles.description}>{auction.description}</p>
          </section>
          <BidHistory history={live.history} bidCount={live.bidCount} />
          {data.isSeller ? null : <AskSeller auctionId={auction.id} sellerName={seller.name} />}
        </div>
      </div>
      <BidBar live={live} nowMs={nowMs} startingPrice={auction.startingPrice} isSeller={data.isSeller} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({ title: data.auction.title, description: data.auction.description }),
        { tagName: "link", rel: "canonical", href: data.canonical },
        { "script:ld+json": data.structuredData },
      ]
    : pageMeta({ title: "Auction not found" });

export function ErrorBoundary() {
  return <NotFoundBoundary
      title="Auction not found"
      lead="The auction you're looking for doesn't exist or has been withdrawn."
      browse={{ to: "/auctions", label: "Browse Auctions" }}
    />;
}
