import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { findPaymentsToRefund, startPaymentRefund, type RefundRecord } from "~/models/payment-refund.server";
import { describePayment, formatReceiptNumber } from "~/models/receipt.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
import { formatPence, refundStatusLabels } from "~/utils/receipts";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { paymentsPath, poundsToPence } from "../rules";
import { RefundPaymentSchema } from "../schema";

/**
 * The Payments section of /moderation (docs/payments.md "Refunds"): staff find a paid payment
 * by its receipt number, reference or the member's email (?payment=) and refund all or part of
 * what is left, with a reason the member reads on their receipt (intent refund-payment).
 */
const refundLine = (refund: RefundRecord) => ({
  id: refund.id,
  amountPence: refund.amount_pence,
  amountText: formatPence(refund.amount_pence),
  reason: refund.reason,
  status: refund.status,
  statusLabel: refundStatusLabels[refund.status],
  when: formatDateTime(refund.refunded_at ?? refund.created_at),
});

export async function loadPaymentsToRefund(request: Request, supabase: SupabaseClient, headers: Headers) {
  const query = (new URL(request.url).searchParams.get("payment") ?? "").trim().slice(0, 320);
  if (!query) return { query, payments: [] };
  const { payments, error } = await findPaymentsToRefund(supabase, query);
  if (error) failedToLoad("moderation: finding payments", error, headers);
  // Words and amounts here, so the page carries no formatting code; each form a new one-time key.
  const shown = (payments ?? []).map((payment) => {
    const refunds = payment.refunds.map(refundLine);
    const refundedPence = payment.refunds.filter((refund) => refund.status === "succeeded").reduce((sum, refund) => sum + refund.amount_pence, 0);
    return {
      id: payment.id,
      number: payment.receipt_number === null ? "" : formatReceiptNumber(payment.receipt_number),
      reference: payment.reference,
      description: describePayment({
        ...payment,
        generator_listings: payment.listing_title === null ? null : { title: payment.listing_title },
        auction_listings: payment.auction_title === null ? null : { title: payment.auction_title },
      }),
      member: [payment.member_name, payment.member_email].filter(Boolean).join(" · "),
      paidOn: payment.paid_at ? formatDate(payment.paid_at) : "",
      paidBy: payment.provider === "stripe" ? "Card (Stripe)" : "Test mode (no card charged)",
      amountText: formatPence(payment.amount_pence),
      statusLabel: payment.status === "refunded" ? "Refunded" : refundedPence > 0 ? "Partly refunded" : "Paid",
      refundablePence: payment.refundable_pence,
      refundableText: formatPence(payment.refundable_pence),
      defaultAmount: (payment.refundable_pence / 100).toFixed(2),
      refundKey: crypto.randomUUID(),
      refunds,
    };
  });
  return { query, payments: shown };
}

export type PaymentsToRefundView = Awaited<ReturnType<typeof loadPaymentsToRefund>>;
export type PaymentToRefundView = PaymentsToRefundView["payments"][number];

/** What the refund form answers when it does not redirect: the payment it was for and conform's result. */
export type RefundAnswer = { paymentId: string; result: SubmissionResult<string[]> };

/**
 * Refunds a payment: start_payment_refund decides (staff only, paid, no more than is left, a
 * reason; the form's key makes a second post the same refund), then whoever took the money
 * gives it back. Back to the payment with a toast; otherwise the form again, values kept, with
 * why (Stripe down: 503, the refund left pending for the same form to send again).
 */
export async function refundPayment(request: Request, context: AppLoadContext, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const paymentId = String(formData.get("paymentId") ?? "");
  const submission = parseWithZod(formData, { schema: RefundPaymentSchema });
  const answer = (result: SubmissionResult<string[]>, status: number) => json({ refund: { paymentId, result } satisfies RefundAnswer }, { status, headers });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const { refundKey, amount, reason } = submission.value;
  const started = await startPaymentRefund(supabase, { refundId: refundKey, paymentId, amountPence: poundsToPence(amount), reason });
  if (started.error) {
    const failure = failedToSave("moderation: starting a refund", started.error);
    return answer(submission.reply({ formErrors: [failure.message] }), failure.status);
  }
  const outcome = await getPaymentProvider(context).refund({ supabase, env: context.cloudflare.env }, started.refund);
  if (outcome.status === "unavailable") return answer(submission.reply({ formErrors: [paymentMessages.refundUnavailable] }), 503);
  if (outcome.status === "declined") return answer(submission.reply({ formErrors: [outcome.message] }), 409);
  if (outcome.status === "refused") {
    const failure = failedToSave("moderation: completing a refund", outcome.error);
    return answer(submission.reply({ formErrors: [failure.message] }), failure.status);
  }
  const back = paymentsPath(new URL(request.url).searchParams.get("payment") ?? paymentId);
  const amountText = formatPence(started.refund.amount_pence);
  return getToastUtils(request, context).redirectWithSuccess(
    back,
    outcome.status === "refunded"
      ? { message: `${amountText} refunded`, description: "The member sees the refund and your reason on their receipt." }
      : { message: `${amountText} refund sent to Stripe`, description: "Stripe is processing it; it shows as refunded once Stripe confirms." },
    { headers },
  );
}
