import { json, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { findSubscriptionPlan } from "~/content/plans";
import { getPlanConfirmation } from "~/models/member-plan.server";
import { getOwnCheckoutPayments } from "~/models/payment.server";
import { completeCheckoutPayment } from "~/utils/admin.server";
import { requireUser } from "~/utils/auth.server";
import { refusalStatus } from "~/utils/errors";
import { failedToLoad } from "~/utils/errors.server";
import { formatGBP } from "~/utils/format";
import { checkoutPaidBy, isStripeError, isStripeUnavailable, stripeFor, type StripeCheckoutSession, type StripeClient } from "~/utils/stripe.server";
import { mirrorPlanSubscription, subscriptionOfSession } from "~/utils/subscriptions.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";

// Apart from route.tsx so zod stays off the page's script (docs/performance.md).

/**
 * Where a checkout returns to (docs/spec/02-auctions-and-seller-tools.md §2 "Confirmation"):
 * with Stripe, ?session_id={Checkout Session id} (confirmCheckout); with the local provider, a
 * plan's ?session_id={payment id}&plan=…&success=true. What it confirms is read from the database
 * (plan_confirmation): the signed-in member's own paid plan payment and the plan it bought.
 * A made-up, unpaid or someone else's session_id confirms nothing; success=false says the
 * checkout did not complete. The plan in the query only names the plan when nothing is
 * confirmed.
 */
export async function loadConfirmation(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const user = await requireUser(request, context);
  const queryPlan = findSubscriptionPlan(params.get("plan"))?.name ?? null;
  if (params.get("success") === "false") return json({ state: "cancelled" as const, planName: queryPlan, confirmation: null });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const stripe = stripeFor(context.cloudflare.env);
  const checkoutSession = CheckoutSessionIdSchema.safeParse(params.get("session_id"));
  if (stripe && checkoutSession.success) {
    return confirmCheckout({ request, context, stripe, supabase, headers, sessionId: checkoutSession.data, userId: user.id });
  }
  const sessionId = z.uuid().safeParse(params.get("session_id"));
  if (!sessionId.success) return json({ state: "unknown" as const, planName: queryPlan, confirmation: null }, { status: 404, headers });
  return confirmPlan(supabase, headers, sessionId.data, user.id, queryPlan);
}

/** The plan a paid plan payment of the member's bought, or Nothing to Confirm. */
async function confirmPlan(supabase: SupabaseClient, headers: Headers, paymentId: string, userId: string, queryPlan: string | null) {
  const { confirmation, error } = await getPlanConfirmation(supabase, paymentId);
  if (error) failedToLoad(`confirmation: reading payment ${paymentId} for ${userId}`, error, headers);
  if (!confirmation) return json({ state: "unknown" as const, planName: queryPlan, confirmation: null }, { status: 404, headers });
  const plan = findSubscriptionPlan(confirmation.planId);
  return json(
    {
      state: "confirmed" as const,
      planName: plan?.name ?? confirmation.planId,
      confirmation: { ...confirmation, features: plan?.features ?? [] },
    },
    { headers },
  );
}

/** Stripe's Checkout Session ids: cs_test_… or cs_live_… */
const CheckoutSessionIdSchema = z.string().regex(/^cs_(test|live)_[A-Za-z0-9]{1,200}$/);

/**
 * Where Stripe Checkout returns to (docs/payments.md): the session is retrieved with the secret
 * key, and if Stripe says it is paid its payments are completed here, unless the webhook
 * already did (complete_checkout_payment applies them once). What is shown is read as the
 * member, so someone else's session confirms nothing, and a made-up one is unknown to Stripe.
 * A plan shows its confirmation; a listing, an upgrade or an auction fee goes back to where
 * it was bought, with a message.
 */
async function confirmCheckout(args: {
  request: Request;
  context: AppLoadContext;
  stripe: StripeClient;
  supabase: SupabaseClient;
  headers: Headers;
  sessionId: string;
  userId: string;
}) {
  const { request, context, stripe, supabase, headers, sessionId, userId } = args;
  let session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isStripeUnavailable(error)) {
      console.error("confirmation: Stripe did not answer", error);
      return json({ state: "unconfirmed" as const, planName: null, confirmation: null }, { status: 503, headers });
    }
    // Stripe knows no such session (a made-up or mistyped link).
    if (isStripeError(error)) return json({ state: "unknown" as const, planName: null, confirmation: null }, { status: 404, headers });
    throw error;
  }
  if (session.mode === "subscription") return confirmPlanSubscription({ ...args, session });
  if (session.payment_status !== "paid") {
    return json({ state: "unpaid" as const, planName: null, confirmation: null }, { headers });
  }
  const completed = await completeCheckoutPayment(context.cloudflare.env, checkoutPaidBy(session));
  // GM404: no payment of ours has this session (another site's, say): nothing to confirm. Any
  // other refusal (the amount differs, the listing was paid by another payment) is for staff.
  const refusal = completed.error ? refusalStatus(completed.error) : null;
  if (completed.error && refusal === null) {
    failedToLoad(`confirmation: completing checkout ${sessionId} for ${userId}`, completed.error, headers);
  }
  if (completed.error && refusal !== 404) console.error(`confirmation: checkout ${sessionId} was refused`, completed.error);
  const { payments, error } = await getOwnCheckoutPayments(supabase, sessionId);
  if (error) failedToLoad(`confirmation: reading checkout ${sessionId} for ${userId}`, error, headers);
  const [first] = payments;
  if (!first || first.status !== "paid") {
    return json({ state: "unknown" as const, planName: null, confirmation: null }, { status: 404, headers });
  }
  const { redirectWithSuccess } = getToastUtils(request, context);
  const total = formatGBP(payments.reduce((sum, payment) => sum + payment.amount_pence, 0) / 100);
  switch (first.purpose) {
    case "listing_option":
      return redirectWithSuccess(
        `/sell-generator?edit=${first.listing_id}`,
        { message: "Payment received", description: `Paid ${total}. Your listing is submitted: our team reviews new listings within 24 hours.` },
        { headers },
      );
    case "listing_renewal":
      return redirectWithSuccess(
        "/sellers-portal?tab=listings",
        { message: "Listing renewed", description: `Paid ${total}. It is live again, with its photos, messages and statistics.` },
        { headers },
      );
    case "listing_upgrade":
      return redirectWithSuccess(
        "/sellers-portal?tab=listings",
        {
          message: payments.length === 1 ? "Listing promoted" : `${payments.length} listings promoted`,
          description: `Now Enhanced and featured for the Enhanced period. Paid ${total}.`,
        },
        { headers },
      );
    case "auction_fee":
      return redirectWithSuccess(
        "/create-auction",
        { message: "Admin fee paid", description: `Paid ${total}. Finish your auction's details and create it.` },
        { headers },
      );
    default:
      return confirmPlan(supabase, headers, first.id, userId, null);
  }
}

/**
 * Back from a plan's subscription checkout (docs/payments.md "Weekly plans"): once Stripe
 * says the checkout is complete, its subscription is retrieved and mirrored (starting the
 * plan, or its trial, unless the webhook did), then the plan is confirmed as read by the
 * member: only their own checkout's plan shows.
 */
async function confirmPlanSubscription(args: {
  context: AppLoadContext;
  stripe: StripeClient;
  supabase: SupabaseClient;
  headers: Headers;
  sessionId: string;
  userId: string;
  session: StripeCheckoutSession;
}) {
  const { context, stripe, supabase, headers, session, userId } = args;
  const subscriptionId = subscriptionOfSession(session);
  if (session.status !== "complete" || !subscriptionId) {
    return json({ state: "unpaid" as const, planName: null, confirmation: null }, { headers });
  }
  try {
    const synced = await mirrorPlanSubscription(context.cloudflare.env, stripe, await stripe.subscriptions.retrieve(subscriptionId));
    if (synced.error && refusalStatus(synced.error) === null) {
      failedToLoad(`confirmation: starting subscription ${subscriptionId} for ${userId}`, synced.error, headers);
    }
    if (synced.error && refusalStatus(synced.error) !== 404) console.error(`confirmation: subscription ${subscriptionId} was refused`, synced.error);
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error("confirmation: Stripe did not answer", error);
    return json({ state: "unconfirmed" as const, planName: null, confirmation: null }, { status: 503, headers });
  }
  const paymentId = session.client_reference_id;
  if (!paymentId) return json({ state: "unknown" as const, planName: null, confirmation: null }, { status: 404, headers });
  return confirmPlan(supabase, headers, paymentId, userId, null);
}
