import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { Field, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import * as styles from "./listing-reports.css";
import type { closeReport, ListingReportsView } from "./listing-reports.server";

/**
 * Reports: what members reported about listings (the listing, the reason and their
 * details, who and when), oldest first, each with Dismiss (nothing wrong) and Resolved (dealt
 * with), plain POSTs with intent close-report. Above them, Find a listing by its reference.
 */
export function ListingReports({ view }: { view: ListingReportsView }) {
  const actionData = useActionData<typeof closeReport>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "close-report" ? navigation.formData : null;
  return (
    <section id="reports" className={styles.section} aria-labelledby="reports-heading">
      <h2 id="reports-heading" className={styles.title}>
        Reports
      </h2>
      <Form method="get" className={`${formStyle} ${styles.findForm}`} aria-label="Find a listing">
        <Field
          label="Find a listing by its reference"
          help="GM- and a number, as on the listing page."
          inputProps={{ id: "find-reference", name: "reference", defaultValue: view.referenceNotFound ?? "", placeholder: "GM-10234", maxLength: 40 }}
          errors={view.referenceNotFound ? [`No listing has the reference ${view.referenceNotFound}`] : undefined}
        />
        <button type="submit" className={button.secondary}>
          Find
        </button>
      </Form>
      <p>
        {view.total === 0
          ? "No open reports. Members' reports of listings appear here."
          : `${view.total} open ${view.total === 1 ? "report" : "reports"}, oldest first${view.total > view.reports.length ? ` (the ${view.reports.length} oldest shown)` : ""}. Dismiss one when nothing is wrong; mark it Resolved once you have dealt with the listing.`}
      </p>
      <FormAlert>{actionData && "reportError" in actionData ? actionData.reportError : null}</FormAlert>
      {view.reports.length > 0 ? (
        <ul className={styles.list} aria-label="Open reports">
          {view.reports.map((report) => (
            <li key={report.id} className={styles.row}>
              <div>
                <p className={styles.name}>
                  <Link to={`/listings/${report.listing.id}`}>{report.listing.title}</Link> ({report.listing.reference})
                </p>
                <p>{report.reasonLabel}</p>
                {report.details ? <p className={styles.details}>{report.details}</p> : null}
                <p className={styles.facts}>
                  Reported by {report.reporterName} · {report.reportedAt}
                </p>
              </div>
              <Form method="post" preventScrollReset className={styles.actions}>
                <input type="hidden" name="reportId" value={report.id} />
                {(["dismissed", "resolved"] as const).map((outcome) => (
                  <SubmitButton
                    key={outcome}
                    name="outcome"
                    value={outcome}
                    variant={outcome === "resolved" ? "primary" : "secondary"}
                    pending={busy?.get("reportId") === report.id && busy.get("outcome") === outcome}
                    pendingLabel="Saving..."
                    aria-label={`${outcome === "dismissed" ? "Dismiss" : "Resolved"}: the report about ${report.listing.title}`}
                  >
                    {outcome === "dismissed" ? "Dismiss" : "Resolved"}
                  </SubmitButton>
                ))}
                <input type="hidden" name="intent" value="close-report" />
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
