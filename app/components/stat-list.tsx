import type { Stat } from "~/content/claims";
import * as styles from "./stat-list.css";

/** Headline figures, e.g. "10,000+ Active Buyers", as a description list (label, then value). */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <dl className={styles.list}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
