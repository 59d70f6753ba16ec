import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { sendReply } from "~/models/message.server";
import { ApiReplySchema } from "~/utils/dealer-api-schema";
import { apiJson, authenticateApi, backendProblem, dealerThread, invalidFields, methodNotAllowed, problem, readJsonObject, refuseReadOnly, withIdempotency } from "~/utils/dealer-api.server";
import { EnquirySchema } from "~/utils/message-validation";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";

/**
 * POST /api/v1/enquiries/{id}/messages: the dealer's reply to the buyer, by the dashboard
 * reply's rules (EnquirySchema, 20 messages a minute per member) and through the same insert
 * (RLS: a party of the thread, to its other party). docs/api.md.
 */
export const loader = methodNotAllowed("POST");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const readOnly = refuseReadOnly(caller.holder);
  if (readOnly) return readOnly;
  const read = await readJsonObject(request);
  if ("problem" in read) return read.problem;
  return withIdempotency(request, caller, read.text, async () => {
    const parsed = ApiReplySchema.safeParse(read.body);
    if (!parsed.success) return invalidFields(parsed.error.issues);
    const judged = EnquirySchema.safeParse(parsed.data);
    if (!judged.success) return invalidFields(judged.error.issues);
    const found = await dealerThread(caller, params.threadId ?? "");
    if ("problem" in found) return found.problem;
    const { thread } = found;
    if (!thread.otherPartyId) return problem(409, "This member has closed their account, so the conversation cannot be replied to.");
    if (await isRateLimited(request, context, "message", { memberId: caller.holder.dealer_id })) {
      return problem(429, RATE_LIMITED_MESSAGE, { headers: { "Retry-After": "60" } });
    }
    const { sent, error } = await sendReply(caller.supabase, { threadId: thread.id, recipientId: thread.otherPartyId, content: judged.data.message });
    if (error) return backendProblem("sending a reply", error);
    if (!sent) return problem(409, "This reply is the same as one sent to this conversation moments ago, so it was not sent again.");
    return apiJson({ id: sent.id, from: "dealer", content: judged.data.message, created_at: sent.created_at }, 201);
  });
}
