import { CommissionCharge } from "~/components/commission-charge";
import type { CurrentPlan } from "~/models/member-plan.server";
import type { CommissionCharge as Charge, CommissionPayBy } from "~/models/own-auction.server";
import type { ReceiptSummary } from "~/models/receipt.server";
import * as styles from "../styles.css";
import { PlanCard, ReceiptList } from "./plan-and-receipts";
import * as own from "./plan-and-receipts.css";

/**
 * The Billing view: the member's plan (its renewal, trial or end, Cancel at period end and
 * Manage card: docs/payments.md "Weekly plans"), the commission invoices still to pay
 * (docs/payments.md "Commission"), and their payments, each with its receipt
 * (docs/payments.md "Receipts"). Loaded when shown (the route's lazy import,
 * docs/decisions/007-views-load-when-shown.md).
 */
export default function BillingView({
  receipts,
  invoicesToPay,
  plan,
  isTrade,
}: {
  receipts: ReceiptSummary[];
  invoicesToPay: Array<Charge & { payBy: CommissionPayBy }>;
  plan: CurrentPlan | null;
  isTrade: boolean;
}) {
  return (
    <>
      <PlanCard plan={plan} isTrade={isTrade} />
      {invoicesToPay.length ? (
        <section className={styles.subPanel} aria-labelledby="invoices-heading">
          <h3 id="invoices-heading" className={styles.subPanelTitle}>
            Commission to pay
          </h3>
          <ul className={own.list} aria-label="Commission to pay">
            {invoicesToPay.map((charge) => {
              const title = charge.auction_title ?? "your auction";
              return (
                <li key={charge.payment_id}>
                  <p className={own.invoiceTitle}>On the sale of {title}</p>
                  <CommissionCharge charge={charge} title={title} from="billing" />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <ReceiptList receipts={receipts} />
    </>
  );
}
