import type { ReactNode } from "react";
import * as styles from "./page-hero.css";
import { BandLinks, type BandLink } from "./sections";

/** The blue band that opens a page: its h1, a lead paragraph and optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  lead,
  size = "regular",
  links,
  children,
  aside,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  /** `large` for the home page. */
  size?: "regular" | "large";
  links?: readonly BandLink[];
  /** Shown between the lead and the links (the home page's search box). */
  children?: ReactNode;
  /** Beside the text on wide screens (the home page's featured photo and live figure). */
  aside?: ReactNode;
}) {
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title[size]}>{title}</h1>
      <p className={styles.lead[size]}>{lead}</p>
      {children}
      {links ? <BandLinks links={links} /> : null}
    </>
  );
  return (
    <section className={styles.hero}>
      {aside ? (
        <div className={styles.withAside}>
          <div className={styles.inner[size]}>{text}</div>
          {aside}
        </div>
      ) : (
        <div className={styles.inner[size]}>{text}</div>
      )}
    </section>
  );
}
