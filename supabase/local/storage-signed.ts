/**
 * Signed URLs, as Storage makes them: a JWT signed with the project's secret whose `url`
 * claim names one object ("bucket/key"). Signing needs the caller's rights on the object;
 * using the URL needs only the token, which stands in for them.
 */
import { asRole, type Queryable, type RequestIdentity } from "./db.ts";
import { json, readJson, type BackendContext } from "./http.ts";
import { JwtError, signJwt, verifyJwt, type JwtClaims } from "./jwt.ts";
import { errors, fromDatabaseError } from "./storage-errors.ts";
import { asCaller, findObjectAs, mustFindBucket, ownerFromSubject, ownerOf, selectObject, SERVICE_IDENTITY } from "./storage-model.ts";
import { saveObjectRow, storeObject } from "./storage-objects.ts";
import type { ObjectLocation } from "./storage-paths.ts";
import { renderObject } from "./storage-read.ts";
import { checkAgainstBucket, readIncomingFile, type IncomingFile } from "./storage-upload.ts";

/** Storage's signed upload URLs last two hours. */
const SIGNED_UPLOAD_LIFETIME = 2 * 60 * 60;
const MAX_PATHS = 1000;
const NOT_SIGNABLE = "Either the object does not exist or you do not have access to it";

/** POST /object/sign/:bucket/:key { expiresIn }: for an object the caller's role can read. */
export async function signObjectUrl(context: BackendContext, identity: RequestIdentity, target: ObjectLocation, request: Request) {
  const body = (await readJson(request)) as { expiresIn?: unknown; transform?: unknown } | undefined;
  if (body?.transform !== undefined) throw errors.notSupported("Image transformations (signed URLs with transform)");
  const expiresIn = mustBeLifetime(body?.expiresIn);
  await findObjectAs(context, identity, target.bucketId, target.key);
  return json({ signedURL: signedDownloadPath(context, target.bucketId, target.key, expiresIn) });
}

/** POST /object/sign/:bucket { expiresIn, paths }: one answer per path, signed if readable. */
export async function signObjectUrls(context: BackendContext, identity: RequestIdentity, bucketId: string, request: Request) {
  const body = (await readJson(request)) as { expiresIn?: unknown; paths?: unknown } | undefined;
  const expiresIn = mustBeLifetime(body?.expiresIn);
  const paths = body?.paths;
  if (!Array.isArray(paths) || paths.length > MAX_PATHS || !paths.every((path) => typeof path === "string")) {
    throw errors.invalidRequest(`paths must be a list of at most ${MAX_PATHS} paths`);
  }
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<{ name: string }>("select name from storage.objects where bucket_id = $1 and name = any($2::text[])", [bucketId, paths]),
  );
  const readable = new Set(rows.map((row) => row.name));
  return json(
    (paths as string[]).map((path) =>
      readable.has(path)
        ? { error: null, path, signedURL: signedDownloadPath(context, bucketId, path, expiresIn) }
        : { error: NOT_SIGNABLE, path, signedURL: null },
    ),
  );
}

/** GET /object/sign/:bucket/:key?token=…: the object, whatever the RLS policies say. */
export async function getSignedObject(context: BackendContext, request: Request, target: ObjectLocation) {
  const claims = verifySignedToken(context, request, target, "download");
  const row = await selectObject(context.db, target.bucketId, target.key);
  if (!row) throw errors.noSuchKey();
  return renderObject(request, context, row, { expires: new Date(Number(claims.exp) * 1000) });
}

/**
 * POST /object/upload/sign/:bucket/:key: a URL anyone holding it can upload one file to,
 * made only if the caller's role could write that row itself (and owned by the caller).
 */
export async function signUploadUrl(context: BackendContext, identity: RequestIdentity, target: ObjectLocation, request: Request) {
  await mustFindBucket(context, target.bucketId);
  const upsert = request.headers.get("x-upsert") === "true";
  const owner = ownerOf(identity);
  await testPermission(context, identity, (tx) => saveObjectRow(tx, { owner, target, file: EMPTY_FILE, upsert }));
  const token = signToken(context, { url: urlClaim(target.bucketId, target.key), owner: owner.owner_id, upsert }, SIGNED_UPLOAD_LIFETIME);
  return json({ url: `/object/upload/sign/${target.bucketId}/${target.key}?token=${token}`, token });
}

/** PUT /object/upload/sign/:bucket/:key?token=…: stores the file as the token's owner. */
export async function uploadToSignedUrl(context: BackendContext, request: Request, target: ObjectLocation) {
  const claims = verifySignedToken(context, request, target, "upload");
  const bucket = await mustFindBucket(context, target.bucketId);
  const file = await readIncomingFile(request);
  checkAgainstBucket(file, bucket);
  const id = await storeObject(context, {
    identity: SERVICE_IDENTITY,
    owner: ownerFromSubject(claims.owner),
    target,
    file,
    upsert: claims.upsert === true,
  });
  return json({ Id: id, Key: urlClaim(target.bucketId, target.key) });
}

const EMPTY_FILE: IncomingFile = { bytes: new Uint8Array(), mimetype: "application/octet-stream", cacheControl: "max-age=3600", userMetadata: null };

const urlClaim = (bucketId: string, key: string) => `${bucketId}/${key}`;

/** The path storage-js appends to its storage URL (it URI-encodes it itself). */
function signedDownloadPath(context: BackendContext, bucketId: string, key: string, expiresIn: number) {
  const url = urlClaim(bucketId, key);
  return `/object/sign/${url}?token=${signToken(context, { url }, expiresIn)}`;
}

function signToken(context: BackendContext, claims: JwtClaims, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat: now, exp: now + expiresIn }, context.config.jwtSecret);
}

/**
 * The token's claims if it is ours, unexpired, made for this very object and for this use:
 * upload tokens carry `upsert`, download tokens do not, so neither opens the other door.
 */
function verifySignedToken(context: BackendContext, request: Request, target: ObjectLocation, use: "download" | "upload") {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let claims: JwtClaims;
  try {
    claims = verifyJwt(token, context.config.jwtSecret);
  } catch (error) {
    throw errors.invalidJwt(error instanceof JwtError ? error.message : "Invalid JWT");
  }
  const isUpload = typeof claims.upsert === "boolean";
  if (claims.url !== urlClaim(target.bucketId, target.key) || isUpload !== (use === "upload")) {
    throw errors.invalidSignature();
  }
  return claims;
}

function mustBeLifetime(value: unknown) {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1) return value;
  throw errors.invalidRequest("expiresIn must be a whole number of seconds, at least 1");
}

const ROLLED_BACK = Symbol("rolled back");

/** Runs a write as the role and always rolls it back: only whether it was allowed matters. */
async function testPermission(context: BackendContext, identity: RequestIdentity, write: (tx: Queryable) => Promise<unknown>) {
  try {
    await asRole(context.db, identity, async (tx) => {
      await write(tx);
      throw ROLLED_BACK;
    });
  } catch (error) {
    if (error !== ROLLED_BACK) throw fromDatabaseError(error);
  }
}
