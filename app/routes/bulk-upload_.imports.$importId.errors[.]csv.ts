import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getImport } from "~/models/listing-import.server";
import { requireUser } from "~/utils/auth.server";
import { safeDownloadName, toCsv } from "~/utils/csv";
import { failedToLoad } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { recordId } from "~/utils/validation";

/**
 * /bulk-upload/imports/{id}/errors.csv: an upload's failures (row, column, message) as CSV,
 * for its seller only (someone else's upload is not found). Written by toCsv, so no cell
 * runs as a formula, and named after the upload without trusting its name as a path.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const importId = recordId.safeParse(params.importId);
  invariantResponse(importId.success, "Upload not found", { status: 404, headers });
  const { listingImport, error } = await getImport(supabase, importId.data);
  if (error) failedToLoad("bulk upload: loading an error report", error, headers);
  invariantResponse(listingImport, "Upload not found", { status: 404, headers });
  const failures = Array.isArray(listingImport.failures) ? listingImport.failures : [];
  const rows = failures.map((failure) => {
    const { row, column, message } = (failure ?? {}) as { row?: unknown; column?: unknown; message?: unknown };
    return [String(row ?? ""), String(column ?? ""), String(message ?? "")];
  });
  const name = safeDownloadName(listingImport.file_name.replace(/\.csv$/i, ""), "upload");
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${name}-errors.csv"`);
  headers.set("Cache-Control", "private, no-store");
  return new Response(toCsv([["row", "column", "message"], ...rows]), { headers });
}
