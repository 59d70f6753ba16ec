import { json } from "@remix-run/cloudflare";
import type Stripe from "stripe";
import { findSubscriptionPlan } from "~/content/plans";
import type { Tables } from "~/types/supabase";
import { recordPlanInvoice, syncPlanSubscription, type PlanSubscriptionMirror } from "./admin.server";
import { appliedEventAnswer, isStripeError } from "./stripe.server";

/**
 * Weekly plans as Stripe subscriptions (docs/payments.md "Weekly plans",
 * docs/decisions/013-weekly-plans-as-subscriptions.md): the Checkout Session that starts one,
 * and the webhook events that keep the plan as Stripe says it is. Every event is answered by
 * retrieving the subscription itself, so events in any order leave the latest state, and each
 * event id is applied once in SQL (sync_plan_subscription, record_plan_invoice).
 */

type Payment = Tables<"payments">;

/** What our checkout puts on the subscription, so any of its events can find the plan it starts. */
type PlanMetadata = { payment_id: string; member_id: string; plan_id: string };

/**
 * The Checkout Session of a plan: a weekly subscription at SQL's charge in pence and GBP
 * (plan_charge_pence, never the form's), with the free trial SQL decided (trial_days: a
 * member's first plan only), and our ids in its metadata.
 */
export function planSubscriptionSession(payment: Payment): Pick<
  Stripe.Checkout.SessionCreateParams,
  "mode" | "line_items" | "metadata" | "subscription_data"
> {
  const plan = findSubscriptionPlan(payment.plan_id);
  // A payment being paid is its member's (user_id is null only once a closed account left it, cancelled).
  const metadata: PlanMetadata = { payment_id: payment.id, member_id: payment.user_id ?? "", plan_id: payment.plan_id ?? "" };
  return {
    mode: "subscription",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "gbp",
          unit_amount: payment.amount_pence,
          recurring: { interval: "week" },
          product_data: { name: `${plan?.name ?? "Plan"} (weekly)` },
        },
      },
    ],
    metadata: { purpose: "plan", reference: payment.reference, ...metadata },
    subscription_data: {
      metadata,
      ...(payment.trial_days ? { trial_period_days: payment.trial_days } : {}),
    },
  };
}

const isoOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/** A subscription as sync_plan_subscription mirrors it. */
export function mirrorOf(subscription: Stripe.Subscription): PlanSubscriptionMirror {
  const [item] = subscription.items.data;
  const metadata = subscription.metadata as Partial<PlanMetadata>;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    memberId: metadata.member_id ?? null,
    planId: metadata.plan_id ?? null,
    paymentId: metadata.payment_id ?? null,
    status: subscription.status,
    amountPence: item?.price?.unit_amount ?? null,
    currency: item?.price?.currency ?? subscription.currency ?? null,
    trialEndsAt: isoOf(subscription.trial_end),
    periodEndsAt: isoOf(item?.current_period_end) ?? new Date().toISOString(),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** The subscription a Checkout Session started (expanded or not), or null. */
export function subscriptionOfSession(session: Stripe.Checkout.Session) {
  return idOf(session.subscription);
}

/** The subscription an invoice is for, or null (a one-off invoice: commission, docs/payments.md). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice) {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The events this module answers: a subscription checkout, a subscription's invoices, and the subscription itself. */
export function isPlanSubscriptionEvent(event: Stripe.Event) {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return event.data.object.mode === "subscription";
    case "invoice.paid":
    case "invoice.payment_failed":
      return subscriptionOfInvoice(event.data.object) !== null;
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return true;
    default:
      return false;
  }
}

function subscriptionIdOf(event: Stripe.Event) {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return subscriptionOfSession(event.data.object);
    case "invoice.paid":
    case "invoice.payment_failed":
      return subscriptionOfInvoice(event.data.object);
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    default:
      return null;
  }
}

/**
 * Mirrors the subscription as Stripe has it now, and cancels at Stripe a subscription whose
 * plan the new one replaced (a plan change is a new subscription; the old one stops at once,
 * docs/decisions/013-weekly-plans-as-subscriptions.md).
 */
export async function mirrorPlanSubscription(
  env: Env,
  stripe: Stripe,
  subscription: Stripe.Subscription,
  event?: { id: string; type: string },
) {
  const synced = await syncPlanSubscription(env, mirrorOf(subscription), event);
  if (!synced.error && synced.replacedSubscriptionId) {
    try {
      await stripe.subscriptions.cancel(synced.replacedSubscriptionId);
    } catch (error) {
      if (!isStripeError(error)) throw error;
      // The plan has ended here; staff cancel it at Stripe (the next charge would be refunded).
      console.error(`subscriptions: could not cancel the replaced subscription ${synced.replacedSubscriptionId}`, error);
    }
  }
  return synced;
}

/**
 * The PaymentIntent that paid an invoice: what a refund of the week's charge names
 * (docs/payments.md "Refunds"). Stripe's invoices no longer carry it; their payments do.
 */
async function paymentIntentOf(stripe: Stripe, invoiceId: string) {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? null);
}

/**
 * Applies one verified plan subscription event (docs/payments.md "Weekly plans"): the
 * checkout starting it, an invoice paid (receipt, next period) or failed (grace), the
 * subscription changed or ended. Answers the webhook's response: 200 once handled or not
 * ours, 500 when Stripe or the database did not answer (Stripe sends it again).
 */
export async function applyPlanSubscriptionEvent(env: Env, stripe: Stripe, event: Stripe.Event) {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return json({ received: true, applied: false });
  let subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (!isStripeError(error)) throw error;
    if ((error as { statusCode?: number }).statusCode === 404) return json({ received: true, applied: false });
    console.error(`webhooks: Stripe did not answer for subscription ${subscriptionId}`, error);
    return json({ error: "Could not read the subscription just now" }, { status: 500 });
  }
  const eventRef = { id: event.id, type: event.type };
  let error;
  if (event.type === "invoice.paid" || event.type === "invoice.payment_failed") {
    // The subscription first (its first invoice may come before the checkout's event), then the invoice, once.
    const synced = await mirrorPlanSubscription(env, stripe, subscription);
    error = synced.error;
    if (!error) {
      const invoice = event.data.object;
      const [line] = invoice.lines?.data ?? [];
      let paymentIntentId: string | null = null;
      if (event.type === "invoice.paid" && invoice.amount_paid > 0) {
        try {
          paymentIntentId = await paymentIntentOf(stripe, invoice.id ?? "");
        } catch (failure) {
          if (!isStripeError(failure)) throw failure;
          console.error(`webhooks: Stripe did not answer for invoice ${invoice.id}'s payment`, failure);
          return json({ error: "Could not read the invoice's payment just now" }, { status: 500 });
        }
      }
      const recorded = await recordPlanInvoice(env, {
        invoiceId: invoice.id ?? "",
        subscriptionId,
        paid: event.type === "invoice.paid",
        amountPence: invoice.amount_paid,
        currency: invoice.currency,
        periodEndsAt: isoOf(line?.period?.end),
        paymentIntentId,
        event: eventRef,
      });
      error = recorded.error;
    }
  } else {
    error = (await mirrorPlanSubscription(env, stripe, subscription, eventRef)).error;
  }
  // GM404: not a plan of ours (another integration's subscription), nothing to do or retry.
  return appliedEventAnswer(event, subscriptionId, error, "Could not record the subscription just now");
}
