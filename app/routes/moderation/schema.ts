import * as z from "zod";
import { recordId } from "~/utils/validation";
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from "./rules";

/** Listings per page of the queue. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** The page of the queue in the URL (?page=2); anything else is the first page. */
export const queuePageSchema = z.coerce.number().int().min(1).catch(1);

const reasonRequired = "Please give a reason the seller can act on";

/**
 * A reviewer's decision on one listing. A rejection carries the reason the seller reads,
 * 10 to 500 characters as public.moderate_listing() requires.
 */
export const ModerationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), listingId: recordId }),
  z.object({
    intent: z.literal("reject"),
    listingId: recordId,
    reason: z
      .string({ error: reasonRequired })
      .trim()
      .min(1, reasonRequired)
      .min(REJECTION_REASON_MIN, `${reasonRequired}: at least ${REJECTION_REASON_MIN} characters`)
      .max(REJECTION_REASON_MAX, `The reason must be ${REJECTION_REASON_MAX} characters or fewer`),
  }),
]);
