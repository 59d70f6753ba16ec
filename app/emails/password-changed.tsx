import { z } from "zod";
import { formatDateTime } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * The member's password changed (a trigger on auth.users, supabase/schemas/10-members.sql):
 * when, that every other signed-in device was signed out, and what to do if it was not them.
 */
const data = z.object({ changedAt: moment });

export const passwordChanged = eventEmail({
  data,
  subject: () => "Your GenMarket password was changed",
  blocks: (change) => [
    { paragraph: `The password of your GenMarket account was changed on ${formatDateTime(change.changedAt)}. Every other device signed in to your account has been signed out.` },
    {
      paragraph:
        "If this was you, there is nothing more to do. If it was not, reset your password now with the link below, then check Signed-in devices in your account.",
    },
  ],
  action: () => "Reset your password",
  link: () => "/forgot-password",
});
