import { Link } from "@remix-run/react";
import { wizardPath, wizardSteps } from "../steps";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
import { ListingSummary } from "./listing-summary";
import type { WizardPhoto } from "./photos-step";
import { StepForm } from "./step-form";

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ReviewStep({
  listingId,
  photos,
  error,
  live,
  testMode,
  view,
}: {
  listingId: string;
  photos: WizardPhoto[];
  error?: string;
  live: boolean;
  testMode: boolean;
  /**
   * From the loader: what SQL says the listing still lacks (listing_missing_fields), each with
   * its step; the option Publish pays for (paid by the listing and not yet paid), if chosen;
   * the option already paid for (a rejected listing being corrected); a trade seller's
   * package (no fee: publishing uses one of its ads); everything entered, in words; the step's words.
   */
  view: Extract<StepView, { step: 5 }>;
}) {
  const { lacking, charge, paidName, tradePackage } = view;
  const note = live ? null : charge ? (
    <div className={styles.publishTerms}>
      <p>
        <strong>{`Publishing pays ${charge.price} inc. VAT`}</strong>
        {` (VAT ${charge.vat}) for the ${charge.name}: ${charge.days} days once approved. `}
        {testMode ? "Test mode: no card is charged." : null}
      </p>
      <p>{view.feeNote}</p>
    </div>
  ) : paidName ? (
    <p className={styles.info}>
      {`${paidName} already paid: publishing charges nothing more.`}
    </p>
  ) : tradePackage?.planName ? (
    <p className={styles.info}>
      {`No fee: this listing uses one of your ${tradePackage.planName} package's ads (${tradePackage.left} of ${tradePackage.allowance} left).`}
    </p>
  ) : null;
  return (
    <StepForm
      step={5}
      live={live}
      alert={error}
      actionNote={note}
      publishLabel={charge ? `Pay ${charge.price} and Publish` : "Publish"}
    >
      <p className={styles.muted}>{view.intro}</p>
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
      <ListingSummary sections={view.summary} photos={photos} />
    </StepForm>
  );
}
