import { Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { newListingPath } from "../steps";
import * as styles from "../styles.css";
import type { DraftLink } from "../wizard-view.server";

/**
 * Where a member with drafts lands when they start a listing: continue a draft (at the step
 * it reached, everything entered kept) or start another (`?new=1`), instead of a fresh
 * step 1 that would make one more draft each visit. Plain links: no JavaScript needed.
 */
export function DraftChoice({ drafts }: { drafts: DraftLink[] }) {
  const [latest, ...others] = drafts;
  if (!latest) return null;
  return (
    <section className={styles.stepCard} aria-labelledby="draft-choice-heading">
      <h3 id="draft-choice-heading" className={styles.stepHeading}>
        {drafts.length === 1 ? "You have a listing in progress" : `You have ${drafts.length} listings in progress`}
      </h3>
      <p>
        {`Continue “${latest.title}” where you left off (at ${latest.stepTitle}), or start another listing. Your draft${drafts.length === 1 ? " is" : "s are"} kept either way.`}
      </p>
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
