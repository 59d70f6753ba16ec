import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { HideReviewSchema } from "~/components/reviews/schema";
import { getReviewsForModeration, hideSellerReview } from "~/models/seller-review.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDate } from "~/utils/format";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";

/** Seller reviews staff look over: the latest, hidden ones too (with their reason). */
export const REVIEWS_TO_MODERATE = 20;

/** A review as the page lists it: the dates in words. */
export type ReviewToModerate = Awaited<ReturnType<typeof loadReviewsToModerate>>[number];

export async function loadReviewsToModerate(supabase: SupabaseClient, headers: Headers) {
  const { reviews, error } = await getReviewsForModeration(supabase, { limit: REVIEWS_TO_MODERATE });
  if (error) failedToLoad("moderation: loading seller reviews", error, headers);
  // The dates in words here, so the page carries no date code.
  return reviews.map((review) => ({
    ...review,
    createdOn: formatDate(review.created_at),
    hiddenOn: review.hidden_at ? formatDate(review.hidden_at) : null,
  }));
}

/** What the hide form answers when it does not redirect: the review it was for and conform's result. */
export type HideReviewAnswer = { reviewId: string; result: SubmissionResult<string[]> };

/**
 * Hide a review that breaks the rules (intent hide-review): hide_seller_review decides (staff
 * only, a reason of 10 to 500 characters, not hidden already). Back to the queue's reviews
 * with a toast, or the form again with why.
 */
export async function hideReview(request: Request, context: AppLoadContext, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const reviewId = String(formData.get("reviewId") ?? "");
  const submission = parseWithZod(formData, { schema: HideReviewSchema });
  const answer = (hideReviewAnswer: HideReviewAnswer, status: number) => json({ hideReview: hideReviewAnswer }, { status, headers });
  if (submission.status !== "success") return answer({ reviewId, result: submission.reply() }, 400);
  const { error } = await hideSellerReview(supabase, submission.value.reviewId, submission.value.reason);
  if (error) {
    const failure = failedToSave("moderation: hiding a review", error);
    return answer({ reviewId, result: submission.reply({ formErrors: [failure.message] }) }, failure.status);
  }
  return getToastUtils(request, context).redirectWithSuccess(
    "/moderation#seller-reviews",
    { message: "Review hidden", description: "It no longer shows or counts anywhere; the buyer and the seller see your reason." },
    { headers },
  );
}
