import { z } from "zod";
import { formatDateTime, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";
import { planName } from "./plan-name";

/**
 * A plan's renewal payment failed and its grace began (record_plan_invoice,
 * supabase/schemas/30-payments.sql; docs/payments.md "Weekly plans"): the plan works until
 * the grace ends, then ends; Billing's Manage card fixes it.
 */
const data = z.object({
  planId: z.string(),
  amountPence: z.number().int().nullable(),
  graceUntil: moment,
});

export const renewalFailed = eventEmail({
  data,
  subject: (failure) => `The renewal payment for your ${planName(failure.planId)} plan failed`,
  blocks: (failure) => [
    {
      paragraph: `We could not take ${failure.amountPence === null ? "this week's payment" : `this week's payment of ${formatGBP(failure.amountPence / 100)}`} for your ${planName(failure.planId)} plan.`,
    },
    { facts: [["Plan works until", formatDateTime(failure.graceUntil)]] },
    { paragraph: "Update your card with Manage card in Billing before then, or the plan ends and listings over what is left of your allowance are paused." },
  ],
  action: () => "Go to Billing",
  link: () => "/dashboard?view=billing",
});
