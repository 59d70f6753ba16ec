import { Form } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as styles from "../styles.css";
import { ListingSummary, type SummaryValues } from "./listing-summary";
import { WizardButtons } from "./wizard-buttons";

export function ReviewStep({ values, error, live }: { values: SummaryValues; error?: string; live: boolean }) {
  return (
    <Form method="post" noValidate className={`${formStyle} ${styles.stepCard}`} aria-labelledby="step-heading">
      <h2 id="step-heading" className={styles.stepHeading}>
        Step 5 of 5: Review
      </h2>
      <FormAlert>{error}</FormAlert>
      <p className={styles.muted}>
        {live
          ? "Check your changes. Save Changes updates the live listing."
          : "Check everything before you publish. Our team reviews new listings within 24 hours; while it is being reviewed, the listing cannot be changed."}
      </p>
      <ListingSummary values={values} />
      <WizardButtons step={5} live={live} />
    </Form>
  );
}
