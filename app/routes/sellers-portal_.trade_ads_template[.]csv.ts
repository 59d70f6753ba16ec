import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BULK_TEMPLATE_FILENAME, bulkTemplateCsv } from "~/content/bulk-template";

/**
 * /sellers-portal/trade_ads_template.csv: the bulk upload template (Quick Actions' Download
 * Template), the same for everyone, so no sign-in and cacheable.
 */
export async function loader(_args: LoaderFunctionArgs) {
  return new Response(bulkTemplateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${BULK_TEMPLATE_FILENAME}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
