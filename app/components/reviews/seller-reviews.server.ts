import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { getSellerReviews, replyToSellerReview } from "~/models/seller-review.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { ReviewReplySchema } from "./schema";

/*
 * A seller's own reviews with a reply form under each one unanswered, for any page that shows
 * them (the dashboard's Reviews view, the sellers portal's reviews tab): the loader calls
 * loadSellerReviews, the action answers REPLY_REVIEW_INTENT with replyToReview, and the page
 * renders SellerReviews. The reply comes back to the page it was posted from.
 */

/** How many of their latest reviews the seller's Reviews view lists (seller_review_summary's most). */
const REVIEWS_SHOWN = 100;

/** The seller's rating, their latest reviews (each with a reply form until answered) and the reply form's constraints (its schema loads in the browser on first focus). */
export async function loadSellerReviews(supabase: SupabaseClient, user: SessionUser, headers: Headers) {
  const { summary, error } = await getSellerReviews(supabase, user.id, { limit: REVIEWS_SHOWN });
  if (error) failedToLoad("loading the seller's own reviews", error, headers);
  return { summary, publicHref: `/seller/${user.id}#reviews`, replyConstraint: getZodConstraint(ReviewReplySchema) };
}

/** What the reply form answers when it does not redirect: the review it was for and conform's result. */
export type ReviewReplyAnswer = { reviewId: string; result: SubmissionResult<string[]> };

/**
 * The seller's one public reply to a review (reply_to_seller_review decides: their own
 * review, not answered yet). Back to the page it came from with a toast, or the form again with why.
 */
export async function replyToReview(request: Request, context: AppLoadContext, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const reviewId = String(formData.get("reviewId") ?? "");
  const submission = parseWithZod(formData, { schema: ReviewReplySchema });
  const answer = (reviewReply: ReviewReplyAnswer, status: number) => json({ reviewReply }, { status, headers });
  if (submission.status !== "success") return answer({ reviewId, result: submission.reply() }, 400);
  const { error } = await replyToSellerReview(supabase, submission.value.reviewId, submission.value.reply);
  if (error) {
    const failure = failedToSave("replying to a review", error);
    return answer({ reviewId, result: submission.reply({ formErrors: [failure.message] }) }, failure.status);
  }
  const url = new URL(request.url);
  return getToastUtils(request, context).redirectWithSuccess(
    `${url.pathname}${url.search}#review-${submission.value.reviewId}`,
    { message: "Reply posted", description: "Your reply now shows under the review on your public page." },
    { headers },
  );
}
