import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { FormEvent } from "react";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/forms";
import type { TradePackage } from "~/models/member-plan.server";
import { getCollectionProps, getInputProps, getSelectProps } from "~/utils/conform-helpers";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
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
   * the option already paid for, if any; a trade seller's package (no per-listing fee).
   */
  view: Extract<StepView, { step: 4 }>;
}) {
  const { optionRequired, paid, tradePackage } = view;
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
          {paid.name} paid ({paid.priceText}): nothing more to pay.
        </p>
      ) : tradePackage ? (
        <TradePackageNote tradePackage={tradePackage} />
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
          <p className={styles.muted}>Nothing is charged yet: you pay when you publish, after checking everything on the Review step.</p>
        </fieldset>
      ) : null}
    </StepForm>
  );
}

/**
 * What a trade seller's listing costs: nothing per listing within their package's allowance;
 * without a package, or with none left, where to choose or upgrade one (publish_listing
 * refuses until then; the draft is kept).
 */
function TradePackageNote({ tradePackage }: { tradePackage: TradePackage }) {
  if (tradePackage.planName === null) {
    return (
      <p className={styles.info}>
        Trade listings run on a weekly trade package, with no per-listing fee. You have no package yet:{" "}
        <Link to="/trade-sellers">choose Single Ad, Standard or Premium</Link> before you publish. Your draft is kept.
      </p>
    );
  }
  return (
    <p className={styles.info}>
      {`Included in your ${tradePackage.planName} package, with no per-listing fee: ${tradePackage.left} of ${tradePackage.allowance} ads left. `}
      {tradePackage.left ? null : (
        <>
          All are in use: <Link to="/trade-sellers">upgrade your package</Link> or deactivate a listing before you publish.
        </>
      )}
    </p>
  );
}
