import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/forms";
import { getCollectionProps, getInputProps, getSelectProps } from "~/utils/conform-helpers";
import * as styles from "../styles.css";
import type { LinkedNote, StepView } from "../wizard-view.server";
import { PriceParts } from "./price-parts";
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
   * per-listing fee); the fields' help.
   */
  view: Extract<StepView, { step: 4 }>;
}) {
  const { optionRequired, note, tradeNote } = view;
  const [form, fields, loadValidation] = useStepForm(
    "sell-pricing",
    () => import("../schema").then((schema) => schema.createPricingSchema({ optionRequired })),
    { lastResult, defaultValue, constraint },
  );
  return (
    <StepForm step={4} live={live} form={form} loadValidation={loadValidation}>
      <div className={styles.pair}>
        <Field
          label="Asking Price (£)"
          inputProps={{ ...getInputProps(fields.askingPrice, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }}
          errors={fields.askingPrice.errors}
        />
        <SelectField
          label="VAT Status"
          placeholder="Select the VAT status"
          options={view.vatStatuses}
          selectProps={getSelectProps(fields.vatStatus)}
          errors={fields.vatStatus.errors}
        />
      </div>
      <CheckboxField label="Price negotiable" inputProps={getInputProps(fields.priceNegotiable, { type: "checkbox" })} errors={fields.priceNegotiable.errors} />
      <div className={styles.pair}>
        <Field
          label="Postcode"
          help={view.help.postcode}
          inputProps={{ ...getInputProps(fields.postcode, { type: "text" }), autoComplete: "postal-code", onInput: upperCaseAsTyped }}
          errors={fields.postcode.errors}
        />
        <Field
          label="Location Details"
          optional
          help={view.help.locationDetails}
          inputProps={getInputProps(fields.locationDetails, { type: "text" })}
          errors={fields.locationDetails.errors}
        />
      </div>

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
