import type { HeadersFunction } from "@remix-run/cloudflare";

/*
 * How HTML pages may be cached, by browsers and by the Worker's edge cache (server.ts, which
 * only ever stores GETs without a Cookie header). Two policies: content pages, the same for
 * everyone, and data pages (browse, listing detail), shared only between visitors without
 * a cookie. Anything personal is `private, no-store`.
 */

/** Content pages: browsers may keep them 5 minutes, shared caches an hour. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/** What a loader sends for a page showing the signed-in member's own data (their favourites). */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * A photo anyone may see (its listing is public; routes/photos.$.ts): five minutes in the
 * browser, an hour at the edge. Photo names never change, so the limit is a withdrawn
 * listing (sold, expired, deleted): its photos can stay reachable for up to an hour, and
 * only to those who already have their unguessable address, having seen them while the
 * listing was public. Photos nobody but the owner and staff may see are never kept by a
 * shared cache (PERSONAL_PAGE_CACHE_CONTROL).
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = "public, max-age=300, s-maxage=3600";

/**
 * A web copy of a public photo (listing_photo_copies; routes/photos.$.ts): a year, never
 * revalidated, in browsers and at the edge. Its name is the SHA-256 of its bytes, so an
 * address always means the same bytes; a changed photo is a new copy with a new name. The
 * limit is as for PUBLIC_PHOTO_CACHE_CONTROL but longer: a withdrawn listing's copies stay in
 * the caches of those who saw them while it was public (docs/decisions/016-photo-processing.md).
 */
export const IMMUTABLE_PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Data pages for cookie-less visitors: a minute in the browser, five at the edge. */
const ANONYMOUS_PAGE_CACHE = "public, max-age=60, s-maxage=300";

/**
 * What changes by the second (an auction's page and its live answer, routes/auctions.$id):
 * for cookie-less requests a second in the browser and at the edge, so a crowd polling one
 * auction costs the database about one read a second per edge location, and a bid shows to
 * visitors within the polling interval plus a second.
 */
const LIVE_CACHE_CONTROL = "public, max-age=1, s-maxage=1";

/** anonymousCacheHeaders for what changes by the second (LIVE_CACHE_CONTROL); members' answers are private. */
export function liveCacheHeaders(request: Request, responseHeaders: Headers) {
  const headers = new Headers(responseHeaders);
  headers.append("Vary", "Cookie");
  headers.set(
    "Cache-Control",
    !request.headers.has("Cookie") && !headers.has("Set-Cookie") ? LIVE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL,
  );
  return headers;
}

/**
 * The auctions browse page for cookie-less visitors: 10 seconds at the edge, not kept by the
 * browser. Its cards show each auction's time left, to the second in the last hour, and a
 * cached page shows the time left as it was when it was rendered (with JavaScript the
 * countdown starts from there too). Ten seconds keeps that error below what a bidder would
 * act on, and still lets the edge answer all but one request per address every 10 seconds.
 * Browsers revalidate (max-age=0) so Back and reload never show an older countdown.
 */
export const LIVE_AUCTIONS_PAGE_CACHE = "public, max-age=0, s-maxage=10";

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

/**
 * A loader's response headers for a page every visitor without a session sees alike
 * (browse, listing detail): cacheable for a minute in the browser and five at the edge
 * unless the page says otherwise (`cacheControl`), but only when the request carries no
 * cookie at all (so no session, whatever form sign-in takes) and the response sets none.
 */
export function anonymousCacheHeaders(request: Request, responseHeaders: Headers, cacheControl = ANONYMOUS_PAGE_CACHE) {
  const headers = new Headers(responseHeaders);
  headers.append("Vary", "Cookie");
  if (!request.headers.has("Cookie") && !headers.has("Set-Cookie")) {
    headers.set("Cache-Control", cacheControl);
  }
  return headers;
}

/**
 * A route's `headers` export for such pages: the document gets the loader's caching,
 * unless another loader (the root's toast) sets a cookie or the route answered with an error.
 * A loader's `private` caching (a page only its owner may see) always passes through.
 */
export const anonymousCacheRouteHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const vary = loaderHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  const cacheControl = loaderHeaders.get("Cache-Control");
  const personal = cacheControl?.includes("private");
  if (cacheControl && (personal || (!errorHeaders && !parentHeaders.has("Set-Cookie")))) headers.set("Cache-Control", cacheControl);
  return headers;
};
