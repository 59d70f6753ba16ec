import { Link } from "@remix-run/react";
import { noResultsText, searchEmptyText, type SiteSearchEntry } from "~/content/site-search";
import { escapeHtmlText } from "~/utils/misc";
import * as styles from "./site-search.css";

/** The result list shared by the search dialog and the /search page. */
export function SiteSearchResults({
  query,
  results,
  onChoose,
}: {
  query: string;
  results: SiteSearchEntry[];
  onChoose?: () => void;
}) {
  if (!query.trim()) return <p className={styles.message}>{searchEmptyText}</p>;
  if (results.length === 0) {
    // Written as HTML so the quotes stay literal quotes in the page source (React would
    // encode them as &quot;); escapeHtmlText makes the visitor's text inert.
    return <p className={styles.message} dangerouslySetInnerHTML={{ __html: escapeHtmlText(noResultsText(query)) }} />;
  }
  return (
    <ul className={styles.resultList} aria-label="Search results">
      {results.map((entry) => (
        <li key={entry.url}>
          <Link to={entry.url} className={styles.resultLink} onClick={onChoose}>
            <span className={styles.resultTitle}>{entry.title}</span>
            <span className={styles.category}>{entry.category}</span>
            <span className={styles.resultDescription}>{entry.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
