import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ReviewList } from "~/components/reviews/review-list";
import { ProfileHeader } from "~/components/seller/profile-header";
import { button } from "~/components/ui/button.css";
import { sellerDisplayName } from "~/models/listing-rules";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { RecentBuyerMessages } from "./parts/buyer-messages";
import { SellerDepots } from "./parts/depots";
import { SELLER_NOT_FOUND } from "./parts/not-found";
import { CurrentListings, PastListings, SellerAuctions } from "./parts/seller-listings";
import { loadSellerPage } from "./seller-page.server";
import * as styles from "./styles.css";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadSellerPage(request, params.sellerId, context);
}

export const headers = anonymousCacheRouteHeaders;

export default function SellerPage() {
  const { page: seller, depots, isOwner, buyerMessages } = useLoaderData<typeof loader>();
  const { card, reviews } = seller;
  const reviewHref = `/seller/${card.id}/review`;
  return (
    <div className={page.container}>
      <div className={styles.layout}>
        <ProfileHeader card={card} variant="public" />
        {seller.bio ? (
          <section className={styles.section} aria-labelledby="about-heading">
            <h2 id="about-heading" className={styles.sectionTitle}>
              About
            </h2>
            <p className={styles.message}>{seller.bio}</p>
          </section>
        ) : null}
        {isOwner && buyerMessages ? <RecentBuyerMessages messages={buyerMessages} /> : null}
        <CurrentListings
          sellerId={card.id}
          listings={seller.currentListings}
          hasAny={depots.allCurrent + seller.pastListings.length > 0}
          depots={depots}
        />
        {/* After the listings, which buyers come for: a dealer may have up to ten depots. */}
        <SellerDepots sellerId={card.id} view={depots} />
        <PastListings listings={seller.pastListings} isOwner={isOwner} />
        <SellerAuctions auctions={seller.auctions} />
        <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
          <div className={styles.sectionHeader}>
            <h2 id="reviews-heading" className={styles.sectionTitle}>
              Reviews
            </h2>
            {isOwner ? (
              <Link to="/dashboard?view=reviews">Reply to reviews</Link>
            ) : (
              <Link to={reviewHref} className={button.secondary}>
                Review this seller
              </Link>
            )}
          </div>
          <RatingSummary summary={reviews} />
          {reviews.count > 0 ? <ReviewList reviews={reviews.recent} /> : null}
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({
          title: `${sellerDisplayName(data.page.card)} | Seller`,
          description: `${sellerDisplayName(data.page.card)} on GenMarket: current and past generator listings, auctions and buyers' reviews.`,
        }),
        { tagName: "link", rel: "canonical", href: data.canonical },
        { "script:ld+json": data.structuredData },
      ]
    : pageMeta({ title: SELLER_NOT_FOUND });

export function ErrorBoundary() {
  return <NotFoundBoundary
      title={SELLER_NOT_FOUND}
      lead="There is no seller at this address."
      browse={{ to: "/listings", label: "Browse All Generators" }}
    />;
}
