import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getAuctionPage, placeBid, sendAuctionQuestion } from "~/models/auction.server";
import { isWatchingAuction, setAuctionWatched } from "~/models/watched-auction.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { liveCacheHeaders } from "~/utils/cache";
import { refusalStatus } from "~/utils/errors";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatGBP } from "~/utils/format";
import { EnquirySchema } from "~/utils/message-validation";
import { invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { auctionStructuredData } from "~/utils/structured-data";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { safeRedirect } from "~/utils/user";
import { auctionIdSchema, auctionIntentSchema, BidSchema, carriedBid, QUESTION_CARRIED_MAX, WatchSchema } from "./schema";

/**
 * The auction page's data: the whole page is one call to the database (auction_page).
 * Visitors' copies are cached for a second; members' pages are theirs alone (their
 * standing, and a submission id for the bid form).
 */
export async function loadAuctionPage(request: Request, idParam: string | undefined, context: AppLoadContext) {
  const id = auctionIdSchema.safeParse(idParam);
  invariantResponse(id.success, "Auction not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ page: auctionPage, error }, { user, watching }] = await Promise.all([
    getAuctionPage(supabase, id.data),
    // A member's own: whether they watch it (the seller's own auction they cannot).
    getUser(request, context).then(async (user) => {
      if (!user) return { user, watching: false };
      const watched = await isWatchingAuction(supabase, id.data);
      if (watched.error) failedToLoad("auction: load watching", watched.error);
      return { user, watching: watched.watching };
    }),
  ]);
  if (error) failedToLoad("auction: load", error);
  invariantResponse(auctionPage, "Auction not found", { status: 404 });
  const url = new URL(request.url);
  const { auction, seller, photos, ...live } = auctionPage;
  const canonical = new URL(`/auctions/${auction.id}`, url.origin).href;
  return json(
    {
      auction,
      seller,
      photos,
      live,
      signedIn: user !== null,
      isSeller: user?.id === auction.sellerId,
      watching,
      // One submit, one bid: place_bid places nothing more for an id it has seen.
      submissionId: user ? crypto.randomUUID() : null,
      carriedBid: carriedBid(url.searchParams.get("bid")),
      canonical,
      structuredData: auctionStructuredData(auction, live, photos, seller, canonical),
    },
    { headers: liveCacheHeaders(request, headers) },
  );
}

/**
 * The bid form, Ask Seller a Question and Watch this auction. Visitors are sent to sign in and
 * back: to the bid form with their bid kept (?bid=), to the question with a short question
 * kept, or to the watch button.
 */
export async function auctionPageAction(request: Request, idParam: string | undefined, context: AppLoadContext) {
  const id = auctionIdSchema.safeParse(idParam);
  invariantResponse(id.success, "Auction not found", { status: 404 });
  const formData = await request.formData();
  const intent = auctionIntentSchema.safeParse(formData.get("intent"));
  invariantResponse(intent.success, "Unknown action", { status: 400 });
  const auctionPath = `/auctions/${id.data}`;
  const user = await requireUser(request, context, { redirectTo: signInReturnPath(auctionPath, intent.data, formData) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);

  if (intent.data === "watch") {
    const submission = WatchSchema.safeParse({ watching: formData.get("watching") });
    invariantResponse(submission.success, "Invalid request", { status: 400, headers });
    const { watching } = submission.data;
    const { error } = await setAuctionWatched(supabase, id.data, watching);
    // The seller's own auction, one that is gone: refusals meant for people, not faults.
    const status = error ? refusalStatus(error) : null;
    const failure = error ? (status ? { status, message: error.message ?? "" } : failedToSave("auction: watch", error)) : null;
    // Without JavaScript the form asks to go back where it was; a fetcher wants data.
    const redirectTo = formData.get("redirectTo");
    if (redirectTo) {
      const to = safeRedirect(redirectTo, `${auctionPath}#watch`);
      return failure ? toasts.redirectWithError(to, failure.message, { headers }) : redirect(to, { headers });
    }
    return failure
      ? toasts.jsonWithError({ watching: !watching }, failure.message, { status: failure.status, headers })
      : json({ watching }, { headers });
  }

  if (intent.data === "ask") {
    const submission = parseWithZod(formData, { schema: EnquirySchema });
    if (submission.status !== "success") return json({ question: submission.reply() }, { status: 400, headers });
    if (await isRateLimited(request, context, "message", { memberId: user.id })) {
      return json({ question: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
    }
    const { error } = await sendAuctionQuestion(supabase, id.data, submission.value.message);
    if (error) {
      // A refusal meant for people is an answer, not a fault: only the rest is logged.
      const status = refusalStatus(error);
      const failure = status ? { status, message: error.message ?? "" } : failedToSave("auction: question", error);
      return json({ question: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
    }
    return toasts.redirectWithSuccess(
      `${auctionPath}#ask`,
      { message: "Message sent", description: "Your question is on its way to the seller. Their reply will be in your Messages." },
      { headers },
    );
  }

  const submission = parseWithZod(formData, { schema: BidSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400, headers });
  const { maxBid, submissionId } = submission.value;
  // A bid that would be placed is confirmed first (the form's confirm field says it was): the
  // page then shows what it will do, as a dialog with JavaScript and in the panel without.
  if (formData.get("confirm") !== "1") {
    const confirm = await bidConfirmation(supabase, id.data, user.id, maxBid);
    if (confirm) return json({ result: submission.reply(), confirm }, { headers });
  }
  const placed = await placeBid(supabase, { auctionId: id.data, maximum: maxBid, submissionId });
  if (!placed.result) {
    // The seller's own auction, an ended one: place_bid's refusals meant for people, not faults.
    const failure = placed.refusal ?? failedToSave("auction: bid", placed.error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  const bid = placed.result;
  if (bid.outcome === "too_low") {
    return json({ result: submission.reply({ formErrors: ["Bid too low", `Minimum bid is ${formatGBP(bid.minimum)}`] }) }, { status: 400, headers });
  }
  if (bid.outcome === "not_raised") {
    return json(
      { result: submission.reply({ formErrors: [`Your maximum is already ${formatGBP(bid.maximum)}; you can only raise it`] }) },
      { status: 400, headers },
    );
  }
  // Without JavaScript (the form's reload field): back to the page, whose panel says where the bidder stands.
  if (formData.get("reload") === "1") {
    return bid.outcome === "leading"
      ? toasts.redirectWithSuccess(
          `${auctionPath}#bid`,
          { message: "Bid placed successfully!", description: `You are the highest bidder at ${formatGBP(bid.currentBid)}.` },
          { headers },
        )
      : toasts.redirectWithError(
          `${auctionPath}#bid`,
          { message: "You have been outbid", description: `Another bidder's maximum is higher: the current bid is now ${formatGBP(bid.currentBid)}.` },
          { headers },
        );
  }
  return json({ result: submission.reply({ resetForm: true }), bid: { outcome: bid.outcome, currentBid: bid.currentBid } }, { headers });
}

/** What the confirm step says: the bid placed now (none for a leader raising their maximum), and the maximum. */
export type BidConfirmation = { maximum: number; bidNow: number | null; currentBid: number | null; reserveNotMet: boolean };

/**
 * The confirm step for a maximum place_bid would take, read from the page as the member sees
 * it now (auction_page). A bid it would refuse (too low, a leader's maximum not raised, the
 * seller's own, an ended auction) gets no confirm: place_bid is asked at once and its refusal,
 * which places nothing, is the answer.
 */
async function bidConfirmation(supabase: SupabaseClient, auctionId: string, memberId: string, maximum: number): Promise<BidConfirmation | null> {
  const { page, error } = await getAuctionPage(supabase, auctionId);
  if (error) failedToLoad("auction: confirm bid", error);
  if (!page || !page.open || page.auction.sellerId === memberId || maximum < page.minimumBid) return null;
  const leading = page.viewer?.leading === true;
  if (leading && maximum <= (page.viewer?.maxAmount ?? 0)) return null;
  return { maximum, bidNow: leading ? null : page.minimumBid, currentBid: page.currentBid, reserveNotMet: page.reserveStatus === "not_met" };
}

/** Where sign-in leads back to: the bid form with the bid typed, the question form with a short question, or the watch button. */
function signInReturnPath(auctionPath: string, intent: "bid" | "ask" | "watch", formData: FormData) {
  if (intent === "watch") return `${auctionPath}#watch`;
  if (intent === "bid") {
    const bid = carriedBid(formData.get("maxBid"));
    return `${auctionPath}${bid ? `?${new URLSearchParams({ bid })}` : ""}#bid`;
  }
  const message = String(formData.get("message") ?? "").trim();
  const carried = message && message.length <= QUESTION_CARRIED_MAX ? `?${new URLSearchParams({ message })}` : "";
  return `${auctionPath}${carried}#ask`;
}
