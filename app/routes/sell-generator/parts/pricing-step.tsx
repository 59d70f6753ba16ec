import { getCollectionProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useMemo, type FormEvent } from "react";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/forms";
import { vatStatuses } from "~/content/listing-options";
import { findListingOption, listingOptionPrice, listingOptionPriceText, listingOptions } from "~/content/plans";
import { createPricingSchema } from "../schema";
import * as styles from "../styles.css";
import { PriceParts } from "./price-parts";
import { StepForm, useStepForm } from "./step-form";

/** Upper-cases the postcode as it is typed (spec 01 §5), keeping the caret where it was. */
function upperCaseAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export function PricingStep({
  defaultValue,
  lastResult,
  optionRequired,
  paidOption,
  live,
  testMode,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  /** The listing still needs paying for: choose Basic or Enhanced. */
  optionRequired: boolean;
  /** The option already paid for, if any. */
  paidOption: string | null;
  live: boolean;
  testMode: boolean;
}) {
  const schema = useMemo(() => createPricingSchema({ optionRequired }), [optionRequired]);
  const [form, fields] = useStepForm("sell-pricing", schema, { lastResult, defaultValue });
  const paid = findListingOption(paidOption);
  return (
    <StepForm step={4} live={live} form={form}>
      <div className={styles.pair}>
        <Field
          label="Asking Price (£)"
          inputProps={{ ...getInputProps(fields.askingPrice, { type: "number" }), min: 1, step: 1, inputMode: "numeric" }}
          errors={fields.askingPrice.errors}
        />
        <SelectField
          label="VAT Status"
          placeholder="Select the VAT status"
          options={vatStatuses.map((status) => ({ value: status.key, label: status.label }))}
          selectProps={getSelectProps(fields.vatStatus)}
          errors={fields.vatStatus.errors}
        />
      </div>
      <CheckboxField label="Price negotiable" inputProps={getInputProps(fields.priceNegotiable, { type: "checkbox" })} errors={fields.priceNegotiable.errors} />
      <div className={styles.pair}>
        <Field
          label="Postcode"
          help="Where the generator can be viewed"
          inputProps={{ ...getInputProps(fields.postcode, { type: "text" }), autoComplete: "postal-code", onInput: upperCaseAsTyped }}
          errors={fields.postcode.errors}
        />
        <Field
          label="Location Details"
          optional
          help="Town or area buyers will see, e.g. Stourton, Leeds"
          inputProps={getInputProps(fields.locationDetails, { type: "text" })}
          errors={fields.locationDetails.errors}
        />
      </div>

      {live ? (
        <p className={styles.info}>This listing is live. Your changes apply straight away, with no new payment or review.</p>
      ) : paid ? (
        <p className={styles.info}>
          {paid.name} paid ({listingOptionPriceText(paid)}).
        </p>
      ) : optionRequired ? (
        <fieldset id={fields.listingOption.id} className={styles.group} aria-describedby={fields.listingOption.errors ? fields.listingOption.errorId : undefined}>
          <legend className={styles.legend}>Listing Option</legend>
          {testMode ? <p className={styles.notice}>Test mode: no card is charged.</p> : null}
          <div className={styles.options}>
            {getCollectionProps(fields.listingOption, { type: "radio", options: listingOptions.map((option) => option.key) }).map(
              ({ key, ...props }) => {
                const option = findListingOption(props.value)!;
                return (
                  <label key={key} className={styles.option}>
                    <span className={styles.optionHead}>
                      <input {...props} />
                      {option.name}
                    </span>
                    {option.recommended ? <span className={styles.badge}>Recommended</span> : null}
                    <span className={styles.optionPrice}>
                      <PriceParts {...listingOptionPrice(option)} />
                    </span>
                    <span className={styles.muted}>{option.benefits.join(" · ")}</span>
                  </label>
                );
              },
            )}
          </div>
          <ErrorList id={fields.listingOption.errorId} errors={fields.listingOption.errors} />
          <p className={styles.muted}>Next takes the payment; you can still check everything before you publish.</p>
        </fieldset>
      ) : null}
    </StepForm>
  );
}
