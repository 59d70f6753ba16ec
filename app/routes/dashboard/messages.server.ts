import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { getInbox, getThread, getThreadMessages, markThreadRead, sendReply } from "~/models/message.server";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { conversationHref } from "./parts/views";
import { ReplySchema, threadIdSchema } from "./schema";

/**
 * The Messages view: the member's inbox (their threads as buyer and as seller), or with
 * ?thread= one conversation, whose messages to the member are then read.
 * Someone else's thread, or none, is a 404.
 */
export async function loadMessagesView(supabase: SupabaseClient, user: SessionUser, threadParam: string | null, headers: Headers) {
  if (threadParam === null) {
    const { threads, error } = await getInbox(supabase, user.id);
    if (error) failedToLoad("dashboard: loading the inbox", error, headers);
    return { threads, conversation: null };
  }
  const threadId = threadIdSchema.safeParse(threadParam);
  invariantResponse(threadId.success, "Conversation not found", { status: 404, headers });
  const { thread, error } = await getThread(supabase, user.id, threadId.data);
  if (error) failedToLoad("dashboard: loading a conversation", error, headers);
  invariantResponse(thread, "Conversation not found", { status: 404, headers });
  // Reading still works when marking fails; the unread count just stays until next time.
  const marked = await markThreadRead(supabase, user.id, thread.id);
  if (marked.error) console.error("dashboard: marking a conversation read", marked.error);
  const { messages, error: messagesError } = await getThreadMessages(supabase, user.id, thread.id);
  if (messagesError) failedToLoad("dashboard: loading a conversation's messages", messagesError, headers);
  const { otherPartyId: _otherParty, ...shown } = thread;
  return { threads: null, conversation: { thread: shown, messages } };
}

/** The reply form: a message to the thread's other party, then back to the conversation with a toast. */
export async function replyToThread(request: Request, context: AppLoadContext, user: SessionUser, formData: FormData) {
  const threadId = threadIdSchema.safeParse(formData.get("threadId"));
  invariantResponse(threadId.success, "Conversation not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const submission = parseWithZod(formData, { schema: ReplySchema });
  const { thread, error } = await getThread(supabase, user.id, threadId.data);
  if (error) {
    const failure = failedToSave("dashboard: loading a conversation to reply", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  invariantResponse(thread, "Conversation not found", { status: 404, headers });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  if (await isRateLimited(request, context, "message", { memberId: user.id })) {
    return json({ result: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
  }
  const sent = await sendReply(supabase, { threadId: thread.id, recipientId: thread.otherPartyId, content: submission.value.message });
  if (sent.error) {
    const failure = failedToSave("dashboard: sending a reply", sent.error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(conversationHref(thread.id), "Reply sent", { headers });
}
