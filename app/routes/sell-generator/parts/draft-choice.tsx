import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { newListingPath } from "../steps";
import * as styles from "../styles.css";
import type { DraftChoiceView } from "../wizard-view.server";

/**
 * Where a member with drafts lands when they start a listing: continue a draft (at the step
 * it reached, everything entered kept) or start another (`?new=1`), instead of a fresh
 * step 1 that would make one more draft each visit. Plain links: no JavaScript needed. The
 * words come from the loader (wizard-view.server.ts draftChoice).
 */
export function DraftChoice({ heading, text, latest, others }: DraftChoiceView) {
  return (
    <section className={styles.stepCard} aria-labelledby="draft-choice-heading">
      <h3 id="draft-choice-heading" className={styles.stepHeading}>
        {heading}
      </h3>
      <p>{text}</p>
      <div className={styles.draftChoiceActions}>
        <Link to={latest.href} className={button.primary}>
          Continue your draft
        </Link>
        <Link to={newListingPath} className={button.secondary}>
          Start a new listing
        </Link>
      </div>
      {others.length ? (
        <ul className={styles.draftList} aria-label="Your other drafts">
          {others.map((draft) => (
            <li key={draft.id}>
              <Link to={draft.href}>{draft.title}</Link> <span className={styles.muted}>(at {draft.stepTitle})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
