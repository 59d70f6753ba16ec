import type { HeadersFunction } from "@remix-run/cloudflare";

const ANONYMOUS_PAGE_CACHE = "public, max-age=60, s-maxage=300";

/**
 * A loader's response headers for a page every visitor without a session sees alike
 * (browse, listing detail): cacheable for a minute in the browser and five at the edge,
 * but only when the request carries no cookie at all (so no session, whatever form
 * sign-in takes) and the response sets none.
 */
export function anonymousCacheHeaders(request: Request, responseHeaders: Headers) {
  const headers = new Headers(responseHeaders);
  headers.append("Vary", "Cookie");
  if (!request.headers.has("Cookie") && !headers.has("Set-Cookie")) {
    headers.set("Cache-Control", ANONYMOUS_PAGE_CACHE);
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
