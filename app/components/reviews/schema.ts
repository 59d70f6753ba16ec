import * as z from "zod";
import { optionalText, recordId, requiredText } from "~/utils/validation";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, REVIEW_TEXT_MAX } from "./limits";

export { HIDE_REASON_MAX, HIDE_REASON_MIN, REPLY_REVIEW_INTENT, REVIEW_TEXT_MAX } from "./limits";

// The review forms' rules, shared by the browser (loaded on first use) and the server.

const SUBJECT_MESSAGE = "Choose the listing or auction your review is about";
const RATING_MESSAGE = "Choose a rating from 1 to 5 stars";

/** 'listing:{id}' or 'auction:{id}': what a review is about, as the form's one field. */
const reviewSubject = z
  .string({ error: SUBJECT_MESSAGE })
  .regex(/^(listing|auction):[0-9a-fA-F-]{36}$/, SUBJECT_MESSAGE)
  .transform((value) => {
    const [kind, id] = value.split(":") as ["listing" | "auction", string];
    return { listingId: kind === "listing" ? id : null, auctionId: kind === "auction" ? id : null };
  });

export const subjectValue = (subject: { listingId: string | null; auctionId: string | null }) =>
  subject.listingId ? `listing:${subject.listingId}` : `auction:${subject.auctionId}`;

export const ReviewSchema = z.object({
  subject: reviewSubject,
  rating: z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
  comment: optionalText("Your comment", REVIEW_TEXT_MAX),
});

/** The seller's one reply to a review (dashboard, intent reply-review). */
export const ReviewReplySchema = z.object({
  reviewId: recordId,
  reply: requiredText("Your reply", REVIEW_TEXT_MAX),
});

/** Staff hide a review with the reason (moderation, intent hide-review). */
export const HideReviewSchema = z.object({
  reviewId: recordId,
  reason: requiredText("The reason", HIDE_REASON_MAX).refine(
    (reason) => reason.length >= HIDE_REASON_MIN,
    `The reason must be at least ${HIDE_REASON_MIN} characters`,
  ),
});
