import * as z from "zod";
import { EnquirySchema } from "~/routes/listings.$id/schema";

/** A thread id in the URL or the reply form: anything that is not a uuid cannot be a thread. */
export const threadIdSchema = z.guid();

/** A reply in a conversation: the same message rules (and words) as the listing page's enquiry. */
export const ReplySchema = EnquirySchema.extend({ threadId: threadIdSchema });
