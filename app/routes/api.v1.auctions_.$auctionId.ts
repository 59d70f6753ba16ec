import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { getAuctionPage } from "~/models/auction.server";
import { apiAuctionOf, apiJson, authenticateApi, backendProblem, methodNotAllowed, problem } from "~/utils/dealer-api.server";

/**
 * GET /api/v1/auctions/{id}: one of the dealer's auctions with its bids, read through the
 * auction page's own function (auction_page), so bidders are masked exactly as on the site
 * and the reserve's amount never leaves the database. Another seller's auction is not
 * found, even a public one: the API is for the dealer's own. docs/api.md.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const caller = await authenticateApi(request, context);
  if ("problem" in caller) return caller.problem;
  const notFound = problem(404, "You have no auction with this id");
  const id = z.uuid().safeParse(params.auctionId);
  if (!id.success) return notFound;
  const { page, error } = await getAuctionPage(caller.supabase, id.data);
  if (error) return backendProblem("auction_page", error);
  if (!page || page.auction.sellerId !== caller.holder.dealer_id) return notFound;
  const auction = {
    id: page.auction.id,
    title: page.auction.title,
    status: page.status,
    starting_price: page.auction.startingPrice,
    current_bid: page.currentBid,
    bid_count: page.bidCount,
    auction_end_date: page.endsAt,
  };
  return apiJson({
    ...apiAuctionOf(auction, new URL(request.url).origin),
    reserve_status: page.reserveStatus,
    bids: page.history.map((bid) => ({ bidder: bid.bidder, amount: bid.amount, created_at: bid.createdAt })),
  });
}

export const action = methodNotAllowed("GET");
