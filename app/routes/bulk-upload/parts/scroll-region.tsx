import type { ReactNode } from "react";
import * as styles from "../styles.css";

/**
 * A table's box that scrolls sideways on narrow screens, focusable so keyboards can scroll it;
 * named by its caption (`labelledBy`) or, where its section's heading already names the section, by `label`.
 */
export function ScrollRegion({ labelledBy, label, children }: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus (WCAG 2.1.1)
    <div className={styles.tableScroll} role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
