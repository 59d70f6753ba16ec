import * as z from "zod";
import { EnquirySchema } from "~/utils/message-validation";
import { recordId } from "~/utils/validation";

/** A thread id in the URL or the reply form: anything that is not a uuid cannot be a thread. */
export const threadIdSchema = recordId;

/** A reply in a conversation: the same rules (and words) as the listing page's enquiry. */
export const ReplySchema = EnquirySchema.extend({ threadId: threadIdSchema });

/**
 * The Contact preferences form: a checkbox, so it is "on" when ticked and absent when not
 * (conform reads "on" as true); anything else is refused.
 */
export const ContactPreferencesSchema = z.object({
  showPhone: z.boolean({ error: "Tick the box to show your phone number, or leave it clear" }).default(false),
});

/** An auction id in the Cancel auction forms: anything that is not a uuid cannot be an auction. */
export const auctionIdSchema = recordId;
