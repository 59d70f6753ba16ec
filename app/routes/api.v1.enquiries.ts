import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getInbox } from "~/models/message.server";
import { apiJson, authenticateApi, backendProblem, methodNotAllowed } from "~/utils/dealer-api.server";

/**
 * GET /api/v1/enquiries: buyers' conversations about the key's dealer's stock, latest first,
 * as the dashboard's inbox lists them (member_inbox, the seller's side). docs/api.md.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const { threads, error } = await getInbox(caller.supabase, { side: "seller" });
  if (error || !threads) return backendProblem("member_inbox", error ?? { message: "no rows" });
  const { origin } = new URL(request.url);
  return apiJson({
    data: threads.map((thread) => ({
      id: thread.id,
      subject: thread.listingTitle,
      subject_url: thread.subjectHref ? `${origin}${thread.subjectHref}` : null,
      buyer_name: thread.otherPartyName,
      latest_message: thread.latestMessage,
      latest_from_genmarket: thread.latestFromGenMarket,
      last_message_at: thread.lastMessageAt,
      unread_count: thread.unreadCount,
    })),
  });
}

export const action = methodNotAllowed("GET");
