import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { CheckboxField, ErrorList } from "~/components/forms";
import { getCollectionProps } from "~/utils/conform-helpers";
import { useHydrated } from "~/utils/misc";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
import { StepFields } from "./step-fields";
import { StepForm, useStepForm, type StepConstraint } from "./step-form";

export function SpecsStep({
  defaultValue,
  lastResult,
  maxYear,
  live,
  constraint,
  choices,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  maxYear: number;
  live: boolean;
  constraint: StepConstraint;
  /** The fields with their words and lists, from the loader (content/listing-options.ts). */
  choices: Extract<StepView, { step: 2 }>;
}) {
  const [form, fields, loadValidation] = useStepForm(
    "sell-specs",
    () => import("~/models/listing-fields").then((rules) => rules.createSpecsSchema({ maxYear })),
    { lastResult, defaultValue, constraint },
  );
  // Without JavaScript the brand's name box is always there; with it, only once Other is chosen.
  const hydrated = useHydrated();
  const [brand, setBrand] = useState(fields.brand.initialValue);
  const askOtherBrand = !hydrated || brand === choices.otherBrand || Boolean(fields.otherBrand.errors);
  return (
    <StepForm step={2} live={live} form={form} loadValidation={loadValidation}>
      <StepFields
        rows={choices.rows}
        fields={fields}
        behaviour={{ brand: { onChange: (event) => setBrand(event.currentTarget.value) } }}
        shown={(name) => name !== "otherBrand" || askOtherBrand}
      />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{choices.electrical.legend}</legend>
        <StepFields rows={choices.electrical.rows} fields={fields} />
      </fieldset>
      <fieldset id={fields.keyFeatures.id} className={styles.group}>
        <legend className={styles.legend}>{choices.keyFeatures.legend}</legend>
        <div className={styles.checkGrid}>
          {getCollectionProps(fields.keyFeatures, { type: "checkbox", options: choices.keyFeatures.options }).map(({ key, ...props }) => (
            // An id may not contain spaces: "Remote Start" → "…-Remote-Start".
            <CheckboxField key={key} label={props.value} inputProps={{ ...props, id: props.id.replace(/\s+/g, "-") }} />
          ))}
        </div>
        <ErrorList id={fields.keyFeatures.errorId} errors={fields.keyFeatures.errors} />
      </fieldset>
    </StepForm>
  );
}
