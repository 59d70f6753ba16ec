import type { DefaultValue, FormMetadata, SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type * as z from "zod";
import { DefaultSubmitButton, ErrorSummary, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { getFormProps } from "~/utils/conform-helpers";
import { useIsPending, useSendingIntent } from "~/utils/misc";
import { useFormValidatedOnFirstUse, type FormSchema } from "~/utils/validation-on-first-use";
import { LAST_STEP, wizardSteps } from "../steps";
import * as styles from "../styles.css";

/** The note beside the buttons, which the Publish button is described by. */
const ACTION_NOTE_ID = "wizard-action-note";

/**
 * The shell every wizard step shares: a plain POST form (it works without JavaScript) in
 * the step's card, headed "Step N of 5: …", its error summary (form-level messages, and
 * after a failed Next each field's message linked to the field), its fields, and
 * Previous / Save Draft / Next. Steps with fields validate them in the browser too, with
 * the same schema as the server (useStepForm); their form gives `form` and `loadValidation`.
 */
export function StepForm<Fields extends Record<string, unknown>>({
  step,
  live,
  form,
  loadValidation,
  encType,
  alertId,
  alert,
  actionNote,
  publishLabel = "Publish",
  children,
}: {
  step: number;
  live: boolean;
  form?: FormMetadata<Fields, string[]>;
  /** Loads the step's schema: called on the form's first focus. */
  loadValidation?: () => void;
  encType?: "multipart/form-data";
  /** The messages' element id, for fields that point at it; conform's form.errorId by default. */
  alertId?: string;
  /** Form-level errors or messages, announced when they appear. */
  alert?: ReactNode;
  /** Said right beside the buttons (the Review step: what Publish charges). */
  actionNote?: ReactNode;
  /** The last step's Publish button's words. */
  publishLabel?: string;
  children: ReactNode;
}) {
  // A step without fields (photos, review) still has form-level messages to open at.
  const summaryForm = form ?? { id: `sell-step-${step}`, errorId: alertId ?? `sell-step-${step}-error`, allErrors: {} };
  return (
    <Form
      method="post"
      encType={encType}
      {...(form ? getFormProps(form) : { id: summaryForm.id })}
      noValidate
      className={`${formStyle} ${styles.stepCard}`}
      aria-labelledby="step-heading"
      onFocus={loadValidation}
    >
      {/* No fields on the last step, so no Enter to catch there. */}
      {step < LAST_STEP ? <DefaultSubmitButton value="next" /> : null}
      <h2 id="step-heading" className={styles.stepHeading}>
        {`Step ${step} of ${LAST_STEP}: ${wizardSteps[step - 1]}`}
      </h2>
      <ErrorSummary form={summaryForm} alert={alert} alertId={alertId} />
      {children}
      {actionNote ? <div id={ACTION_NOTE_ID}>{actionNote}</div> : null}
      <WizardButtons step={step} live={live} publishLabel={publishLabel} describedBy={actionNote ? ACTION_NOTE_ID : undefined} />
    </Form>
  );
}

/** The fields' HTML constraints (required, maxlength…), which the loader works out from the step's schema. */
export type StepConstraint = Parameters<typeof useFormValidatedOnFirstUse>[1]["constraint"];

/**
 * conform for a step's fields: the step's zod schema, loaded on the form's first focus
 * (give StepForm the returned `loadValidation`), checked on blur and again as they are
 * corrected. Previous (formNoValidate) never waits for the step to be valid.
 */
export function useStepForm<Schema extends FormSchema>(
  id: string,
  loadSchema: () => Promise<Schema>,
  {
    lastResult,
    defaultValue,
    constraint,
  }: { lastResult?: SubmissionResult<string[]>; defaultValue: Record<string, unknown>; constraint: StepConstraint },
) {
  return useFormValidatedOnFirstUse(loadSchema, {
    id,
    lastResult,
    defaultValue: defaultValue as DefaultValue<z.input<Schema>>,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/**
 * Previous, Save Draft and Next (Publish, or Save Changes for a live listing, on the last
 * step): plain submit buttons carrying `intent`, so the wizard works without JavaScript.
 * While one is being sent, all are disabled and it shows its busy label.
 */
function WizardButtons({ step, live, publishLabel, describedBy }: { step: number; live: boolean; publishLabel: string; describedBy?: string }) {
  const pending = useIsPending();
  const busy = useSendingIntent();
  return (
    <div className={styles.buttons}>
      {step > 1 ? (
        // formNoValidate: going back never waits for this step to be valid (what is valid is kept).
        <SubmitButton variant="secondary" name="intent" value="previous" formNoValidate disabled={pending}>
          Previous
        </SubmitButton>
      ) : null}
      <div className={styles.buttonGroup}>
        {live ? null : (
          <SubmitButton
            variant="secondary"
            name="intent"
            value="save-draft"
            pending={busy("save-draft")}
            pendingLabel="Saving..."
            disabled={pending}
          >
            Save Draft
          </SubmitButton>
        )}
        {step < LAST_STEP ? (
          <SubmitButton name="intent" value="next" pending={busy("next")} pendingLabel="Saving..." disabled={pending}>
            Next
          </SubmitButton>
        ) : live ? (
          <SubmitButton name="intent" value="save-changes" pending={busy("save-changes")} pendingLabel="Saving..." disabled={pending}>
            Save Changes
          </SubmitButton>
        ) : (
          <SubmitButton name="intent" value="publish" pending={busy("publish")} pendingLabel="Publishing..." disabled={pending} aria-describedby={describedBy}>
            {publishLabel}
          </SubmitButton>
        )}
      </div>
    </div>
  );
}
