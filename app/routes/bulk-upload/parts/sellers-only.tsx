import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import * as styles from "../styles.css";

/** What a signed-in member who is not a seller (a buyer) sees instead of the upload. */
export function SellersOnly() {
  return (
    <section className={styles.card} aria-labelledby="sellers-only-heading">
      <h2 id="sellers-only-heading" className={styles.cardTitle}>
        Bulk upload is for sellers
      </h2>
      <p>
        You are signed in with a buyer account. Uploading listings from a CSV file needs a trade seller (dealer) or private seller
        account.
      </p>
      <div className={styles.actions}>
        <Link to="/signup?account=dealer" className={button.primary}>
          Become a seller
        </Link>
        <Link to="/trade-sellers" className={button.secondary}>
          Selling as a dealer
        </Link>
      </div>
    </section>
  );
}
