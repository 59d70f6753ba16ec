import type { SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { ListingPhoto } from "~/components/listing-photo";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import type { ListingUnderReview } from "~/models/listing-review.server";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import { REJECTION_REASON_MAX } from "../rules";
import * as styles from "../styles.css";

const optionLabels = { basic: "Basic listing", enhanced: "Enhanced listing" } as const;

type DecisionResponse = { listingId: string; result: SubmissionResult<string[]> };

/**
 * One listing waiting for review, with its decision form: Approve, or Reject with a reason
 * (in a disclosure, so the queue stays short). A plain form without JavaScript; with it, a
 * fetcher, so deciding one listing leaves the rest of the page as it is.
 */
export function ReviewCard({
  listing,
  constraint,
  lastResult,
}: {
  listing: ListingUnderReview & { priceText: string; submittedOn: string | null };
  /** The decision form's constraints (the loader's getZodConstraint). */
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fetcher = useFetcher<DecisionResponse>({ key: `review-${listing.id}` });
  const titleId = useId();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(() => import("../schema").then((module) => module.ModerationSchema), {
    id: `review-${listing.id}`,
    lastResult: fetcher.data?.result ?? lastResult,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const deciding = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const reasonInvalid = Boolean(fields.reason.errors?.length);
  // The reason stays open once opened (or shown with an error), while its error clears.
  const [rejectOpen, setRejectOpen] = useState(reasonInvalid);
  useEffect(() => {
    if (reasonInvalid) setRejectOpen(true);
  }, [reasonInvalid]);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <ListingPhoto src={listing.photo_url} alt="" loading="lazy" className={styles.photo} />
      <div className={styles.summary}>
        <h2 id={titleId} className={styles.cardTitle}>
          {listing.title}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Seller</dt>
            <dd>{listing.seller_name}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{listing.priceText}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{listing.type_label ?? "Not set"}</dd>
          </div>
          <div>
            <dt>Option</dt>
            <dd>{listing.listing_option ? optionLabels[listing.listing_option] : "Basic listing"}</dd>
          </div>
          <div>
            <dt>Submitted</dt>
            <dd>
              {/* Stamped when the listing went to review (supabase/schemas/80-moderation.sql), so a pending listing has it. */}
              {listing.submitted_at ? <time dateTime={listing.submitted_at}>{listing.submittedOn}</time> : "Not recorded"}
            </dd>
          </div>
        </dl>
        <Link to={`/listings/${listing.id}`} className={styles.previewLink}>
          Preview the listing<span className={visuallyHidden}>: {listing.title}</span>
        </Link>
      </div>

      <fetcher.Form method="post" {...getFormProps(form)} noValidate className={styles.decision} onFocus={loadValidation}>
        <input type="hidden" name="listingId" value={listing.id} />
        <ErrorSummary form={form} />
        <SubmitButton
          name="intent"
          value="approve"
          pending={deciding === "approve"}
          pendingLabel="Approving..."
          disabled={Boolean(deciding)}
          aria-describedby={titleId}
        >
          Approve
        </SubmitButton>
        <details
          className={styles.rejectDisclosure}
          open={rejectOpen}
          onToggle={(event) => setRejectOpen(event.currentTarget.open)}
        >
          <summary className={styles.rejectSummary}>Reject with a reason</summary>
          <div className={styles.rejectBody}>
            <TextareaField
              label="Reason for the seller"
              help={`What should the seller change? They read this in their dashboard (up to ${REJECTION_REASON_MAX} characters).`}
              textareaProps={{ ...getTextareaProps(fields.reason), rows: 3 }}
              errors={fields.reason.errors}
            />
            <SubmitButton
              name="intent"
              value="reject"
              variant="secondary"
              pending={deciding === "reject"}
              pendingLabel="Rejecting..."
              disabled={Boolean(deciding)}
              aria-describedby={titleId}
            >
              Reject listing
            </SubmitButton>
          </div>
        </details>
      </fetcher.Form>
    </article>
  );
}
