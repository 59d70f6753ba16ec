import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { REVIEW_TEXT_MAX, ReviewSchema, subjectValue } from "~/components/reviews/schema";
import { getReviewableSubjects, leaveSellerReview } from "~/models/seller-review.server";
import { getSellerCard } from "~/models/seller.server";
import { requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { recordId } from "~/utils/validation";

// The review page's loader and action, here so zod and the schema stay off the page's script
// (the form loads them on first focus: utils/validation-on-first-use.ts).

const SELLER_NOT_FOUND = "Seller not found";

/** The seller's public name, as their page shows it. */
const nameOf = (card: { full_name: string | null; company_name: string | null }) =>
  card.company_name?.trim() || card.full_name?.trim() || "Unknown Seller";

/**
 * The seller, what the member may review with them (with the subject asked for in the URL,
 * when they may), and the form's HTML constraints and comment limit.
 */
export async function loadReviewPage({ request, params, context }: LoaderFunctionArgs) {
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
      constraint: getZodConstraint(ReviewSchema),
      commentMax: REVIEW_TEXT_MAX,
    },
    { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
  );
}

export async function reviewSellerAction({ request, params, context }: ActionFunctionArgs) {
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
