import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PostgrestError } from "@supabase/supabase-js";
import type { ListingOptionKey } from "~/content/plans";
import type { Tables } from "~/types/supabase";
import type { SupabaseClient } from "./supabase.server";

/**
 * Paying for a listing option, an upgrade of a live listing, an auction's admin fee and a
 * plan. The amount is always the database's (start_listing_payment prices the option in SQL,
 * start_auction_fee_payment the fee, start_plan_payment the plan); a provider only takes the
 * money and confirms it.
 */

export type Payment = Tables<"payments">;

export type PaymentResult = { payment: Payment; error: null } | { payment: null; error: PostgrestError };

export interface PaymentProvider {
  /** True when no card is charged: the page says so. */
  readonly testMode: boolean;
  /** Pays for the listing's option as the signed-in seller; the payment comes back paid or with an error. */
  payForListing(supabase: SupabaseClient, listingId: string, option: ListingOptionKey): Promise<PaymentResult>;
  /**
   * Pays the signed-in seller's auction admin fee, before the auction exists; the payment
   * comes back paid (or their paid fee not yet used, never a second charge) or with an error.
   */
  payForAuctionFee(supabase: SupabaseClient): Promise<PaymentResult>;
  /**
   * Promotes the signed-in seller's live Basic listings to Enhanced (start_listing_upgrades
   * checks them all and prices each upgrade in SQL); the payments come back paid, each
   * applied to its listing, or with an error.
   */
  payForListingUpgrades(supabase: SupabaseClient, listingIds: string[]): Promise<PaymentsResult>;
  /**
   * Pays the first week of a plan (app/content/plans.ts's id) as the signed-in member; once
   * paid, the member is on it (the payment's id is what /confirmation?session_id= confirms).
   * An unfinished payment for the same plan is reused, so a double click pays once.
   */
  payForPlan(supabase: SupabaseClient, planId: string): Promise<PaymentResult>;
}

export type PaymentsResult = { payments: Payment[]; error: null } | { payments: null; error: PostgrestError };

/**
 * The local provider: records the payment and marks it paid at once, with no card. The
 * database refuses the second step unless simulated payments are switched on for it
 * (supabase/seed.sql does that for local and test databases), so on a hosted project it
 * cannot give a listing away.
 */
export const localPaymentProvider: PaymentProvider = {
  testMode: true,
  async payForListing(supabase, listingId, option) {
    return completeSimulated(supabase, await supabase.rpc("start_listing_payment", { p_listing_id: listingId, p_option: option }).single<Payment>());
  },
  async payForAuctionFee(supabase) {
    return completeSimulated(supabase, await supabase.rpc("start_auction_fee_payment").single<Payment>());
  },
  async payForListingUpgrades(supabase, listingIds) {
    const started = await supabase.rpc("start_listing_upgrades", { p_listing_ids: listingIds }).returns<Payment[]>();
    if (started.error) return { payments: null, error: started.error };
    const payments: Payment[] = [];
    for (const payment of started.data) {
      const completed = await completeSimulated(supabase, { data: payment, error: null });
      if (completed.error) return { payments: null, error: completed.error };
      payments.push(completed.payment);
    }
    return { payments, error: null };
  },
  async payForPlan(supabase, planId) {
    return completeSimulated(supabase, await supabase.rpc("start_plan_payment", { p_plan: planId }).single<Payment>());
  },
};

/** The local provider's "card payment" for a payment just started: marked paid at once. */
async function completeSimulated(
  supabase: SupabaseClient,
  started: { data: Payment; error: null } | { data: null; error: PostgrestError },
): Promise<PaymentResult> {
  if (started.error) return { payment: null, error: started.error };
  if (started.data.status === "paid") return { payment: started.data, error: null };
  const completed = await supabase.rpc("complete_simulated_payment", { p_payment_id: started.data.id }).single<Payment>();
  if (completed.error) return { payment: null, error: completed.error };
  return { payment: completed.data, error: null };
}

/**
 * The provider for this deployment. A production provider (a card checkout) implements
 * PaymentProvider and is chosen here from the Worker's env.
 */
export function getPaymentProvider(_context: AppLoadContext): PaymentProvider {
  return localPaymentProvider;
}
