import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { ErrorList } from "~/components/forms";
import { getCollectionProps } from "~/utils/conform-helpers";
import * as styles from "../styles.css";
import type { LinkedNote, StepView } from "../wizard-view.server";
import { PriceParts } from "./price-parts";
import { StepFields } from "./step-fields";
import { StepForm, useStepForm, type StepConstraint } from "./step-form";

/** Upper-cases the postcode as it is typed (docs/spec/01-marketplace-core.md §5), keeping the caret where it was. */
function upperCaseAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function PricingStep({
  defaultValue,
  lastResult,
  live,
  constraint,
  view,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  live: boolean;
  constraint: StepConstraint;
  /**
   * From the loader: the VAT statuses; whether the listing is paid for by the listing and not
   * yet paid (`optionRequired`: choose Basic or Enhanced, paid at Publish) and the options;
   * what the listing costs in words (live, already paid, or a trade seller's package, with no
   * per-listing fee); the fields' help; a dealer's depots to choose from, when they have several.
   */
  view: Extract<StepView, { step: 4 }>;
}) {
  const { optionRequired, note, tradeNote } = view;
  const [form, fields, loadValidation] = useStepForm(
    "sell-pricing",
    () => import("../schema").then((schema) => schema.createPricingSchema({ optionRequired, depotIds: view.depotIds })),
    { lastResult, defaultValue, constraint },
  );
  return (
    <StepForm step={4} live={live} form={form} loadValidation={loadValidation}>
      <StepFields rows={view.rows} fields={fields} behaviour={{ postcode: { onInput: upperCaseAsTyped } }} />

      {note ? (
        <p className={styles.info}>{note}</p>
      ) : tradeNote ? (
        <TradePackageNote note={tradeNote} />
      ) : optionRequired ? (
        <fieldset id={fields.listingOption.id} className={styles.group} aria-describedby={fields.listingOption.errors ? fields.listingOption.errorId : undefined}>
          <legend className={styles.legend}>Listing Option</legend>
          <div className={styles.options}>
            {getCollectionProps(fields.listingOption, { type: "radio", options: view.options.map((option) => option.key) }).map(
              ({ key, ...props }) => {
                const option = view.options.find((card) => card.key === props.value)!;
                return (
                  <label key={key} className={styles.option}>
                    <span className={styles.optionHead}>
                      <input {...props} />
                      {option.name}
                    </span>
                    {option.recommended ? <span className={styles.badge}>Recommended</span> : null}
                    <span className={styles.optionPrice}>
                      <PriceParts {...option.price} />
                    </span>
                    <span className={styles.muted}>{option.benefits.join(" · ")}</span>
                  </label>
                );
              },
            )}
          </div>
          <ErrorList id={fields.listingOption.errorId} errors={fields.listingOption.errors} />
          <p className={styles.muted}>{view.optionsNote}</p>
        </fieldset>
      ) : null}
    </StepForm>
  );
}

/**
 * What a trade seller's listing costs (the words from the loader): nothing per listing within
 * their package's allowance; without a package, or with none left, a link to choose or
 * upgrade one (publish_listing refuses until then; the draft is kept).
 */
function TradePackageNote({ note }: { note: LinkedNote }) {
  return (
    <p className={styles.info}>
      {note.before}
      {note.link ? <Link to="/trade-sellers">{note.link}</Link> : null}
      {note.after}
    </p>
  );
}
