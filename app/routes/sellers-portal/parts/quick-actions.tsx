import { Link } from "@remix-run/react";
import { useState } from "react";
import { button } from "~/components/ui/button.css";
import { Toaster, type ToastData } from "~/components/ui/toast";
import * as styles from "../styles.css";

/**
 * Quick Actions (docs/spec/02-auctions-and-seller-tools.md §2): Create New Ad, Create Auction, Bulk Upload and Download
 * Template (a plain download link; with JavaScript it also says 'Template Downloaded').
 */
export function QuickActions({ templateFilename }: { templateFilename: string }) {
  const [toast, setToast] = useState<ToastData | null>(null);
  return (
    <section className={styles.card} aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className={styles.cardTitle}>
        Quick Actions
      </h2>
      <div className={styles.quickActions}>
        <Link to="/sell-generator" className={button.primary}>
          Create New Ad
        </Link>
        <Link to="/create-auction" className={button.secondary}>
          Create Auction
        </Link>
        <Link to="/bulk-upload" className={button.secondary}>
          Bulk Upload
        </Link>
        <a
          href={`/sellers-portal/${templateFilename}`}
          download={templateFilename}
          className={button.secondary}
          onClick={() =>
            setToast({ type: "success", message: "Template Downloaded", description: `${templateFilename}: fill in one generator per row.` })
          }
        >
          Download Template
        </a>
      </div>
      <Toaster toast={toast} />
    </section>
  );
}
