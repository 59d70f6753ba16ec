import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SignInPrompt } from "~/components/auth/sign-in-prompt";
import { ErrorList, ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { NotFoundBoundary } from "~/components/not-found-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { LISTING_REPORT_DETAILS_MAX, listingReportReasonLabel, listingReportReasons } from "~/content/listing-reports";
import { getFormProps, getInputProps, getTextareaProps } from "~/utils/conform-helpers";
import { formatDate, formatNumber } from "~/utils/format";
import { useIsPending } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import { loadReportPage, reportListingAction } from "./report.server";
import * as styles from "./styles.css";

const LISTING_NOT_FOUND = "Listing not found";

/**
 * Report this listing (docs/moderation.md): signed-in members tell the moderation team what is
 * wrong with a listing, once; a visitor is asked to sign in and comes back here; the seller
 * is told they cannot report their own. Staff see the reports on /moderation.
 */
export async function loader(args: LoaderFunctionArgs) {
  return loadReportPage(args);
}

export async function action(args: ActionFunctionArgs) {
  return reportListingAction(args);
}

export default function ReportListingPage() {
  const { listing, signedIn, ownListing, report } = useLoaderData<typeof loader>();
  const listingHref = `/listings/${listing.id}`;
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>Report this listing</h1>
        <p className={page.lead}>
          <Link to={listingHref}>{listing.title}</Link> (Ref. {listing.reference})
        </p>
        {!signedIn ? (
          <SignInPrompt title="Sign in to report this listing" returnTo={`${listingHref}/report`}>
            Reports come from GenMarket members, so the team can ask you about what you saw. It&apos;s free to join, and
            you&apos;ll come straight back here.
          </SignInPrompt>
        ) : ownListing ? (
          <p>This is your listing: you cannot report it. To change or remove it, use My Listings in your dashboard.</p>
        ) : report ? (
          <p role="status">
            You reported this listing on {formatDate(report.created_at)} ({listingReportReasonLabel(report.reason)}). The
            GenMarket team is looking into it.
          </p>
        ) : (
          <ReportForm />
        )}
        <Link to={listingHref} className={button.secondary}>
          Back to the listing
        </Link>
      </div>
    </div>
  );
}

/**
 * The reason (one of the list) and optional details: a plain POST, checked by conform first
 * with JavaScript once the form has been focused (the schema loads then).
 */
function ReportForm() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("./schema").then((module) => module.ReportSchema),
    { id: "listing-report", lastResult: actionData?.result, constraint, shouldValidate: "onSubmit", shouldRevalidate: "onInput" },
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={`${formStyle} ${styles.form}`} onFocus={loadValidation}>
      <ErrorSummary form={form} />
      <p>Tell the GenMarket team what is wrong. The seller is not told who reported their listing.</p>
      <fieldset className={styles.fieldset} aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}>
        <legend className={styles.legend}>What is wrong with this listing?</legend>
        {listingReportReasons.map((reason) => (
          <label key={reason.value} className={styles.choice}>
            <input {...getInputProps(fields.reason, { type: "radio", value: reason.value })} key={reason.value} />
            <span>{reason.label}</span>
          </label>
        ))}
        <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
      </fieldset>
      <TextareaField
        label="Details"
        optional
        help={`Anything that helps the team check, up to ${formatNumber(LISTING_REPORT_DETAILS_MAX)} characters.`}
        textareaProps={{ ...getTextareaProps(fields.details), rows: 4 }}
        errors={fields.details.errors}
      />
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send report
      </SubmitButton>
    </Form>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data ? `Report ${data.listing.title}` : LISTING_NOT_FOUND,
    description: "Tell the GenMarket team what is wrong with a listing.",
  });

export function ErrorBoundary() {
  return <NotFoundBoundary title={LISTING_NOT_FOUND} lead="There is no listing at this address, or it is no longer on GenMarket." />;
}
