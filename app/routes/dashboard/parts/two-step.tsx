import { Link } from "@remix-run/react";
import { formatDate } from "~/utils/format";
import * as styles from "../styles.css";

/**
 * Account's Two-step sign-in (docs/accounts.md), for sellers and staff: whether it is on, and
 * the way to its own page (/dashboard/two-step), where it is set up or turned off.
 */
export function TwoStepPanel({ enrolledAt, staff }: { enrolledAt: string | null; staff: boolean }) {
  return (
    <section id="two-step" className={styles.subPanel} aria-labelledby="two-step-heading">
      <h3 id="two-step-heading" className={styles.subPanelTitle}>
        Two-step sign-in
      </h3>
      <p>
        {enrolledAt
          ? `On since ${formatDate(enrolledAt)}: signing in asks for your password and a code from your authenticator app.`
          : staff
            ? "Staff pages need two-step sign-in: a code from an authenticator app on your phone as well as your password."
            : "Keep your account safe even if someone learns your password: signing in will also ask for a code from an authenticator app on your phone."}
      </p>
      <Link to="/dashboard/two-step">{enrolledAt ? "Turn off two-step sign-in" : "Set up two-step sign-in"}</Link>
    </section>
  );
}
