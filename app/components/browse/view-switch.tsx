import { Link } from "@remix-run/react";
import * as styles from "./styles.css";

const views = [
  { key: "list", label: "List" },
  { key: "grid", label: "Grid" },
] as const;

export type ResultsView = (typeof views)[number]["key"];

/**
 * List or grid for a browse page's results, as links (`hrefFor` gives a view's address).
 * The chosen one is marked current; with none chosen the page's CSS picks by width and
 * `data-view="auto"` lets the switch show which one that is.
 */
export function ViewSwitch({ value, hrefFor }: { value: ResultsView | undefined; hrefFor: (view: ResultsView) => string }) {
  return (
    <div role="group" aria-label="Results view" className={styles.viewSwitch} data-view={value ?? "auto"}>
      {views.map((view) => (
        <Link
          key={view.key}
          to={hrefFor(view.key)}
          className={styles.viewLink}
          data-view-option={view.key}
          aria-current={value === view.key ? "true" : undefined}
          preventScrollReset
        >
          {view.label}
        </Link>
      ))}
    </div>
  );
}
