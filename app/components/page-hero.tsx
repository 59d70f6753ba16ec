import * as styles from "./page-hero.css";
import { BandLinks, type BandLink } from "./sections";

/** The blue band that opens a page: its h1, a lead paragraph and optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  lead,
  size = "regular",
  links,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  /** `large` for the home page. */
  size?: "regular" | "large";
  links?: readonly BandLink[];
}) {
  return (
    <section className={styles.hero}>
      <div className={styles.inner[size]}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title[size]}>{title}</h1>
        <p className={styles.lead[size]}>{lead}</p>
        {links ? <BandLinks links={links} /> : null}
      </div>
    </section>
  );
}
