import { Link } from "@remix-run/react";
import { missingRequirements } from "~/models/listing-rules";
import { wizardPath, wizardSteps } from "../schema";
import * as styles from "../styles.css";
import { ListingSummary, type SummaryValues } from "./listing-summary";
import { StepForm } from "./step-form";

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ReviewStep({
  listingId,
  values,
  missing,
  error,
  live,
}: {
  listingId: string;
  values: SummaryValues;
  /** What SQL says the listing still lacks (listing_missing_fields). */
  missing: string[];
  error?: string;
  live: boolean;
}) {
  const lacking = missingRequirements(missing);
  return (
    <StepForm step={5} live={live} alert={error}>
      <p className={styles.muted}>
        {live
          ? "Check your changes. Save Changes updates the live listing."
          : "Check everything before you publish. Our team reviews new listings within 24 hours; while it is being reviewed, the listing cannot be changed."}
      </p>
      {lacking.length ? (
        <section className={styles.missing} aria-labelledby="missing-heading">
          <h3 id="missing-heading" className={styles.missingHeading}>
            {live ? "Still missing" : "Still needed before you can publish"}
          </h3>
          <ul className={styles.missingList}>
            {lacking.map((requirement) => (
              <li key={requirement.name}>
                <Link to={wizardPath(requirement.step, listingId)}>{sentenceStart(requirement.label)}</Link>
                <span className={styles.muted}>{` (step ${requirement.step}: ${wizardSteps[requirement.step - 1]})`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ListingSummary values={values} />
    </StepForm>
  );
}
