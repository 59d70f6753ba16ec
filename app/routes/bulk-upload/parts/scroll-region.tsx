import type { ReactNode } from "react";
import * as styles from "../styles.css";

/** A table's box that scrolls sideways on narrow screens, focusable so keyboards can scroll it. */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus (WCAG 2.1.1)
    <div className={styles.tableScroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
