import { Form, Link } from "@remix-run/react";
import { AlertList, FormAlert, SubmitButton } from "~/components/forms";
import { button } from "~/components/ui/button.css";
import { formatDateTime, formatGBP } from "~/utils/format";
import { useIsPending } from "~/utils/misc";
import type { PreviewView } from "../import.server";
import { BULK_UPLOAD_PATH, errorReportPath, importPath } from "../paths";
import * as styles from "../styles.css";
import { ScrollRegion } from "./scroll-region";

/** The template's column for a listing column a change names. */
const columnLabels: Record<string, string> = {
  power_kw: "power",
  fuel: "fuel_type",
  hours: "hours",
  price_gbp: "price",
  warranty_months: "warranty_length",
  sockets: "has_sockets",
  emissions: "emissions_rating",
  depot_id: "depot",
};

/** A changed value as the listing shows it: prices in pounds; nothing as "(empty)". */
function shownValue(column: string, value: string) {
  if (!value) return "(empty)";
  return column === "price_gbp" ? formatGBP(Number(value)) : value;
}

/**
 * A stored preview (?import=): the counts, the rows that will be created, the updates with
 * what changes, the failures with row, column and message, and Confirm (a plain post). Once
 * applied it says what was applied and offers no Confirm.
 */
export function ImportPreview({
  preview,
  newRowsBecome,
  formErrors,
}: {
  preview: PreviewView;
  /** What confirming makes of new rows: listings pending review (trade sellers) or drafts (private sellers). */
  newRowsBecome: "pending" | "drafts";
  formErrors?: string[];
}) {
  const pending = useIsPending();
  const canConfirm = !preview.applied && !preview.expired && preview.creates.length + preview.updates.length > 0;
  const failedRows = new Set(preview.failures.map((failure) => failure.row)).size;
  const rowsToApply = preview.creates.length + preview.updates.length;
  // Where new rows go, once the file names a depot (a row without one goes to the main depot).
  const showDepots = preview.creates.some((create) => create.depot);
  return (
    <section className={styles.card} aria-labelledby="preview-heading">
      <h2 id="preview-heading" className={styles.cardTitle}>
        {preview.applied ? "Upload applied" : "Preview"}: {preview.fileName}
      </h2>
      {preview.applied ? (
        <p>
          Applied {preview.appliedAt ? formatDateTime(preview.appliedAt) : ""}: {preview.createdCount}{" "}
          {newRowsBecome === "pending" ? "new listings sent for review" : "new drafts"}, {preview.updatedCount} updated.
        </p>
      ) : preview.expired ? (
        <p>This preview has expired. Upload the file again to see it as your listings are now.</p>
      ) : (
        <p>Nothing has changed yet. Check the rows below, then confirm to apply every valid row at once. Stock missing from the file is left as it is.</p>
      )}
      <ul className={styles.counts} aria-label="Rows in this file">
        <Count figure={preview.rowCount} label={preview.rowCount === 1 ? "row read" : "rows read"} />
        <Count figure={preview.creates.length} label={preview.creates.length === 1 ? "new listing" : "new listings"} />
        <Count figure={preview.updates.length} label={preview.updates.length === 1 ? "update" : "updates"} />
        <Count figure={preview.unchanged} label="unchanged" />
        <Count figure={failedRows} label={failedRows === 1 ? "row with errors" : "rows with errors"} failed={failedRows > 0} />
      </ul>
      <FormAlert>{formErrors?.length ? <AlertList messages={formErrors} /> : null}</FormAlert>
      {canConfirm ? (
        <Form method="post" action={importPath(preview.id)} className={styles.actions}>
          <input type="hidden" name="importId" value={preview.id} />
          <SubmitButton name="intent" value="confirm" pending={pending} pendingLabel="Applying...">
            Confirm upload ({rowsToApply} {rowsToApply === 1 ? "row" : "rows"})
          </SubmitButton>
          <Link to={BULK_UPLOAD_PATH} className={button.secondary}>
            Upload a different file
          </Link>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Link to={BULK_UPLOAD_PATH} className={button.secondary}>
            Upload another file
          </Link>
        </div>
      )}

      {preview.failures.length ? (
        <ScrollRegion labelledBy="failures-caption">
          <table className={styles.table}>
            <caption id="failures-caption">
              Rows with errors ({failedRows}): not imported. <a href={errorReportPath(preview.id)}>Download the error report (CSV)</a>
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {preview.failures.map((failure) => (
                <tr key={`${failure.row}:${failure.column}`}>
                  <td className={styles.numeric}>{failure.row}</td>
                  <td className={styles.code}>{failure.column}</td>
                  <td>{failure.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}

      {preview.updates.length ? (
        <ScrollRegion labelledBy="updates-caption">
          <table className={styles.table}>
            <caption id="updates-caption">Updates to your listings ({preview.updates.length})</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Stock ref</th>
                <th scope="col">Listing</th>
                <th scope="col">What changes</th>
              </tr>
            </thead>
            <tbody>
              {preview.updates.map((update) => (
                <tr key={update.row}>
                  <td className={styles.numeric}>{update.row}</td>
                  <td className={styles.code}>{update.stockRef}</td>
                  <td>{update.title}</td>
                  <td>
                    <ul className={styles.changeList}>
                      {update.changes.map((change) => (
                        <li key={change.column}>
                          {columnLabels[change.column] ?? change.column}:{" "}
                          <span className={styles.before}>{shownValue(change.column, change.before)}</span> → {shownValue(change.column, change.after)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}

      {preview.creates.length ? (
        <ScrollRegion labelledBy="creates-caption">
          <table className={styles.table}>
            <caption id="creates-caption">
              New listings ({preview.creates.length}),{" "}
              {newRowsBecome === "pending"
                ? "sent for review when you confirm"
                : "saved as drafts when you confirm: finish and pay for each in Sell Your Generator"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Stock ref</th>
                <th scope="col">Title</th>
                {showDepots ? <th scope="col">Depot</th> : null}
                <th scope="col" className={styles.numeric}>
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.creates.map((create) => (
                <tr key={create.row}>
                  <td className={styles.numeric}>{create.row}</td>
                  <td className={styles.code}>{create.stockRef ?? "—"}</td>
                  <td>{create.title}</td>
                  {showDepots ? <td>{create.depot ?? "Main depot"}</td> : null}
                  <td className={styles.numeric}>{formatGBP(create.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}

function Count({ figure, label, failed }: { figure: number; label: string; failed?: boolean }) {
  return (
    <li className={failed ? `${styles.count} ${styles.failed}` : styles.count}>
      <span className={styles.countFigure}>{figure}</span> {label}
    </li>
  );
}
