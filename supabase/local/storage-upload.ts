/**
 * An upload's bytes and settings, read from either form storage-js sends: multipart form
 * data (Blob, File, FormData bodies: the file, plus `cacheControl` and `metadata` fields) or
 * a raw body described by its headers (Buffer, ArrayBuffer, string, stream bodies).
 */
import { createHash } from "node:crypto";
import { errors } from "./storage-errors.ts";

/** Storage's default global upload limit (FILE_SIZE_LIMIT, 50 MiB): no bucket allows more. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and fields around a file of the global limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

export type IncomingFile = {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
};

export type BucketLimits = { file_size_limit: number | null; allowed_mime_types: string[] | null };

export async function readIncomingFile(request: Request): Promise<IncomingFile> {
  const contentType = request.headers.get("content-type") ?? "";
  const body = await readCapped(request, GLOBAL_FILE_SIZE_LIMIT + MULTIPART_OVERHEAD);
  if (/^multipart\/form-data/i.test(contentType)) return fromFormData(body, contentType);
  return {
    bytes: body,
    mimetype: contentType || "application/octet-stream",
    cacheControl: request.headers.get("cache-control") || "max-age=3600",
    userMetadata: parseUserMetadata(decodeBase64(request.headers.get("x-metadata"))),
  };
}

/** Refuses a file over the bucket's size limit or outside its allowed MIME types. */
export function checkAgainstBucket(file: IncomingFile, bucket: BucketLimits) {
  const limit = Math.min(bucket.file_size_limit || GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  if (file.bytes.byteLength > limit) throw errors.entityTooLarge();
  const allowed = bucket.allowed_mime_types ?? [];
  if (allowed.length > 0 && !allowed.some((pattern) => mimeTypeMatches(file.mimetype, pattern))) {
    throw errors.invalidMimeType(file.mimetype);
  }
}

/** "image/png;charset=x" matches "image/png" and "image/*" (parameters are ignored). */
export function mimeTypeMatches(mimetype: string, pattern: string) {
  const [type, subtype] = essence(mimetype).split("/");
  const [allowedType, allowedSubtype] = essence(pattern).split("/");
  if (!type || !subtype) return false;
  return type === allowedType && (allowedSubtype === "*" || allowedSubtype === subtype);
}

/** What Storage records in storage.objects.metadata for a stored file. */
export function objectMetadata(file: IncomingFile, lastModified = new Date()) {
  const size = file.bytes.byteLength;
  return {
    eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
    size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: lastModified.toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  };
}

const essence = (mimetype: string) => (mimetype.split(";")[0] ?? "").trim().toLowerCase();

/**
 * The body, refused with Storage's 413 as soon as it passes limit, so an oversized upload
 * is never held in memory whole.
 */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw errors.entityTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limit) throw errors.entityTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

async function fromFormData(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<IncomingFile> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw errors.invalidRequest("The multipart body could not be read");
  }
  // Storage takes the form's first file, whatever its field name (storage-js uses '').
  const file = [...form.values()].find((value): value is File => typeof value !== "string");
  if (!file) throw errors.invalidRequest("No content provided");
  const cacheControl = form.get("cacheControl");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: file.type || "application/octet-stream",
    cacheControl: typeof cacheControl === "string" && cacheControl ? asCacheControl(cacheControl) : "max-age=3600",
    userMetadata: parseUserMetadata(stringField(form, "metadata")),
  };
}

/** storage-js sends the number of seconds ("3600"); Storage stores "max-age=3600". */
const asCacheControl = (value: string) => (/^\d+$/.test(value) ? `max-age=${value}` : value);

function stringField(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
}

function decodeBase64(value: string | null) {
  return value === null ? null : Buffer.from(value, "base64").toString("utf8");
}

function parseUserMetadata(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the error below
  }
  throw errors.invalidRequest("metadata must be a JSON object");
}
