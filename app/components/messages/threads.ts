// Where conversations open and the reply's intent, apart from the reply's zod schema
// (schema.ts, which re-exports them) so the page's script does not carry zod (docs/performance.md).

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

/**
 * A member's own conversation where their inbox is: a seller's Messages view, everyone else's
 * overview (the dashboard's inboxView), as the message-received email links to it.
 */
export function memberThreadHref(isSeller: boolean, threadId: string) {
  return threadHref(isSeller ? "/dashboard?view=messages" : "/dashboard", threadId);
}
