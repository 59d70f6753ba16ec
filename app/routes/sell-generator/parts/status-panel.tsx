import { Link } from "@remix-run/react";
import * as styles from "../styles.css";

/**
 * Where a listing the wizard cannot change stands: pending review, expired (with Renew) or sold
 * (the words from the loader, wizard-view.server.ts statusPanelFor, so they stay off the page's script).
 */
export function StatusPanel({ title, text, action }: { title: string; text: string; action?: { label: string; to: string } }) {
  return (
    <section className={styles.statusPanel} aria-labelledby="listing-status-heading" role="status">
      <h2 id="listing-status-heading" className={styles.statusTitle}>
        {title}
      </h2>
      <p>{text}</p>
      <div className={styles.links}>
        {action ? <Link to={action.to}>{action.label}</Link> : null}
        <Link to="/dashboard?view=listings">My Listings</Link>
        <Link to="/sell-generator">List another generator</Link>
      </div>
    </section>
  );
}
