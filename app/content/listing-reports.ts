/**
 * Report this listing (docs/moderation.md): the reasons a member chooses from, as
 * listing_reports.reason's CHECK and report_listing have them (supabase/tests/listing-reports.test.ts
 * ties the two), and what staff may close a report as.
 */
export const listingReportReasons = [
  { value: "scam", label: "Looks like a scam or fraud" },
  { value: "misleading", label: "Wrong or misleading details or photos" },
  { value: "unavailable", label: "Already sold or not available" },
  { value: "prohibited", label: "Stolen, prohibited or unsafe item" },
  { value: "duplicate", label: "Duplicate listing" },
  { value: "other", label: "Something else" },
] as const;

export type ListingReportReason = (typeof listingReportReasons)[number]["value"];

export const listingReportReasonValues = listingReportReasons.map((reason) => reason.value) as [ListingReportReason, ...ListingReportReason[]];

export function listingReportReasonLabel(reason: string) {
  return listingReportReasons.find((candidate) => candidate.value === reason)?.label ?? reason;
}

/** The optional details' limit, as SQL's. */
export const LISTING_REPORT_DETAILS_MAX = 1000;

/** How staff close a report: dismissed (nothing wrong) or resolved (acted on). */
export const listingReportOutcomes = ["dismissed", "resolved"] as const;
