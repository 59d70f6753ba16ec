import { Link } from "@remix-run/react";
import { findListingOption, findPlan, vatIncludedIn } from "~/content/plans";
import { missingRequirements } from "~/models/listing-rules";
import type { ListingTerms } from "~/models/member-plan.server";
import { formatGBP } from "~/utils/format";
import { wizardPath, wizardSteps } from "../steps";
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
  charge,
  paidOption,
  tradePackage,
  testMode,
}: {
  listingId: string;
  values: SummaryValues;
  /** What SQL says the listing still lacks (listing_missing_fields). */
  missing: string[];
  error?: string;
  live: boolean;
  /** The option Publish pays for (the listing is paid by the listing and not yet paid), if chosen. */
  charge: string | null;
  /** The option already paid for (a rejected listing being corrected), if any. */
  paidOption: string | null;
  /** A trade seller's package: no fee; publishing uses one of its ads. */
  tradePackage: ListingTerms | null;
  testMode: boolean;
}) {
  const lacking = missingRequirements(missing);
  const option = findListingOption(charge);
  const paid = findListingOption(paidOption);
  const plan = findPlan(tradePackage?.planId);
  const note = live ? null : option ? (
    <div className={styles.publishTerms}>
      <p>
        <strong>{`Publishing pays ${formatGBP(option.price)} inc. VAT`}</strong>
        {` (VAT ${formatGBP(vatIncludedIn(option.price))}) for the ${option.name}: ${option.days} days once approved. `}
        {testMode ? "Test mode: no card is charged." : null}
      </p>
      <p>
        If our team rejects the listing, the fee carries over: correct what they ask and publish it again at no further
        charge. Your receipt is in your dashboard (Account, Payments and receipts).
      </p>
    </div>
  ) : paid ? (
    <p className={styles.info}>
      {`${paid.name} already paid: publishing charges nothing more.`}
    </p>
  ) : plan && tradePackage?.allowance !== null ? (
    <p className={styles.info}>
      {`No fee: this listing uses one of your ${plan.name} package's ads (${tradePackage?.left ?? 0} of ${tradePackage?.allowance} left).`}
    </p>
  ) : null;
  return (
    <StepForm
      step={5}
      live={live}
      alert={error}
      actionNote={note}
      publishLabel={option ? `Pay ${formatGBP(option.price)} and Publish` : "Publish"}
    >
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
