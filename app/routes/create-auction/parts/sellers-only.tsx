import * as page from "~/components/page.css";
import { SellersOnlyNote } from "~/components/sellers-only-note";
import * as styles from "../styles.css";

/** What a signed-in member who is not a seller (a buyer) sees instead of the form. */
export function SellersOnly() {
  return (
    <SellersOnlyNote
      classNames={{ card: `${page.card} ${page.stack}`, title: styles.cardTitle, links: styles.links }}
      title="Auctions are for sellers"
      links={[
        { to: "/private-sellers", label: "Become a seller", variant: "primary" },
        { to: "/auctions", label: "Browse auctions", variant: "secondary" },
      ]}
    >
      You are signed in with a buyer account. Creating an auction needs a private or trade seller account: see how selling on
      GenMarket works and what it costs.
    </SellersOnlyNote>
  );
}
