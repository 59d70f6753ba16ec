import type { ReactNode } from "react";
import * as styles from "./page-hero.css";

/** The blue band that opens a content page: its h1, a lead paragraph and optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Calls to action, e.g. links styled with button.accent and button.onDark. */
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </section>
  );
}
