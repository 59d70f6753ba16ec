import { useState, type ReactNode } from "react";
import { FilterIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import { formatCount } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import * as styles from "./styles.css";

/**
 * A browse page's filter panel around its form (`children`). On small screens it folds away
 * behind a Filters button (without JavaScript: a link that shows it through :target), which
 * counts the filters in force; from large screens it sits beside the results (#results).
 * resultCountExact false: more than resultCount match (a count that stopped early).
 */
export function FilterSidebar({
  activeCount,
  resultCount,
  resultCountExact = true,
  children,
}: {
  activeCount: number;
  resultCount: number | null;
  resultCountExact?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleLabel = `Filters${activeCount ? ` (${activeCount} active)` : ""}`;

  const panelClass = hydrated ? (open ? styles.panelShown : styles.panel) : styles.panelUntilTarget;
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      {hydrated ? (
        <button
          type="button"
          className={styles.filtersToggle}
          aria-expanded={open}
          aria-controls="filters"
          onClick={() => setOpen(!open)}
        >
          <FilterIcon />
          {toggleLabel}
        </button>
      ) : (
        <a href="#filters" className={styles.filtersToggle}>
          <FilterIcon />
          {toggleLabel}
        </a>
      )}
      <div id="filters" className={panelClass}>
        {children}
        {hydrated ? (
          <button type="button" className={`${button.primary} ${styles.showResults}`} onClick={() => setOpen(false)}>
            {resultCount === null ? "Show results" : `Show ${formatCount(resultCount, resultCountExact)} results`}
          </button>
        ) : (
          <a href="#results" className={`${button.secondary} ${styles.showResults}`}>
            Back to results
          </a>
        )}
      </div>
    </aside>
  );
}
