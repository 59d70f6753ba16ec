import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { getInbox, getThread, getThreadMessages, markThreadRead, sendReply, type ThreadSide } from "~/models/message.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { ReplySchema, threadHref, threadIdSchema } from "./schema";

/**
 * What a page that shows messages loads: with ?thread= that one conversation (the member's
 * messages in it are then read), otherwise the inbox (one call, member_inbox), on one side
 * or both. Someone else's thread, or none, is a 404.
 */
export async function loadMessages(
  supabase: SupabaseClient,
  user: SessionUser,
  { threadParam, side, headers }: { threadParam: string | null; side?: ThreadSide; headers: Headers },
) {
  if (threadParam === null) {
    const { threads, total, error } = await getInbox(supabase, { side });
    if (error) failedToLoad("messages: loading the inbox", error, headers);
    return { inbox: { threads: threads ?? [], total }, conversation: null };
  }
  const threadId = threadIdSchema.safeParse(threadParam);
  invariantResponse(threadId.success, "Conversation not found", { status: 404, headers });
  const { thread, error } = await getThread(supabase, user.id, threadId.data);
  if (error) failedToLoad("messages: loading a conversation", error, headers);
  invariantResponse(thread, "Conversation not found", { status: 404, headers });
  // Reading still works when marking fails; the unread count just stays until next time.
  const marked = await markThreadRead(supabase, user.id, thread.id);
  if (marked.error) console.error("messages: marking a conversation read", marked.error);
  const { messages, error: messagesError } = await getThreadMessages(supabase, user.id, thread.id);
  if (messagesError) failedToLoad("messages: loading a conversation's messages", messagesError, headers);
  return { inbox: null, conversation: { thread, messages: messages ?? [] } };
}

/** A reply to a member who closed their account (docs/accounts.md "Closing your account"). */
export const FORMER_MEMBER_REPLY = "This member has closed their account, so the conversation cannot be replied to.";

/** What loadMessages gives the page, for the Messages component. */
export type MessagesData = Awaited<ReturnType<typeof loadMessages>>;

/**
 * The reply form (intent REPLY_INTENT), posted to the page that shows the conversation: a
 * message to the thread's other party, then back to that conversation on the same page (the
 * request's own address with ?thread=) with a toast.
 */
export async function replyToThread(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const threadId = threadIdSchema.safeParse(formData.get("threadId"));
  invariantResponse(threadId.success, "Conversation not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const submission = parseWithZod(formData, { schema: ReplySchema });
  const { thread, error } = await getThread(supabase, user.id, threadId.data);
  if (error) {
    const failure = failedToSave("messages: loading a conversation to reply", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  invariantResponse(thread, "Conversation not found", { status: 404, headers });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  if (await isRateLimited(request, context, "message", { memberId: user.id })) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
  }
  if (!thread.otherPartyId) {
    return json({ result: submission.reply({ formErrors: [FORMER_MEMBER_REPLY] }) }, { status: 409, headers });
  }
  const sent = await sendReply(supabase, { threadId: thread.id, recipientId: thread.otherPartyId, content: submission.value.message });
  if (sent.error) {
    const failure = failedToSave("messages: sending a reply", sent.error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  const url = new URL(request.url);
  return getToastUtils(request, context).redirectWithSuccess(threadHref(`${url.pathname}${url.search}`, thread.id), "Reply sent", {
    headers,
  });
}
