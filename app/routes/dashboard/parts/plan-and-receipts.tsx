import { Form, Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import type { CurrentPlan } from "~/models/member-plan.server";
import type { ReceiptSummary } from "~/models/receipt.server";
import { formatDate } from "~/utils/format";
import { formatPence, receiptHref } from "~/utils/receipts";
import * as styles from "../styles.css";
import * as own from "./plan-and-receipts.css";
import { dashboardHref } from "./views";

/**
 * The member's plan on their overview and Billing: its name, when it renews (or its trial or
 * the plan ends), a failed renewal's grace and, for a trade package, the ads left of its
 * allowance; Cancel at period end for a plan that renews, and Manage card with Stripe
 * (docs/payments.md "Weekly plans"); without a plan, where to choose one.
 */
export function PlanCard({ plan, isTrade }: { plan: CurrentPlan | null; isTrade: boolean }) {
  return (
    <section className={styles.subPanel} aria-labelledby="plan-heading">
      <h3 id="plan-heading" className={styles.subPanelTitle}>
        Your plan
      </h3>
      {plan ? (
        <>
          <p>
            <strong>{plan.name}</strong>
            {`, since ${formatDate(plan.startedAt)}; ${planPeriodText(plan)}.`}
          </p>
          {plan.graceUntil && !plan.cancelAtPeriodEnd ? (
            <p role="alert">{`Your last weekly payment did not go through. Update your card by ${formatDate(plan.graceUntil)} to keep your plan; after that it ends and listings over the free allowance are paused.`}</p>
          ) : null}
          {plan.allowance !== null ? (
            <p>{`${plan.adsLeft ?? 0} of ${plan.allowance} ads left (live and awaiting review count).`}</p>
          ) : null}
          <Link to={isTrade ? "/trade-sellers" : "/buyers"}>Change plan</Link>
          {plan.provider && !plan.cancelAtPeriodEnd ? (
            <Form method="post" action={dashboardHref("billing")} className={own.planForm}>
              <input type="hidden" name="intent" value="cancel-plan" />
              <button type="submit" className={button.secondary}>
                Cancel at period end
              </button>
              <span className={styles.muted}>{`Your plan stays until ${formatDate(plan.renewsAt)}; nothing more is charged.`}</span>
            </Form>
          ) : null}
          {plan.provider === "stripe" ? (
            <Form method="post" action={dashboardHref("billing")} className={own.planForm}>
              <input type="hidden" name="intent" value="manage-card" />
              <button type="submit" className={button.ghost}>
                Manage card
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>
            {isTrade
              ? "No trade package yet: choose one to publish listings."
              : "You are on the free plan."}
          </p>
          <Link to={isTrade ? "/trade-sellers" : "/buyers"}>{isTrade ? "Choose a trade package" : "See Priority Buyer"}</Link>
        </>
      )}
    </section>
  );
}

/** When the plan's period ends, as the member needs to know it: the trial's end, the plan's end once cancelled, or the renewal. */
function planPeriodText(plan: CurrentPlan) {
  if (plan.cancelAtPeriodEnd) return `cancelled: ends on ${formatDate(plan.renewsAt)}`;
  if (plan.trialEndsAt) return `free trial until ${formatDate(plan.trialEndsAt)}, then renews weekly`;
  return `renews ${formatDate(plan.renewsAt)}`;
}

/**
 * The Billing view's list: every payment the member made (listing fees, upgrades, auction
 * fees, plans), newest first, each with its receipt (docs/payments.md "Receipts").
 */
export function ReceiptList({ receipts }: { receipts: ReceiptSummary[] }) {
  if (!receipts.length) return <p className={styles.muted}>No payments yet. Receipts for your listing fees, upgrades, auction fees, plans and commission appear here.</p>;
  return (
    <ul className={own.list} aria-label="Receipts">
      {receipts.map((receipt) => (
        <li key={receipt.id} className={own.row}>
          <span className={own.when}>{formatDate(receipt.paidAt)}</span>
          <span className={own.what}>{receipt.description}</span>
          <span className={own.number}>{receipt.number}</span>
          <span className={own.total}>
            <strong>{formatPence(receipt.totalPence)}</strong>
            {receipt.refundState ? ` (${receipt.refundState})` : null}
          </span>
          <Link to={receiptHref(receipt.id)} className={own.link} aria-label={`Receipt ${receipt.number}: ${receipt.description}`}>
            View receipt
          </Link>
        </li>
      ))}
    </ul>
  );
}
