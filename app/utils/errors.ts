/** The error catalogue (docs/spec/01-marketplace-core.md §8): what a visitor reads when the backend refuses or fails. */

export const errorMessages = {
  permission: "You do not have permission to perform this action",
  duplicate: "This record already exists",
  foreignKey: "Invalid reference to related data",
  generic: "An error occurred. Please try again later.",
} as const;

export type BackendError = { message?: string; code?: string; details?: string | null } | null | undefined;

/**
 * SQLSTATE class GM is ours: a SQL function raises `GM` + an HTTP status (GM400, GM403,
 * GM404, GM409) when it refuses in words meant for people, e.g.
 * `raise exception 'This listing is not awaiting review' using errcode = 'GM409'`
 * (docs/decisions/005-gm4xx-refusals.md lists which functions raise which).
 * The app shows such a message as it is, with that status; it keeps no list of them.
 */
const REFUSAL_FOR_PEOPLE = /^GM(4\d\d)$/;

/** The HTTP status of a refusal meant for people (SQLSTATE GM4xx), or null for any other error. */
export function refusalStatus(error: BackendError): number | null {
  const match = REFUSAL_FOR_PEOPLE.exec(error?.code ?? "");
  return match && error?.message ? Number(match[1]) : null;
}

/**
 * One friendly sentence for a Supabase/PostgREST error. Our functions' refusals meant for
 * people (GM4xx) pass through; otherwise it matches on the Postgres error code (42501
 * insufficient privilege / RLS, 23505 unique violation, 23503 foreign key) or, for errors
 * that carry none (Storage's), on their kind in the text, and answers the catalogue's
 * sentence, so raw errors never leak.
 */
export function userMessageFor(error: BackendError): string {
  if (error?.message && refusalStatus(error) !== null) return error.message;
  const code = error?.code ?? "";
  const text = `${error?.message ?? ""} ${error?.details ?? ""}`.toLowerCase();
  if (code === "42501" || text.includes("row-level security") || /\brls\b/.test(text)) return errorMessages.permission;
  if (code === "23505" || text.includes("duplicate key")) return errorMessages.duplicate;
  if (code === "23503" || text.includes("foreign key")) return errorMessages.foreignKey;
  return errorMessages.generic;
}

/**
 * The HTTP status to answer a person with for a backend error: a refusal meant for people
 * (GM4xx) its own; a refusal the catalogue names (permission, duplicate, reference) or data
 * the database refuses as it is (SQLSTATE class 22 data exception, 23 integrity constraint)
 * 400, as sending the same again will not help; anything else 500.
 */
export function failureStatus(error: BackendError): number {
  const refusal = refusalStatus(error);
  if (refusal !== null) return refusal;
  return userMessageFor(error) !== errorMessages.generic || /^2[23]/.test(error?.code ?? "") ? 400 : 500;
}
