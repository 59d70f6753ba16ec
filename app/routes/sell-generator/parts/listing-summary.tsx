import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ListingPhoto } from "~/components/listing-photo";
import * as photoStyles from "~/components/photo-grid.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "../styles.css";
import type { SummarySection } from "../wizard-view.server";
import type { WizardPhoto } from "./photos-step";

/**
 * Everything entered, as buyers and the review team will read it (the words from the loader:
 * listingSummary); photos in their order. With `editHref` (the Review step) each section has
 * an Edit link to its step, where everything entered is kept (each step saves to the draft).
 */
export function ListingSummary({ sections, photos, editHref }: { sections: SummarySection[]; photos: WizardPhoto[]; editHref?: (step: number) => string }) {
  const heading = (id: string, title: string, step: number, text: ReactNode = title) => (
    <div className={styles.summaryHeadingRow}>
      <h3 id={id} className={styles.summaryHeading}>
        {text}
      </h3>
      {editHref ? (
        <Link to={editHref(step)}>
          Edit<span className={visuallyHidden}> {title}</span>
        </Link>
      ) : null}
    </div>
  );
  return (
    <div className={styles.summary}>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`summary-${section.title}`}>
          {heading(`summary-${section.title}`, section.title, section.step)}
          <dl className={styles.summaryList}>
            {section.rows.map(({ label, value }) => (
              <div key={label} className={styles.summaryRow}>
                <dt>{label}</dt>
                <dd>{value ?? "Not given"}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="summary-photos">
        {heading("summary-photos", "Photos", 3, `Photos (${photos.length})`)}
        {photos.length ? (
          <ol className={photoStyles.photoGrid}>
            {photos.map((photo, index) => (
              <li key={photo.id} className={photoStyles.photoItem}>
                <ListingPhoto
                  src={photo.url}
                  alt={photo.alt ?? (index === 0 ? "Photo 1, the cover" : `Photo ${index + 1}`)}
                  className={photoStyles.photo}
                  width={320}
                  height={240}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p>No photos yet.</p>
        )}
      </section>
    </div>
  );
}
