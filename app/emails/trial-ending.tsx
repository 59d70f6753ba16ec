import { z } from "zod";
import { formatDateTime, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";
import { planName } from "./plan-name";

/**
 * A plan's free trial ends within 3 days (queue_reminder_emails, supabase/schemas/30-payments.sql):
 * when, what the first week will cost, and Billing to cancel before then.
 */
const data = z.object({
  planId: z.string(),
  trialEndsAt: moment,
  amountPence: z.number().int(),
});

export const trialEnding = eventEmail({
  data,
  subject: (trial) => `Your ${planName(trial.planId)} plan's free trial ends soon`,
  blocks: (trial) => [
    {
      paragraph: `The free trial of your ${planName(trial.planId)} plan ends on ${formatDateTime(trial.trialEndsAt)}. The plan then renews every week at ${formatGBP(trial.amountPence / 100)} until you cancel.`,
    },
    {
      facts: [
        ["Trial ends", formatDateTime(trial.trialEndsAt)],
        ["Then, each week", formatGBP(trial.amountPence / 100)],
      ],
    },
    { paragraph: "Not for you? Cancel at period end in Billing before then and nothing is charged." },
  ],
  action: () => "Manage your plan",
  link: () => "/dashboard?view=billing",
});
