import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert } from "~/components/forms";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import type { TwoStepRequired } from "~/utils/auth.server";
import { errorMessages } from "~/utils/errors";
import { pageMeta } from "~/utils/seo";
import { moderationAction, moderationLoader } from "./moderation.server";
import { EmailDelivery } from "./parts/email-delivery";
import { ListingReports } from "./parts/listing-reports";
import { PaymentRefunds } from "./parts/payment-refunds";
import { ReviewCard } from "./parts/review-card";
import { SellerReviewsToModerate } from "./parts/seller-reviews";
import { SellerVerification } from "./parts/seller-verification";
import { NO_SUCH_REVIEW_MESSAGE, queuePath } from "./rules";
import * as styles from "./styles.css";

export async function loader(args: LoaderFunctionArgs) {
  return moderationLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return moderationAction(args);
}

export default function ModerationPage() {
  const { listings, total, page: pageNumber, pageCount, sellerReviews, sellers, reports, payments, emailDelivery, constraints } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const actionData = answer && "listingId" in answer ? answer : undefined;
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <h1 className={page.pageTitle}>Moderation queue</h1>
        <p className={page.lead}>
          {total === 0
            ? "No listings are waiting for review."
            : `${total} ${total === 1 ? "listing is" : "listings are"} waiting for review, oldest first. Sellers are promised a decision within 24 hours.`}
        </p>
      </header>
      {/* A decision for a listing not on this page (a stale or altered form) has no card to show its answer. */}
      {actionData && "listingId" in actionData && !listings.some((listing) => listing.id === actionData.listingId) ? (
        <div className={styles.queueNotice}>
          <FormAlert>{NO_SUCH_REVIEW_MESSAGE}</FormAlert>
        </div>
      ) : null}
      {listings.length > 0 ? (
        <ol className={styles.queue} aria-label="Listings waiting for review">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ReviewCard
                listing={listing}
                constraint={constraints.decision}
                // Without JavaScript a rejected decision comes back as the page's action data.
                lastResult={actionData && "listingId" in actionData && actionData.listingId === listing.id ? actionData.result : undefined}
              />
            </li>
          ))}
        </ol>
      ) : (
        <div className={`${page.card} ${page.stack}`}>
          <p>All caught up. New listings appear here as sellers publish them.</p>
          <Link to="/listings" className={button.secondary}>
            Browse live listings
          </Link>
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pagination" className={styles.pagination}>
          {pageNumber > 1 ? (
            <Link to={queuePath(pageNumber - 1)} rel="prev" className={button.secondary}>
              Previous
            </Link>
          ) : null}
          <span aria-current="page">
            Page {pageNumber} of {pageCount}
          </span>
          {pageNumber < pageCount ? (
            <Link to={queuePath(pageNumber + 1)} rel="next" className={button.secondary}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
      <ListingReports view={reports} />
      <SellerReviewsToModerate reviews={sellerReviews} constraint={constraints.hideReview} answer={answer && "hideReview" in answer ? answer.hideReview : null} />
      <SellerVerification view={sellers} />
      <PaymentRefunds view={payments} constraint={constraints.refund} />
      <EmailDelivery view={emailDelivery} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? "Moderation queue" : "Access Restricted", description: "Listings waiting for review." });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ error }) =>
          (error.data as Partial<TwoStepRequired> | null)?.twoStep === "enrol" ? (
            <ErrorPage
              status={403}
              title="Set up two-step sign-in"
              action={
                <Link to="/dashboard?view=account#two-step" className={button.primary}>
                  Set up two-step sign-in
                </Link>
              }
            >
              <p className={page.lead}>
                Staff pages need two-step sign-in, so a password alone cannot open them. In Account, choose Set up two-step
                sign-in, scan the QR code with an authenticator app and type the code it shows. Then come back here.
              </p>
            </ErrorPage>
          ) : (
            <ErrorPage status={403} title="Access Restricted">
              <p className={page.lead}>{errorMessages.permission}. The moderation queue is for the GenMarket team.</p>
            </ErrorPage>
          ),
      }}
    />
  );
}
