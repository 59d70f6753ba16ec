import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { useState } from "react";
import { ErrorList, ErrorSummary, SubmitButton, TextareaField } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { getFormProps, getInputProps, getTextareaProps } from "~/utils/conform-helpers";
import { formatNumber } from "~/utils/format";
import { useIsPending } from "~/utils/misc";
import { useFormValidatedOnFirstUse } from "~/utils/validation-on-first-use";
import type { action, loader } from "../route";
import * as styles from "../styles.css";

type Subject = { value: string; title: string; model: string | null; kind: "listing" | "auction" };

const ratingWords = { 5: "Excellent", 4: "Good", 3: "Average", 2: "Poor", 1: "Very poor" } as const;

type FormRules = Pick<SerializeFrom<typeof loader>, "constraint" | "commentMax">;

/**
 * The review form: what it is about (given, or chosen among what the member may review), a
 * rating from 5 to 1 stars, and an optional comment. A plain POST validated on the server;
 * with JavaScript, conform checks it first with the same schema (loaded when the form is
 * first focused) and the comment counts its characters as you type. `rules` are the fields'
 * HTML constraints and the comment's limit, from the loader.
 */
export function ReviewForm({ subjects, chosen, rules }: { subjects: Subject[]; chosen: string | null; rules: FormRules }) {
  const actionData = useActionData<typeof action>();
  const pending = useIsPending();
  const only = subjects.length === 1 ? subjects[0]! : null;
  const given = chosen ? subjects.find((subject) => subject.value === chosen)! : only;
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(
    () => import("~/components/reviews/schema").then((module) => module.ReviewSchema),
    {
      id: "seller-review",
      lastResult: actionData?.result,
      defaultValue: { subject: given?.value },
      constraint: rules.constraint,
      shouldValidate: "onSubmit",
      shouldRevalidate: "onInput",
    },
  );
  const [commentLength, setCommentLength] = useState((fields.comment.initialValue ?? "").length);
  const label = (subject: Subject) => `${subject.title}${subject.model && subject.model !== subject.title ? ` (${subject.model})` : ""}`;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className={`${formStyle} ${styles.form}`} onFocus={loadValidation}>
      <ErrorSummary form={form} />
      {given ? (
        <div>
          <input type="hidden" name={fields.subject.name} value={given.value} />
          Your review is about the {given.kind} <strong>{label(given)}</strong>.
          <ErrorList id={fields.subject.errorId} errors={fields.subject.errors} />
        </div>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={fields.subject.errors ? fields.subject.errorId : undefined}>
          <legend className={styles.legend}>What are you reviewing?</legend>
          {subjects.map((subject) => (
            <label key={subject.value} className={styles.choice}>
              <input {...getInputProps(fields.subject, { type: "radio", value: subject.value })} key={subject.value} />
              <span>
                {label(subject)} <span className={styles.kind}>({subject.kind})</span>
              </span>
            </label>
          ))}
          <ErrorList id={fields.subject.errorId} errors={fields.subject.errors} />
        </fieldset>
      )}
      <fieldset className={styles.fieldset} aria-describedby={fields.rating.errors ? fields.rating.errorId : undefined}>
        <legend className={styles.legend}>Your rating</legend>
        <div className={styles.ratingChoices}>
          {([5, 4, 3, 2, 1] as const).map((stars) => (
            <label key={stars} className={styles.choice}>
              <input {...getInputProps(fields.rating, { type: "radio", value: String(stars) })} key={stars} />
              <span>
                <span aria-hidden="true" className={styles.starGlyphs}>
                  {"★".repeat(stars)}
                  {"☆".repeat(5 - stars)}
                </span>{" "}
                {stars} {stars === 1 ? "star" : "stars"}: {ratingWords[stars]}
              </span>
            </label>
          ))}
        </div>
        <ErrorList id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      <TextareaField
        label="Your comment"
        optional
        help={`What was it like to deal with this seller? Up to ${formatNumber(rules.commentMax)} characters (${formatNumber(commentLength)} used).`}
        textareaProps={{
          ...getTextareaProps(fields.comment),
          rows: 5,
          onChange: (event) => setCommentLength(event.currentTarget.value.length),
        }}
        errors={fields.comment.errors}
      />
      <SubmitButton pending={pending} pendingLabel="Posting...">
        Post review
      </SubmitButton>
    </Form>
  );
}
