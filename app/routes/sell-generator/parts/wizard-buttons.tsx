import { useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms";
import { useIsPending } from "~/utils/misc";
import { LAST_STEP } from "../schema";
import * as styles from "../styles.css";

/**
 * Previous, Save Draft and Next (Publish, or Save Changes for a live listing, on the last
 * step): plain submit buttons carrying `intent`, so the wizard works without JavaScript.
 * While one is being sent, all are disabled and it shows its busy label.
 */
export function WizardButtons({ step, live }: { step: number; live: boolean }) {
  const pending = useIsPending();
  const sending = useNavigation().formData?.get("intent");
  const busy = (intent: string) => pending && sending === intent;
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
          <SubmitButton name="intent" value="publish" pending={busy("publish")} pendingLabel="Publishing..." disabled={pending}>
            Publish
          </SubmitButton>
        )}
      </div>
    </div>
  );
}

/** First in the form, so Enter in a field means Next rather than Previous. */
export function DefaultNextButton() {
  return <button type="submit" name="intent" value="next" hidden tabIndex={-1} aria-hidden="true" />;
}
