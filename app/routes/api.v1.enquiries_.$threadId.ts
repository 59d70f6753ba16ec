import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getThreadMessages } from "~/models/message.server";
import { apiJson, authenticateApi, backendProblem, dealerThread, methodNotAllowed } from "~/utils/dealer-api.server";

/**
 * GET /api/v1/enquiries/{id}: one conversation about the dealer's stock with its messages,
 * oldest first; reading it here leaves it unread for the dashboard. docs/api.md.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const found = await dealerThread(caller, params.threadId ?? "");
  if ("problem" in found) return found.problem;
  const { thread } = found;
  const { messages, error } = await getThreadMessages(caller.supabase, caller.holder.dealer_id, thread.id);
  if (error || !messages) return backendProblem("reading a conversation's messages", error ?? { message: "no rows" });
  const { origin } = new URL(request.url);
  return apiJson({
    id: thread.id,
    subject: thread.listingTitle,
    subject_url: thread.subjectHref ? `${origin}${thread.subjectHref}` : null,
    buyer_name: thread.otherPartyName,
    last_message_at: thread.lastMessageAt,
    messages: messages.map((message) => ({
      id: message.id,
      from: message.from === "me" ? "dealer" : message.from === "them" ? "buyer" : "genmarket",
      content: message.content,
      created_at: message.createdAt,
    })),
  });
}

export const action = methodNotAllowed("GET");
