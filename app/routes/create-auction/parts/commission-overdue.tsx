import { Link } from "@remix-run/react";
import { CommissionCharge } from "~/components/commission-charge";
import * as page from "~/components/page.css";
import type { CommissionCharge as Charge, CommissionPayBy } from "~/models/own-auction.server";
import { formatDate, formatGBP } from "~/utils/format";
import * as styles from "../styles.css";

/**
 * What a seller with a commission unpaid past its due date sees instead of the form
 * (create_auction and the admin fee refuse them until it is paid: docs/payments.md
 * "Commission"): which sale, how much, since when, and the way to pay it, here.
 */
export function CommissionOverdue({ charge }: { charge: Charge & { payBy: CommissionPayBy } }) {
  const title = charge.auction_title ?? "an auction";
  return (
    <section className={`${page.card} ${page.stack}`} aria-labelledby="commission-overdue-heading">
      <h2 id="commission-overdue-heading" className={styles.cardTitle}>
        Pay your overdue commission first
      </h2>
      <p>
        Your commission of {formatGBP(charge.amount_pence / 100)} (VAT included) on &ldquo;{title}&rdquo; was due on{" "}
        <time dateTime={charge.due_at}>{formatDate(charge.due_at)}</time> and is unpaid. You can create another auction once it is
        paid.
      </p>
      <CommissionCharge charge={charge} title={title} from="create-auction" />
      <p className={styles.links}>
        <Link to="/dashboard?view=listings#my-auctions">See it in My Auctions</Link>
      </p>
    </section>
  );
}
