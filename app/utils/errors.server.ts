import { json } from "@remix-run/cloudflare";
import { failureStatus, userMessageFor, type BackendError } from "./errors";

/**
 * For a loader whose data the backend would not give: logs the error for whoever runs the
 * site (`what` says what was being loaded) and throws the catalogue's sentence to the route's
 * error boundary, as a 500. The one place this is written.
 */
export function failedToLoad(what: string, error: BackendError, headers?: HeadersInit): never {
  console.error(what, error);
  throw json(userMessageFor(error), { status: 500, headers });
}

/**
 * For an action whose write the backend refused or failed: logs the error for whoever runs
 * the site (`what` says what was being done) and says what to answer the person: a refusal
 * meant for people (SQLSTATE GM4xx) in its own words and status, anything else the
 * catalogue's sentence with failureStatus's status. The one place this is written.
 */
export function failedToSave(what: string, error: BackendError): { message: string; status: number } {
  console.error(what, error);
  return { message: userMessageFor(error), status: failureStatus(error) };
}
