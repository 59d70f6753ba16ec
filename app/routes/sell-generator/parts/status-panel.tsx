import { Link } from "@remix-run/react";
import * as styles from "../styles.css";

const panels: Record<string, { title: string; text: string }> = {
  pending: {
    title: "Pending review",
    text: "Your listing has been submitted. Our team reviews new listings within 24 hours, and it goes live as soon as it is approved. It cannot be changed while it is being reviewed.",
  },
  expired: { title: "Expired", text: "This listing's period has ended, so buyers no longer see it." },
  sold: { title: "Sold", text: "This listing is marked as sold, so buyers no longer see it." },
};

/** Where a listing the wizard cannot change stands: pending review, expired or sold. */
export function StatusPanel({ status }: { status: string }) {
  const panel = panels[status] ?? { title: status, text: "" };
  return (
    <section className={styles.statusPanel} aria-labelledby="listing-status-heading" role="status">
      <h2 id="listing-status-heading" className={styles.statusTitle}>
        {panel.title}
      </h2>
      <p>{panel.text}</p>
      <div className={styles.links}>
        <Link to="/dashboard?view=listings">My Listings</Link>
        <Link to="/sell-generator">List another generator</Link>
      </div>
    </section>
  );
}
