import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { pageMeta } from "~/utils/seo";
import { ReviewForm } from "./parts/review-form";
import { loadReviewPage, reviewSellerAction } from "./review.server";

const SELLER_NOT_FOUND = "Seller not found";

/**
 * Review this seller: signed-in members only. What the member may review comes from SQL
 * (seller_reviewable_subjects); ?listing= or ?auction= picks one (the conversation view's
 * link), otherwise the form offers them all.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadReviewPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return reviewSellerAction(args);
}

export default function ReviewSellerPage() {
  const { seller, ownPage, subjects, chosen, askedUnavailable, ...rules } = useLoaderData<typeof loader>();
  const sellerHref = `/seller/${seller.id}`;
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>Review {seller.name}</h1>
        {ownPage ? (
          <p className={page.lead}>You cannot review yourself. Buyers who have dealt with you review you here.</p>
        ) : subjects.length === 0 ? (
          <p className={page.lead}>
            You have nothing to review with this seller yet. You can review a seller about a listing or auction once they
            have replied to your message about it, or after you win their auction, for 90 days after.
          </p>
        ) : (
          <>
            {askedUnavailable ? (
              <p role="status">
                That listing or auction is not one you can review: you may have reviewed it already, or the seller has not
                replied about it in the last 90 days.
              </p>
            ) : null}
            <ReviewForm subjects={subjects} chosen={chosen} rules={rules} />
          </>
        )}
        <Link to={sellerHref} className={button.secondary}>
          Back to the seller&apos;s page
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? `Review ${data.seller.name}` : SELLER_NOT_FOUND, description: "Rate a seller you have dealt with on GenMarket." });

export function ErrorBoundary() {
  return <NotFoundBoundary title={SELLER_NOT_FOUND} lead="There is no seller at this address." />;
}
