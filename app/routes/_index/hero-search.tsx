import { Form } from "@remix-run/react";
import { SearchIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import * as styles from "./styles.css";

/** The hero's search box: a plain GET to /listings?q=…, the browse page's own text search. */
export function HeroSearch() {
  return (
    <Form method="get" action="/listings" role="search" className={styles.heroSearch}>
      <label htmlFor="hero-search-q" className={styles.heroSearchLabel}>
        Search generators for sale
      </label>
      <div className={styles.heroSearchRow}>
        <span className={styles.heroSearchField}>
          <SearchIcon />
          <input
            id="hero-search-q"
            type="search"
            name="q"
            placeholder="e.g. Perkins 100 kVA"
            className={styles.heroSearchInput}
          />
        </span>
        <button type="submit" className={button.accent}>
          Search
        </button>
      </div>
    </Form>
  );
}
