import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/forms";
import { getCollectionProps, getInputProps, getSelectProps } from "~/utils/conform-helpers";
import { useHydrated } from "~/utils/misc";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
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
  /** The lists of the fields and their help, from the loader (content/listing-options.ts). */
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
      <div className={styles.pair}>
        <Field
          label="Power Output (kW)"
          inputProps={{ ...getInputProps(fields.powerOutput, { type: "number" }), step: "any", inputMode: "decimal" }}
          errors={fields.powerOutput.errors}
        />
        <SelectField
          label="Fuel Type"
          placeholder="Select a fuel type"
          options={choices.fuelTypes}
          selectProps={getSelectProps(fields.fuelType)}
          errors={fields.fuelType.errors}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          label="Brand"
          placeholder="Select a brand"
          options={choices.brands}
          selectProps={{ ...getSelectProps(fields.brand), onChange: (event) => setBrand(event.currentTarget.value) }}
          errors={fields.brand.errors}
        />
        <Field label="Model" optional inputProps={getInputProps(fields.model, { type: "text" })} errors={fields.model.errors} />
      </div>
      {askOtherBrand ? (
        <Field
          label="Brand Name"
          help={choices.help.otherBrand}
          inputProps={getInputProps(fields.otherBrand, { type: "text" })}
          errors={fields.otherBrand.errors}
        />
      ) : null}
      <div className={styles.pair}>
        <Field
          label="Year"
          help={choices.help.year}
          inputProps={{ ...getInputProps(fields.year, { type: "number" }), inputMode: "numeric" }}
          errors={fields.year.errors}
        />
        <Field
          label="Hours Used"
          optional
          help={choices.help.hoursUsed}
          inputProps={{ ...getInputProps(fields.hoursUsed, { type: "number" }), inputMode: "numeric" }}
          errors={fields.hoursUsed.errors}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{choices.help.electrical}</legend>
        <div className={styles.pair}>
          <SelectField
            label="Phase"
            optional
            placeholder="Not stated"
            options={choices.phases}
            selectProps={getSelectProps(fields.phase)}
            errors={fields.phase.errors}
          />
          <Field
            label="Voltage"
            optional
            help={choices.help.voltage}
            inputProps={getInputProps(fields.voltage, { type: "text" })}
            errors={fields.voltage.errors}
          />
        </div>
        <div className={styles.pair}>
          <SelectField
            label="Acoustic Type"
            optional
            placeholder="Not stated"
            options={choices.acousticTypes}
            selectProps={getSelectProps(fields.acousticType)}
            errors={fields.acousticType.errors}
          />
          <Field
            label="Enclosure"
            optional
            help={choices.help.enclosure}
            inputProps={getInputProps(fields.enclosure, { type: "text" })}
            errors={fields.enclosure.errors}
          />
        </div>
        <div className={styles.pair}>
          <Field
            label="Emissions"
            optional
            help={choices.help.emissions}
            inputProps={getInputProps(fields.emissions, { type: "text" })}
            errors={fields.emissions.errors}
          />
          <Field
            label="Warranty (months)"
            optional
            help={choices.help.warrantyMonths}
            inputProps={{ ...getInputProps(fields.warrantyMonths, { type: "number" }), inputMode: "numeric" }}
            errors={fields.warrantyMonths.errors}
          />
        </div>
        <CheckboxField
          label="Has power sockets (outlets)"
          inputProps={getInputProps(fields.sockets, { type: "checkbox" })}
          errors={fields.sockets.errors}
        />
      </fieldset>
      <fieldset id={fields.keyFeatures.id} className={styles.group}>
        <legend className={styles.legend}>{choices.help.keyFeatures}</legend>
        <div className={styles.checkGrid}>
          {getCollectionProps(fields.keyFeatures, { type: "checkbox", options: choices.keyFeatures }).map(({ key, ...props }) => (
            // An id may not contain spaces: "Remote Start" → "…-Remote-Start".
            <CheckboxField key={key} label={props.value} inputProps={{ ...props, id: props.id.replace(/\s+/g, "-") }} />
          ))}
        </div>
        <ErrorList id={fields.keyFeatures.errorId} errors={fields.keyFeatures.errors} />
      </fieldset>
    </StepForm>
  );
}
