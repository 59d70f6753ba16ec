/**
 * A /rest/v1 request as PostgREST reads it: method, profile, Prefer, Accept, Range and body.
 * What PostgREST accepts and the local backend does not (CSV output, CSV or form bodies, …)
 * is refused here by name.
 */
import { readJson } from "./http.ts";
import { errors } from "./rest-errors.ts";
import { parseQuery, QueryParseError, type ParsedQuery, type Range } from "./rest-parse.ts";
import { parsePreferences, type Preferences } from "./rest-prefer.ts";
import { EXPOSED_SCHEMA } from "./schema-cache.ts";


export type Media = { shape: "array" | "object"; stripNulls: boolean };

export type RestRequest = {
  method: string;
  query: ParsedQuery;
  prefer: Preferences;
  media: Media;
  /** limit/offset of the root, from the query string and the Range header. */
  range: Range;
  body: unknown;
};

const METHODS = new Set(["GET", "HEAD", "POST", "PATCH", "DELETE"]);

export async function readRequest(request: Request): Promise<RestRequest> {
  const method = request.method.toUpperCase();
  if (!METHODS.has(method)) throw errors.unsupportedMethod(method);
  checkProfile(request, method);
  let query: ParsedQuery;
  try {
    query = parseQuery(new URL(request.url).searchParams);
  } catch (error) {
    if (error instanceof QueryParseError) throw errors.queryParse(error.message, error.details);
    throw error;
  }
  const isRead = method === "GET" || method === "HEAD";
  if (!isRead) checkBodyType(request.headers.get("content-type"));
  const headerRange = isRead ? parseRangeHeader(request.headers.get("range")) : {};
  return {
    method,
    query,
    prefer: parsePreferences(request.headers.get("prefer")),
    media: negotiateMedia(request.headers.get("accept")),
    range: intersectRanges(query.ranges.get("") ?? {}, headerRange),
    body: method === "POST" || method === "PATCH" ? await readJson(request) : undefined,
  };
}

/** Bodies PostgREST reads besides JSON: refused by name rather than misread as JSON. */
const UNSUPPORTED_BODIES: Record<string, string> = {
  "text/csv": "Content-Type: text/csv (CSV bodies)",
  "application/x-www-form-urlencoded": "Content-Type: application/x-www-form-urlencoded (form bodies)",
  "text/plain": "Content-Type: text/plain (a function's single unnamed parameter)",
  "text/xml": "Content-Type: text/xml (a function's single unnamed parameter)",
  "application/octet-stream": "Content-Type: application/octet-stream (a function's single unnamed parameter)",
};

function checkBodyType(contentType: string | null) {
  const type = contentType?.split(";")[0]!.trim().toLowerCase() ?? "";
  const feature = Object.hasOwn(UNSUPPORTED_BODIES, type) ? UNSUPPORTED_BODIES[type] : undefined;
  if (feature) throw errors.notImplemented(`${feature} is not supported by the local backend`);
}

/** Only `public` is exposed (Accept-Profile on reads, Content-Profile on writes). */
function checkProfile(request: Request, method: string) {
  const header = method === "GET" || method === "HEAD" ? "accept-profile" : "content-profile";
  const profile = request.headers.get(header);
  if (profile !== null && profile !== EXPOSED_SCHEMA) throw errors.invalidSchema(profile, EXPOSED_SCHEMA);
}

/** JSON arrays by default; one object for application/vnd.pgrst.object+json. */
function negotiateMedia(accept: string | null): Media {
  if (!accept) return { shape: "array", stripNulls: false };
  for (const item of accept.split(",")) {
    const [type, ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes("nulls=stripped");
    if (type === "application/vnd.pgrst.object+json" || type === "application/vnd.pgrst.object") {
      return { shape: "object", stripNulls };
    }
    if (
      type === "application/json" ||
      type === "application/vnd.pgrst.array+json" ||
      type === "*/*" ||
      type === "application/*"
    ) {
      return { shape: "array", stripNulls };
    }
  }
  throw errors.mediaType(accept, unsupportedMedia(accept));
}

/** Media types PostgREST serves and the local backend does not: named in the refusal. */
const UNSUPPORTED_MEDIA: Record<string, string> = {
  "text/csv": "text/csv (CSV output)",
  "application/geo+json": "application/geo+json (GeoJSON output)",
  "application/vnd.pgrst.plan": "application/vnd.pgrst.plan (EXPLAIN output)",
  "application/vnd.pgrst.plan+json": "application/vnd.pgrst.plan (EXPLAIN output)",
  "application/vnd.pgrst.plan+text": "application/vnd.pgrst.plan (EXPLAIN output)",
  "application/openapi+json": "application/openapi+json (the OpenAPI document)",
  "text/plain": "text/plain (raw output of a function)",
  "text/xml": "text/xml (raw output of a function)",
  "application/octet-stream": "application/octet-stream (raw output of a function)",
};

function unsupportedMedia(accept: string) {
  for (const item of accept.split(",")) {
    const type = item.split(";")[0]!.trim().toLowerCase();
    if (Object.hasOwn(UNSUPPORTED_MEDIA, type)) return `${UNSUPPORTED_MEDIA[type]} is not supported by the local backend`;
  }
  return null;
}

/** `Range: 0-9` (items); an unreadable header is ignored, as PostgREST does. */
function parseRangeHeader(header: string | null): Range {
  const match = header?.trim().match(/^(?:items=)?(\d+)-(\d*)$/);
  if (!match) return {};
  const lower = Number(match[1]);
  if (match[2] === "") return { offset: lower };
  const upper = Number(match[2]);
  if (upper < lower) {
    throw errors.invalidRange(
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    );
  }
  return { offset: lower, limit: upper - lower + 1 };
}

function intersectRanges(a: Range, b: Range): Range {
  const bounds = (range: Range) => {
    const lower = range.offset ?? 0;
    return { lower, upper: range.limit === undefined ? Infinity : lower + range.limit - 1 };
  };
  const first = bounds(a);
  const second = bounds(b);
  const lower = Math.max(first.lower, second.lower);
  const upper = Math.min(first.upper, second.upper);
  const range: Range = {};
  if (a.offset !== undefined || b.offset !== undefined) range.offset = lower;
  if (upper !== Infinity) range.limit = Math.max(0, upper - lower + 1);
  return range;
}
