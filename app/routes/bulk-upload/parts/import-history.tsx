import { Link } from "@remix-run/react";
import type { ImportHistoryEntry } from "~/models/listing-import.server";
import { formatDateTime } from "~/utils/format";
import { errorReportPath, importPath } from "../paths";
import * as styles from "../styles.css";
import { ScrollRegion } from "./scroll-region";

/** The seller's past uploads: when, which file, what each created, updated and failed, with each error report. */
export function ImportHistory({ imports }: { imports: ImportHistoryEntry[] }) {
  return (
    <section className={styles.card} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.cardTitle}>
        Your uploads
      </h2>
      {imports.length === 0 ? (
        <p className={styles.muted}>No uploads yet. Your files appear here with what each one created and updated.</p>
      ) : (
        <ScrollRegion label="Table of your uploads">
          <table className={`${styles.table} ${styles.wideTable}`}>
            <thead>
              <tr>
                <th scope="col">Uploaded</th>
                <th scope="col">File</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.numeric}>
                  Created
                </th>
                <th scope="col" className={styles.numeric}>
                  Updated
                </th>
                <th scope="col" className={styles.numeric}>
                  Failed
                </th>
                <th scope="col">Error report</th>
              </tr>
            </thead>
            <tbody>
              {imports.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>
                    <Link to={importPath(entry.id)}>{entry.file_name}</Link>
                  </td>
                  <td>{entry.status === "applied" ? "Applied" : "Preview, not applied"}</td>
                  <td className={styles.numeric}>{entry.created_count ?? "—"}</td>
                  <td className={styles.numeric}>{entry.updated_count ?? "—"}</td>
                  <td className={styles.numeric}>{entry.failed_count}</td>
                  <td>
                    {entry.failed_count > 0 ? (
                      <a href={errorReportPath(entry.id)} aria-label={`Error report for ${entry.file_name} (CSV)`}>
                        Download CSV
                      </a>
                    ) : (
                      "None"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
