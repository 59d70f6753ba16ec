import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listDealerAuctions } from "~/models/dealer-api.server";
import { apiAuctionOf, apiJson, authenticateApi, backendProblem, methodNotAllowed } from "~/utils/dealer-api.server";

/** GET /api/v1/auctions: the key's dealer's auctions, newest first. docs/api.md. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const { auctions, error } = await listDealerAuctions(caller.supabase, caller.holder.dealer_id);
  if (error || !auctions) return backendProblem("listing auctions", error ?? { message: "no rows" });
  const { origin } = new URL(request.url);
  return apiJson({ data: auctions.map((auction) => apiAuctionOf(auction, origin)) });
}

export const action = methodNotAllowed("GET");
