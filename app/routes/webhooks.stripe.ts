import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { completeCheckoutPayment, recordPaymentRefund } from "~/utils/admin.server";
import { applyCommissionInvoiceEvent, isCommissionInvoiceEvent } from "~/utils/commission-invoices.server";
import { refusalStatus } from "~/utils/errors";
import { appliedEventAnswer, checkoutPaidBy, refundsOfEvent, stripeFor, verifiedStripeEvent, type StripeCheckoutSession } from "~/utils/stripe.server";
import { applyPlanSubscriptionEvent, isPlanSubscriptionEvent } from "~/utils/subscriptions.server";

/**
 * Stripe's webhook (docs/payments.md: the endpoint to register and what each event does).
 * The Stripe-Signature header is checked against STRIPE_WEBHOOK_SECRET, within five minutes
 * of its timestamp, before anything is read: the only POST that may come from another
 * origin (app/utils/request-guard.ts). Each event is applied once (complete_checkout_payment
 * and record_payment_refund store its id), in whatever order they come; an event this site does not act on is
 * answered 200 and ignored, so Stripe stops sending it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const stripe = stripeFor(env);
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return json({ error: "Card payments are not set up on this site" }, { status: 404 });
  const event = await verifiedStripeEvent(stripe, env, request);
  if (!event) return json({ error: "The signature or the event is not valid" }, { status: 400 });
  // Weekly plans' subscription checkouts, invoices and changes (app/utils/subscriptions.server.ts).
  if (isPlanSubscriptionEvent(event)) return applyPlanSubscriptionEvent(env, stripe, event);
  // Invoices for commission on sold auctions (app/utils/commission-invoices.server.ts).
  if (isCommissionInvoiceEvent(event)) return applyCommissionInvoiceEvent(env, event);

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object as StripeCheckoutSession;
      // A bank payment still on its way completes later, with async_payment_succeeded.
      if (session.payment_status !== "paid") return json({ received: true, applied: false });
      const { error } = await completeCheckoutPayment(env, { ...checkoutPaidBy(session), event: { id: event.id, type: event.type } });
      // GM404: no payment has the session; another refusal (the amount differs, or another
      // payment already paid for the listing) is for staff.
      return appliedEventAnswer(event, session.id, error, "Could not record the payment just now");
    }
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refunded": {
      // A refund started from /moderation finishing (or failing) at Stripe: recorded once per
      // event and refund. A refund made elsewhere (Stripe's dashboard) is none of ours (404).
      let applied = false;
      for (const refund of refundsOfEvent(event)) {
        const { error } = await recordPaymentRefund(env, { ...refund, event: { id: `${event.id}:${refund.providerRefundId}`, type: event.type } });
        if (!error) {
          applied = true;
          continue;
        }
        const status = refusalStatus(error);
        if (status === 404) continue;
        console.error(`webhooks: Stripe ${event.type} ${event.id} for refund ${refund.providerRefundId} was refused`, error);
        if (status === null) return json({ error: "Could not record the refund just now" }, { status: 500 });
      }
      return json({ received: true, applied });
    }
    default:
      return json({ received: true, applied: false });
  }
}

/** Only Stripe's POSTs: a visit is told so (405), not shown an error page. */
export function loader() {
  return json({ error: "This address only receives Stripe's webhooks (POST)." }, { status: 405, headers: { Allow: "POST" } });
}
