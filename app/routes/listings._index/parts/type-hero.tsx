import { Link } from "@remix-run/react";
import * as styles from "../styles.css";

/**
 * The hero with the type buttons (docs/spec/01-marketplace-core.md §2): links that keep the other filters, so they
 * work without JavaScript (`typeLinks`, from the loader). The active type's button clears it
 * again. Services & Accessories are not listings: that button leads to the services directory.
 */
export function TypeHero({
  activeType,
  allTypesHref,
  typeLinks,
}: {
  activeType: { name: string; description: string } | null;
  allTypesHref: string;
  typeLinks: { key: string; name: string; href: string }[];
}) {
  return (
    <section className={styles.hero} aria-labelledby="listings-heading">
      <div className={styles.heroInner}>
        <h1 id="listings-heading" className={styles.heroTitle}>
          {activeType ? activeType.name : "Browse Generators"}
        </h1>
        <p className={styles.heroLead}>
          {activeType
            ? activeType.description
            : "Used and new-in-stock generators from UK private sellers and dealers, ready to ship."}
        </p>
        <ul className={styles.typeButtons} aria-label="Generator types">
          <li>
            <Link to={allTypesHref} className={styles.typeButton} aria-current={activeType ? undefined : "true"}>
              All Generators
            </Link>
          </li>
          <li>
            <Link to="/directory" className={styles.typeButton}>
              Services &amp; Accessories
            </Link>
          </li>
          {typeLinks.map((type) => (
            <li key={type.key}>
              <Link
                to={type.href}
                className={styles.typeButton}
                aria-current={activeType?.name === type.name ? "true" : undefined}
              >
                {type.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
