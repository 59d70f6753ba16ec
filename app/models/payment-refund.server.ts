import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * Refunds (docs/payments.md "Refunds", supabase/schemas/30-payments.sql): staff find a paid
 * payment and start a refund of all or part of what is left, with a reason the member reads on
 * their receipt; whoever took the money gives it back (app/utils/payments.server.ts).
 */

export type RefundStatus = "pending" | "succeeded" | "failed";

/** A refund as staff and the member's receipt list it. */
export type RefundRecord = {
  id: string;
  amount_pence: number;
  reason: string;
  status: RefundStatus;
  created_at: string;
  refunded_at: string | null;
};

/** A payment staff may refund, as find_payments_to_refund answers it (jsonb: the function's shape). */
export type PaymentToRefund = {
  id: string;
  reference: string;
  receipt_number: number | null;
  purpose: string;
  listing_option: string | null;
  plan_id: string | null;
  amount_pence: number;
  status: "paid" | "refunded";
  paid_at: string | null;
  provider: string | null;
  listing_title: string | null;
  auction_title: string | null;
  member_email: string | null;
  member_name: string | null;
  /** The amount less the refunds that succeeded or are pending. */
  refundable_pence: number;
  refunds: RefundRecord[];
};

/** Paid payments by receipt number (GM-R-000123 or 123), reference (GM-…) or the member's email: staff only. */
export async function findPaymentsToRefund(supabase: SupabaseClient, query: string) {
  const { data, error } = await supabase.rpc("find_payments_to_refund", { p_query: query });
  return { payments: error ? null : (data as unknown as PaymentToRefund[]), error };
}

/** A refund just started (or the one the same form key started before), with who took the payment. */
export type StartedRefund = {
  id: string;
  payment_id: string;
  amount_pence: number;
  reason: string;
  status: RefundStatus;
  /** "stripe", "simulated" (the local provider) or null. */
  payment_provider: string | null;
  /** Stripe's PaymentIntent for the payment: what its refund names. */
  provider_payment_id: string | null;
};

/**
 * Starts a refund as staff: the refund's id is the form's one-time key, so the same form posted
 * twice is one refund. SQL refuses (GM4xx) more than is left, an unpaid payment, no reason.
 */
export async function startPaymentRefund(
  supabase: SupabaseClient,
  { refundId, paymentId, amountPence, reason }: { refundId: string; paymentId: string; amountPence: number; reason: string },
) {
  const { data, error } = await supabase
    .rpc("start_payment_refund", { p_refund_id: refundId, p_payment_id: paymentId, p_amount_pence: amountPence, p_reason: reason })
    .single<StartedRefund>();
  return error ? { refund: null, error } : { refund: data, error: null };
}

/** The refunds of one of the signed-in member's payments (row-level security: their own only), oldest first. */
export async function getRefundsOfPayment(supabase: SupabaseClient, paymentId: string) {
  const { data, error } = await supabase
    .from("payment_refunds")
    .select("id, amount_pence, reason, status, created_at, refunded_at")
    .eq("payment_id", paymentId)
    .order("created_at");
  return { refunds: error ? null : (data as RefundRecord[]), error };
}
