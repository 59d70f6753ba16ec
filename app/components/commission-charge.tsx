import { Form, useNavigation } from "@remix-run/react";
import type { CommissionCharge as Charge, CommissionPayBy } from "~/models/own-auction.server";
import { formatDate, formatGBP } from "~/utils/format";
import * as styles from "./commission-charge.css";
import { SubmitButton } from "./forms";
import { commissionBadge } from "./status-badge.css";
import { button } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

const stateLabels: Record<Charge["state"], string> = { due: "Due", overdue: "Overdue", paid: "Paid", refunded: "Refunded" };

/** Where the local provider's Pay commission form posts (the dashboard's action, which answers `back`). */
export const PAY_COMMISSION_ACTION = "/dashboard?view=listings";

/**
 * A sold auction's commission (docs/payments.md "Commission"): the commission and its VAT,
 * the due date, its state, and how to pay while unpaid: Stripe's invoice page, or the local
 * provider's form (a plain POST, so it works without JavaScript), or word that the invoice
 * is on its way. `from` says which page the form comes back to.
 */
export function CommissionCharge({
  charge,
  title,
  from,
}: {
  charge: Charge & { payBy: CommissionPayBy };
  title: string;
  from: "dashboard" | "billing" | "portal" | "create-auction";
}) {
  const navigation = useNavigation();
  const paying = navigation.state === "submitting" && navigation.formData?.get("paymentId") === charge.payment_id;
  const unpaid = charge.state === "due" || charge.state === "overdue";
  return (
    <div className={styles.commission}>
      <p className={styles.amounts}>
        Commission {formatGBP(charge.commission_pence / 100)} + VAT {formatGBP(charge.vat_pence / 100)} ={" "}
        <strong>{formatGBP(charge.amount_pence / 100)}</strong>
        {", "}
        {charge.state === "paid" && charge.paid_at ? (
          <>
            paid <time dateTime={charge.paid_at}>{formatDate(charge.paid_at)}</time>
          </>
        ) : (
          <>
            due by <time dateTime={charge.due_at}>{formatDate(charge.due_at)}</time>
          </>
        )}
      </p>
      <span className={commissionBadge[charge.state]}>
        <span className={visuallyHidden}>Commission </span>
        {stateLabels[charge.state]}
      </span>
      {!unpaid ? null : charge.payBy === "invoice" ? (
        <a href={charge.invoice_url!} className={button.secondary}>
          Pay commission<span className={visuallyHidden}> on {title}</span>
        </a>
      ) : charge.payBy === "form" ? (
        <Form method="post" action={PAY_COMMISSION_ACTION} className={styles.payForm}>
          <input type="hidden" name="paymentId" value={charge.payment_id} />
          <input type="hidden" name="from" value={from} />
          <SubmitButton variant="secondary" name="intent" value="pay-commission" pending={paying} pendingLabel="Paying...">
            Pay commission<span className={visuallyHidden}> on {title}</span>
          </SubmitButton>
        </Form>
      ) : (
        <span>Your invoice is on its way by email.</span>
      )}
    </div>
  );
}
