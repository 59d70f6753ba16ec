import { Link } from "@remix-run/react";
import { Avatar } from "~/components/profile/avatar";
import { button } from "~/components/ui/button.css";
import type { SellerCard } from "~/models/seller.server";
import { formatMonthYear, formatNumber, formatResponseTime } from "~/utils/format";
import * as styles from "./profile-header.css";

/** The portal's profile tab, where the photo is uploaded (the `own` header is the portal's). */
export const PROFILE_PHOTO_HREF = "/sellers-portal?tab=profile#profile";

/**
 * A seller's profile header (docs/spec/02-auctions-and-seller-tools.md "Profile header"), from seller_profile_card's answer
 * (models/seller.server.ts getSellerCard): photo, name ('Unknown Seller' without one),
 * company, location, member since, and the stats strip (rating and reviews, active listings,
 * median response time, Verified or Pending). The `own` variant (the sellers portal) adds
 * Upload/Change Photo and View Public Profile; the public seller page mounts the `public` one
 * with its name as the page's h1.
 */
export function ProfileHeader({
  card,
  variant,
  headingLevel = variant === "own" ? 2 : 1,
}: {
  card: SellerCard;
  variant: "own" | "public";
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const name = card.full_name?.trim() || "Unknown Seller";
  return (
    <section className={styles.header} aria-labelledby={`seller-${card.id}-name`}>
      <div className={styles.identity}>
        <div className={styles.photoColumn}>
          <Avatar url={card.image_url} name={name} size={88} alt={name} />
          {variant === "own" ? (
            <Link to={PROFILE_PHOTO_HREF} className={styles.photoLink}>
              {card.image_url ? "Change Photo" : "Upload Photo"}
            </Link>
          ) : null}
        </div>
        <div className={styles.names}>
          <Heading id={`seller-${card.id}-name`} className={styles.name}>
            {name}
          </Heading>
          {card.company_name ? <p className={styles.company}>{card.company_name}</p> : null}
          <p className={styles.meta}>
            {card.location ? <span>{card.location}</span> : null}
            <span>Member since {formatMonthYear(card.member_since)}</span>
          </p>
        </div>
        {variant === "own" ? (
          <Link to={`/seller/${card.id}`} className={`${button.secondary} ${styles.publicLink}`}>
            View Public Profile
          </Link>
        ) : null}
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Rating</dt>
          <dd className={styles.statValue}>
            {card.rating_average === null || card.review_count === 0
              ? "No reviews yet"
              : `${card.rating_average.toFixed(1)} (${formatNumber(card.review_count)} ${card.review_count === 1 ? "review" : "reviews"})`}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Active listings</dt>
          <dd className={styles.statValue}>{formatNumber(card.active_listings)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Response time</dt>
          <dd className={styles.statValue}>{responseTime(card.median_response_minutes)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Status</dt>
          <dd className={`${styles.statValue} ${card.verified ? styles.verified : styles.pending}`}>
            {card.verified ? "Verified" : "Pending"}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The median time to a first reply in words (formatResponseTime); "Not enough messages yet" until seller_profile_card counts one. */
export function responseTime(minutes: number | null) {
  return minutes === null ? "Not enough messages yet" : formatResponseTime(minutes);
}
