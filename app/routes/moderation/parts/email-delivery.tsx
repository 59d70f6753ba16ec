import type { EmailDeliveryView } from "./email-delivery.server";
import * as styles from "./seller-verification.css";

/** Email delivery at a glance: dead emails, the last error and when, and how many wait (docs/email.md). */
export function EmailDelivery({ view }: { view: EmailDeliveryView }) {
  return (
    <section id="email-delivery" className={styles.section} aria-labelledby="email-delivery-heading">
      <h2 id="email-delivery-heading" className={styles.title}>
        Email delivery
      </h2>
      <dl>
        <dt>Dead-lettered</dt>
        <dd>{view.dead === 0 ? "None" : `${view.dead} ${view.dead === 1 ? "email" : "emails"} could not be delivered`}</dd>
        <dt>Waiting to be sent</dt>
        <dd>{view.waiting}</dd>
        <dt>Last error</dt>
        <dd>{view.lastError ? `${view.lastError} (${view.lastErrorOn})` : "None"}</dd>
      </dl>
    </section>
  );
}
