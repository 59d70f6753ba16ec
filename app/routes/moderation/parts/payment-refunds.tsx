import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { InputField, TextField, TickField } from "~/components/conform-fields";
import { ErrorSummary, Field, FormAlert, SubmitButton } from "~/components/forms";
import { form as formStyle } from "~/components/forms.css";
import { button } from "~/components/ui/button.css";
import { getFormProps, getInputProps } from "~/utils/conform-helpers";
import { useFormValidatedOnFirstUse, type FieldConstraints } from "~/utils/validation-on-first-use";
import { NO_SUCH_REFUND_MESSAGE, REFUND_PAYMENT_INTENT, REFUND_REASON_MAX, REFUND_REASON_MIN } from "../rules";
import * as styles from "./payment-refunds.css";
import type { PaymentsToRefundView, PaymentToRefundView, refundPayment } from "./payment-refunds.server";

/**
 * Payments (docs/payments.md "Refunds"): Find a payment by its receipt number, reference or the
 * member's email (a GET, ?payment=), then, for each one found, its refunds and a refund form:
 * the amount (what is left, in pounds, unless changed), the reason the member reads, a tick
 * to confirm. Plain POSTs (intent refund-payment) that work without JavaScript.
 */
export function PaymentRefunds({ view, constraint }: { view: PaymentsToRefundView; constraint: FieldConstraints }) {
  const actionData = useActionData<typeof refundPayment>();
  const answer = actionData && "refund" in actionData ? actionData.refund : null;
  const action = `/moderation?${new URLSearchParams({ payment: view.query })}`;
  return (
    <section id="payments" className={styles.section} aria-labelledby="payments-heading">
      <h2 id="payments-heading" className={styles.title}>
        Payments
      </h2>
      <Form method="get" action="/moderation#payments" className={`${formStyle} ${styles.findForm}`} aria-label="Find a payment">
        <Field
          label="Find a payment to refund"
          help="Its receipt number (GM-R-000123), its reference (GM-…) or the member's email."
          inputProps={{ id: "find-payment", name: "payment", defaultValue: view.query, maxLength: 320 }}
          errors={view.query && view.payments.length === 0 ? [`No paid payment matches ${view.query}`] : undefined}
        />
        <button type="submit" className={button.secondary}>
          Find
        </button>
      </Form>
      {/* A refund for no payment shown here (a stale or altered form) has no form to show its answer. */}
      <FormAlert>{answer && !view.payments.some((payment) => payment.id === answer.paymentId) ? NO_SUCH_REFUND_MESSAGE : null}</FormAlert>
      {view.payments.length > 0 ? (
        <ul className={styles.list} aria-label="Payments found">
          {view.payments.map((payment) => (
            <li key={payment.id}>
              <PaymentCard
                payment={payment}
                action={action}
                constraint={constraint}
                lastResult={answer?.paymentId === payment.id ? answer.result : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PaymentCard({
  payment,
  action,
  constraint,
  lastResult,
}: {
  payment: PaymentToRefundView;
  action: string;
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
}) {
  const titleId = useId();
  return (
    <article className={styles.payment} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.paymentTitle}>
        {`${payment.number}: ${payment.description}`}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Member</dt>
          <dd>{payment.member}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{`${payment.amountText} on ${payment.paidOn}`}</dd>
        </div>
        <div>
          <dt>Paid by</dt>
          <dd>{payment.paidBy}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{payment.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{payment.statusLabel}</dd>
        </div>
        <div>
          <dt>Left to refund</dt>
          <dd>{payment.refundableText}</dd>
        </div>
      </dl>
      {payment.refunds.length > 0 ? (
        <table className={styles.refunds} aria-label={`Refunds of ${payment.number}`}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Amount</th>
              <th scope="col">Reason</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {payment.refunds.map((refund) => (
              <tr key={refund.id}>
                <td>{refund.when}</td>
                <td>{refund.amountText}</td>
                <td>{refund.reason}</td>
                <td>
                  {refund.statusLabel}
                  {refund.status === "pending" ? <SendAgain paymentId={payment.id} action={action} refund={refund} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {payment.refundablePence > 0 || lastResult ? (
        // A new key for each refund made: the form remounts with it.
        <RefundForm key={payment.refundKey} payment={payment} action={action} constraint={constraint} lastResult={lastResult} />
      ) : null}
    </article>
  );
}

function RefundForm({
  payment,
  action,
  constraint,
  lastResult,
}: {
  payment: PaymentToRefundView;
  action: string;
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields, loadValidation] = useFormValidatedOnFirstUse(() => import("../schema").then((module) => module.RefundPaymentSchema), {
    id: `refund-${payment.id}`,
    lastResult,
    constraint,
    defaultValue: { refundKey: payment.refundKey, amount: payment.defaultAmount },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = navigation.state === "submitting" && navigation.formData?.get("paymentId") === payment.id;
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className={styles.refundForm} onFocus={loadValidation} preventScrollReset>
      <input type="hidden" name="paymentId" value={payment.id} />
      <input {...getInputProps(fields.refundKey, { type: "hidden" })} />
      <ErrorSummary form={form} />
      <InputField
        field={fields.amount}
        type="text"
        label="Amount to refund (£)"
        help={`Up to ${payment.refundableText}, what is left of this payment.`}
        inputProps={{ inputMode: "decimal", autoComplete: "off" }}
      />
      <TextField field={fields.reason} label="Reason for the member" help={`The member reads this on their receipt (${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters).`} />
      <TickField field={fields.confirm} label={`Refund this amount to ${payment.member || "the member"}`} />
      <SubmitButton name="intent" value={REFUND_PAYMENT_INTENT} variant="secondary" pending={sending} pendingLabel="Refunding...">
        Refund
      </SubmitButton>
    </Form>
  );
}

/** A refund still pending (the card provider was down): the same refund sent again, the same key. */
function SendAgain({ paymentId, action, refund }: { paymentId: string; action: string; refund: PaymentToRefundView["refunds"][number] }) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="paymentId" value={paymentId} />
      <input type="hidden" name="refundKey" value={refund.id} />
      <input type="hidden" name="amount" value={(refund.amountPence / 100).toFixed(2)} />
      <input type="hidden" name="reason" value={refund.reason} />
      <input type="hidden" name="confirm" value="on" />
      <button type="submit" name="intent" value={REFUND_PAYMENT_INTENT} className={button.ghost}>
        Send again
      </button>
    </Form>
  );
}
