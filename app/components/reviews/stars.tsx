import * as styles from "./reviews.css";

/** An average to one decimal, as every page shows it: 4.5, 4.0. */
export const formatRating = (average: number) => average.toFixed(1);

/**
 * Five stars, filled to the rating (rounded to the nearest whole star), with the rating in
 * words for screen readers: the stars themselves are decoration.
 */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `Rated ${formatRating(rating)} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" className={star > filled ? styles.starEmpty : undefined}>
          <path
            fill="currentColor"
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </span>
  );
}
