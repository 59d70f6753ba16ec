import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bulkTemplateResponse, PORTAL_TEMPLATE_FILENAME } from "~/content/bulk-template";

/**
 * /sellers-portal/trade_ads_template.csv: the bulk upload template (Quick Actions' Download
 * Template), the same file /bulk-upload serves, so no sign-in and cacheable.
 */
export async function loader(_args: LoaderFunctionArgs) {
  return bulkTemplateResponse(PORTAL_TEMPLATE_FILENAME);
}
