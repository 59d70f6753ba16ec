import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { wizardSteps } from "../schema";
import * as styles from "../styles.css";

const stateWords = { done: "done", current: "current step", upcoming: "upcoming" } as const;

/** The five steps as done, current and upcoming; done steps link back to themselves. */
export function StepIndicator({ step, hrefFor }: { step: number; hrefFor: (step: number) => string }) {
  return (
    <nav aria-label="Listing steps">
      <ol className={styles.steps}>
        {wizardSteps.map((title, index) => {
          const number = index + 1;
          const state = number < step ? "done" : number === step ? "current" : "upcoming";
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
              {state === "done" ? (
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
