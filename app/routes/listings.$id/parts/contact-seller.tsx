import { Form, Link } from "@remix-run/react";
import { HeartIcon, MessageIcon, PhoneIcon, ShieldCheckIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import type { ListingDetail } from "~/models/listing.server";
import * as styles from "../styles.css";

const sellerTypeLabels = { trade_seller: "Trade seller", private_seller: "Private seller", buyer: "Member" } as const;

/**
 * The Contact Seller card (spec 01 §2). Call Seller and Save to Favorites post to this
 * page's action, which asks visitors to sign in first; Message Seller leads to this card,
 * where the message form will sit.
 */
export function ContactSeller({ listingId, seller }: { listingId: string; seller: ListingDetail["seller"] }) {
  const sellerName = seller?.company_name ?? seller?.full_name ?? "GenMarket seller";
  return (
    <section id="contact" className={styles.card} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={styles.sectionTitle}>
        Contact Seller
      </h2>
      {seller ? (
        <div className={styles.seller}>
          <p className={styles.sellerName}>{sellerName}</p>
          {seller.company_name && seller.full_name ? <p>{seller.full_name}</p> : null}
          <p className={styles.sellerMeta}>
            {[sellerTypeLabels[seller.user_type], seller.location].filter(Boolean).join(" · ")}
          </p>
          {seller.verified ? (
            <p className={styles.verified}>
              <ShieldCheckIcon width="16" height="16" />
              Verified seller
            </p>
          ) : null}
        </div>
      ) : null}
      <Form method="post" className={styles.contactActions}>
        <button type="submit" name="intent" value="call" className={button.primary}>
          <PhoneIcon />
          Call Seller
        </button>
        <Link to={`/listings/${listingId}#contact`} className={button.secondary}>
          <MessageIcon />
          Message Seller
        </Link>
        <button type="submit" name="intent" value="save" className={button.ghost}>
          <HeartIcon />
          Save to Favorites
        </button>
      </Form>
      <p className={styles.listingId}>
        Listing ID: <code>{listingId}</code>
      </p>
    </section>
  );
}

export function SafetyTips() {
  return (
    <section className={`${styles.card} ${styles.safety}`} aria-labelledby="safety-heading">
      <h2 id="safety-heading" className={styles.subTitle}>
        Buying safely
      </h2>
      <ul className={styles.safetyList}>
        <li>Inspect the generator in person before you pay.</li>
        <li>Ask for maintenance records and testing documentation.</li>
        <li>Consider a load test to check it delivers its rated output.</li>
      </ul>
    </section>
  );
}
