import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { Gallery } from "~/components/gallery";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { getAuctionPage, placeBid, sendAuctionQuestion } from "~/models/auction.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { anonymousCacheRouteHeaders, liveCacheHeaders } from "~/utils/cache";
import { errorMessages, refusalStatus, userMessageFor } from "~/utils/errors";
import { failedToLoad } from "~/utils/errors.server";
import { formatGBP } from "~/utils/format";
import { EnquirySchema } from "~/utils/message-validation";
import { invariantResponse } from "~/utils/misc";
import { isRateLimited, RATE_LIMITED_MESSAGE } from "~/utils/rate-limit.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { AskSeller } from "./parts/ask-seller";
import { AuctionDetails, AuctionSecurity, BidHistory } from "./parts/auction-details";
import { BidPanel } from "./parts/bid-panel";
import { useLiveAuction } from "./parts/use-live-auction";
import { auctionIdSchema, auctionIntentSchema, BidSchema, carriedBid, QUESTION_CARRIED_MAX } from "./schema";
import * as styles from "./styles.css";

/**
 * One auction (spec 02 §2), at /auctions/{id} and, through a second route entry to this
 * module (remix.config.js), at /auction/{id}; both name /auctions/{id} as canonical. The whole
 * page is one call to the database (auction_page). Visitors' copies are cached for a second;
 * members' pages are theirs alone (their standing, and a submission id for the bid form).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = auctionIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Auction not found", { status: 404 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ page: auctionPage, error }, user] = await Promise.all([getAuctionPage(supabase, id.data), getUser(request, context)]);
  if (error) failedToLoad("auction: load", error);
  invariantResponse(auctionPage, "Auction not found", { status: 404 });
  const url = new URL(request.url);
  const { auction, seller, photos, ...live } = auctionPage;
  return json(
    {
      auction,
      seller,
      photos,
      live,
      signedIn: user !== null,
      isSeller: user?.id === auction.sellerId,
      // One submit, one bid: place_bid places nothing more for an id it has seen.
      submissionId: user ? crypto.randomUUID() : null,
      carriedBid: carriedBid(url.searchParams.get("bid")),
      canonical: new URL(`/auctions/${auction.id}`, url.origin).href,
    },
    { headers: liveCacheHeaders(request, headers) },
  );
}

/**
 * The bid form and Ask Seller a Question. Visitors are sent to sign in and back: to the bid
 * form with their bid kept (?bid=), or to the question with a short question kept.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = auctionIdSchema.safeParse(params.id);
  invariantResponse(id.success, "Auction not found", { status: 404 });
  const formData = await request.formData();
  const intent = auctionIntentSchema.safeParse(formData.get("intent"));
  invariantResponse(intent.success, "Unknown action", { status: 400 });
  const auctionPath = `/auctions/${id.data}`;
  const user = await requireUser(request, context, { redirectTo: signInReturnPath(auctionPath, intent.data, formData) });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const toasts = getToastUtils(request, context);

  if (intent.data === "ask") {
    const submission = parseWithZod(formData, { schema: EnquirySchema });
    if (submission.status !== "success") return json({ question: submission.reply() }, { status: 400, headers });
    if (await isRateLimited(request, context, "message", { memberId: user.id })) {
      return json({ question: submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }) }, { status: 429, headers });
    }
    const { error } = await sendAuctionQuestion(supabase, id.data, submission.value.message);
    if (error) {
      const status = refusalStatus(error);
      if (!status) console.error("auction: question", error);
      return json({ question: submission.reply({ formErrors: [userMessageFor(error)] }) }, { status: status ?? 500, headers });
    }
    return toasts.redirectWithSuccess(
      `${auctionPath}#ask`,
      { message: "Message sent", description: "Your question is on its way to the seller. Their reply will be in your Messages." },
      { headers },
    );
  }

  const submission = parseWithZod(formData, { schema: BidSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400, headers });
  const { bidAmount, maxBid, submissionId } = submission.value;
  const placed = await placeBid(supabase, { auctionId: id.data, amount: bidAmount, maximum: maxBid ?? null, submissionId });
  if (!placed.result) {
    if (!placed.refusal) {
      console.error("auction: bid", placed.error);
      return json({ result: submission.reply({ formErrors: [errorMessages.generic] }) }, { status: 500, headers });
    }
    return json({ result: submission.reply({ formErrors: [placed.refusal.message] }) }, { status: placed.refusal.status, headers });
  }
  const bid = placed.result;
  if (bid.outcome === "too_low") {
    return json({ result: submission.reply({ formErrors: ["Bid too low", `Minimum bid is ${formatGBP(bid.minimum)}`] }) }, { status: 400, headers });
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

/** Where sign-in leads back to: the bid form with the bid typed, or the question form with a short question. */
function signInReturnPath(auctionPath: string, intent: "bid" | "ask", formData: FormData) {
  if (intent === "bid") {
    const bid = carriedBid(formData.get("bidAmount"));
    return `${auctionPath}${bid ? `?${new URLSearchParams({ bid })}` : ""}#bid`;
  }
  const message = String(formData.get("message") ?? "").trim();
  const carried = message && message.length <= QUESTION_CARRIED_MAX ? `?${new URLSearchParams({ message })}` : "";
  return `${auctionPath}${carried}#ask`;
}

export const headers = anonymousCacheRouteHeaders;

/** The gallery's photo lives in the URL and needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutPhoto = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete("photo");
    return search.toString();
  };
  return withoutPhoto(currentUrl) === withoutPhoto(nextUrl) ? false : defaultShouldRevalidate;
};

export default function AuctionPage() {
  const data = useLoaderData<typeof loader>();
  const { auction, seller } = data;
  const { state: live, nowMs } = useLiveAuction(auction.id, data.live);
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <ul className={styles.badges} aria-label="Listing">
          <li className={styles.auctionBadge}>Auction</li>
        </ul>
        <h1 className={styles.title}>{auction.title}</h1>
        <p className={styles.located}>Located in {auction.location}</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.galleryArea}>
          <Gallery photos={data.photos} title={auction.title} />
        </div>

        <div className={styles.panelArea}>
          <BidPanel
            auctionId={auction.id}
            startingPrice={auction.startingPrice}
            live={live}
            nowMs={nowMs}
            isSeller={data.isSeller}
            signedIn={data.signedIn}
            submissionId={data.submissionId}
            carriedBid={data.carriedBid}
          />
          <AuctionSecurity />
        </div>

        <div className={styles.mainArea}>
          <AuctionDetails auction={auction} seller={seller} />
          <section className={styles.card} aria-labelledby="description-heading">
            <h2 id="description-heading" className={styles.sectionTitle}>
              Description
            </h2>
            <p className={styles.description}>{auction.description}</p>
          </section>
          <BidHistory history={live.history} bidCount={live.bidCount} />
          {data.isSeller ? null : <AskSeller auctionId={auction.id} sellerName={seller.name} />}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta({ title: data.auction.title, description: data.auction.description }),
        { tagName: "link", rel: "canonical", href: data.canonical },
      ]
    : pageMeta({ title: "Auction not found" });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage
            status={404}
            title="Auction not found"
            action={
              <Link to="/auctions" className={button.primary}>
                Browse Auctions
              </Link>
            }
          >
            <p className={page.lead}>The auction you're looking for doesn't exist or has been withdrawn.</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
