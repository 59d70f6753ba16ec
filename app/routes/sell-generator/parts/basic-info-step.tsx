import type { SubmissionResult } from "@conform-to/react";
import type { StepView } from "../wizard-view.server";
import { StepFields } from "./step-fields";
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
  /** The fields (title, type, condition, description) with their words and lists, from the loader. */
  choices: Extract<StepView, { step: 1 }>;
}) {
  const [form, fields, loadValidation] = useStepForm(
    "sell-basic-info",
    () => import("~/models/listing-fields").then((rules) => rules.BasicInfoSchema),
    { lastResult, defaultValue, constraint },
  );
  return (
    <StepForm step={1} live={live} form={form} loadValidation={loadValidation}>
      <StepFields rows={choices.rows} fields={fields} />
    </StepForm>
  );
}
