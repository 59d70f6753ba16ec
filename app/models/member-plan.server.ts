import { findPlan, findSubscriptionPlan } from "~/content/plans";
import type { SupabaseClient } from "~/utils/supabase.server";

/**
 * A member's plan (Priority Buyer or a trade package), read as the member. Row-level security
 * lets a member read only their own plan (their payments' receipts: receipt.server.ts); nobody writes a
 * plan through the API: payment completion (start_plan_payment, then the provider) and staff
 * (set_member_plan) do (supabase/schemas/30-payments.sql).
 */

export type CurrentPlan = {
  planId: string;
  name: string;
  startedAt: string;
  /** The end of the period paid for, or of the trial: the next renewal, or the plan's end when cancelled. */
  renewsAt: string;
  /** Trade packages: how many ads run at once, and how many are left (null for other plans). */
  allowance: number | null;
  adsLeft: number | null;
  /** While the free trial runs, when it ends; null otherwise. */
  trialEndsAt: string | null;
  /** Cancelled at period end: the plan ends at renewsAt. */
  cancelAtPeriodEnd: boolean;
  /** After a failed renewal, when the plan ends unless the card is fixed; null otherwise. */
  graceUntil: string | null;
  /** Who renews it: the local provider, Stripe, or nobody (set by staff: nothing to cancel). */
  provider: "simulated" | "stripe" | null;
};

/** The member's current plan, or null. */
export async function getCurrentPlan(supabase: SupabaseClient, userId: string) {
  const [plan, terms] = await Promise.all([
    supabase
      .from("member_plans")
      .select("plan_id, started_at, renews_at, status, trial_ends_at, cancel_at_period_end, grace_until, provider")
      .eq("user_id", userId).is("ended_at", null).maybeSingle(),
    getListingTerms(supabase),
  ]);
  if (plan.error) return { plan: null, error: plan.error };
  if (terms.error) return { plan: null, error: terms.error };
  if (!plan.data) return { plan: null, error: null };
  const current: CurrentPlan = {
    planId: plan.data.plan_id,
    name: findSubscriptionPlan(plan.data.plan_id)?.name ?? plan.data.plan_id,
    startedAt: plan.data.started_at,
    renewsAt: plan.data.renews_at,
    allowance: terms.terms?.allowance ?? null,
    adsLeft: terms.terms?.left ?? null,
    trialEndsAt: plan.data.status === "trialing" ? plan.data.trial_ends_at : null,
    cancelAtPeriodEnd: plan.data.cancel_at_period_end,
    graceUntil: plan.data.grace_until,
    provider: plan.data.provider === "simulated" || plan.data.provider === "stripe" ? plan.data.provider : null,
  };
  return { plan: current, error: null };
}

/** Whether the member has had their one free trial (private.had_plan_trial's rule, for the checkout page to say so). */
export async function hasHadFreeTrial(supabase: SupabaseClient, userId: string) {
  const { data, error } = await supabase.from("member_plans").select("id").eq("user_id", userId).not("trial_ends_at", "is", null).limit(1);
  return { hadTrial: (data?.length ?? 0) > 0, error };
}

export type ListingTerms = {
  userType: string;
  planId: string | null;
  allowance: number | null;
  left: number | null;
};

/** How the signed-in member's listings are paid for: per listing, or from their trade package's allowance. */
export async function getListingTerms(supabase: SupabaseClient) {
  const { data, error } = await supabase.rpc("my_listing_terms");
  if (error) return { terms: null, error };
  const value = data as { user_type?: string; plan_id?: string | null; allowance?: number | null; left?: number | null } | null;
  if (!value?.user_type) return { terms: null, error: null };
  const terms: ListingTerms = {
    userType: value.user_type,
    planId: value.plan_id ?? null,
    allowance: value.allowance ?? null,
    left: value.left ?? null,
  };
  return { terms, error: null };
}

/**
 * A trade seller's package as the pages that add listings mention it (the wizard's Pricing and
 * Review steps, bulk upload): its name, allowance and ads left, or none yet (no plan, or one
 * without an allowance); null for anyone else. SQL holds the rule (private.require_ad_allowance).
 */
export type TradePackage = { planName: string; allowance: number; left: number } | { planName: null };

export function tradePackageOf(terms: ListingTerms | null): TradePackage | null {
  if (terms?.userType !== "trade_seller") return null;
  const plan = findPlan(terms.planId);
  return plan && terms.allowance !== null ? { planName: plan.name, allowance: terms.allowance, left: terms.left ?? 0 } : { planName: null };
}

export type PlanConfirmation = {
  planId: string;
  startedAt: string;
  renewsAt: string;
  ended: boolean;
  /** A trial the payment started: when it ends (nothing was charged). */
  trialEndsAt: string | null;
  reference: string;
  amountPence: number;
  /** Null when nothing was charged by it (a trial; a subscription's charges are its invoices' receipts). */
  paidAt: string | null;
};

/**
 * The plan the member's own paid plan payment bought (what /confirmation shows), or null for
 * any other id: not theirs, not paid, not for a plan, or made up.
 */
export async function getPlanConfirmation(supabase: SupabaseClient, paymentId: string) {
  const { data, error } = await supabase.rpc("plan_confirmation", { p_payment_id: paymentId });
  if (error) return { confirmation: null, error };
  const value = data as {
    plan_id: string;
    started_at: string;
    renews_at: string;
    ended_at: string | null;
    trial_ends_at: string | null;
    reference: string;
    amount_pence: number;
    paid_at: string | null;
  } | null;
  if (!value) return { confirmation: null, error: null };
  const confirmation: PlanConfirmation = {
    planId: value.plan_id,
    startedAt: value.started_at,
    renewsAt: value.renews_at,
    ended: value.ended_at !== null,
    trialEndsAt: value.trial_ends_at,
    reference: value.reference,
    amountPence: value.amount_pence,
    paidAt: value.paid_at,
  };
  return { confirmation, error: null };
}
