import type { ListingReportReason } from "~/content/listing-reports";
import type { SupabaseClient } from "~/utils/supabase.server";
import { buyerDisplayName } from "./listing-rules";

/**
 * Report this listing (supabase/schemas/80-moderation.sql): a member's report, what the report page needs
 * to know, and staff's list of open reports and their closing. Row-level security and the
 * two SQL functions decide who may do what.
 */

/** The listing a report is about (one the visitor may see), and the member's report of it, if any. */
export async function getReportPage(supabase: SupabaseClient, { listingId, userId }: { listingId: string; userId: string | null }) {
  const [listing, report] = await Promise.all([
    supabase.from("generator_listings").select("id, title, reference, dealer_id").eq("id", listingId).maybeSingle(),
    userId
      ? supabase.from("listing_reports").select("reason, created_at").eq("listing_id", listingId).eq("reporter_id", userId).maybeSingle()
      : null,
  ]);
  const error = listing.error ?? report?.error ?? null;
  if (error) return { listing: null, report: null, error };
  return { listing: listing.data, report: report?.data ?? null, error: null };
}

/** The member's report (report_listing refuses a second, their own listing, or one they cannot see). */
export async function reportListing(
  supabase: SupabaseClient,
  { listingId, reason, details }: { listingId: string; reason: ListingReportReason; details: string | null },
) {
  const { error } = await supabase.rpc("report_listing", { p_listing: listingId, p_reason: reason, p_details: details });
  return { error };
}

/** The open reports, oldest first, with their listing and reporter, for /moderation (staff read them all). */
export async function getOpenListingReports(supabase: SupabaseClient, limit: number) {
  const { data, error, count } = await supabase
    .from("listing_reports")
    .select(
      `id, reason, details, created_at,
       listing:generator_listings!inner(id, title, reference),
       reporter:profiles!listing_reports_reporter_id_fkey(full_name, company_name)`,
      { count: "exact" },
    )
    .eq("status", "open")
    .order("created_at")
    .order("id")
    .limit(limit);
  if (error) return { reports: null, total: 0, error };
  const reports = data.map((row) => ({
    id: row.id,
    reason: row.reason,
    details: row.details,
    createdAt: row.created_at,
    listing: row.listing,
    reporterName: buyerDisplayName(row.reporter),
  }));
  return { reports, total: count ?? reports.length, error: null };
}

export type OpenListingReport = NonNullable<Awaited<ReturnType<typeof getOpenListingReports>>["reports"]>[number];

/** Staff close an open report (close_listing_report: GM409 when someone closed it first). */
export async function closeListingReport(supabase: SupabaseClient, reportId: string, outcome: "dismissed" | "resolved") {
  const { error } = await supabase.rpc("close_listing_report", { p_report: reportId, p_outcome: outcome });
  return { error };
}
