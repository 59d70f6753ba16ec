import { Link } from "@remix-run/react";
import { CloseIcon } from "~/components/icons";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import * as styles from "./styles.css";

/**
 * The filters in force above a browse page's results, each a link to the page without it,
 * and Clear all (`clearHref`): plain links, so they work without JavaScript.
 */
export function FilterChips({ chips, clearHref }: { chips: { label: string; href: string }[]; clearHref: string }) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul className={styles.chipList} aria-label="Applied filters">
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link to={chip.href} className={styles.chip} preventScrollReset>
              <span className={visuallyHidden}>Remove filter: </span>
              {chip.label}
              <CloseIcon aria-hidden="true" className={styles.chipIcon} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearHref} className={styles.clearAll} preventScrollReset>
        Clear all<span className={visuallyHidden}> filters</span>
      </Link>
    </div>
  );
}
