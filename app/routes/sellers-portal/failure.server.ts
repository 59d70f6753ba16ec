import { refusalStatus, type BackendError } from "~/utils/errors";

/**
 * A backend failure of the portal's API and Depots tabs, as its form shows it: SQL's refusal
 * meant for people (GM4xx) in its words and status, not logged (it is the answer); anything
 * else logged for whoever runs the site and answered with the form's own sentence as a 503.
 */
export function portalFailure(what: string, error: BackendError, ours: string) {
  const status = refusalStatus(error);
  if (status !== null) return { status, message: error?.message ?? ours };
  console.error(`sellers portal: ${what}`, error);
  return { status: 503, message: ours };
}
