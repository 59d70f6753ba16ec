import * as z from "zod";
import { recordId } from "~/utils/validation";

/** The bulk upload page's addresses and posts (the CSV's own rules are in rows.server.ts). */

export const BULK_UPLOAD_PATH = "/bulk-upload";

/** A stored preview's page: it survives a reload, and is where Confirm posts. */
export const importPath = (importId: string) => `${BULK_UPLOAD_PATH}?import=${importId}`;

/** An import's error report (CSV). */
export const errorReportPath = (importId: string) => `${BULK_UPLOAD_PATH}/imports/${importId}/errors.csv`;

export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the security verification.";

/** ?import= and Confirm's importId: an import id is a uuid; anything else is not found. */
export const ImportIdSchema = recordId;

export const IntentSchema = z.enum(["preview", "confirm"], { error: "Unknown action" });
