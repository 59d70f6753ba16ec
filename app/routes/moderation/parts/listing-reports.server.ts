import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { listingReportOutcomes, listingReportReasonLabel } from "~/content/listing-reports";
import { findListingByReference } from "~/models/catalogue.server";
import { closeListingReport, getOpenListingReports } from "~/models/listing-report.server";
import { refusalStatus } from "~/utils/errors";
import { failedToLoad, failedToSave } from "~/utils/errors.server";
import { formatDateTime } from "~/utils/format";
import { createSupabaseServerClient, type SupabaseClient } from "~/utils/supabase.server";
import { getToastUtils } from "~/utils/toast.server";
import { recordId } from "~/utils/validation";

/**
 * The Reports section of /moderation: members' open reports of listings, oldest first, each
 * closed as dismissed or resolved (intent close-report); and Find a listing, which opens the
 * listing whose reference (GM-…) staff type (?reference=).
 */
export const CLOSE_REPORT_INTENT = "close-report";
export const REPORTS_SHOWN = 30;

const referenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(GM-)?\d{1,12}$/)
  .transform((value) => (value.startsWith("GM-") ? value : `GM-${value}`));

/** The open reports; with ?reference= a listing's reference, its page (or why not). */
export async function loadListingReports(request: Request, supabase: SupabaseClient, headers: Headers) {
  const typed = new URL(request.url).searchParams.get("reference");
  let referenceNotFound: string | null = null;
  if (typed !== null) {
    const reference = referenceSchema.safeParse(typed);
    const found = reference.success ? await findListingByReference(supabase, reference.data) : null;
    if (found?.error) failedToLoad("moderation: finding a listing", found.error, headers);
    if (found?.id) throw redirect(`/listings/${found.id}`, { headers });
    referenceNotFound = typed.slice(0, 40);
  }
  const { reports, total, error } = await getOpenListingReports(supabase, REPORTS_SHOWN);
  if (error) failedToLoad("moderation: loading reports", error, headers);
  // The reason and the time in words here, so the page carries no table of reasons or date code.
  const shown = reports.map((report) => ({
    ...report,
    reasonLabel: listingReportReasonLabel(report.reason),
    reportedAt: formatDateTime(report.createdAt),
  }));
  return { reports: shown, total, referenceNotFound };
}

export type ListingReportsView = Awaited<ReturnType<typeof loadListingReports>>;

const CloseReportSchema = z.object({
  reportId: recordId,
  outcome: z.enum(listingReportOutcomes),
});

/** Closes a report, then back to the same page with a toast; a report closed already says so. */
export async function closeReport(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: CloseReportSchema });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (submission.status !== "success") {
    return json({ reportError: "Choose Dismiss or Resolved on a report below." }, { status: 400, headers });
  }
  const { reportId, outcome } = submission.value;
  const { error } = await closeListingReport(supabase, reportId, outcome);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}#reports`;
  const toasts = getToastUtils(request, context);
  if (error && refusalStatus(error) === 409) {
    return toasts.redirectWithToast(back, { type: "info", message: "Already closed", description: error.message }, { headers });
  }
  if (error) {
    const failure = failedToSave("moderation: closing a report", error);
    return json({ reportError: failure.message }, { status: failure.status, headers });
  }
  return toasts.redirectWithSuccess(back, outcome === "dismissed" ? "Report dismissed" : "Report resolved", { headers });
}
