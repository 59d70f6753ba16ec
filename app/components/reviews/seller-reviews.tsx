import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ErrorSummary, FormAlert, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import type { ReviewSummary, SellerReview } from "~/models/seller-review.server";
import { getFormProps, getTextareaProps } from "~/utils/conform-helpers";
import { formatNumber } from "~/utils/format";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import { REPLY_REVIEW_INTENT, REVIEW_TEXT_MAX } from "./limits";
import { RatingSummary } from "./rating-summary";
import { ReviewList } from "./review-list";
import * as styles from "./reviews.css";
import type { ReviewReplyAnswer } from "./seller-reviews.server";

/** The reply form's answer, when the page's action data is one (the page has other forms too). */
function replyAnswer(actionData: unknown): ReviewReplyAnswer | null {
  return actionData && typeof actionData === "object" && "reviewReply" in actionData
    ? (actionData as { reviewReply: ReviewReplyAnswer }).reviewReply
    : null;
}

/** The seller's Reviews view: Rating Overview, then each review, with a reply form under those not answered yet. */
export function SellerReviews({
  summary,
  publicHref,
  replyConstraint,
}: {
  summary: ReviewSummary;
  publicHref: string;
  /** The reply form's constraints (loadSellerReviews works them out). */
  replyConstraint: FieldConstraints;
}) {
  const answer = replyAnswer(useActionData());
  return (
    <>
      {/* An answer for a review not listed here (a stale or altered form) has no form to show it under. */}
      {answer && !summary.recent.some((review) => review.id === answer.reviewId) ? (
        <FormAlert>That reply was not posted: the review is not among yours listed here. Reply under a review below.</FormAlert>
      ) : null}
      <section className={styles.section} aria-labelledby="rating-overview-heading">
        <h3 id="rating-overview-heading" className={styles.sectionTitle}>
          Rating Overview
        </h3>
        <RatingSummary summary={summary} />
        <p>
          Buyers read these on <Link to={publicHref}>your public page</Link>. You can reply once to each review; your reply is
          public.
        </p>
      </section>
      {summary.count > 0 ? (
        <section className={styles.section} aria-labelledby="recent-reviews-heading">
          <h3 id="recent-reviews-heading" className={styles.sectionTitle}>
            Recent Reviews
          </h3>
          <ReviewList reviews={summary.recent} replySlot={(review) => <ReplyForm review={review} constraint={replyConstraint} />} />
        </section>
      ) : null}
    </>
  );
}

/** A plain POST (intent REPLY_REVIEW_INTENT); the server's answer comes back to the form it was for. */
function ReplyForm({ review, constraint }: { review: SellerReview; constraint: FieldConstraints }) {
  const navigation = useNavigation();
  const reply = replyAnswer(useActionData());
  const answer = reply?.reviewId === review.id ? reply : null;
  const sending = navigation.state === "submitting" && navigation.formData?.get("reviewId") === review.id;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(() => import("./schema").then((module) => module.ReviewReplySchema), {
    id: `reply-${review.id}`,
    lastResult: navigation.state === "idle" ? answer?.result : undefined,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} noValidate className={formStyle} onFocus={loadValidation}>
      <ErrorSummary form={form} />
      <input type="hidden" name="reviewId" value={review.id} />
      <TextareaField
        label={`Reply to ${review.buyerName ?? "Unknown buyer"}`}
        help={`Public, once, up to ${formatNumber(REVIEW_TEXT_MAX)} characters.`}
        textareaProps={{ ...getTextareaProps(fields.reply), rows: 3 }}
        errors={fields.reply.errors}
      />
      <div className={styles.actions}>
        <SubmitButton name="intent" value={REPLY_REVIEW_INTENT} pending={sending} pendingLabel="Posting...">
          Post reply
        </SubmitButton>
      </div>
    </Form>
  );
}
