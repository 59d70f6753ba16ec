import type { HeadersFunction } from "@remix-run/cloudflare";

/** Browsers may keep a public page 5 minutes, shared caches an hour. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * The `headers` export of a page that is the same for every anonymous visitor. A response
 * that sets a cookie (a toast being cleared, a refreshed session) or answers a form
 * submission (an action ran: its headers are not empty) is personal and never cached;
 * Vary: Cookie keeps a cache from handing one visitor's page to another.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const setsCookie = [parentHeaders, loaderHeaders, actionHeaders].some((headers) => headers.has("Set-Cookie"));
  const answersSubmission = [...actionHeaders.keys()].length > 0;
  const headers: Record<string, string> = setsCookie || answersSubmission
    ? { "Cache-Control": "private, no-store" }
    : { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, Vary: "Cookie" };
  return headers;
};
