import { z } from "zod";
import { formatDate } from "~/utils/format";
import { eventEmail, moment } from "./event-email";

/**
 * The member closed their account (close_my_account, supabase/schemas/12-my-data.sql). Sent to
 * the address itself after the account is gone (outgoing_emails.to_address), so it says what
 * went and what was kept, and how to come back; there is nobody to link to.
 */
const data = z.object({ closedAt: moment });

export const accountClosed = eventEmail({
  data,
  subject: () => "Your GenMarket account is closed",
  blocks: (closed) => [
    { paragraph: `You closed your GenMarket account on ${formatDate(closed.closedAt)}. You have been signed out everywhere and cannot sign in with it again.` },
    {
      paragraph:
        "Your profile, photos, listings, auctions, saved listings, watched auctions and saved searches have been deleted. Your conversations stay readable to the people you wrote to, with you shown as 'Former member'; reviews stay without your name; payment records are kept for six years, as UK tax law requires, and then deleted.",
    },
    { paragraph: "You are welcome back at any time: sign up again with this address. If you did not close your account, contact us at once." },
  ],
  action: () => "Contact GenMarket",
  link: () => "/contact",
});
