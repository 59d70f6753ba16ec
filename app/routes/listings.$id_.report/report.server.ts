import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getReportPage, reportListing } from "~/models/listing-report.server";
import { getUser, requireUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { combineHeaders, invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { recordId } from "~/utils/validation";
import { ReportSchema } from "./schema";

// The report page's loader and action, here so zod and the schema stay off the page's script
// (the form loads them on first focus: utils/validation-on-first-use.ts).

const LISTING_NOT_FOUND = "Listing not found";

/** The listing, whether the visitor may report it (signed in, not theirs, not yet reported) and the form's HTML constraints. */
export async function loadReportPage({ request, params, context }: LoaderFunctionArgs) {
  const listingId = recordId.safeParse(params.id);
  invariantResponse(listingId.success, LISTING_NOT_FOUND, { status: 404 });
  const user = await getUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const { listing, report, error } = await getReportPage(supabase, { listingId: listingId.data, userId: user?.id ?? null });
  if (error) failedToLoad("report: loading the listing", error, headers);
  invariantResponse(listing, LISTING_NOT_FOUND, { status: 404, headers });
  return json(
    {
      listing: { id: listing.id, title: listing.title, reference: listing.reference },
      signedIn: Boolean(user),
      ownListing: user?.id === listing.dealer_id,
      report,
      constraint: getZodConstraint(ReportSchema),
    },
    { headers: combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) },
  );
}

export async function reportListingAction({ request, params, context }: ActionFunctionArgs) {
  const listingId = recordId.safeParse(params.id);
  invariantResponse(listingId.success, LISTING_NOT_FOUND, { status: 404 });
  await requireUser(request, context, { redirectTo: `/listings/${listingId.data}/report` });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ReportSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400, headers });
  }
  const { reason, details } = submission.value;
  const { error } = await reportListing(supabase, { listingId: listingId.data, reason, details: details ?? null });
  if (error) {
    const failure = failedToSave("report: reporting a listing", error);
    return json({ result: submission.reply({ formErrors: [failure.message] }) }, { status: failure.status, headers });
  }
  return getToastUtils(request, context).redirectWithSuccess(
    `/listings/${listingId.data}`,
    { message: "Report sent", description: "Thank you. The GenMarket team will look at this listing." },
    { headers },
  );
}
