import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { cancelAuction, getSellerAuctionTitle } from "~/models/own-auction.server";
import { refusalStatus, userMessageFor } from "~/utils/errors";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import type { SessionUser } from "~/utils/user";
import { dashboardHref } from "./parts/views";
import { auctionIdSchema } from "./schema";

/** What the Cancel auction forms answer when they do not redirect: the step to confirm, or why not. */
export type CancelAuctionAnswer = { confirm: { id: string; title: string } } | { refusal: string };

const NOT_FOUND = "Auction not found";

/**
 * Cancel auction, in two posts so it works without JavaScript: `cancel-auction` answers the
 * page again with a confirmation for that auction (nothing changes); `confirm-cancel-auction`
 * calls cancel_auction, which decides (the seller's own, open, without bids). Success goes
 * back to My Listings with a toast; a refusal shows the database's sentence with its status.
 */
export async function cancelSellerAuction(
  request: Request,
  context: AppLoadContext,
  user: SessionUser,
  formData: FormData,
  { confirmed }: { confirmed: boolean },
) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const answer = (cancelAuction: CancelAuctionAnswer, status = 200) => json({ cancelAuction }, { status, headers });
  const auctionId = auctionIdSchema.safeParse(formData.get("auctionId"));
  if (!auctionId.success) return answer({ refusal: NOT_FOUND }, 404);

  if (!confirmed) {
    const { auction, error } = await getSellerAuctionTitle(supabase, user.id, auctionId.data);
    if (error) {
      console.error("dashboard: loading an auction to cancel", error);
      return answer({ refusal: userMessageFor(error) }, 500);
    }
    if (!auction) return answer({ refusal: NOT_FOUND }, 404);
    return answer({ confirm: auction });
  }

  const { error } = await cancelAuction(supabase, auctionId.data);
  if (error) {
    const status = refusalStatus(error);
    if (status === null) console.error("dashboard: cancelling an auction", error);
    return answer({ refusal: userMessageFor(error) }, status ?? 500);
  }
  return getToastUtils(request, context).redirectWithSuccess(
    dashboardHref("listings"),
    { message: "Auction cancelled", description: "It is no longer open for bids." },
    { headers },
  );
}
