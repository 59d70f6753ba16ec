/**
 * Supabase Storage's error answers. Storage sends HTTP 400 for every handled error (500 for
 * its own failures) and puts the real status in the body's `statusCode` string; storage-js
 * turns that into StorageApiError { status, statusCode, code }, so both must match.
 */
import { HttpError, json } from "./http.ts";

export function storageError(statusCode: number, code: string, error: string, message: string) {
  const status = statusCode >= 500 ? 500 : 400;
  return new HttpError(json({ statusCode: String(statusCode), code, error, message }, status));
}

export const errors = {
  noSuchBucket: () => storageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => storageError(404, "NoSuchKey", "not_found", "Object not found"),
  noRoute: () => storageError(404, "InvalidRequest", "Not Found", "Route not found"),
  /** A Storage feature the local backend does not have: named, never answered differently. */
  notSupported: (feature: string) =>
    storageError(501, "NotImplemented", "Not Implemented", `${feature} is not supported by the local backend`),
  invalidKey: (key: string) => storageError(400, "InvalidKey", "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, "InvalidBucketName", "Invalid Input", "Bucket name invalid"),
  invalidRequest: (message: string) => storageError(400, "InvalidRequest", "Invalid Input", message),
  objectExists: () => storageError(409, "ResourceAlreadyExists", "Duplicate", "The resource already exists"),
  bucketExists: () => storageError(409, "BucketAlreadyExists", "Duplicate", "The resource already exists"),
  bucketNotEmpty: () =>
    storageError(409, "ResourceNotEmpty", "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  entityTooLarge: () =>
    storageError(413, "EntityTooLarge", "Payload too large", "The object exceeded the maximum allowed size"),
  invalidMimeType: (mimeType: string) =>
    storageError(415, "InvalidMimeType", "invalid_mime_type", `mime type ${mimeType} is not supported`),
  accessDenied: (message: string) => storageError(403, "AccessDenied", "Unauthorized", message),
  invalidJwt: (message: string) => storageError(400, "InvalidJWT", "InvalidJWT", message),
  invalidRange: () => storageError(400, "InvalidRange", "invalid_range", "invalid range provided"),
  invalidSignature: () => storageError(400, "InvalidSignature", "InvalidSignature", "Invalid signature"),
  /** Local-only: files on disk cannot be both a file and a folder, which S3 keys can. */
  fileFolderClash: (key: string) =>
    storageError(
      409,
      "ResourceAlreadyExists",
      "Duplicate",
      `The local backend cannot store "${key}": an object and a folder would share that name`,
    ),
};

type PostgresError = { code?: unknown; message?: unknown };

/**
 * The Storage error for a database error raised while acting as the caller's role: row-level
 * security refusals, duplicates and dangling bucket references. Anything else is rethrown
 * as is, to become a 500.
 */
export function fromDatabaseError(error: unknown): unknown {
  if (error instanceof HttpError || typeof error !== "object" || error === null) return error;
  const { code, message } = error as PostgresError;
  switch (code) {
    case "42501":
      return errors.accessDenied(
        String(message).includes("row-level security") ? "new row violates row-level security policy" : String(message),
      );
    case "23505":
      return errors.objectExists();
    case "23503":
      return errors.noSuchBucket();
    case "22P02":
      return errors.invalidRequest(String(message));
    default:
      return error;
  }
}
