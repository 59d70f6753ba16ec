import { bulkTemplateColumns } from "~/content/bulk-template";
import * as styles from "../styles.css";

/** The template documented column by column: required or not, what goes in it, an example. */
export function TemplateColumns() {
  return (
    <section className={styles.card} aria-labelledby="columns-heading">
      <h2 id="columns-heading" className={styles.cardTitle}>
        The template's columns
      </h2>
      <p className={styles.muted}>
        The first row holds the column names; their order does not matter. Each row is checked with the same rules as the Sell Your
        Generator form.
      </p>
      <dl className={styles.columnList}>
        {bulkTemplateColumns.map((column) => (
          <div key={column.name} className={styles.columnItem}>
            <dt>
              <code className={styles.code}>{column.name}</code>{" "}
              <span className={column.required ? styles.required : styles.muted}>{column.required ? "Required" : "Optional"}</span>
            </dt>
            <dd>{column.format}</dd>
            <dd className={styles.muted}>Example: {column.example}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
