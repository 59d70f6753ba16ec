import type { ReviewSummary } from "~/models/seller-review.server";
import * as styles from "./reviews.css";
import { formatRating, Stars } from "./stars";

/** '12 reviews', '1 review'. */
export const reviewCount = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

/**
 * A seller's Rating Overview (docs/spec/02-auctions-and-seller-tools.md "Reviews tab"): the average to one decimal with the
 * count, and a bar per star from 5 to 1 (each bar's count in text too). 'No reviews yet.'
 * when there are none.
 */
export function RatingSummary({ summary }: { summary: Pick<ReviewSummary, "average" | "count" | "distribution"> }) {
  if (summary.count === 0 || summary.average === null) return <p className={styles.muted}>No reviews yet.</p>;
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageFigure}>
          {formatRating(summary.average)}
          <span className={styles.muted}> / 5</span>
        </p>
        <Stars rating={summary.average} />
        <p className={styles.muted}>{reviewCount(summary.count)}</p>
      </div>
      <ul className={styles.bars} aria-label="Ratings from 5 stars to 1">
        {summary.distribution.map(({ rating, count }) => (
          <li key={rating} className={styles.bar}>
            <span>
              {rating} {rating === 1 ? "star" : "stars"}
            </span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${Math.round((100 * count) / summary.count)}%` }} />
            </span>
            <span className={styles.barCount}>{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The one-line rating a card shows: '4.5 ★★★★★ (12 reviews)', or 'No reviews yet'. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span>No reviews yet</span>;
  return (
    <span>
      <strong>{formatRating(average)}</strong> <Stars rating={average} /> ({reviewCount(count)})
    </span>
  );
}
