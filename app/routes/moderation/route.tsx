import { parseWithZod } from "@conform-to/zod/v4";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert } from "~/components/forms";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { getReviewQueue, moderateListing } from "~/models/listing-review.server";
import { requireStaff } from "~/utils/auth.server";
import { errorMessages, refusalStatus } from "~/utils/errors";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { ListingReports } from "./parts/listing-reports";
import { CLOSE_REPORT_INTENT, closeReport, loadListingReports } from "./parts/listing-reports.server";
import { ReviewCard } from "./parts/review-card";
import { SellerReviewsToModerate } from "./parts/seller-reviews";
import { SellerVerification } from "./parts/seller-verification";
import { loadSellerVerification, VERIFY_SELLER_INTENT, verifySeller } from "./parts/seller-verification.server";
import { hideReview, loadReviewsToModerate } from "./reviews.server";
import { ModerationSchema, NO_SUCH_REVIEW_MESSAGE, queuePageSchema, REVIEW_QUEUE_PAGE_SIZE } from "./schema";
import * as styles from "./styles.css";

const queuePath = (pageNumber: number) => (pageNumber > 1 ? `/moderation?page=${pageNumber}` : "/moderation");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context);
  const pageNumber = queuePageSchema.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ queue, error }, sellerReviews] = await Promise.all([
    getReviewQueue(supabase, { page: pageNumber, pageSize: REVIEW_QUEUE_PAGE_SIZE }),
    loadReviewsToModerate(supabase, headers),
  ]);
  if (error) failedToLoad("moderation: loading the queue", error, headers);
  const pageCount = Math.max(1, Math.ceil(queue.total / REVIEW_QUEUE_PAGE_SIZE));
  // Deciding the last listings of the last page empties it: show the page before instead.
  if (pageNumber > pageCount) throw redirect(queuePath(pageCount), { headers });
  const [sellers, reports] = await Promise.all([
    loadSellerVerification(request, supabase, headers),
    loadListingReports(request, supabase, headers),
  ]);
  return json({ ...queue, page: pageNumber, pageCount, sellerReviews, sellers, reports }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "hide-review") return hideReview(request, context, formData);
  if (formData.get("intent") === VERIFY_SELLER_INTENT) return verifySeller(request, context, formData);
  if (formData.get("intent") === CLOSE_REPORT_INTENT) return closeReport(request, context, formData);
  const listingId = String(formData.get("listingId") ?? "");
  const submission = parseWithZod(formData, { schema: ModerationSchema });
  if (submission.status !== "success") {
    return json({ listingId, result: submission.reply() }, { status: 400 });
  }
  const review = submission.value;
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { error } = await moderateListing(
    supabase,
    review.intent === "approve"
      ? { decision: "approve", listingId: review.listingId }
      : { decision: "reject", listingId: review.listingId, reason: review.reason },
  );
  // Back to the same page of the queue, where the decided listing is no longer.
  const backToQueue = `/moderation${new URL(request.url).search}`;
  const { redirectWithToast } = getToastUtils(request, context);
  if (error && refusalStatus(error) === 409) {
    // Not awaiting review: another reviewer decided first, or the seller took it back. Nothing to do here.
    return redirectWithToast(backToQueue, { type: "info", message: "Already decided", description: error.message }, { headers });
  }
  if (error) {
    const failure = failedToSave("moderation: deciding", error);
    return json({ listingId, result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return redirectWithToast(
    backToQueue,
    review.intent === "approve"
      ? { type: "success", message: "Listing approved", description: "It is now live in the listings." }
      : { type: "success", message: "Listing rejected", description: "The seller sees your reason in their dashboard." },
    { headers },
  );
}

export default function ModerationPage() {
  const { listings, total, page: pageNumber, pageCount, sellerReviews, sellers, reports } = useLoaderData<typeof loader>();
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
      <SellerReviewsToModerate reviews={sellerReviews} answer={answer && "hideReview" in answer ? answer.hideReview : null} />
      <SellerVerification view={sellers} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? "Moderation queue" : "Access Restricted", description: "Listings waiting for review." });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorPage status={403} title="Access Restricted">
            <p className={page.lead}>{errorMessages.permission}. The moderation queue is for the GenMarket team.</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
