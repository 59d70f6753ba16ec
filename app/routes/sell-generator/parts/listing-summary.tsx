import { ListingPhoto } from "~/components/listing-photo";
import * as photoStyles from "~/components/photo-grid.css";
import * as styles from "../styles.css";
import type { SummarySection } from "../wizard-view.server";
import type { WizardPhoto } from "./photos-step";

/** Everything entered, as buyers and the review team will read it (the words from the loader: listingSummary); photos in their order. */
export function ListingSummary({ sections, photos }: { sections: SummarySection[]; photos: WizardPhoto[] }) {
  return (
    <div className={styles.summary}>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`summary-${section.title}`}>
          <h3 id={`summary-${section.title}`} className={styles.summaryHeading}>
            {section.title}
          </h3>
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
        <h3 id="summary-photos" className={styles.summaryHeading}>
          Photos ({photos.length})
        </h3>
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
