/**
 * The local Storage API (/storage/v1), compatible with Supabase Storage as storage-js uses
 * it: buckets and objects are rows in storage.buckets and storage.objects, read and written
 * as the caller's role so their row-level security policies decide, and files live under
 * config.storageDir/<bucket>/<key>.
 *
 * Not implemented: image transformations (/render), resumable (TUS) and S3 uploads,
 * object versions, listV2, and the /object/info/public|authenticated variants.
 */
import { join } from "node:path";
import type { RequestIdentity } from "./db.ts";
import type { BackendContext, ServiceHandler } from "./http.ts";
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from "./storage-buckets.ts";
import { errors } from "./storage-errors.ts";
import { copyIntoLocation, listFolderFiles } from "./storage-files.ts";
import { callerOf, findBucket, findObjectAs, selectObject } from "./storage-model.ts";
import { copyObject, moveObject, removeObject, removeObjects, uploadObject } from "./storage-objects.ts";
import { decodeSegments, objectLocation, type ObjectLocation } from "./storage-paths.ts";
import { listObjects, objectInfo, renderObject } from "./storage-read.ts";
import { getSignedObject, signObjectUrl, signObjectUrls, signUploadUrl, uploadToSignedUrl } from "./storage-signed.ts";

export function createStorageService(context: BackendContext): ServiceHandler {
  return async (request, path) => {
    const [area, ...rest] = decodeSegments(path);
    if (area === "bucket") return routeBucket(context, request, rest);
    if (area === "object") return routeObject(context, request, rest);
    const feature = area !== undefined && Object.hasOwn(UNSUPPORTED_AREAS, area) ? UNSUPPORTED_AREAS[area] : undefined;
    throw feature ? errors.notSupported(feature) : errors.noRoute();
  };
}

/** Storage's routes for what the local backend does not do, so the refusal can name it. */
const UNSUPPORTED_AREAS: Record<string, string> = {
  render: "Image transformations (/render/image)",
  upload: "Resumable (TUS) uploads (/upload/resumable)",
  s3: "The S3 protocol (/s3)",
  iceberg: "Analytics buckets (/iceberg)",
  vector: "Vector buckets (/vector)",
};

/**
 * Copies every file of sourceDir into the bucket's folder as `prefix/<file name>`, without
 * touching the database: the seed SQL inserts those storage.objects rows itself. Returns
 * the keys copied; a missing sourceDir copies nothing.
 */
export async function importSeedFiles(context: BackendContext, bucketId: string, sourceDir: string, prefix: string) {
  const folder = prefix.replace(/^\/+|\/+$/g, "");
  const keys: string[] = [];
  for (const name of await listFolderFiles(sourceDir)) {
    const target = objectLocation(context.config.storageDir, bucketId, folder ? `${folder}/${name}` : name);
    await copyIntoLocation(join(sourceDir, name), target);
    keys.push(target.key);
  }
  return keys;
}

async function routeBucket(context: BackendContext, request: Request, segments: string[]) {
  const identity = await callerOf(request, context);
  const [id, action, ...extra] = segments;
  const method = request.method;
  if (!id) {
    if (method === "GET") return listBuckets(context, identity, new URL(request.url));
    if (method === "POST") return createBucket(context, identity, request);
  } else if (action === undefined) {
    if (method === "GET") return getBucket(context, identity, id);
    if (method === "PUT") return updateBucket(context, identity, id, request);
    if (method === "DELETE") return deleteBucket(context, identity, id);
  } else if (action === "empty" && extra.length === 0 && method === "POST") {
    return emptyBucket(context, identity, id);
  }
  throw errors.noRoute();
}

/** Storage's object routes; the fixed words win over bucket names, as in Storage. */
async function routeObject(context: BackendContext, request: Request, segments: string[]): Promise<Response> {
  const [first, ...rest] = segments;
  const method = request.method;
  const reads = method === "GET" || method === "HEAD";
  const caller = () => callerOf(request, context);
  const target = (parts: string[]) => locate(context, parts);

  switch (first) {
    case "public":
      if (reads) return publicObject(context, request, target(rest));
      break;
    case "authenticated":
      if (reads) return objectAsCaller(context, request, await caller(), target(rest));
      break;
    case "info":
      if (method === "GET") {
        const { bucketId, key } = target(rest);
        return objectInfo(await findObjectAs(context, await caller(), bucketId, key));
      }
      break;
    case "list":
      if (method === "POST" && rest.length === 1) return listObjects(context, await caller(), rest[0]!, request);
      break;
    case "move":
      if (method === "POST" && rest.length === 0) return moveObject(context, await caller(), request);
      break;
    case "copy":
      if (method === "POST" && rest.length === 0) return copyObject(context, await caller(), request);
      break;
    case "sign":
      if (method === "POST" && rest.length === 1) return signObjectUrls(context, await caller(), rest[0]!, request);
      if (method === "POST") return signObjectUrl(context, await caller(), target(rest), request);
      if (reads) return getSignedObject(context, request, target(rest));
      break;
    case "upload":
      if (rest[0] === "sign" && method === "POST") return signUploadUrl(context, await caller(), target(rest.slice(1)), request);
      if (rest[0] === "sign" && method === "PUT") return uploadToSignedUrl(context, request, target(rest.slice(1)));
      break;
  }

  // /object/:bucket/:key, and /object/:bucket for removing several.
  if (first && rest.length === 0 && method === "DELETE") return removeObjects(context, await caller(), first, request);
  if (first && rest.length > 0) {
    if (reads) return objectAsCaller(context, request, await caller(), target(segments));
    if (method === "POST" || method === "PUT") return uploadObject(context, await caller(), request, target(segments));
    if (method === "DELETE") return removeObject(context, await caller(), target(segments));
  }
  throw errors.noRoute();
}

/** [bucket, ...key segments] → the object's location, refusing unsafe names. */
function locate(context: BackendContext, [bucketId, ...key]: string[]) {
  return objectLocation(context.config.storageDir, bucketId ?? "", key.join("/"));
}

/** /object/public/…: any object of a public bucket, no credentials needed. */
async function publicObject(context: BackendContext, request: Request, target: ObjectLocation) {
  const bucket = await findBucket(context, target.bucketId);
  if (!bucket?.public) throw errors.noSuchBucket();
  const row = await selectObject(context.db, target.bucketId, target.key);
  if (!row) throw errors.noSuchKey();
  return renderObject(request, context, row);
}

/** /object/[authenticated/]…: an object the caller's role can see under RLS. */
async function objectAsCaller(context: BackendContext, request: Request, identity: RequestIdentity, target: ObjectLocation) {
  const row = await findObjectAs(context, identity, target.bucketId, target.key);
  return renderObject(request, context, row);
}
