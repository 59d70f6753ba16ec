import * as z from "zod";
import { EnquirySchema } from "~/utils/message-validation";

/** A thread id in the URL or the reply form: anything that is not a uuid cannot be a thread. */
export const threadIdSchema = z.guid();

/** A reply in a conversation: the same rules (and words) as the listing page's enquiry. */
export const ReplySchema = EnquirySchema.extend({ threadId: threadIdSchema });
