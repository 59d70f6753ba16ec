import type { AppLoadContext } from "@remix-run/cloudflare";
import { isbot } from "isbot";
import { recordListingView } from "./admin.server";
import { clientAddress } from "./rate-limit.server";
import { sessionSecrets } from "./secrets.server";

/*
 * Listing page views (docs/listings.md#listing-statistics), counted by the Worker (server.ts) once the answer is
 * decided, whether the app rendered it or the edge cache served it: a page view is a 200 of
 * /listings/{id} to a GET, as a document or as the page's data for a client-side navigation,
 * never a prefetch, and never from a bot (isbot) or a client that names no browser. A seller
 * viewing their own listing is not counted either (the page's loader says so in the load
 * context; edge-cached pages only ever go to visitors without a session).
 *
 * Nothing is stored on the visitor's side (no cookie: anonymous pages stay cacheable) and no
 * address is stored in clear: the visitor is an HMAC-SHA-256 of the listing, the client's
 * address and its user agent, under a key made from SESSION_SECRET and the day. The same
 * visitor makes the same row all day (so the database counts them once), and rows cannot be
 * linked across days or listings, nor turned back into an address without the secret.
 */

const LISTING_PAGE = /^\/listings\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The data request of a client-side navigation to the listing page (Remix's ?_data=). */
const LISTING_PAGE_DATA = "routes/listings.$id";

/** The listing a request viewed, given its answer; null when it is not a view to count. */
export function viewedListing(request: Request, response: Response) {
  if (request.method !== "GET" || response.status !== 200) return null;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  if (/prefetch|prerender/i.test(purpose)) return null;
  const userAgent = request.headers.get("User-Agent");
  if (!userAgent || isbot(userAgent)) return null;
  const url = new URL(request.url);
  const data = url.searchParams.get("_data");
  if (data !== null && data !== LISTING_PAGE_DATA) return null;
  return LISTING_PAGE.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}

const encoder = new TextEncoder();

async function hmacSha256(key: BufferSource, message: string) {
  const cryptoKey = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(message)));
}

/** The visitor's hash for a listing on a day (YYYY-MM-DD, UTC): 64 hex characters. */
export async function visitorHash(secret: string, day: string, listingId: string, address: string, userAgent: string) {
  const dayKey = await hmacSha256(encoder.encode(secret), `listing-views:${day}`);
  const hash = await hmacSha256(dayKey, `${listingId}\n${address}\n${userAgent}`);
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Where the edge cache remembers, until the end of the day, a visitor it has seen counted
 * (by their hash), so a repeat view costs a cache lookup instead of a database call. Each
 * edge location remembers its own; the database's primary key is what counts once.
 */
const countedMarker = (hash: string) => `https://listing-views.invalid/${hash}`;

/**
 * Counts the view if the answer is one (viewedListing), after the response has gone:
 * `ctx.waitUntil`, so the visitor never waits for it. A failure is logged, never shown.
 */
export function countListingView(request: Request, response: Response, context: AppLoadContext) {
  const listingId = viewedListing(request, response);
  if (!listingId || context.listingView.bySeller) return;
  const record = async () => {
    const now = new Date();
    const hash = await visitorHash(
      sessionSecrets(context)[0]!,
      now.toISOString().slice(0, 10),
      listingId,
      clientAddress(request),
      request.headers.get("User-Agent")!,
    );
    // The DOM library's CacheStorage type (used for the app) does not know Workers' default cache.
    const edgeCache = (context.cloudflare.caches as unknown as { default: Cache }).default;
    if (await edgeCache.match(countedMarker(hash))) return;
    const { error } = await recordListingView(context, listingId, hash);
    if (error) {
      console.error("listing views: record_listing_view", error);
      return;
    }
    const secondsLeftToday = 86_400 - Math.floor(now.getTime() / 1000) % 86_400;
    await edgeCache.put(countedMarker(hash), new Response(null, { headers: { "Cache-Control": `max-age=${secondsLeftToday}` } }));
  };
  context.cloudflare.ctx.waitUntil(record().catch((error: unknown) => console.error("listing views", error)));
}
