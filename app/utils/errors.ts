/** The error catalogue (spec 01 §8): what a visitor reads when the backend refuses or fails. */

export const errorMessages = {
  permission: "You do not have permission to perform this action",
  duplicate: "This record already exists",
  foreignKey: "Invalid reference to related data",
  generic: "An error occurred. Please try again later.",
} as const;

/**
 * Refusals our own SQL functions raise in words meant for people (send_listing_enquiry in
 * supabase/migrations/…_saved_listings_and_messages.sql): shown as they are.
 */
const databaseRefusals = new Set(["You cannot message yourself about your own listing", "This listing is not available"]);

export type BackendError = { message?: string; code?: string; details?: string | null } | null | undefined;

/**
 * SQLSTATE class GM is ours: a SQL function raises `GM` + an HTTP status (GM400, GM403,
 * GM404, GM409) when it refuses in words meant for people, e.g.
 * `raise exception 'You cannot bid on your own auction' using errcode = 'GM403'`.
 * The app shows such a message as it is, with that status.
 */
const REFUSAL_FOR_PEOPLE = /^GM(4\d\d)$/;

/** The HTTP status of a refusal meant for people (SQLSTATE GM4xx), or null for any other error. */
export function refusalStatus(error: BackendError): number | null {
  const match = REFUSAL_FOR_PEOPLE.exec(error?.code ?? "");
  return match && error?.message ? Number(match[1]) : null;
}

/**
 * One friendly sentence for a Supabase/PostgREST error. Our functions' own refusals pass
 * through; otherwise it matches on the Postgres error code first (42501 insufficient privilege / RLS, 23505 unique violation, 23503 foreign key) and on
 * the message as the spec words it, so wording changes upstream do not leak raw errors.
 */
export function userMessageFor(error: BackendError): string {
  if (error?.message && (refusalStatus(error) !== null || databaseRefusals.has(error.message))) return error.message;
  const code = error?.code ?? "";
  const text = `${error?.message ?? ""} ${error?.details ?? ""}`.toLowerCase();
  if (code === "42501" || text.includes("row-level security") || /\brls\b/.test(text)) return errorMessages.permission;
  if (code === "23505" || text.includes("duplicate key")) return errorMessages.duplicate;
  if (code === "23503" || text.includes("foreign key")) return errorMessages.foreignKey;
  return errorMessages.generic;
}
