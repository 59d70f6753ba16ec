import { z } from "zod";
import { eventEmail } from "./event-email";

/**
 * A buyer reviewed the seller (leave_seller_review, supabase/schemas/60-reviews.sql): the
 * rating, the comment quoted as written, and a link to the Reviews view where they reply.
 */
const data = z.object({
  reviewId: z.string().uuid(),
  buyerName: z.string(),
  subjectTitle: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
});

export const reviewReceived = eventEmail({
  data,
  subject: (review) => `${review.buyerName} left you a ${review.rating}-star review`,
  blocks: (review) => [
    { paragraph: `${review.buyerName} reviewed you${review.subjectTitle ? ` about ${review.subjectTitle}` : ""}.` },
    { facts: [["Rating", `${review.rating} out of 5`]] },
    ...(review.comment ? [{ quote: review.comment }] : []),
    { paragraph: "You can reply once, publicly, under the review." },
  ],
  action: () => "Reply to the review",
  link: () => "/dashboard?view=reviews",
});
