import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ReviewList } from "~/components/reviews/review-list";
import { ProfileHeader } from "~/components/seller/profile-header";
import { button } from "~/components/ui/button.css";
import { sellerDisplayName } from "~/models/listing-rules";
import { getRecentBuyerMessages, getSellerPublicPage } from "~/models/seller-page.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders, PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { recordId } from "~/utils/validation";
import { RecentBuyerMessages } from "./parts/buyer-messages";
import { CurrentListings, PastListings, SellerAuctions } from "./parts/seller-listings";
import { sellerStructuredData } from "./structured-data";
import * as styles from "./styles.css";

const SELLER_NOT_FOUND = "Seller not found";

/**
 * The public seller page (spec 02 "Public seller page"), one database call for everyone
 * (seller_public_page). The seller looking at their own page also gets their recent buyer
 * messages, read under RLS as them; that answer is never cached. Everyone else's is the same
 * page, cached at the edge for cookie-less visitors like the listing pages.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const sellerId = recordId.safeParse(params.sellerId);
  invariantResponse(sellerId.success, SELLER_NOT_FOUND, { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ page, error }, user] = await Promise.all([getSellerPublicPage(supabase, sellerId.data), getUser(request, context)]);
  if (error) failedToLoad("seller page: load", error, headers);
  invariantResponse(page, SELLER_NOT_FOUND, { status: 404, headers });
  const url = new URL(request.url);
  const canonical = `${url.origin}/seller/${sellerId.data}`;
  const structuredData = sellerStructuredData(page, canonical);
  const isOwner = user?.id === sellerId.data;
  if (isOwner) {
    const recent = await getRecentBuyerMessages(supabase, sellerId.data);
    if (recent.error) failedToLoad("seller page: recent buyer messages", recent.error, headers);
    return json(
      { page, isOwner, buyerMessages: recent.messages, structuredData, canonical },
      { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
    );
  }
  return json({ page, isOwner, buyerMessages: null, structuredData, canonical }, { headers: anonymousCacheHeaders(request, headers) });
}

export const headers = anonymousCacheRouteHeaders;

export default function SellerPage() {
  const { page: seller, isOwner, buyerMessages } = useLoaderData<typeof loader>();
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
        <CurrentListings listings={seller.currentListings} hasAny={seller.currentListings.length + seller.pastListings.length > 0} />
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
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage
            status={404}
            title={SELLER_NOT_FOUND}
            action={
              <Link to="/listings" className={button.primary}>
                Browse All Generators
              </Link>
            }
          >
            <p className={page.lead}>There is no seller at this address.</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
