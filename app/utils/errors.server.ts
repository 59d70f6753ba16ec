import { json } from "@remix-run/cloudflare";
import { userMessageFor, type BackendError } from "./errors";

/**
 * For a loader whose data the backend would not give: logs the error for whoever runs the
 * site (`what` says what was being loaded) and throws the catalogue's sentence to the route's
 * error boundary, as a 500. The one place this is written.
 */
export function failedToLoad(what: string, error: BackendError, headers?: HeadersInit): never {
  console.error(what, error);
  throw json(userMessageFor(error), { status: 500, headers });
}
