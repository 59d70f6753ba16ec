import { Stars, formatRating } from "~/components/reviews/stars";
import type { SellerCard } from "~/models/seller-page.server";
import * as styles from "../styles.css";

/** The name a seller's page goes by (spec 02 "Profile header": 'Unknown Seller' when there is none). */
export function sellerName(card: Pick<SellerCard, "full_name" | "company_name">) {
  return card.company_name?.trim() || card.full_name?.trim() || "Unknown Seller";
}

const memberSince = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" });

/** '25 minutes', 'about 3 hours', 'about 2 days'. */
function responseTime(minutes: number) {
  if (minutes < 60) return `${Math.max(1, minutes)} minutes`;
  if (minutes < 48 * 60) return `about ${Math.round(minutes / 60)} ${Math.round(minutes / 60) === 1 ? "hour" : "hours"}`;
  return `about ${Math.round(minutes / 1440)} days`;
}

/**
 * TODO(merge): use components/seller/profile-header (the sellers portal's shared header, fed
 * by the same seller_profile_card). This minimal one shows the same public fields: photo,
 * name, company, location, member since, and the stats strip (rating, active listings,
 * response time, Verified or Pending). No phone, email or address.
 */
export function SellerHeader({ card }: { card: SellerCard }) {
  const name = sellerName(card);
  const personName = card.full_name?.trim();
  return (
    <header className={styles.header}>
      {card.image_url ? (
        <img src={card.image_url} alt="" width={80} height={80} className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className={styles.identity}>
        <h1 className={styles.name}>{name}</h1>
        {card.company_name && personName ? <p className={styles.muted}>{personName}</p> : null}
        <p className={styles.muted}>
          {[card.location, `Member since ${memberSince.format(new Date(card.member_since))}`].filter(Boolean).join(" · ")}
        </p>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Rating</dt>
          <dd className={styles.statValue}>
            {card.rating_average === null ? (
              "No reviews yet"
            ) : (
              <>
                {formatRating(card.rating_average)} <Stars rating={card.rating_average} /> ({card.review_count})
              </>
            )}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Active listings</dt>
          <dd className={styles.statValue}>{card.active_listings}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Typical response</dt>
          <dd className={styles.statValue}>{card.median_response_minutes === null ? "Not enough messages yet" : responseTime(card.median_response_minutes)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Status</dt>
          <dd className={styles.statValue}>{card.verified ? "Verified" : "Pending"}</dd>
        </div>
      </dl>
    </header>
  );
}
