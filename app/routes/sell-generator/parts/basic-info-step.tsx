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
  filedUnder,
  constraint,
  choices,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  live: boolean;
  /** The browse type of a listing that has one but no category (seeded or imported): the category is then optional. */
  filedUnder: string | null;
  constraint: StepConstraint;
  /** The category and condition lists and the fields' help, from the loader. */
  choices: Extract<StepView, { step: 1 }>;
}) {
  const [form, fields, loadValidation] = useStepForm(
    "sell-basic-info",
    () => import("~/models/listing-fields").then((rules) => rules.createBasicInfoSchema({ categoryRequired: !filedUnder })),
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
          label="Category"
          placeholder={filedUnder ? "Keep it as it is" : "Select a category"}
          optional={Boolean(filedUnder)}
          help={choices.help.category ?? undefined}
          options={choices.categories}
          selectProps={getSelectProps(fields.category)}
          errors={fields.category.errors}
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
