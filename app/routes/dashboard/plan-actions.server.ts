import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { failedToSave } from "~/utils/errors.server";
import { paymentMessages } from "~/utils/payments.server";
import { isStripeError, stripeFor } from "~/utils/stripe.server";
import { mirrorPlanSubscription } from "~/utils/subscriptions.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { dashboardHref } from "./parts/views";

/**
 * The plan panel's two forms (docs/payments.md "Weekly plans"): Cancel at period end, and
 * Manage card (Stripe's customer portal). Plain POSTs answered with a redirect, so they work
 * without JavaScript; pressing Cancel twice cancels once (it only sets the period's end).
 */

export const PLAN_INTENTS = { cancel: "cancel-plan", manageCard: "manage-card" } as const;

const BILLING_HREF = dashboardHref("billing");

/** The member's current plan as the forms need it (their own row: row-level security). */
async function ownPlan(request: Request, context: AppLoadContext, userId: string) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { data, error } = await supabase
    .from("member_plans")
    .select("id, provider, subscription_id, customer_id")
    .eq("user_id", userId)
    .is("ended_at", null)
    .maybeSingle();
  return { supabase, headers, plan: data, error };
}

/**
 * Cancel at period end: a Stripe subscription is told so at Stripe and mirrored at once (the
 * webhook that follows changes nothing more); the local provider's plan is marked in SQL
 * (cancel_plan_at_period_end). Either way the plan runs to the end of what was paid.
 */
export async function cancelPlanAtPeriodEnd(request: Request, context: AppLoadContext, userId: string) {
  const toasts = getToastUtils(request, context);
  const { supabase, headers, plan, error } = await ownPlan(request, context, userId);
  if (error) return toasts.redirectWithError(BILLING_HREF, failedToSave("dashboard: reading the plan to cancel", error).message, { headers });
  const { env } = context.cloudflare;
  const stripe = stripeFor(env);
  if (plan?.provider === "stripe" && plan.subscription_id && stripe) {
    try {
      const updated = await stripe.subscriptions.update(plan.subscription_id, { cancel_at_period_end: true });
      const synced = await mirrorPlanSubscription(env, stripe, updated);
      if (synced.error) console.error(`dashboard: mirroring the cancelled subscription ${plan.subscription_id}`, synced.error);
    } catch (failure) {
      if (!isStripeError(failure)) throw failure;
      console.error(`dashboard: Stripe did not cancel ${plan.subscription_id}`, failure);
      return toasts.redirectWithError(BILLING_HREF, "Payments are unavailable just now; your plan is unchanged. Please try again in a few minutes.", { headers });
    }
  } else {
    const cancelled = await supabase.rpc("cancel_plan_at_period_end");
    if (cancelled.error) {
      return toasts.redirectWithError(BILLING_HREF, failedToSave(`dashboard: cancelling ${userId}'s plan`, cancelled.error).message, { headers });
    }
  }
  return toasts.redirectWithSuccess(
    BILLING_HREF,
    { message: "Plan cancelled", description: "It stays yours until the end of the period you paid for; nothing more is charged." },
    { headers },
  );
}

/** Manage card: Stripe's customer portal for the member's subscription, back to Billing after. */
export async function openBillingPortal(request: Request, context: AppLoadContext, userId: string) {
  const toasts = getToastUtils(request, context);
  const { headers, plan, error } = await ownPlan(request, context, userId);
  if (error) return toasts.redirectWithError(BILLING_HREF, failedToSave("dashboard: reading the plan's card", error).message, { headers });
  const stripe = stripeFor(context.cloudflare.env);
  if (!stripe || plan?.provider !== "stripe" || !plan.customer_id) {
    return toasts.redirectWithError(BILLING_HREF, "Your plan has no card to manage.", { headers });
  }
  try {
    const portal = await stripe.billingPortal.sessions.create({
      customer: plan.customer_id,
      return_url: `${new URL(request.url).origin}${BILLING_HREF}`,
    });
    return redirect(portal.url, { status: 303, headers });
  } catch (failure) {
    if (!isStripeError(failure)) throw failure;
    console.error("dashboard: Stripe did not open the billing portal", failure);
    return toasts.redirectWithError(BILLING_HREF, paymentMessages.unavailable, { headers });
  }
}
