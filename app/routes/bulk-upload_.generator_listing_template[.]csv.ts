import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BULK_TEMPLATE_FILENAME, bulkTemplateResponse } from "~/content/bulk-template";

/** /bulk-upload/generator_listing_template.csv: the bulk upload template (the portal serves the same one). */
export async function loader(_args: LoaderFunctionArgs) {
  return bulkTemplateResponse(BULK_TEMPLATE_FILENAME);
}
