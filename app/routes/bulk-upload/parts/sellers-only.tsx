import { ButtonLinks } from "~/components/button-links";
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
      <ButtonLinks
        className={styles.actions}
        links={[
          { to: "/signup?account=dealer", label: "Become a seller", variant: "primary" },
          { to: "/trade-sellers", label: "Selling as a dealer", variant: "secondary" },
        ]}
      />
    </section>
  );
}
