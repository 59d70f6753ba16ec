/**
 * The review forms' limits and the reply's intent, apart from the zod schemas (schema.ts, which
 * re-exports them) so a page's script can show them without carrying zod (docs/performance.md). SQL's
 * limits are the same (supabase/schemas/60-reviews.sql; supabase/tests/seller-reviews.test.ts holds both to them).
 */
export const REVIEW_TEXT_MAX = 1000;
export const HIDE_REASON_MIN = 10;
export const HIDE_REASON_MAX = 500;

/** The intent of the seller's reply form (wherever their reviews are shown). */
export const REPLY_REVIEW_INTENT = "reply-review";
