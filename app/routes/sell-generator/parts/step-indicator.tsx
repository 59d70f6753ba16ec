import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { wizardSteps } from "../schema";
import * as styles from "../styles.css";

const stateWords = { done: "done", incomplete: "incomplete", current: "current step", upcoming: "upcoming" } as const;

/**
 * The five steps as done, current and upcoming; steps before the current one link back to
 * themselves, as incomplete (their number, not a tick) when the listing still lacks
 * something there (`incompleteSteps`, from SQL's listing_missing_fields).
 */
export function StepIndicator({
  step,
  hrefFor,
  incompleteSteps = [],
}: {
  step: number;
  hrefFor: (step: number) => string;
  incompleteSteps?: readonly number[];
}) {
  return (
    <nav aria-label="Listing steps">
      <ol className={styles.steps}>
        {wizardSteps.map((title, index) => {
          const number = index + 1;
          const state =
            number < step ? (incompleteSteps.includes(number) ? "incomplete" : "done") : number === step ? "current" : "upcoming";
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
              {state === "done" || state === "incomplete" ? (
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
