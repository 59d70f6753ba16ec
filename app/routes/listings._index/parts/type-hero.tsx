import { Link } from "@remix-run/react";
import { generatorTypeKeys, generatorTypes, type GeneratorTypeKey } from "~/content/generator-types";
import { listingsHref, type ListingFilters } from "../schema";
import * as styles from "../styles.css";

/**
 * The hero with the type buttons (spec 01 §2): links that keep the other filters, so they
 * work without JavaScript. The active type's button clears it again. Services &
 * Accessories are not listings: that button leads to the services directory.
 */
export function TypeHero({ filters }: { filters: ListingFilters }) {
  const hrefFor = (type: GeneratorTypeKey | undefined) =>
    listingsHref({ ...filters, type: type === filters.type ? undefined : type, page: 1 });
  const activeType = filters.type ? generatorTypes[filters.type] : null;
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
            <Link
              to={hrefFor(undefined)}
              className={styles.typeButton}
              aria-current={filters.type ? undefined : "true"}
            >
              All Generators
            </Link>
          </li>
          <li>
            <Link to="/directory" className={styles.typeButton}>
              Services &amp; Accessories
            </Link>
          </li>
          {generatorTypeKeys.map((key) => (
            <li key={key}>
              <Link
                to={hrefFor(key)}
                className={styles.typeButton}
                aria-current={filters.type === key ? "true" : undefined}
              >
                {generatorTypes[key].name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
