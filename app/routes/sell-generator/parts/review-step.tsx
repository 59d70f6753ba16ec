import { Link } from "@remix-run/react";
import { wizardPath } from "../steps";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
import { BuyerPreviewCard } from "./buyer-preview";
import { ListingSummary } from "./listing-summary";
import type { WizardPhoto } from "./photos-step";
import { StepForm } from "./step-form";

export function ReviewStep({
  listingId,
  photos,
  error,
  live,
  view,
}: {
  listingId: string;
  photos: WizardPhoto[];
  error?: string;
  live: boolean;
  /**
   * From the loader: what SQL says the listing still lacks (listing_missing_fields), each with
   * its step; what Publish costs, in words (the option it pays for, an option already paid for,
   * or a trade seller's package: no fee); everything entered, in words; the step's words.
   */
  view: Extract<StepView, { step: 5 }>;
}) {
  const { lacking, note } = view;
  const actionNote = !note ? null : "info" in note ? (
    <p className={styles.info}>{note.info}</p>
  ) : (
    <div className={styles.publishTerms}>
      <p>
        <strong>{note.fee}</strong>
        {note.text}
      </p>
      <p>{note.feeNote}</p>
    </div>
  );
  return (
    <StepForm step={5} live={live} alert={error} actionNote={actionNote} publishLabel={view.publishLabel}>
      <p className={styles.muted}>{view.intro}</p>
      {lacking.length ? (
        <section className={styles.missing} aria-labelledby="missing-heading">
          <h3 id="missing-heading" className={styles.missingHeading}>
            {view.lackingHeading}
          </h3>
          <ul className={styles.missingList}>
            {lacking.map((requirement) => (
              <li key={requirement.name}>
                <Link to={wizardPath(requirement.step, listingId)}>{requirement.text}</Link>
                <span className={styles.muted}>{requirement.where}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BuyerPreviewCard preview={view.preview} />
      <ListingSummary sections={view.summary} photos={photos} editHref={(step) => wizardPath(step, listingId)} />
    </StepForm>
  );
}
