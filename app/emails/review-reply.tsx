import { z } from "zod";
import { sellerDisplayName } from "~/models/listing-rules";
import { eventEmail } from "./event-email";

/**
 * A seller replied to the buyer's review (reply_to_seller_review, supabase/schemas/60-reviews.sql):
 * the reply quoted as written, and a link to the seller's page where both are shown.
 */
const data = z.object({
  reviewId: z.string().uuid(),
  sellerId: z.string().uuid(),
  sellerFullName: z.string().nullable(),
  sellerCompanyName: z.string().nullable(),
  subjectTitle: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  reply: z.string(),
});

const sellerName = (review: z.infer<typeof data>) => sellerDisplayName({ full_name: review.sellerFullName, company_name: review.sellerCompanyName });

export const reviewReply = eventEmail({
  data,
  subject: (review) => `${sellerName(review)} replied to your review`,
  blocks: (review) => [
    { paragraph: `${sellerName(review)} replied to your ${review.rating}-star review${review.subjectTitle ? ` about ${review.subjectTitle}` : ""}:` },
    { quote: review.reply },
  ],
  action: () => "See the reply",
  link: (review) => `/seller/${review.sellerId}`,
});
