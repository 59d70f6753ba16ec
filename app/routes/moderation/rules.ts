/**
 * The queue's limits and words the page shows, apart from the zod schema (schema.ts) so the
 * page's script does not carry zod (docs/performance.md): the schema loads on the form's first focus.
 */
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;

/** A decision posted for a listing that is not on the queue's page (a stale or altered form). */
export const NO_SUCH_REVIEW_MESSAGE =
  "That decision was not recorded: the listing is not waiting on this page of the queue. Choose Approve or Reject on a listing below.";

/** A page of the queue's address (the first page without ?page=). */
export const queuePath = (pageNumber: number) => (pageNumber > 1 ? `/moderation?page=${pageNumber}` : "/moderation");

/** A refund's reason, which the member reads on their receipt: as public.start_payment_refund() requires. */
export const REFUND_REASON_MIN = 10;
export const REFUND_REASON_MAX = 500;

/** The refund form's intent (a plain POST to /moderation). */
export const REFUND_PAYMENT_INTENT = "refund-payment";

/** Pounds as staff type them ("8.95", "£8.95", "8") in pence. */
export const poundsToPence = (typed: string) => {
  const [pounds = "0", pence = ""] = typed.replace(/^£\s*/, "").split(".");
  return Number(pounds) * 100 + Number(pence.padEnd(2, "0"));
};

/** The Payments section's address, finding a payment (?payment=receipt number, reference or email). */
export const paymentsPath = (query: string) => `/moderation?${new URLSearchParams({ payment: query })}#payments`;

/** A refund posted for a payment that is not among those found (a stale or altered form). */
export const NO_SUCH_REFUND_MESSAGE = "That refund was not made: the payment is not among those found here. Find the payment, then use its Refund form.";
