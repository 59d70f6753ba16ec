import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { Field, FormAlert, SelectField, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { wizardCategories, wizardConditions } from "~/content/listing-options";
import { type BasicInfoInput, BasicInfoSchema } from "../schema";
import * as styles from "../styles.css";
import { DefaultNextButton, WizardButtons } from "./wizard-buttons";

export function BasicInfoStep({
  defaultValue,
  lastResult,
  live,
}: {
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  live: boolean;
}) {
  const [form, fields] = useForm<BasicInfoInput>({
    id: "sell-basic-info",
    lastResult,
    defaultValue: defaultValue as DefaultValue<BasicInfoInput>,
    constraint: getZodConstraint(BasicInfoSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BasicInfoSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={`${formStyle} ${styles.stepCard}`} aria-labelledby="step-heading">
      <DefaultNextButton />
      <h2 id="step-heading" className={styles.stepHeading}>
        Step 1 of 5: Basic Info
      </h2>
      <FormAlert id={form.errorId}>{form.errors?.join(" ")}</FormAlert>
      <Field
        label="Generator Title"
        help="For example: Cummins C110 D5 110 kVA standby generator"
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <div className={styles.pair}>
        <SelectField
          label="Category"
          placeholder="Select a category"
          options={wizardCategories.map((category) => ({ value: category, label: category }))}
          selectProps={getSelectProps(fields.category)}
          errors={fields.category.errors}
        />
        <SelectField
          label="Condition"
          placeholder="Select the condition"
          options={wizardConditions.map((condition) => ({ value: condition.key, label: condition.label }))}
          selectProps={getSelectProps(fields.condition)}
          errors={fields.condition.errors}
        />
      </div>
      <TextareaField
        label="Description"
        help="What it has powered, how it has been maintained, and anything a buyer should know"
        textareaProps={{ ...getTextareaProps(fields.description), rows: 6 }}
        errors={fields.description.errors}
      />
      <WizardButtons step={1} live={live} />
    </Form>
  );
}
