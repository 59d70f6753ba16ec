import { SellersOnlyNote } from "~/components/sellers-only-note";
import * as styles from "../styles.css";

/** What a signed-in member who is not a seller (a buyer) sees instead of the upload. */
export function SellersOnly() {
  return (
    <SellersOnlyNote
      classNames={{ card: styles.card, title: styles.cardTitle, links: styles.actions }}
      title="Bulk upload is for sellers"
      links={[
        { to: "/signup?account=dealer", label: "Become a seller", variant: "primary" },
        { to: "/trade-sellers", label: "Selling as a dealer", variant: "secondary" },
      ]}
    >
      You are signed in with a buyer account. Uploading listings from a CSV file needs a trade seller (dealer) or private seller
      account.
    </SellersOnlyNote>
  );
}
