import type { SubmissionResult } from "@conform-to/react";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { getInputProps, getSelectProps, getTextareaProps } from "~/utils/conform-helpers";
import * as styles from "../styles.css";
import type { StepView } from "../wizard-view.server";
import { StepForm, useStepForm, type StepConstraint } from "./step-form";

export function BasicInfoStep({
  defaultValue,
  lastResult,
  live,
  constraint,
  choices,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  live: boolean;
  constraint: StepConstraint;
  /** The type and condition lists and the fields' help, from the loader (kept out of the page's bundle). */
  choices: Extract<StepView, { step: 1 }>;
}) {
  const [form, fields, loadValidation] = useStepForm(
    "sell-basic-info",
    () => import("~/models/listing-fields").then((rules) => rules.BasicInfoSchema),
    { lastResult, defaultValue, constraint },
  );
  return (
    <StepForm step={1} live={live} form={form} loadValidation={loadValidation}>
      <Field
        label="Generator Title"
        help={choices.help.title}
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <div className={styles.pair}>
        <SelectField
          label="Generator Type"
          placeholder="Select the type"
          help={choices.help.type}
          options={choices.types}
          selectProps={getSelectProps(fields.type)}
          errors={fields.type.errors}
        />
        <SelectField
          label="Condition"
          placeholder="Select the condition"
          options={choices.conditions}
          selectProps={getSelectProps(fields.condition)}
          errors={fields.condition.errors}
        />
      </div>
      <TextareaField
        label="Description"
        help={choices.help.description}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }}
        errors={fields.description.errors}
      />
    </StepForm>
  );
}
