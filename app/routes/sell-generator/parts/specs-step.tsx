import { getCollectionProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/forms";
import { keyFeatures, wizardBrands, wizardFuelTypes } from "~/content/listing-options";
import { createSpecsSchema, MIN_YEAR } from "../schema";
import * as styles from "../styles.css";
import { StepForm, useStepForm } from "./step-form";

export function SpecsStep({
  defaultValue,
  lastResult,
  maxYear,
  live,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  maxYear: number;
  live: boolean;
}) {
  const schema = useMemo(() => createSpecsSchema({ maxYear }), [maxYear]);
  const [form, fields] = useStepForm("sell-specs", schema, { lastResult, defaultValue });
  return (
    <StepForm step={2} live={live} form={form}>
      <div className={styles.pair}>
        <Field
          label="Power Output (kW)"
          inputProps={{ ...getInputProps(fields.powerOutput, { type: "number" }), step: "any", inputMode: "decimal" }}
          errors={fields.powerOutput.errors}
        />
        <SelectField
          label="Fuel Type"
          placeholder="Select a fuel type"
          options={wizardFuelTypes.map((fuel) => ({ value: fuel.value, label: fuel.label }))}
          selectProps={getSelectProps(fields.fuelType)}
          errors={fields.fuelType.errors}
        />
      </div>
      <div className={styles.pair}>
        <SelectField
          label="Brand"
          placeholder="Select a brand"
          options={wizardBrands.map((brand) => ({ value: brand, label: brand }))}
          selectProps={getSelectProps(fields.brand)}
          errors={fields.brand.errors}
        />
        <Field label="Model" optional inputProps={getInputProps(fields.model, { type: "text" })} errors={fields.model.errors} />
      </div>
      <div className={styles.pair}>
        <Field
          label="Year"
          help={`${MIN_YEAR} to ${maxYear}`}
          inputProps={{ ...getInputProps(fields.year, { type: "number" }), inputMode: "numeric" }}
          errors={fields.year.errors}
        />
        <Field
          label="Hours Used"
          optional
          help="From the hour meter"
          inputProps={{ ...getInputProps(fields.hoursUsed, { type: "number" }), inputMode: "numeric" }}
          errors={fields.hoursUsed.errors}
        />
      </div>
      <fieldset id={fields.keyFeatures.id} className={styles.group}>
        <legend className={styles.legend}>Key Features (optional)</legend>
        <div className={styles.checkGrid}>
          {getCollectionProps(fields.keyFeatures, { type: "checkbox", options: [...keyFeatures] }).map(({ key, ...props }) => (
            // An id may not contain spaces: "Remote Start" → "…-Remote-Start".
            <CheckboxField key={key} label={props.value} inputProps={{ ...props, id: props.id.replace(/\s+/g, "-") }} />
          ))}
        </div>
        <ErrorList id={fields.keyFeatures.errorId} errors={fields.keyFeatures.errors} />
      </fieldset>
    </StepForm>
  );
}
