import type { ReactNode } from "react";
import type { SellerReview } from "~/models/seller-review.server";
import { formatDate } from "~/utils/format";
import * as styles from "./reviews.css";
import { Stars } from "./stars";

/**
 * Recent Reviews (docs/spec/02-auctions-and-seller-tools.md): each with the buyer's name or 'Unknown buyer', the stars, the
 * model reviewed, the comment or 'No comment left.', the date (en-GB) and the seller's
 * public reply under it. `replySlot` lets the seller's own view put a reply form under each
 * review still unanswered.
 */
export function ReviewList({
  reviews,
  replySlot,
  emptyText = "No reviews yet.",
}: {
  reviews: SellerReview[];
  replySlot?: (review: SellerReview) => ReactNode;
  emptyText?: string;
}) {
  if (reviews.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ol className={styles.list} aria-label="Recent reviews">
      {reviews.map((review) => (
        <li key={review.id} id={`review-${review.id}`}>
          <article className={styles.review} aria-label={`Review by ${review.buyerName ?? "Unknown buyer"}`}>
            <div className={styles.reviewHeader}>
              <p className={styles.buyer}>{review.buyerName ?? "Unknown buyer"}</p>
              <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
            </div>
            <p className={styles.meta}>
              {review.model ? <>{review.model} · </> : null}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
            </p>
            {review.comment ? <p className={styles.comment}>{review.comment}</p> : <p className={styles.noComment}>No comment left.</p>}
            {review.sellerReply ? (
              <div className={styles.reply}>
                <p className={styles.replyTitle}>
                  Reply from the seller
                  {review.sellerRepliedAt ? (
                    <>
                      {" "}
                      · <time dateTime={review.sellerRepliedAt}>{formatDate(review.sellerRepliedAt)}</time>
                    </>
                  ) : null}
                </p>
                <p className={styles.comment}>{review.sellerReply}</p>
              </div>
            ) : (
              replySlot?.(review)
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
