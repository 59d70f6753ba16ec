/** storage.buckets and storage.objects rows, and who a storage request acts as. */
import { asRole, type Queryable, type RequestIdentity } from "./db.ts";
import { HttpError, identify, type BackendContext } from "./http.ts";
import { errors, fromDatabaseError } from "./storage-errors.ts";

export type BucketRow = {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
};

export type ObjectRow = {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
};

/** int8 comes back as a string from pg and a number from PGlite: float8 is a number in both. */
export const BUCKET_COLUMNS =
  "id, name, owner, owner_id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";
export const OBJECT_COLUMNS =
  "id, bucket_id, name, owner, owner_id, metadata, user_metadata, version, created_at, updated_at, last_accessed_at";

/** The service acting for itself (a signed URL was checked, not the caller's role). */
export const SERVICE_IDENTITY: RequestIdentity = { role: "service_role", claims: { role: "service_role" } };

/**
 * Who the request acts as. API key problems keep the gateway's 401; a bad JWT is answered
 * the way Storage does (403 AccessDenied in a 400).
 */
export async function callerOf(request: Request, context: BackendContext): Promise<RequestIdentity> {
  try {
    return identify(request, context.config);
  } catch (error) {
    if (error instanceof HttpError && error.response.status === 401) {
      const body = (await error.response.clone().json()) as { code?: string; message?: string };
      if (body.code === "PGRST301") throw errors.accessDenied(body.message ?? "Invalid JWT");
    }
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Owner = { owner: string | null; owner_id: string | null };

/** owner is a uuid column (GoTrue user ids); owner_id keeps any subject. */
export function ownerFromSubject(sub: unknown): Owner {
  const subject = typeof sub === "string" && sub ? sub : null;
  return { owner: subject && UUID.test(subject) ? subject : null, owner_id: subject };
}

export const ownerOf = (identity: RequestIdentity) => ownerFromSubject(identity.claims.sub);

/** asRole, with the database's refusals (RLS, duplicates…) answered as Storage errors. */
export async function asCaller<T>(context: BackendContext, identity: RequestIdentity, fn: (tx: Queryable) => Promise<T>) {
  try {
    return await asRole(context.db, identity, fn);
  } catch (error) {
    throw fromDatabaseError(error);
  }
}

/** A bucket read with the service's own rights: Storage checks buckets before RLS applies. */
export async function findBucket(context: BackendContext, id: string) {
  const { rows } = await context.db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function mustFindBucket(context: BackendContext, id: string) {
  const bucket = await findBucket(context, id);
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

export async function selectObject(tx: Queryable, bucketId: string, key: string) {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  return rows[0] ?? null;
}

/** An object as the caller's role sees it: a row RLS hides is "not found", as in Storage. */
export async function findObjectAs(context: BackendContext, identity: RequestIdentity, bucketId: string, key: string) {
  const row = await asCaller(context, identity, (tx) => selectObject(tx, bucketId, key));
  if (!row) throw errors.noSuchKey();
  return row;
}
