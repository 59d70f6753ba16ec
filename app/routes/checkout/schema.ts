import * as z from "zod";
import { subscriptionPlans } from "~/content/plans";

/** The checkout form: which weekly plan is bought. */
export const PlanCheckoutSchema = z.object({
  plan: z.enum(subscriptionPlans.map((plan) => plan.id) as [string, ...string[]], { error: "Choose a plan on the pricing page." }),
});

/** Where a paid plan lands (docs/spec/02-auctions-and-seller-tools.md §2 "Confirmation"): the payment's id is the session id /confirmation checks. */
export function confirmationPath(paymentId: string, planId: string) {
  return `/confirmation?${new URLSearchParams({ session_id: paymentId, plan: planId, success: "true" })}`;
}
