import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { ErrorSummary, FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import * as page from "~/components/page.css";
import { HIDE_REASON_MAX, HIDE_REASON_MIN } from "~/components/reviews/limits";
import { Stars } from "~/components/reviews/stars";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import type { ReviewToModerate } from "../reviews.server";
import * as styles from "../styles.css";

const nameOf = (profile: { full_name: string | null; company_name?: string | null } | null) =>
  profile?.company_name?.trim() || profile?.full_name?.trim() || null;

/**
 * Seller reviews for the team: the latest ones, each with Hide and a reason (plain POSTs,
 * intent hide-review); a hidden one shows when and why instead.
 */
export function SellerReviewsToModerate({
  reviews,
  constraint,
  answer,
}: {
  reviews: ReviewToModerate[];
  /** The hide form's constraints (the loader's getZodConstraint). */
  constraint: FieldConstraints;
  answer: { reviewId: string; result: SubmissionResult<string[]> } | null;
}) {
  return (
    <section id="seller-reviews" className={`${page.card} ${page.stack}`} aria-labelledby="seller-reviews-heading">
      <h2 id="seller-reviews-heading" className={styles.cardTitle}>
        Seller reviews
      </h2>
      <p>
        The latest reviews buyers left. Hide one that breaks the rules (abuse, personal details, not about the sale): it
        stops showing and counting at once, and the buyer and seller see your reason.
      </p>
      {/* An answer for a review not listed here (a stale or altered form) has no form to show it under. */}
      {answer && !reviews.some((review) => review.id === answer.reviewId) ? (
        <FormAlert>That review was not hidden: it is not among the reviews listed here. Choose Hide review on a review below.</FormAlert>
      ) : null}
      {reviews.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ol className={styles.queue} aria-label="Latest seller reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewToModerate review={review} constraint={constraint} lastResult={answer?.reviewId === review.id ? answer.result : undefined} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReviewToModerate({
  review,
  constraint,
  lastResult,
}: {
  review: ReviewToModerate;
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
}) {
  const titleId = useId();
  const navigation = useNavigation();
  const hiding = navigation.state === "submitting" && navigation.formData?.get("reviewId") === review.id;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(() => import("~/components/reviews/schema").then((module) => module.HideReviewSchema), {
    id: `hide-${review.id}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <article className={`${page.card} ${page.stack}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {nameOf(review.buyer) ?? "Unknown buyer"} on <Link to={`/seller/${review.seller_id}#reviews`}>{nameOf(review.seller) ?? "Unknown Seller"}</Link>
      </h3>
      <p>
        <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} /> · {review.createdOn}
      </p>
      <p>{review.comment ?? "No comment left."}</p>
      {review.hiddenOn ? (
        <p role="status">
          Hidden on {review.hiddenOn}: {review.hidden_reason}
        </p>
      ) : (
        <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle} onFocus={loadValidation}>
          <ErrorSummary form={form} />
          <input type="hidden" name="reviewId" value={review.id} />
          <TextareaField
            label="Reason for hiding"
            help={`${HIDE_REASON_MIN} to ${HIDE_REASON_MAX} characters; the buyer and the seller read it.`}
            textareaProps={{ ...getTextareaProps(fields.reason), rows: 2 }}
            errors={fields.reason.errors}
          />
          <SubmitButton name="intent" value="hide-review" variant="secondary" pending={hiding} pendingLabel="Hiding...">
            Hide review
          </SubmitButton>
        </Form>
      )}
    </article>
  );
}
