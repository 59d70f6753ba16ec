/**
 * Object writes: upload, update, remove, move and copy. Each runs its SQL as the caller's
 * role, so storage.objects' row-level security decides; the file changes on disk only
 * once the row is accepted, inside the same transaction, and is put back if it fails.
 */
import { randomUUID } from "node:crypto";
import { asRole, type Queryable, type RequestIdentity } from "./db.ts";
import { json, readJson, type BackendContext } from "./http.ts";
import { errors, fromDatabaseError } from "./storage-errors.ts";
import { moveObjectFile, readObjectFile, removeObjectFiles, writeObjectFile, type FileChange } from "./storage-files.ts";
import { asCaller, mustFindBucket, OBJECT_COLUMNS, ownerOf, selectObject, type ObjectRow, type Owner } from "./storage-model.ts";
import { objectLocation, storableLocations, type ObjectLocation } from "./storage-paths.ts";
import { checkAgainstBucket, objectMetadata, readIncomingFile, type IncomingFile } from "./storage-upload.ts";

/** Storage deletes at most this many objects per request. */
const MAX_PREFIXES = 1000;

/** POST (new, or replace with x-upsert: true) and PUT (replace or create) /object/:bucket/:key. */
export async function uploadObject(context: BackendContext, identity: RequestIdentity, request: Request, target: ObjectLocation) {
  const bucket = await mustFindBucket(context, target.bucketId);
  const file = await readIncomingFile(request);
  checkAgainstBucket(file, bucket);
  const upsert = request.method === "PUT" || request.headers.get("x-upsert") === "true";
  const id = await storeObject(context, { identity, owner: ownerOf(identity), target, file, upsert });
  return json({ Id: id, Key: `${target.bucketId}/${target.key}` });
}

export type StoreOptions = {
  identity: RequestIdentity;
  owner: Owner;
  target: ObjectLocation;
  file: IncomingFile;
  upsert: boolean;
};

/** Records the object (as identity's role) and writes its file; returns the row's id. */
export async function storeObject(context: BackendContext, options: StoreOptions) {
  return withFileChanges(context, options.identity, async (tx, track) => {
    const id = await saveObjectRow(tx, options);
    track(await writeObjectFile(options.target, options.file.bytes));
    return id;
  });
}

type NewObjectRow = {
  target: ObjectLocation;
  owner: Owner;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | null;
};

const INSERT_OBJECT = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;

const insertValues = (id: string, { target, owner, metadata, userMetadata }: NewObjectRow) => [
  id,
  target.bucketId,
  target.key,
  owner.owner,
  owner.owner_id,
  JSON.stringify(metadata),
  userMetadata && JSON.stringify(userMetadata),
  randomUUID(),
];

/** A plain insert has no RETURNING, which would need a SELECT policy too (Storage asks none). */
async function insertObjectRow(tx: Queryable, row: NewObjectRow) {
  const id = randomUUID();
  await tx.query(INSERT_OBJECT, insertValues(id, row));
  return id;
}

/**
 * Inserts or upserts the row for an uploaded file. An upsert returns the row's id, so (as
 * Storage's) it needs INSERT, SELECT and UPDATE rights.
 */
export async function saveObjectRow(tx: Queryable, { owner, target, file, upsert }: Omit<StoreOptions, "identity">) {
  const row = { target, owner, metadata: objectMetadata(file), userMetadata: file.userMetadata };
  if (!upsert) return insertObjectRow(tx, row);
  const { rows } = await tx.query<{ id: string }>(
    `${INSERT_OBJECT} on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
       user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now()
     returning id`,
    insertValues(randomUUID(), row),
  );
  return rows[0]!.id;
}

/** DELETE /object/:bucket with { prefixes }: removes those the role may delete, and lists them. */
export async function removeObjects(context: BackendContext, identity: RequestIdentity, bucketId: string, request: Request) {
  const body = (await readJson(request)) as { prefixes?: unknown } | undefined;
  const keys = keysToRemove(body?.prefixes);
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, keys],
    ),
  );
  await removeObjectFiles(storableLocations(context.config.storageDir, rows));
  return json(rows);
}

/** DELETE /object/:bucket/:key. */
export async function removeObject(context: BackendContext, identity: RequestIdentity, target: ObjectLocation) {
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 and name = $2 returning ${OBJECT_COLUMNS}`, [
      target.bucketId,
      target.key,
    ]),
  );
  if (rows.length === 0) throw errors.noSuchKey();
  await removeObjectFiles([target]);
  return json({ message: "Successfully deleted" });
}

type TransferBody = {
  bucketId?: unknown;
  sourceKey?: unknown;
  destinationKey?: unknown;
  destinationBucket?: unknown;
  copyMetadata?: unknown;
  metadata?: unknown;
};

/** POST /object/move: renames the row (needs SELECT and UPDATE rights) and its file. */
export async function moveObject(context: BackendContext, identity: RequestIdentity, request: Request) {
  const { source, target } = await transferOf(context, request);
  if (source.bucketId !== target.bucketId || source.key !== target.key) {
    await withFileChanges(context, identity, async (tx, track) => {
      const { rows } = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [source.bucketId, source.key, target.bucketId, target.key],
      );
      if (rows.length === 0) throw errors.noSuchKey();
      track(await moveObjectFile(source, target));
    });
  }
  return json({ message: "Successfully moved" });
}

/** POST /object/copy: a new row owned by the caller (needs SELECT and INSERT rights). */
export async function copyObject(context: BackendContext, identity: RequestIdentity, request: Request) {
  const { body, source, target } = await transferOf(context, request);
  const id = await withFileChanges(context, identity, async (tx, track) => {
    const original = await selectObject(tx, source.bucketId, source.key);
    const bytes = original && (await readObjectFile(source));
    if (!original || !bytes) throw errors.noSuchKey();
    const id = await insertObjectRow(tx, {
      target,
      owner: ownerOf(identity),
      metadata: { ...original.metadata, lastModified: new Date().toISOString() },
      userMetadata: body.copyMetadata === false ? userMetadataOf(body.metadata) : original.user_metadata,
    });
    track(await writeObjectFile(target, bytes));
    return id;
  });
  return json({ Id: id, Key: `${target.bucketId}/${target.key}` });
}

/** The source and destination of a move or copy, both valid keys in existing buckets. */
async function transferOf(context: BackendContext, request: Request) {
  const body = ((await readJson(request)) ?? {}) as TransferBody;
  const { bucketId, sourceKey, destinationKey } = body;
  const destinationBucket = body.destinationBucket ?? bucketId;
  if (typeof bucketId !== "string" || typeof sourceKey !== "string" || typeof destinationKey !== "string" || typeof destinationBucket !== "string") {
    throw errors.invalidRequest("bucketId, sourceKey and destinationKey are required");
  }
  await mustFindBucket(context, bucketId);
  if (destinationBucket !== bucketId) await mustFindBucket(context, destinationBucket);
  const { storageDir } = context.config;
  return {
    body,
    source: objectLocation(storageDir, bucketId, sourceKey),
    target: objectLocation(storageDir, destinationBucket, destinationKey),
  };
}

/**
 * Runs fn in one transaction as identity's role. File changes fn makes (through track)
 * are undone if the transaction fails, commit included, and finished once it committed.
 */
async function withFileChanges<T>(
  context: BackendContext,
  identity: RequestIdentity,
  fn: (tx: Queryable, track: (change: FileChange) => void) => Promise<T>,
): Promise<T> {
  const changes: FileChange[] = [];
  let result: T;
  try {
    result = await asRole(context.db, identity, (tx) => fn(tx, (change) => changes.push(change)));
  } catch (error) {
    for (const change of changes.reverse()) await change.undo();
    throw fromDatabaseError(error);
  }
  for (const change of changes) await change.finish();
  return result;
}

function userMetadataOf(value: unknown) {
  if (value === undefined || value === null) return null;
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  throw errors.invalidRequest("metadata must be a JSON object");
}

/** remove() sends paths, or { path, versionId } entries. */
function keysToRemove(prefixes: unknown): string[] {
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_PREFIXES) {
    throw errors.invalidRequest(`prefixes must be a list of 1 to ${MAX_PREFIXES} paths`);
  }
  return prefixes.map((entry: unknown) => {
    const path = typeof entry === "object" && entry !== null ? (entry as { path?: unknown }).path : entry;
    if (typeof path !== "string") throw errors.invalidRequest("prefixes must be paths");
    return path;
  });
}
