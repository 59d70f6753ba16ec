import { Link } from "@remix-run/react";
import type { CurrentPlan, Receipt } from "~/models/member-plan.server";
import { formatDate, formatGBP } from "~/utils/format";
import * as styles from "../styles.css";
import * as own from "./plan-and-receipts.css";

/**
 * The member's plan on their overview: its name, when it renews and, for a trade package,
 * the ads left of its allowance; without one, where to choose one.
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
            {`, since ${formatDate(plan.startedAt)}; renews ${formatDate(plan.renewsAt)}.`}
          </p>
          {plan.allowance !== null ? (
            <p>{`${plan.adsLeft ?? 0} of ${plan.allowance} ads left (live and awaiting review count).`}</p>
          ) : null}
          <Link to={isTrade ? "/trade-sellers" : "/buyers"}>Change plan</Link>
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

/** Account's receipts: every payment the member made, with amount (VAT included), date and reference. */
export function Receipts({ receipts }: { receipts: Array<Receipt & { vat: number }> }) {
  return (
    <section id="receipts" className={styles.subPanel} aria-labelledby="receipts-heading">
      <h3 id="receipts-heading" className={styles.subPanelTitle}>
        Payments and receipts
      </h3>
      {receipts.length ? (
        <ul className={own.list}>
          {receipts.map((receipt) => (
            <li key={receipt.id} className={own.row}>
              <span className={own.what}>{receipt.description}</span>
              <span>
                <strong>{formatGBP(receipt.amountPence / 100)}</strong>
                {` inc. VAT (VAT ${formatGBP(receipt.vat)})`}
                {receipt.status === "refunded" ? ", refunded" : null}
              </span>
              <span className={styles.muted}>
                {receipt.paidAt ? `${formatDate(receipt.paidAt)} · ` : null}
                Reference <code>{receipt.reference}</code>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No payments yet.</p>
      )}
    </section>
  );
}
