import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "../styles.css";
import type { StepIndicatorItem } from "../wizard-view.server";

/**
 * The five steps as done, current, incomplete or upcoming, as the loader works them out
 * (wizard-view.server.ts stepIndicator): each step that can be opened links to itself.
 */
export function StepIndicator({ steps }: { steps: StepIndicatorItem[] }) {
  return (
    <nav aria-label="Listing steps">
      <ol className={styles.steps}>
        {steps.map(({ title, state, mark, stateWords, href }) => {
          const content = (
            <>
              <span className={styles.stepNumber[state]} aria-hidden="true">
                {mark}
              </span>
              <span className={styles.stepLabel}>
                {title}
                <span className={visuallyHidden}>{stateWords}</span>
              </span>
            </>
          );
          return (
            <li key={title} className={styles.stepItem} aria-current={state === "current" ? "step" : undefined} data-state={state}>
              {href ? (
                <Link to={href} className={styles.stepLink}>
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
