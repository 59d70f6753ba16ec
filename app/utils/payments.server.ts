import type { AppLoadContext } from "@remix-run/cloudflare";
import { PostgrestError } from "@supabase/supabase-js";
import { findListingOption, findSubscriptionPlan, type ListingOptionKey } from "~/content/plans";
import type { StartedRefund } from "~/models/payment-refund.server";
import type { Tables } from "~/types/supabase";
import { recordPaymentRefund } from "./admin.server";
import { isStripeError, isStripeUnavailable, stripeFor, type StripeClient } from "./stripe.server";
import { planSubscriptionSession } from "./subscriptions.server";
import type { SupabaseClient } from "./supabase.server";

/**
 * Paying for a listing option, the renewal of an expired listing, an upgrade of a live
 * listing, an auction's admin fee and a plan (docs/payments.md). The amount is always the
 * database's (start_listing_payment prices the option in SQL, renew_listing the renewal,
 * start_auction_fee_payment the fee, start_plan_payment the plan); a provider only takes the
 * money and confirms it.
 */

export type Payment = Tables<"payments">;

/**
 * What paying led to: paid at once (the local provider); a checkout page to send the member
 * to (Stripe: the payment is completed by its webhook or the return page); refused by the
 * database (its words); or the card provider could not be reached (nothing was charged).
 */
export type PaymentOutcome =
  | { status: "paid"; payments: Payment[] }
  | { status: "checkout"; url: string }
  | { status: "refused"; error: PostgrestError }
  | { status: "unavailable" };

export const paymentMessages = {
  unavailable: "Payments are unavailable just now; nothing was charged. Please try again in a few minutes.",
  refundUnavailable: "Refunds are unavailable just now; nothing was refunded. Please try again in a few minutes: the same form sends the same refund.",
} as const;

/**
 * What giving money back led to (docs/payments.md "Refunds"): refunded; accepted by the card
 * provider but not finished yet (its webhook records the end); refused by the database (its
 * words); declined by the card provider (its words: nothing was refunded, the refund is marked
 * failed); or the provider could not be reached (the refund stays pending: the same form again
 * sends the same refund).
 */
export type RefundOutcome =
  | { status: "refunded" }
  | { status: "processing" }
  | { status: "refused"; error: PostgrestError }
  | { status: "declined"; message: string }
  | { status: "unavailable" };

const REFUND_DECLINED = "Stripe did not make this refund; nothing was refunded.";

/** Who gives the money back: staff's client (the database checks they are staff) and the Worker's settings. */
export type Refunder = { supabase: SupabaseClient; env: Env };

/** Who is paying, and where a checkout sends them back to when they cancel. */
export type Payer = {
  supabase: SupabaseClient;
  /** The site's origin, for the checkout's return addresses. */
  origin: string;
  /** The page (path and query) to go back to on Cancel, with everything the member typed. */
  cancelPath: string;
  /** Prefilled on the checkout page for the receipt. */
  email?: string;
};

export interface PaymentProvider {
  /** True when no card is charged: the page says so. */
  readonly testMode: boolean;
  /** Pays for the listing's option as the signed-in seller. */
  payForListing(payer: Payer, listingId: string, option: ListingOptionKey): Promise<PaymentOutcome>;
  /**
   * Renews the signed-in seller's expired listing for a new period (renew_listing decides):
   * paid with the option chosen, the same listing live again once paid; a trade seller's
   * renewal comes from their package's allowance, done at once with no payment (paid, none).
   */
  payForListingRenewal(payer: Payer, listingId: string, option: ListingOptionKey | null): Promise<PaymentOutcome>;
  /**
   * Pays the signed-in seller's auction admin fee, before the auction exists (or finds their
   * paid fee not yet used: never a second charge).
   */
  payForAuctionFee(payer: Payer): Promise<PaymentOutcome>;
  /**
   * Promotes the signed-in seller's live Basic listings to Enhanced (start_listing_upgrades
   * checks them all and prices each upgrade in SQL), each applied to its listing once paid.
   */
  payForListingUpgrades(payer: Payer, listingIds: string[]): Promise<PaymentOutcome>;
  /**
   * Starts a weekly plan (app/content/plans.ts's id) as the signed-in member: with the free
   * trial when it is their first (SQL's trial_days), otherwise its first week paid; it then
   * renews weekly until cancelled (docs/payments.md "Weekly plans"). An unfinished payment for
   * the same plan is reused, so a double click starts one.
   */
  payForPlan(payer: Payer, planId: string): Promise<PaymentOutcome>;
  /**
   * Pays the signed-in seller's commission charge on a sold auction (settle_due_auctions
   * charged it; docs/payments.md "Commission"): locally at once; with Stripe, on the hosted
   * page of the invoice the Cron Trigger sent (utils/commission-invoices.server.ts).
   */
  payForCommission(payer: Payer, paymentId: string): Promise<PaymentOutcome>;
  /** Gives back a refund staff started (start_payment_refund) to whoever paid. */
  refund(refunder: Refunder, refund: StartedRefund): Promise<RefundOutcome>;
}

type Started = { data: Payment[]; error: null } | { data: null; error: PostgrestError };

const one = ({ data, error }: { data: Payment | null; error: PostgrestError | null }): Started =>
  error ? { data: null, error } : { data: [data!], error: null };

const startListingPayment = async (supabase: SupabaseClient, listingId: string, option: ListingOptionKey) =>
  one(await supabase.rpc("start_listing_payment", { p_listing_id: listingId, p_option: option }).single<Payment>());
const startAuctionFeePayment = async (supabase: SupabaseClient) =>
  one(await supabase.rpc("start_auction_fee_payment").single<Payment>());
const startPlanPayment = async (supabase: SupabaseClient, planId: string) =>
  one(await supabase.rpc("start_plan_payment", { p_plan: planId }).single<Payment>());
/** The seller's own commission charge (row-level security: only their own payments), as a refusal when there is none. */
async function ownCommissionCharge(supabase: SupabaseClient, paymentId: string): Promise<Started> {
  const { data, error } = await supabase.from("payments").select("*").eq("id", paymentId).eq("purpose", "commission").maybeSingle<Payment>();
  if (error) return { data: null, error };
  if (!data) return { data: null, error: new PostgrestError({ code: "GM404", message: "Commission charge not found", details: "", hint: "" }) };
  return { data: [data], error: null };
}
async function startListingRenewal(supabase: SupabaseClient, listingId: string, option: ListingOptionKey | null): Promise<Started> {
  const { data, error } = await supabase
    .rpc("renew_listing", { p_listing_id: listingId, ...(option ? { p_option: option } : {}) })
    .returns<Payment[]>();
  return error ? { data: null, error } : { data, error: null };
}
async function startListingUpgrades(supabase: SupabaseClient, listingIds: string[]): Promise<Started> {
  const { data, error } = await supabase.rpc("start_listing_upgrades", { p_listing_ids: listingIds }).returns<Payment[]>();
  return error ? { data: null, error } : { data, error: null };
}

/**
 * The local provider: records the payment and marks it paid at once, with no card. The
 * database refuses the second step unless simulated payments are switched on for it
 * (supabase/seed.sql does that for local and test databases), so on a hosted project it
 * cannot give a listing away.
 */
export const localPaymentProvider: PaymentProvider = {
  testMode: true,
  payForListing: async ({ supabase }, listingId, option) => completeSimulated(supabase, await startListingPayment(supabase, listingId, option)),
  payForAuctionFee: async ({ supabase }) => completeSimulated(supabase, await startAuctionFeePayment(supabase)),
  payForListingRenewal: async ({ supabase }, listingId, option) => completeSimulated(supabase, await startListingRenewal(supabase, listingId, option)),
  payForListingUpgrades: async ({ supabase }, listingIds) => completeSimulated(supabase, await startListingUpgrades(supabase, listingIds)),
  payForPlan: async ({ supabase }, planId) => {
    const started = await startPlanPayment(supabase, planId);
    const [payment] = started.data ?? [];
    if (!payment?.trial_days || payment.status !== "pending") return completeSimulated(supabase, started);
    // A first plan: its free trial starts at once, with no card (start_simulated_trial).
    const trial = await supabase.rpc("start_simulated_trial", { p_payment_id: payment.id }).single<Payment>();
    if (trial.error) return { status: "refused", error: trial.error };
    return { status: "paid", payments: [trial.data] };
  },
  payForCommission: async ({ supabase }, paymentId) => completeSimulated(supabase, await ownCommissionCharge(supabase, paymentId)),
  refund: ({ supabase }, refund) => refundSimulated(supabase, refund),
};

/** The local provider's refund: it succeeds at once (the database refuses it for a payment Stripe took). */
async function refundSimulated(supabase: SupabaseClient, refund: StartedRefund): Promise<RefundOutcome> {
  const { error } = await supabase.rpc("complete_simulated_refund", { p_refund_id: refund.id });
  return error ? { status: "refused", error } : { status: "refunded" };
}

/** The local provider's "card payment" for payments just started: each marked paid at once. */
async function completeSimulated(supabase: SupabaseClient, started: Started): Promise<PaymentOutcome> {
  if (started.error) return { status: "refused", error: started.error };
  const payments: Payment[] = [];
  for (const payment of started.data) {
    if (payment.status === "paid") {
      payments.push(payment);
      continue;
    }
    const completed = await supabase.rpc("complete_simulated_payment", { p_payment_id: payment.id }).single<Payment>();
    if (completed.error) return { status: "refused", error: completed.error };
    payments.push(completed.data);
  }
  return { status: "paid", payments };
}

/** What a payment is called on the checkout page and the card statement's receipt. */
function lineItemName(payment: Payment) {
  switch (payment.purpose) {
    case "listing_option": {
      const option = findListingOption(payment.listing_option);
      return option ? `${option.name} (${option.days} days)` : "Listing";
    }
    case "listing_renewal": {
      const option = findListingOption(payment.listing_option);
      return `Renew a listing: ${option ? `${option.name} (${option.days} days)` : "a new period"}`;
    }
    case "listing_upgrade":
      return `Promote a live listing to Enhanced (${payment.reference})`;
    case "auction_fee":
      return "Auction admin fee";
    default:
      return `${findSubscriptionPlan(payment.plan_id)?.name ?? "Plan"}: first week`;
  }
}

/** A checkout page stays open this long (Stripe's shortest), and is reused until a minute before. */
const CHECKOUT_OPEN_SECONDS = 31 * 60;
const REUSE_MARGIN_MS = 60_000;

/** The SHA-256 of a text, hex: idempotency keys must stay under Stripe's 255 characters. */
async function sha256(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stripe Checkout (docs/payments.md): one hosted payment page for the payments SQL started,
 * in pence and GBP as SQL priced them. The page comes back to /confirmation, which (like the
 * webhook) completes the payments through complete_checkout_payment. The checkout already
 * open for the same payments is reused; two presses at once ask Stripe with the same
 * idempotency key (the payments and the checkout they replace), so both get one session.
 */
export function stripePaymentProvider(stripe: StripeClient): PaymentProvider {
  async function checkout(payer: Payer, started: Started, subscription = false): Promise<PaymentOutcome> {
    if (started.error) return { status: "refused", error: started.error };
    const payments = started.data;
    if (payments.length === 0) return { status: "paid", payments };
    // A paid fee not yet used (the auction fee), or a listing already paid for: nothing to charge.
    if (payments.every((payment) => payment.status === "paid")) return { status: "paid", payments };

    const sessions = new Set(payments.map((payment) => payment.checkout_session_id));
    const [open] = payments;
    if (
      sessions.size === 1 &&
      open?.checkout_url &&
      open.checkout_expires_at &&
      Date.parse(open.checkout_expires_at) - Date.now() > REUSE_MARGIN_MS
    ) {
      return { status: "checkout", url: open.checkout_url };
    }

    const ids = payments.map((payment) => payment.id).sort();
    const replacing = [...sessions].filter(Boolean).sort().join(",");
    let session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          currency: "gbp",
          client_reference_id: payments[0]!.id,
          ...(payer.email ? { customer_email: payer.email } : {}),
          // A plan is a weekly subscription (app/utils/subscriptions.server.ts); the rest are one-off payments.
          ...(subscription
            ? planSubscriptionSession(payments[0]!)
            : {
                mode: "payment" as const,
                line_items: payments.map((payment) => ({
                  quantity: 1,
                  price_data: { currency: "gbp", unit_amount: payment.amount_pence, product_data: { name: lineItemName(payment) } },
                })),
                metadata: { purpose: payments[0]!.purpose, references: payments.map((payment) => payment.reference).join(" ").slice(0, 500) },
              }),
          success_url: `${payer.origin}/confirmation?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${payer.origin}${payer.cancelPath}`,
          expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_SECONDS,
        },
        { idempotencyKey: await sha256(`checkout:${ids.join(",")}:${replacing}`) },
      );
    } catch (error) {
      // Down, or refusing this deployment's key or request: the member can only try later,
      // and staff learn why from the log.
      if (isStripeError(error)) {
        console.error("payments: Stripe did not open a checkout", error);
        return { status: "unavailable" };
      }
      throw error;
    }
    if (!session.url) return { status: "unavailable" };
    const recorded = await payer.supabase.rpc("record_checkout_session", {
      p_payment_ids: ids,
      p_session_id: session.id,
      p_url: session.url,
      p_expires_at: new Date(session.expires_at * 1000).toISOString(),
    });
    if (recorded.error) return { status: "refused", error: recorded.error };
    return { status: "checkout", url: session.url };
  }

  /**
   * A refund of a card payment through Stripe: its PaymentIntent, the amount in pence, our
   * refund's id in the metadata (what the refund webhooks name) and as the idempotency key, so
   * the same refund sent again (after Stripe was down) is one refund at Stripe too. Stripe's
   * answer is recorded at once; a refund Stripe finishes later is recorded by its webhook.
   * A payment taken in test mode before Stripe was on is refunded as the local provider does.
   */
  async function refund({ supabase, env }: Refunder, started: StartedRefund): Promise<RefundOutcome> {
    if (started.payment_provider !== "stripe" || !started.provider_payment_id) return refundSimulated(supabase, started);
    // The same form again after the refund ended: how it ended.
    if (started.status === "succeeded") return { status: "refunded" };
    if (started.status === "failed") return { status: "declined", message: REFUND_DECLINED };
    let made;
    try {
      made = await stripe.refunds.create(
        { payment_intent: started.provider_payment_id, amount: started.amount_pence, metadata: { refund_id: started.id } },
        { idempotencyKey: `refund:${started.id}` },
      );
    } catch (error) {
      if (isStripeUnavailable(error)) {
        console.error("payments: Stripe did not answer a refund", error);
        return { status: "unavailable" };
      }
      if (isStripeError(error)) {
        // Refused for good (already refunded at Stripe, a disputed charge…): nothing was refunded.
        console.error("payments: Stripe refused a refund", error);
        const recorded = await recordPaymentRefund(env, { refundId: started.id, providerRefundId: null, status: "failed" });
        if (recorded.error) return { status: "refused", error: recorded.error };
        return { status: "declined", message: `${REFUND_DECLINED} Stripe said: ${(error as Error).message}` };
      }
      throw error;
    }
    const recorded = await recordPaymentRefund(env, {
      refundId: started.id,
      providerRefundId: made.id,
      status: made.status ?? "pending",
      amountPence: made.amount,
    });
    if (recorded.error) return { status: "refused", error: recorded.error };
    if (recorded.data?.status === "succeeded") return { status: "refunded" };
    if (recorded.data?.status === "failed") return { status: "declined", message: REFUND_DECLINED };
    return { status: "processing" };
  }

  return {
    testMode: false,
    refund,
    payForListing: async (payer, listingId, option) => checkout(payer, await startListingPayment(payer.supabase, listingId, option)),
    payForAuctionFee: async (payer) => checkout(payer, await startAuctionFeePayment(payer.supabase)),
    payForListingRenewal: async (payer, listingId, option) => checkout(payer, await startListingRenewal(payer.supabase, listingId, option)),
    payForListingUpgrades: async (payer, listingIds) => checkout(payer, await startListingUpgrades(payer.supabase, listingIds)),
    payForPlan: async (payer, planId) => checkout(payer, await startPlanPayment(payer.supabase, planId), true),
    async payForCommission(payer, paymentId) {
      const charge = await ownCommissionCharge(payer.supabase, paymentId);
      if (charge.error) return { status: "refused", error: charge.error };
      const [payment] = charge.data;
      if (payment!.status === "paid") return { status: "paid", payments: charge.data };
      // Paid on the invoice's hosted page; until the Cron Trigger has sent it there is none.
      return payment!.invoice_url ? { status: "checkout", url: payment!.invoice_url } : { status: "unavailable" };
    },
  };
}

/** Stripe when this deployment has its key (docs/payments.md), the local provider otherwise. */
export function getPaymentProvider(context: AppLoadContext): PaymentProvider {
  const stripe = stripeFor(context.cloudflare.env);
  return stripe ? stripePaymentProvider(stripe) : localPaymentProvider;
}
