import { Link } from "@remix-run/react";
import * as styles from "../styles.css";

/**
 * Account's Two-step sign-in (docs/accounts.md), for sellers and staff: whether it is on, and
 * the way to its own page (/dashboard/two-step), where it is set up or turned off; its words
 * come from the loader (two-step-panel.server.ts).
 */
export function TwoStepPanel({ text, linkLabel }: { text: string; linkLabel: string }) {
  return (
    <section id="two-step" className={styles.subPanel} aria-labelledby="two-step-heading">
      <h3 id="two-step-heading" className={styles.subPanelTitle}>
        Two-step sign-in
      </h3>
      <p>{text}</p>
      <Link to="/dashboard/two-step">{linkLabel}</Link>
    </section>
  );
}
