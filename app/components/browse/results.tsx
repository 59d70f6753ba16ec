import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "./styles.css";

/**
 * A browse page's results (#results, which the filter panel's "Back to results" targets):
 * the count (`summary`, a status) with Save this search (`save`) and the sort form, then the page's cards (`children`),
 * or the backend's error, or, when nothing matches, the empty state (`empty`: its title,
 * "Try adjusting your search criteria" and a Reset link).
 */
export function BrowseResults({
  summary,
  sort,
  save,
  error,
  empty,
  children,
}: {
  summary: string;
  sort: ReactNode;
  save?: ReactNode;
  error: string | null;
  empty: { title: string; resetHref: string; resetLabel: string } | null;
  children?: ReactNode;
}) {
  return (
    <section id="results" className={styles.results} aria-labelledby="results-heading">
      <h2 id="results-heading" className={visuallyHidden}>
        Results
      </h2>
      <div className={styles.resultsBar}>
        <p role="status" className={styles.resultCount}>
          {summary}
        </p>
        <div className={styles.resultsActions}>
          {save}
          {sort}
        </div>
      </div>
      {error ? (
        <p role="alert" className={styles.notice}>
          {error}
        </p>
      ) : empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{empty.title}</p>
          <p>Try adjusting your search criteria</p>
          <Link to={empty.resetHref} className={button.secondary}>
            {empty.resetLabel}
          </Link>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
