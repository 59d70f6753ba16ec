import { Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "./styles.css";

/**
 * A browse page's results (#results, where the filter panel's Show results leads):
 * the count (`summary`, a status) with Save this search (`save`), the sort form and the
 * list/grid switch (`view`), the applied filters (`chips`) and messages about them
 * (`notice`), then the page's cards (`children`), or the backend's error, or, when nothing
 * matches, the empty state (`empty`: its title, "Try adjusting your search criteria" and a
 * Reset link). With JavaScript, while the next results of this page load, the region is
 * aria-busy, the cards are dimmed and "Updating results…" shows.
 */
export function BrowseResults({
  summary,
  sort,
  save,
  view,
  chips,
  notice,
  error,
  empty,
  children,
}: {
  summary: string;
  sort: ReactNode;
  save?: ReactNode;
  view?: ReactNode;
  chips?: ReactNode;
  notice?: ReactNode;
  error: string | null;
  empty: { title: string; resetHref: string; resetLabel: string } | null;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <section
      id="results"
      className={busy ? styles.resultsBusy : styles.results}
      aria-labelledby="results-heading"
      aria-busy={busy ? "true" : undefined}
    >
      <h2 id="results-heading" className={visuallyHidden}>
        Results
      </h2>
      <div className={styles.resultsBar}>
        <p role="status" className={styles.resultCount}>
          {summary}
        </p>
        {busy ? (
          <p className={styles.busyIndicator}>
            <span className={styles.spinner} aria-hidden="true" />
            Updating results…
          </p>
        ) : null}
        <div className={styles.resultsActions}>
          {save}
          {view}
          {sort}
        </div>
      </div>
      {notice}
      {chips}
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
