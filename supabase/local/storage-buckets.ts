/**
 * /bucket routes. Every statement runs as the caller's role, so storage.buckets' row-level
 * security decides: with no policies (the platform default) only the service role sees or
 * changes buckets, as on Supabase.
 */
import { rm } from "node:fs/promises";
import { asRole, type RequestIdentity } from "./db.ts";
import { json, readJson, type BackendContext } from "./http.ts";
import { errors, fromDatabaseError } from "./storage-errors.ts";
import { removeObjectFiles } from "./storage-files.ts";
import { asCaller, BUCKET_COLUMNS, mustFindBucket, ownerOf, type BucketRow } from "./storage-model.ts";
import { bucketFolder, isValidBucketId, storableLocations } from "./storage-paths.ts";
import { escapeLike, intParam, pick } from "./storage-sql.ts";

const BUCKET_SORT_COLUMNS = ["id", "name", "created_at", "updated_at"] as const;

/** A bucket in Storage's list: the row, plus the bucket type storage-js knows. */
const listedBucketJson = (bucket: BucketRow) => ({ ...bucket, type: "STANDARD" });

/** One bucket as Storage's GET /bucket/:id answers it: no owner_id and no type. */
function bucketJson({ owner_id: _ownerId, ...bucket }: BucketRow) {
  return bucket;
}

export async function listBuckets(context: BackendContext, identity: RequestIdentity, url: URL) {
  const params = url.searchParams;
  const column = pick(params.get("sortColumn"), BUCKET_SORT_COLUMNS, "name");
  const order = params.get("sortOrder") === "desc" ? "desc" : "asc";
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where name ilike '%' || $1 || '%' escape '\\'
       order by ${column} ${order}, id limit $2 offset $3`,
      [escapeLike(params.get("search") ?? ""), intParam(params.get("limit"), null), intParam(params.get("offset"), 0)],
    ),
  );
  return json(rows.map(listedBucketJson));
}

export async function getBucket(context: BackendContext, identity: RequestIdentity, id: string) {
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]),
  );
  if (!rows[0]) throw errors.noSuchBucket();
  return json(bucketJson(rows[0]));
}

type BucketSettings = { public?: unknown; file_size_limit?: unknown; allowed_mime_types?: unknown };

export async function createBucket(context: BackendContext, identity: RequestIdentity, request: Request) {
  const body = (await readJson(request)) as (BucketSettings & { id?: unknown; name?: unknown }) | undefined;
  const name = typeof body?.name === "string" ? body.name : "";
  const id = typeof body?.id === "string" ? body.id : name;
  if (!isValidBucketId(id) || !isValidBucketId(name)) throw errors.invalidBucketName();
  const settings = bucketSettings(body ?? {});
  const { owner, owner_id } = ownerOf(identity);
  try {
    // No RETURNING: it would also need a SELECT policy, which Storage does not ask for.
    await asRole(context.db, identity, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, owner, owner_id, settings.public ?? false, settings.file_size_limit ?? null, settings.allowed_mime_types ?? null],
      ),
    );
  } catch (error) {
    throw (error as { code?: string }).code === "23505" ? errors.bucketExists() : fromDatabaseError(error);
  }
  return json({ name: id });
}

export async function updateBucket(context: BackendContext, identity: RequestIdentity, id: string, request: Request) {
  const settings = bucketSettings(((await readJson(request)) as BucketSettings | undefined) ?? {});
  // Only the settings sent change: storage-js leaves out those it was not given.
  const columns = Object.keys(settings) as Array<keyof typeof settings>;
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query(
      `update storage.buckets set ${[...assignments, "updated_at = now()"].join(", ")} where id = $1 returning id`,
      [id, ...columns.map((column) => settings[column])],
    ),
  );
  if (rows.length === 0) throw errors.noSuchBucket();
  return json({ message: "Successfully updated" });
}

export async function deleteBucket(context: BackendContext, identity: RequestIdentity, id: string) {
  let rows;
  try {
    ({ rows } = await asRole(context.db, identity, (tx) =>
      tx.query("delete from storage.buckets where id = $1 returning id", [id]),
    ));
  } catch (error) {
    // storage.objects references its bucket: a bucket with objects cannot go.
    throw (error as { code?: string }).code === "23503" ? errors.bucketNotEmpty() : fromDatabaseError(error);
  }
  if (rows.length === 0) throw errors.noSuchBucket();
  // Only files without a row (seed files whose rows were never made) can be left here.
  await rm(bucketFolder(context.config.storageDir, id), { recursive: true, force: true });
  return json({ message: "Successfully deleted" });
}

/** Removes the objects the caller's role may delete (per RLS), then their files. */
export async function emptyBucket(context: BackendContext, identity: RequestIdentity, id: string) {
  await mustFindBucket(context, id);
  const { rows } = await asCaller(context, identity, (tx) =>
    tx.query<{ bucket_id: string; name: string }>("delete from storage.objects where bucket_id = $1 returning bucket_id, name", [id]),
  );
  await removeObjectFiles(storableLocations(context.config.storageDir, rows));
  return json({ message: "Successfully emptied" });
}

/** The bucket settings present in a request body, validated and in column form. */
function bucketSettings(body: BucketSettings) {
  const settings: { public?: boolean; file_size_limit?: number | null; allowed_mime_types?: string[] | null } = {};
  if (body.public !== undefined) settings.public = body.public === true;
  if (body.file_size_limit !== undefined) settings.file_size_limit = parseFileSizeLimit(body.file_size_limit);
  if (body.allowed_mime_types !== undefined) settings.allowed_mime_types = parseMimeTypes(body.allowed_mime_types);
  return settings;
}

/** A byte count, or Storage's "20GB" / "20MB" / "30KB" / "3B" (decimal units). */
function parseFileSizeLimit(value: unknown): number | null {
  if (value === null) return null;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === "string" ? /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value) : null;
  if (!match) throw errors.invalidRequest("Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B");
  const units: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 };
  return Math.round(Number(match[1]) * units[match[2]!.toLowerCase()]!);
}

function parseMimeTypes(value: unknown): string[] | null {
  if (value === null) return null;
  if (Array.isArray(value) && value.every((item) => typeof item === "string" && /^[\w.+-]+\/[\w.+*-]+$/.test(item))) {
    return value as string[];
  }
  throw errors.invalidRequest("allowed_mime_types must be a list of MIME types such as image/png or image/*");
}
