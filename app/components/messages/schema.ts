import { EnquirySchema } from "~/utils/message-validation";
import { recordId } from "~/utils/validation";

export { REPLY_INTENT, threadHref } from "./threads";

/** A thread id in the URL or the reply form: anything that is not a uuid cannot be a thread. */
export const threadIdSchema = recordId;

/** A reply in a conversation: the same rules (and words) as the listing page's enquiry. */
export const ReplySchema = EnquirySchema.extend({ threadId: threadIdSchema });
