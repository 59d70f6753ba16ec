import * as styles from "../styles.css";
import { ListingSummary, type SummaryValues } from "./listing-summary";
import { StepForm } from "./step-form";

export function ReviewStep({ values, error, live }: { values: SummaryValues; error?: string; live: boolean }) {
  return (
    <StepForm step={5} live={live} alert={error}>
      <p className={styles.muted}>
        {live
          ? "Check your changes. Save Changes updates the live listing."
          : "Check everything before you publish. Our team reviews new listings within 24 hours; while it is being reviewed, the listing cannot be changed."}
      </p>
      <ListingSummary values={values} />
    </StepForm>
  );
}
