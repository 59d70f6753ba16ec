import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { ReviewSchema, subjectValue } from "~/components/reviews/schema";
import { button } from "~/components/ui/button.css";
import { getReviewableSubjects, leaveSellerReview } from "~/models/seller-review.server";
import { getSellerCard } from "~/models/seller.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { recordId } from "~/utils/validation";
import { ReviewForm } from "./parts/review-form";

const SELLER_NOT_FOUND = "Seller not found";

/** The seller's public name, as their page shows it. */
const nameOf = (card: { full_name: string | null; company_name: string | null }) =>
  card.company_name?.trim() || card.full_name?.trim() || "Unknown Seller";

/**
 * Review this seller: signed-in members only. What the member may review comes from SQL
 * (seller_reviewable_subjects); ?listing= or ?auction= picks one (the conversation view's
 * link), otherwise the form offers them all.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const sellerId = recordId.safeParse(params.sellerId);
  invariantResponse(sellerId.success, SELLER_NOT_FOUND, { status: 404 });
  const user = await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { card, error } = await getSellerCard(supabase, sellerId.data);
  if (error) failedToLoad("review: loading the seller", error, headers);
  invariantResponse(card, SELLER_NOT_FOUND, { status: 404, headers });
  const ownPage = user.id === sellerId.data;
  const reviewable = ownPage ? { subjects: [], error: null } : await getReviewableSubjects(supabase, sellerId.data);
  if (reviewable.error) failedToLoad("review: loading what the member may review", reviewable.error, headers);
  const searchParams = new URL(request.url).searchParams;
  const asked = searchParams.get("listing")
    ? `listing:${searchParams.get("listing")}`
    : searchParams.get("auction")
      ? `auction:${searchParams.get("auction")}`
      : null;
  const subjects = (reviewable.subjects ?? []).map((subject) => ({
    value: subjectValue(subject),
    title: subject.title,
    model: subject.model,
    kind: subject.listingId ? ("listing" as const) : ("auction" as const),
  }));
  const chosen = subjects.find((subject) => subject.value === asked)?.value ?? null;
  return json(
    {
      seller: { id: card.id, name: nameOf(card) },
      ownPage,
      subjects,
      chosen,
      // A subject asked for in the URL that the member may not (or no longer) review.
      askedUnavailable: asked !== null && chosen === null,
    },
    { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const sellerId = recordId.safeParse(params.sellerId);
  invariantResponse(sellerId.success, SELLER_NOT_FOUND, { status: 404 });
  await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ReviewSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  const { subject, rating, comment } = submission.value;
  const { error } = await leaveSellerReview(supabase, { sellerId: sellerId.data, ...subject, rating, comment: comment ?? null });
  if (error) {
    const failure = failedToSave("review: leaving a review", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    `/seller/${sellerId.data}#reviews`,
    { message: "Review posted", description: "Thank you: your review now shows on the seller's page." },
    { headers },
  );
}

export default function ReviewSellerPage() {
  const { seller, ownPage, subjects, chosen, askedUnavailable } = useLoaderData<typeof loader>();
  const sellerHref = `/seller/${seller.id}`;
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>Review {seller.name}</h1>
        {ownPage ? (
          <p className={page.lead}>You cannot review yourself. Buyers who have dealt with you review you here.</p>
        ) : subjects.length === 0 ? (
          <p className={page.lead}>
            You have nothing to review with this seller yet. You can review a seller about a listing or auction once they
            have replied to your message about it, or after you win their auction, for 90 days after.
          </p>
        ) : (
          <>
            {askedUnavailable ? (
              <p role="status">
                That listing or auction is not one you can review: you may have reviewed it already, or the seller has not
                replied about it in the last 90 days.
              </p>
            ) : null}
            <ReviewForm subjects={subjects} chosen={chosen} />
          </>
        )}
        <Link to={sellerHref} className={button.secondary}>
          Back to the seller&apos;s page
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: data ? `Review ${data.seller.name}` : SELLER_NOT_FOUND, description: "Rate a seller you have dealt with on GenMarket." });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => (
          <ErrorPage status={404} title={SELLER_NOT_FOUND}>
            <p className={page.lead}>There is no seller at this address.</p>
          </ErrorPage>
        ),
      }}
    />
  );
}
