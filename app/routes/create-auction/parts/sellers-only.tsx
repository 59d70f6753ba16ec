import { ButtonLinks } from "~/components/button-links";
import * as page from "~/components/page.css";
import * as styles from "../styles.css";

/** What a signed-in member who is not a seller (a buyer) sees instead of the form. */
export function SellersOnly() {
  return (
    <section className={`${page.card} ${page.stack}`} aria-labelledby="sellers-only-heading">
      <h2 id="sellers-only-heading" className={styles.cardTitle}>
        Auctions are for sellers
      </h2>
      <p>
        You are signed in with a buyer account. Creating an auction needs a private or trade seller account: see how selling on
        GenMarket works and what it costs.
      </p>
      <ButtonLinks
        className={styles.links}
        links={[
          { to: "/private-sellers", label: "Become a seller", variant: "primary" },
          { to: "/auctions", label: "Browse auctions", variant: "secondary" },
        ]}
      />
    </section>
  );
}
