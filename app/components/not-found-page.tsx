import { Form, Link } from "@remix-run/react";
import { notFoundSections } from "~/content/not-found";
import { SEARCH_QUERY_MAX, searchPlaceholder } from "~/content/search-box";
import { ErrorPage } from "./error-boundary";
import * as styles from "./not-found-page.css";
import * as page from "./page.css";
import { button } from "./ui/button.css";

/**
 * A page that does not exist: the site search (a plain GET to /search, the page the header's
 * search opens without JavaScript) and the main sections, then the way home. Apart from
 * error-boundary.tsx, which every page's script carries, so only the 404 route carries it.
 */
export function NotFoundPage() {
  return (
    <ErrorPage
      status={404}
      title="Oops! Page not found"
      action={
        <>
          <Form method="get" action="/search" role="search" className={styles.search}>
            <label htmlFor="not-found-q">Search GenMarket</label>
            <div className={styles.searchRow}>
              <input id="not-found-q" type="search" name="q" placeholder={searchPlaceholder} maxLength={SEARCH_QUERY_MAX} className={styles.searchInput} />
              <button type="submit" className={button.primary}>
                Search
              </button>
            </div>
          </Form>
          <nav aria-label="Main sections">
            <ul className={styles.sections}>
              {notFoundSections.map((section) => (
                <li key={section.to}>
                  <Link to={section.to} className={button.secondary}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/">Go back home</Link>
        </>
      }
    >
      <p className={page.lead}>The page you're looking for doesn't exist or has moved. Search for it, or carry on from one of these:</p>
    </ErrorPage>
  );
}
