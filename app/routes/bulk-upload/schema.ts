import * as z from "zod";
import { recordId } from "~/utils/validation";

/** The bulk upload page's posts (the CSV's own rules are in models/listing-rows.server.ts; the page's addresses in paths.ts). */

export const CAPTCHA_REQUIRED_MESSAGE = "Please complete the security verification.";

export const SUBMISSION_EXPIRED_MESSAGE = "This upload form has expired: please choose your file again and upload it.";

/** The upload form's hidden submissionId, a uuid the page gives it: the import's own idempotency key. */
export const SubmissionIdSchema = recordId;

/** ?import= and Confirm's importId: an import id is a uuid; anything else is not found. */
export const ImportIdSchema = recordId;

export const IntentSchema = z.enum(["preview", "confirm"], { error: "Unknown action" });
