import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { HideReviewSchema } from "~/components/reviews/schema";
import { getReviewQueue, moderateListing } from "~/models/listing-review.server";
import { requireStaff } from "~/utils/auth.server";
import { refusalStatus } from "~/utils/errors";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDateTime, formatGBP } from "~/utils/format";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { loadEmailDelivery } from "./parts/email-delivery.server";
import { CLOSE_REPORT_INTENT, closeReport, loadListingReports } from "./parts/listing-reports.server";
import { loadPaymentsToRefund, refundPayment } from "./parts/payment-refunds.server";
import { loadSellerVerification, VERIFY_SELLER_INTENT, verifySeller } from "./parts/seller-verification.server";
import { hideReview, loadReviewsToModerate } from "./reviews.server";
import { queuePath, REFUND_PAYMENT_INTENT } from "./rules";
import { ModerationSchema, queuePageSchema, RefundPaymentSchema, REVIEW_QUEUE_PAGE_SIZE } from "./schema";

export async function moderationLoader({ request, context }: LoaderFunctionArgs) {
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
  const [sellers, reports, payments, emailDelivery] = await Promise.all([
    loadSellerVerification(request, supabase, headers),
    loadListingReports(request, supabase, headers),
    loadPaymentsToRefund(request, supabase, headers),
    loadEmailDelivery(supabase, headers),
  ]);
  // The forms' constraints, worked out here: their zod schemas load in the browser on first focus.
  const constraints = {
    decision: getZodConstraint(ModerationSchema),
    hideReview: getZodConstraint(HideReviewSchema),
    refund: getZodConstraint(RefundPaymentSchema),
  };
  // Prices and times in words here, so the page carries no formatting code.
  const listings = queue.listings.map((listing) => ({
    ...listing,
    priceText: listing.price_gbp === null ? "Not set" : formatGBP(listing.price_gbp),
    submittedOn: listing.submitted_at ? formatDateTime(listing.submitted_at) : null,
  }));
  return json({ ...queue, listings, page: pageNumber, pageCount, sellerReviews, sellers, reports, payments, emailDelivery, constraints }, { headers });
}

export async function moderationAction({ request, context }: ActionFunctionArgs) {
  await requireStaff(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "hide-review") return hideReview(request, context, formData);
  if (formData.get("intent") === VERIFY_SELLER_INTENT) return verifySeller(request, context, formData);
  if (formData.get("intent") === CLOSE_REPORT_INTENT) return closeReport(request, context, formData);
  if (formData.get("intent") === REFUND_PAYMENT_INTENT) return refundPayment(request, context, formData);
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
