import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "./styles.css";

/**
 * Page numbers to offer: the first, the last, and two either side of the current one. When
 * more pages may follow pageCount (a count that stopped early), the last is not known: a gap
 * ends the numbers instead.
 */
export function pageWindow(page: number, pageCount: number, morePages = false): Array<number | "gap"> {
  const pages = new Set(morePages ? [1] : [1, pageCount]);
  for (let candidate = page - 2; candidate <= page + 2; candidate++) {
    if (candidate >= 1 && candidate <= pageCount) pages.add(candidate);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const numbers = sorted.flatMap((value, index) => (index > 0 && value - sorted[index - 1]! > 1 ? ["gap" as const, value] : [value]));
  return morePages ? [...numbers, "gap"] : numbers;
}

/**
 * Links to the other pages of results, keeping every filter (`hrefFor` gives a page's
 * address); plain links, no JavaScript needed. `morePages`: pages past pageCount may exist.
 */
export function Pagination({
  page,
  pageCount,
  morePages = false,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  morePages?: boolean;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1 && !morePages) return null;
  return (
    <nav aria-label="Pagination" className={styles.pagination}>
      <ul className={styles.pageList}>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={styles.pageLink}>
              Previous
            </Link>
          ) : (
            <span className={styles.pageDisabled}>Previous</span>
          )}
        </li>
        {pageWindow(page, pageCount, morePages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={styles.pageCurrent} aria-current="page">
                  <span className={visuallyHidden}>Page </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} className={styles.pageLink} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount || morePages ? (
            <Link to={hrefFor(page + 1)} rel="next" className={styles.pageLink}>
              Next
            </Link>
          ) : (
            <span className={styles.pageDisabled}>Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
