import { EnquirySchema } from "~/utils/message-validation";
import { recordId } from "~/utils/validation";

/** A thread id in the URL or the reply form: anything that is not a uuid cannot be a thread. */
export const threadIdSchema = recordId;

/** A reply in a conversation: the same rules (and words) as the listing page's enquiry. */
export const ReplySchema = EnquirySchema.extend({ threadId: threadIdSchema });

/** The reply form's intent, in the action of whichever page shows the conversation. */
export const REPLY_INTENT = "reply";

/**
 * One conversation on the page that lists it: that page's address (`baseHref`, which may
 * carry its own query, e.g. /sellers-portal?tab=messages) with ?thread= set.
 */
export function threadHref(baseHref: string, threadId: string) {
  const [path = "", query = ""] = baseHref.split("?");
  const params = new URLSearchParams(query);
  params.set("thread", threadId);
  return `${path}?${params}`;
}
