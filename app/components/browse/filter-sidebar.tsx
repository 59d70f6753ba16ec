import { useRef, useState, type ReactNode } from "react";
import { FilterIcon } from "~/components/icons";
import { button } from "~/components/ui/button.css";
import { formatCount } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import * as styles from "./styles.css";

/**
 * A browse page's filter panel around its form (`children`). On small screens it folds away
 * behind a Filters button (without JavaScript: a link that shows it through :target), which
 * counts the filters in force, and opens as a sheet whose foot stays on screen: with
 * JavaScript "Show N results" (changes have applied already) closes it and brings the
 * results (#results) to the top; without, the form's own Show results and Reset. From large
 * screens it sits beside the results.
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
  const toggle = useRef<HTMLButtonElement>(null);

  function showResults() {
    setOpen(false);
    document.getElementById("results")?.scrollIntoView({ block: "start" });
    toggle.current?.focus({ preventScroll: true });
  }
  const toggleLabel = `Filters${activeCount ? ` (${activeCount} active)` : ""}`;

  const panelClass = hydrated ? (open ? styles.panelShown : styles.panel) : styles.panelUntilTarget;
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      {hydrated ? (
        <button
          ref={toggle}
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
          <div className={styles.sheetFoot}>
            <button type="button" className={`${button.primary} ${styles.showResults}`} onClick={showResults}>
              {resultCount === null ? "Show results" : `Show ${formatCount(resultCount, resultCountExact)} results`}
            </button>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
