import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { cancelAuction, getSellerAuctionTitle } from "~/models/own-auction.server";
import { refusalStatus, userMessageFor } from "~/utils/errors";
import { getPaymentProvider, paymentMessages } from "~/utils/payments.server";
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

/**
 * Pay commission (docs/payments.md "Commission"), from My Auctions here, Billing, the sellers
 * portal's auctions tab or /create-auction (`from`), a plain POST: the provider pays the seller's own charge
 * (locally at once; with Stripe, its invoice's page, a 303). Back to where it came from with
 * a toast saying what happened.
 */
export async function payCommission(request: Request, context: AppLoadContext, formData: FormData) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const from = formData.get("from");
  const back =
    from === "portal"
      ? "/sellers-portal?tab=auctions"
      : from === "create-auction"
        ? "/create-auction"
        : from === "billing"
          ? dashboardHref("billing")
          : `${dashboardHref("listings")}#my-auctions`;
  const toast = getToastUtils(request, context);
  const paymentId = auctionIdSchema.safeParse(formData.get("paymentId"));
  if (!paymentId.success) return toast.redirectWithError(back, { message: "Commission charge not found" }, { headers });
  const origin = new URL(request.url).origin;
  const outcome = await getPaymentProvider(context).payForCommission({ supabase, origin, cancelPath: back }, paymentId.data);
  switch (outcome.status) {
    case "paid":
      return toast.redirectWithSuccess(back, { message: "Commission paid", description: "Thank you. Its receipt is in Billing." }, { headers });
    case "checkout":
      return redirect(outcome.url, { status: 303, headers });
    case "refused":
      if (refusalStatus(outcome.error) === null) console.error("dashboard: paying commission", outcome.error);
      return toast.redirectWithError(back, { message: userMessageFor(outcome.error) }, { headers });
    default:
      return toast.redirectWithError(back, { message: paymentMessages.unavailable }, { headers });
  }
}
