import * as z from "zod";
import { LISTING_REPORT_DETAILS_MAX, listingReportReasonValues } from "~/content/listing-reports";
import { optionalText } from "~/utils/validation";

const REASON_MESSAGE = "Choose a reason for your report";

/** Report this listing: a reason from the list and optional details (SQL's rules, listing_reports). */
export const ReportSchema = z.object({
  reason: z.enum(listingReportReasonValues, { error: REASON_MESSAGE }),
  details: optionalText("Details", LISTING_REPORT_DETAILS_MAX),
});
