import { Link } from "@remix-run/react";
import type { PlanCardContent } from "~/content/plans";
import { CheckList } from "./check-list";
import * as styles from "./plan-card.css";
import { button } from "./ui/button.css";

/** A plan's card (from `planCard` in content/plans.ts); `chosen` marks the plan the visitor picked (e.g. on /auth?plan=…). */
export function PlanCard({ plan, chosen = false }: { plan: PlanCardContent; chosen?: boolean }) {
  const { amount, period, vat } = plan.price;
  const headingId = `plan-${plan.id}`;
  const highlighted = chosen || plan.popular;
  return (
    <article
      className={`${styles.card} ${highlighted ? styles.popular : ""}`}
      aria-labelledby={headingId}
      aria-current={chosen ? "true" : undefined}
    >
      {chosen ? <p className={styles.badge}>Your Choice</p> : plan.popular ? <p className={styles.badge}>Most Popular</p> : null}
      <h3 id={headingId} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.price} data-price-plan={plan.id}>
        <span className={styles.amount}>{amount}</span>
        {period ? <span className={styles.period}>{period}</span> : null}
        {vat ? <span className={styles.vat}>{vat}</span> : null}
      </p>
      {plan.priceNote ? <p className={styles.note}>{plan.priceNote}</p> : null}
      <p className={styles.description}>{plan.description}</p>
      {plan.adAllowance ? <p className={styles.allowance}>{plan.adAllowance}</p> : null}
      <CheckList items={plan.features} />
      <Link to={plan.link} className={`${highlighted ? button.primary : button.secondary} ${styles.cta}`}>
        {plan.cta}
      </Link>
    </article>
  );
}

/** Plans side by side; one column on phones. */
export function PlanGrid({ plans, chosenId }: { plans: PlanCardContent[]; chosenId?: string }) {
  return (
    <ul className={styles.grid}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} chosen={plan.id === chosenId} />
        </li>
      ))}
    </ul>
  );
}
