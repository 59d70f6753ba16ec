import type { AppLoadContext } from "@remix-run/cloudflare";
import * as z from "zod";
import { beginIdempotentRequest, dealerListingId, finishIdempotentRequest, type ListingCursor } from "~/models/dealer-api.server";
import { depotByReference, getDealerDepots } from "~/models/depot.server";
import { createSpecsSchema } from "~/models/listing-fields";
import { listingPhotoUrl } from "~/models/listing-photo.server";
import { judgeListingRow, type ListingValues } from "~/models/listing-rows.server";
import { getThread } from "~/models/message.server";
import type { Json } from "~/types/database";
import { dealerApiClient, type ApiKeyHolder } from "./admin.server";
import { cellsOf, fieldProblems, type ApiListingInput } from "./dealer-api-schema";
import { failureStatus, refusalStatus, userMessageFor, type BackendError } from "./errors";
import type { SupabaseClient } from "./supabase.server";
import { maxGeneratorYear } from "./validation";

/**
 * The dealer API's plumbing (docs/api.md): every answer JSON, every refusal an RFC 9457
 * problem details document; the key checked and counted against its rate limit before
 * anything is read; a request's JSON body read within its size; Idempotency-Key for POSTs.
 * The routes under routes/api.v1.* use it; the key acts as its dealer through
 * dealerApiClient (app/utils/admin.server.ts), never as more.
 */

/** One field's refusal: `field` is the request body's property, or the query parameter. */
export type FieldProblem = { field: string; detail: string };

const statusTitles: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  402: "Payment required",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict",
  413: "Content too large",
  415: "Unsupported media type",
  422: "Unprocessable content",
  429: "Too many requests",
  500: "Internal server error",
};

/** A problem details answer (RFC 9457): `detail` says what happened and what to do, in words for people. */
export function problem(status: number, detail: string, { errors, headers }: { errors?: FieldProblem[]; headers?: HeadersInit } = {}) {
  const body = { type: "about:blank", title: statusTitles[status] ?? "Error", status, detail, ...(errors ? { errors } : {}) };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}

/** A JSON answer; never cached, since it is one dealer's. */
export function apiJson(data: unknown, status = 200, headers?: HeadersInit) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}

/** A backend refusal meant for people (GM4xx) with its words and status; anything else logged and a 500. */
export function backendProblem(what: string, error: BackendError) {
  if (refusalStatus(error) === null) console.error(`api: ${what}`, error);
  return problem(failureStatus(error), userMessageFor(error));
}

/** Requests a key may make a minute, and how long a client waits after a 429: the API_LIMITER's limit and period (wrangler.toml [[ratelimits]]; dealer-api.server.test.ts ties them). */
export const API_RATE_LIMIT = { requests: 120, periodSeconds: 60 } as const;

const hexDigest = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

export type ApiCaller = { holder: ApiKeyHolder; supabase: SupabaseClient };

/**
 * The dealer a request's key acts as, or the problem to answer: no key (401), over the key's
 * rate limit (429 with Retry-After; counted by the key's hash, before the database is asked),
 * a key unknown, revoked or off-plan (401, the same for each: nothing says which).
 */
export async function authenticateApi(request: Request, context: AppLoadContext): Promise<ApiCaller | { problem: Response }> {
  const challenge = { "WWW-Authenticate": 'Bearer realm="GenMarket API"' };
  const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (!key) {
    return { problem: problem(401, "Send your API key as `Authorization: Bearer <key>`. Make one in the sellers portal (Premium package).", { headers: challenge }) };
  }
  const keyHash = await hexDigest(key);
  const { success } = await context.cloudflare.env.API_LIMITER.limit({ key: `api:${keyHash}` });
  if (!success) {
    return {
      problem: problem(429, `Too many requests with this key: at most ${API_RATE_LIMIT.requests} a minute. Wait ${API_RATE_LIMIT.periodSeconds} seconds, then carry on.`, {
        headers: { "Retry-After": String(API_RATE_LIMIT.periodSeconds) },
      }),
    };
  }
  const { holder, supabase, error } = await dealerApiClient(context.cloudflare.env, keyHash);
  if (error) return { problem: backendProblem("api_key_holder", error) };
  if (!holder) {
    return {
      problem: problem(401, "This API key does not work: it may be mistyped or revoked, or your plan no longer includes API access (Premium).", {
        headers: challenge,
      }),
    };
  }
  return { holder, supabase };
}

/** A write's refusal for a read-only key, or null. (SQL refuses it too: private.require_api_write.) */
export function refuseReadOnly(holder: ApiKeyHolder) {
  return holder.scope === "read-write"
    ? null
    : problem(403, "This API key can only read: make a read and write key in the sellers portal to change listings.");
}

/** The largest JSON body the API reads: a listing is a few kilobytes. */
export const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * The request's JSON object, or the problem: not JSON (415), larger than MAX_API_BODY_BYTES
 * (413, read no further), not parseable or not an object (400).
 */
export async function readJsonObject(request: Request): Promise<{ body: Record<string, unknown>; text: string } | { problem: Response }> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return { problem: problem(415, "Send the body as JSON, with `Content-Type: application/json`.") };
  const tooLarge = problem(413, `The body is larger than the API takes (${MAX_API_BODY_BYTES / 1024} KB).`);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_API_BODY_BYTES) return { problem: tooLarge };
  const bytes = await readUpTo(request, MAX_API_BODY_BYTES);
  if (bytes === null) return { problem: tooLarge };
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: problem(400, "The body is not valid JSON.") };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { problem: problem(400, "The body must be a JSON object.") };
  return { body: body as Record<string, unknown>, text };
}

/** The body's bytes, or null once it passes `max` (a body sent without Content-Length, chunked). */
async function readUpTo(request: Request, max: number) {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Runs a POST once per Idempotency-Key (docs/api.md "Retries"): a retry with the same key and
 * the same request answers the first answer again, with `Idempotent-Replayed: true`; the same
 * key with another request is refused (422), and one still running answers 409. Without the
 * header the request simply runs. Server errors are not kept, so a retry runs again.
 */
export async function withIdempotency(request: Request, caller: ApiCaller, bodyText: string, run: () => Promise<Response>) {
  const idempotencyKey = request.headers.get("Idempotency-Key");
  if (idempotencyKey === null) return run();
  if (!/^[\x21-\x7e]{1,255}$/.test(idempotencyKey)) {
    return problem(400, "Idempotency-Key must be 1 to 255 visible ASCII characters, e.g. a UUID.");
  }
  const fingerprint = await hexDigest(`${request.method} ${new URL(request.url).pathname}\n${bodyText}`);
  const { data: begun, error } = await beginIdempotentRequest(caller.supabase, idempotencyKey, fingerprint);
  if (error || !begun) return backendProblem("begin_idempotent_request", error ?? { message: "no answer" });
  if (begun.state === "mismatch") return problem(422, "This Idempotency-Key was used for another request: use a new key for each new request.");
  if (begun.state === "in_progress") return problem(409, "A request with this Idempotency-Key is still running: retry in a few seconds.");
  if (begun.state === "done") {
    const replayed = apiJson(begun.body, begun.status, { "Idempotent-Replayed": "true" });
    if (begun.status >= 400) replayed.headers.set("Content-Type", "application/problem+json");
    return replayed;
  }
  const response = await run();
  const body = (await response.clone().json()) as Json;
  const { error: finishError } = await finishIdempotentRequest(caller.supabase, idempotencyKey, response.status, body);
  if (finishError) console.error("api: finish_idempotent_request", finishError);
  return response;
}

/**
 * A listing's fields (an API body, or an update merged over the listing's values) judged by
 * the bulk upload's rules, the one validation of a listing's columns: the columns to write
 * and the stock_ref, or a 422 naming each field.
 */
export function judgeApiListing(input: ApiListingInput): { problem: Response } | { values: ListingValues; stockRef: string | null } {
  const judged = judgeListingRow(cellsOf(input), 1, createSpecsSchema({ maxYear: maxGeneratorYear() }));
  if (!judged.ok) {
    const errors = judged.failures.map((failure) => ({ field: failure.column, detail: failure.message }));
    return { problem: refusedFields(errors) };
  }
  return { values: judged.row.values, stockRef: judged.row.stockRef };
}

/**
 * The depot a listing's body (or the list's query) names, by reference (any case), among the
 * dealer's depots (at most plan_depot_allowance of them, so read whole); none named, none
 * chosen. An unknown one is refused on `depot`: 422 in a body, 400 in a query.
 */
export async function chooseDepot(
  caller: ApiCaller,
  reference: string | undefined,
  { inQuery = false } = {},
): Promise<{ depotId?: string } | { problem: Response }> {
  if (reference === undefined) return {};
  const { depots, error } = await getDealerDepots(caller.supabase, caller.holder.dealer_id);
  if (error) return { problem: backendProblem("reading depots", error) };
  const depot = depotByReference(depots, reference);
  if (!depot) {
    const errors = [{ field: "depot", detail: `You have no depot with the reference ${reference}` }];
    return { problem: inQuery ? problem(400, "A query parameter is not valid: see errors.", { errors }) : refusedFields(errors) };
  }
  return { depotId: depot.id };
}

/** A 422 naming each refused field. */
export function refusedFields(errors: FieldProblem[]) {
  return problem(422, "Some fields are not valid: see errors.", { errors });
}

/** A body's zod refusal as a 422 naming each field. */
export function invalidFields(issues: z.core.$ZodIssue[]) {
  return refusedFields(fieldProblems(issues));
}

/** A page's cursor: where the next page starts (after this listing, newest first). */
export function writeCursor(cursor: ListingCursor) {
  return btoa(JSON.stringify([cursor.createdAt, cursor.id])).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/** The cursor a client sent back, or null when it is not one this API wrote. */
export function readCursor(text: string): ListingCursor | null {
  try {
    const [createdAt, id] = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/"))) as unknown[];
    // The timestamp goes into the page's filter: only the form PostgREST answered (ISO 8601 with its offset).
    if (typeof createdAt !== "string" || !ISO_TIMESTAMP.test(createdAt) || typeof id !== "string" || !z.uuid().safeParse(id).success) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/**
 * A conversation about the dealer's stock (they are its seller), or a 404: an id that is not
 * one, nobody's, someone else's, or one where the dealer is the buyer all answer alike.
 */
export async function dealerThread(caller: ApiCaller, threadId: string) {
  const notFound = { problem: problem(404, "No conversation of yours has this id") };
  if (!z.uuid().safeParse(threadId).success) return notFound;
  const { thread, error } = await getThread(caller.supabase, caller.holder.dealer_id, threadId);
  if (error) return { problem: backendProblem("reading a conversation", error) };
  if (!thread || thread.side !== "seller") return notFound;
  return { thread };
}

/** An auction as the API answers it (ApiAuctionSchema). */
export function apiAuctionOf(
  auction: { id: string; title: string; status: string; starting_price: number; current_bid: number | null; bid_count: number; auction_end_date: string },
  origin: string,
) {
  return {
    id: auction.id,
    url: `${origin}/auctions/${auction.id}`,
    title: auction.title,
    status: auction.status,
    starting_price: auction.starting_price,
    current_bid: auction.current_bid,
    bid_count: auction.bid_count,
    ends_at: auction.auction_end_date,
  };
}

/** The answer to a method an address does not take: a route exports it as its action (or loader). */
export function methodNotAllowed(allow: string) {
  return () => problem(405, `This address takes ${allow} only.`, { headers: { Allow: allow } });
}

/**
 * The 404 for a stock_ref the dealer does not use, the same whether it is nobody's or another
 * dealer's: nothing says which. The words are api_update_listing's and api_withdraw_listing's
 * (supabase/schemas/88-dealer-api.sql).
 */
export const listingNotFound = (stockRef: string) => problem(404, `You have no listing with stock_ref ${stockRef}`);

/** The dealer's listing with this stock_ref (its id), or a 404 saying so (another dealer's alike). */
export async function findListing(caller: ApiCaller, stockRef: string) {
  const { listingId, error } = await dealerListingId(caller.supabase, caller.holder.dealer_id, stockRef);
  if (error) return { problem: backendProblem("finding a listing", error) };
  if (!listingId) return { problem: listingNotFound(stockRef) };
  return { id: listingId };
}

/** A listing's photos as the API answers them (ApiPhotoSchema), the cover first. */
export function apiPhotosOf(photos: Array<{ id: string; position: number; alt: string | null; storage_path: string }>, origin: string) {
  return photos.map((photo, index) => ({
    id: photo.id,
    position: index,
    cover: index === 0,
    alt: photo.alt,
    url: `${origin}${listingPhotoUrl(photo.storage_path)}`,
  }));
}
