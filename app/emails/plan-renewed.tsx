import { z } from "zod";
import { formatDate, formatGBP } from "~/utils/format";
import { eventEmail, moment } from "./event-email";
import { planName } from "./plan-name";

/**
 * A weekly plan renewed with a paid charge (record_plan_invoice or, locally, end_lapsed_plans,
 * supabase/schemas/30-payments.sql): the amount and the next renewal; the receipt comes in
 * its own email.
 */
const data = z.object({
  planId: z.string(),
  paymentId: z.string().uuid(),
  amountPence: z.number().int(),
  renewsAt: moment,
});

export const planRenewed = eventEmail({
  data,
  subject: (renewal) => `Your ${planName(renewal.planId)} plan has renewed`,
  blocks: (renewal) => [
    { paragraph: `Your ${planName(renewal.planId)} plan has renewed for another week.` },
    {
      facts: [
        ["Charged", formatGBP(renewal.amountPence / 100)],
        ["Next renewal", formatDate(renewal.renewsAt)],
      ],
    },
  ],
  action: () => "Manage your plan",
  link: () => "/dashboard?view=billing",
});
