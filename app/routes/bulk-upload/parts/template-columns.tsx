import { bulkTemplateColumns } from "~/content/bulk-template";
import * as styles from "../styles.css";
import { ScrollRegion } from "./scroll-region";

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
      <ScrollRegion label="Table of the columns">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Required</th>
              <th scope="col">What goes in it</th>
              <th scope="col">Example</th>
            </tr>
          </thead>
          <tbody>
            {bulkTemplateColumns.map((column) => (
              <tr key={column.name}>
                <th scope="row" className={styles.code}>
                  {column.name}
                </th>
                <td>{column.required ? "Required" : "Optional"}</td>
                <td>{column.format}</td>
                <td>{column.example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
