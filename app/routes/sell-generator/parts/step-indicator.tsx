import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { wizardSteps } from "../steps";
import * as styles from "../styles.css";

const stateWords = { done: "done", incomplete: "incomplete", current: "current step", upcoming: "upcoming" } as const;

/**
 * The five steps as done, current, incomplete or upcoming. A step is done when its fields are
 * saved and valid (`completeSteps`, from the loader), whether it comes before or after the
 * one shown, so going back never unticks finished steps. A step before the current one that
 * still lacks something is incomplete (its number, not a tick). Every step that can be opened
 * (all steps before it done) links to itself.
 */
export function StepIndicator({
  step,
  hrefFor,
  completeSteps,
}: {
  step: number;
  hrefFor: (step: number) => string;
  completeSteps: readonly number[];
}) {
  return (
    <nav aria-label="Listing steps">
      <ol className={styles.steps}>
        {wizardSteps.map((title, index) => {
          const number = index + 1;
          const state =
            number === step ? "current" : completeSteps.includes(number) ? "done" : number < step ? "incomplete" : "upcoming";
          const reachable = state !== "current" && wizardSteps.slice(0, index).every((_, before) => completeSteps.includes(before + 1));
          const content = (
            <>
              <span className={styles.stepNumber[state]} aria-hidden="true">
                {state === "done" ? "✓" : number}
              </span>
              <span className={styles.stepLabel}>
                {title}
                <span className={visuallyHidden}> ({stateWords[state]})</span>
              </span>
            </>
          );
          return (
            <li key={title} className={styles.stepItem} aria-current={state === "current" ? "step" : undefined} data-state={state}>
              {state === "done" || state === "incomplete" || reachable ? (
                <Link to={hrefFor(number)} className={styles.stepLink}>
                  {content}
                </Link>
              ) : (
                <span className={styles.stepLink}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
