import type { HeadersFunction } from "@remix-run/cloudflare";

/** Browsers may keep a public page 5 minutes, shared caches an hour. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/** What a loader sends for a page showing the signed-in member's own data (their favourites). */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * The `headers` export of a page that is the same for every anonymous visitor. A response
 * that sets a cookie (a toast being cleared, a refreshed session), answers a form
 * submission (an action ran: its headers are not empty) or that its loader calls personal
 * is never cached; Vary: Cookie keeps a cache from handing one visitor's page to another.
 */
export const publicPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const setsCookie = [parentHeaders, loaderHeaders, actionHeaders].some((headers) => headers.has("Set-Cookie"));
  const answersSubmission = [...actionHeaders.keys()].length > 0;
  const personal = loaderHeaders.get("Cache-Control") === PERSONAL_PAGE_CACHE_CONTROL;
  const headers: Record<string, string> = setsCookie || answersSubmission || personal
    ? { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }
    : { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, Vary: "Cookie" };
  return headers;
};
