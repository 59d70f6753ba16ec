import { useState } from "react";
import { ButtonLinks } from "~/components/button-links";
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
      <ButtonLinks
        className={styles.quickActions}
        links={[
          { to: "/sell-generator", label: "Create New Ad", variant: "primary" },
          { to: "/create-auction", label: "Create Auction", variant: "secondary" },
          { to: "/bulk-upload", label: "Bulk Upload", variant: "secondary" },
        ]}
      >
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
      </ButtonLinks>
      <Toaster toast={toast} />
    </section>
  );
}
