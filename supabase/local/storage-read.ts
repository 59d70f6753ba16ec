/** Object reads: serving a file with Storage's headers, object info, and folder listings. */
import type { RequestIdentity } from "./db.ts";
import { json, readJson, type BackendContext } from "./http.ts";
import { errors } from "./storage-errors.ts";
import { openObjectFile, type FileRead } from "./storage-files.ts";
import { asCaller, type ObjectRow } from "./storage-model.ts";
import { objectLocation } from "./storage-paths.ts";
import { escapeLike, intParam, pick } from "./storage-sql.ts";

const LIST_SORT_COLUMNS = ["name", "updated_at", "created_at", "last_accessed_at"] as const;

/** For files whose row has no mimetype (rows written by seed SQL). */
const MIME_TYPES: Record<string, string> = {
  avif: "image/avif",
  gif: "image/gif",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  json: "application/json",
  pdf: "application/pdf",
  png: "image/png",
  svg: "image/svg+xml",
  txt: "text/plain",
  webp: "image/webp",
};

type RenderOptions = {
  /** A signed URL's expiry: sent as Expires instead of the object's Cache-Control. */
  expires?: Date;
};

/**
 * The object's file as Storage serves it: type, length, ETag, Last-Modified, caching,
 * `?download[=name]`, If-None-Match and single byte ranges. HEAD gets the headers only.
 */
export async function renderObject(request: Request, context: BackendContext, row: ObjectRow, options: RenderOptions = {}) {
  const file = await openObjectFile(objectLocation(context.config.storageDir, row.bucket_id, row.name));
  if (!file) throw errors.noSuchKey();
  const metadata = row.metadata ?? {};
  const eTag = text(metadata.eTag) ?? fileTag(file);
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Content-Type": servedContentType(text(metadata.mimetype) ?? guessMimeType(row.name)),
    ETag: eTag,
    "Last-Modified": file.modified.toUTCString(),
    // The files are whatever users uploaded: browsers must not guess a riskier type.
    "X-Content-Type-Options": "nosniff",
  });
  if (options.expires) headers.set("Expires", options.expires.toUTCString());
  else headers.set("Cache-Control", text(metadata.cacheControl) ?? "max-age=3600");
  const download = new URL(request.url).searchParams.get("download");
  if (download !== null) headers.set("Content-Disposition", attachment(download));
  if (request.headers.get("if-none-match") === eTag) return new Response(null, { status: 304, headers });

  const range = parseRange(request.headers.get("range"), file.size);
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : file.size));
  const body = request.method === "HEAD" ? null : file.body(range ?? undefined);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** GET /object/info/:bucket/:key: the row as Storage's info answer. */
export function objectInfo(row: ObjectRow) {
  const metadata = row.metadata ?? {};
  return json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

type ListBody = { prefix?: unknown; limit?: unknown; offset?: unknown; search?: unknown; sortBy?: { column?: unknown; order?: unknown } };

/**
 * POST /object/list/:bucket: one folder level, as Storage's storage.search() lists it:
 * subfolders first (id and dates null), then the objects, each named relative to prefix;
 * `search` narrows to names starting with it. Rows the role cannot see are not listed.
 */
export async function listObjects(context: BackendContext, identity: RequestIdentity, bucketId: string, request: Request) {
  const body = ((await readJson(request)) ?? {}) as ListBody;
  const rawPrefix = typeof body.prefix === "string" ? body.prefix : "";
  // Storage treats the prefix as a folder.
  const prefix = rawPrefix && !rawPrefix.endsWith("/") ? `${rawPrefix}/` : rawPrefix;
  const level = prefix.split("/").length;
  const search = typeof body.search === "string" ? body.search : "";
  const column = pick(body.sortBy?.column, LIST_SORT_COLUMNS, "name");
  const order = body.sortBy?.order === "desc" ? "desc" : "asc";
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query(
      `with matching as (
         select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
         from storage.objects where bucket_id = $1 and name ilike $2 escape '\\'
       ), entries as (
         select path_tokens[$3::int] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
         from matching where array_length(path_tokens, 1) > $3::int group by path_tokens[$3::int]
         union all
         select path_tokens[$3::int], id, updated_at, created_at, last_accessed_at, metadata, 1
         from matching where array_length(path_tokens, 1) = $3::int
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from entries
       order by kind, ${column} ${order}, name ${order} limit $4 offset $5`,
      [bucketId, `${escapeLike(prefix + search)}%`, level, intParam(body.limit, 100), intParam(body.offset, 0)],
    ),
  );
  return json(rows);
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** A validator for files without a stored ETag: changes whenever the file does. */
const fileTag = (file: FileRead) => `"${file.size.toString(16)}-${file.modified.getTime().toString(16)}"`;

function guessMimeType(name: string) {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return MIME_TYPES[extension] ?? "application/octet-stream";
}

/** Storage never serves HTML as HTML: an uploaded page would run on the API's origin. */
const servedContentType = (mimetype: string) => (mimetype.includes("text/html") ? "text/plain" : mimetype);

function attachment(fileName: string) {
  if (fileName === "") return "attachment;";
  const encoded = encodeURIComponent(fileName);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/**
 * A single `bytes=` range within the file, or null to send it whole (no Range, several
 * ranges, or one that is not understood). A range past the end is Storage's InvalidRange.
 */
function parseRange(header: string | null, size: number) {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, from, to] = match as unknown as [string, string, string];
  const start = from === "" ? Math.max(size - Number(to), 0) : Number(from);
  const end = from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) throw errors.invalidRange();
  return { start, end };
}
