/**
 * The local PostgREST (/rest/v1): the subset of PostgREST 12 that supabase-js uses —
 * reads with embeds, filters, order and ranges; inserts, upserts, updates and deletes;
 * RPC. Each request is identified, planned against the schema cache (schema-cache.ts),
 * turned into one SQL statement (rest-sql.ts) and run in one transaction as the
 * request's role, so row-level security applies exactly as in Supabase.
 */
import { asRole, type Queryable, type RequestIdentity } from "./db.ts";
import { HttpError, identify, type BackendContext, type ServiceHandler } from "./http.ts";
import { errors, fromPostgresError, RestError } from "./rest-errors.ts";
import type { ParsedQuery, SelectItem } from "./rest-parse.ts";
import {
  findColumn,
  findRelation,
  findRoutine,
  isAggregated,
  planRead,
  rootColumnsRead,
  writableColumns,
  type ReadNode,
} from "./rest-plan.ts";
import type { Preferences } from "./rest-prefer.ts";
import { readRequest, type Media, type RestRequest } from "./rest-request.ts";
import {
  countOnlyStatement,
  countStatement,
  deleteSql,
  INSERTED_COUNT,
  insertSource,
  qualified,
  readStatement,
  routineCall,
  routineRowsSource,
  routineValuesSource,
  scalarSetStatement,
  SqlParams,
  updateSql,
  type Returning,
} from "./rest-sql.ts";
import {
  createSchemaCache,
  type Relation,
  type Routine,
  type SchemaCache,
  type SchemaSnapshot,
} from "./schema-cache.ts";

export function createRestService(context: BackendContext): ServiceHandler {
  const cache = createSchemaCache(context.db);
  return async (request, path) => {
    let identity: RequestIdentity | undefined;
    try {
      identity = identify(request, context.config);
      const restRequest = await readRequest(request);
      // Planning reads the schema cache outside the request's transaction (PGlite runs one
      // transaction at a time, so reloading from inside it would wait on itself).
      const plan = await planWithReload(cache, (schema) => planRequest(schema, path, restRequest));
      if (plan.aggregates && !(await aggregatesEnabled(context.db))) throw errors.aggregatesNotAllowed();
      const response = await asRole(context.db, identity, (tx) => execute(tx, plan, restRequest.prefer));
      return withPreferenceApplied(response, restRequest.prefer);
    } catch (error) {
      if (error instanceof RolledBack) return withPreferenceApplied(error.response, error.prefer);
      // Postgres knew less than the cache (a column or table dropped since): read it again.
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === "string" && STALE_SCHEMA_CODES.has(code)) cache.invalidate();
      return errorResponse(error, identity);
    }
  };
}

/** undefined_column, undefined_table, undefined_function */
const STALE_SCHEMA_CODES = new Set(["42703", "42P01", "42883"]);

// ---------------------------------------------------------------------------------------
// Planning: from the request to one SQL statement and how to answer with its result
// ---------------------------------------------------------------------------------------

type Count = number | string | bigint;
type ResultRow = { body?: string; page_total: Count; total?: Count; inserted?: Count };

type Plan = {
  /** Reads run in a read-only transaction, as in PostgREST. */
  readOnly: boolean;
  sql: string;
  params: unknown[];
  /** Prefer: count=planned: the planner's estimate of this statement's rows is the total. */
  plannedCount?: { sql: string; params: unknown[] };
  /** The select uses aggregate functions (allowed only where PostgREST allows them). */
  aggregates?: boolean;
  /** The response for the statement's single result row; throwing rolls the transaction back. */
  respond(row: ResultRow): Response;
};

/** A name missing from the schema cache may be new: reload it once and plan again. */
async function planWithReload(cache: SchemaCache, plan: (schema: SchemaSnapshot) => Plan): Promise<Plan> {
  const schema = await cache.get();
  try {
    return plan(schema);
  } catch (error) {
    if (!(error instanceof RestError && error.schemaMiss)) throw error;
    return plan(await cache.reload());
  }
}

function planRequest(schema: SchemaSnapshot, path: string, request: RestRequest): Plan {
  const segments = path.split("/").filter(Boolean).map(decodeSegment);
  if (segments.length === 2 && segments[0] === "rpc") return planRpc(schema, segments[1]!, request);
  if (segments.length !== 1) throw errors.invalidPath();
  const relation = findRelation(schema, segments[0]!);
  switch (request.method) {
    case "GET":
    case "HEAD":
      return planTableRead(schema, relation, request);
    case "POST":
      return planInsert(schema, relation, request);
    case "PATCH":
      return planUpdate(schema, relation, request);
    default:
      return planDelete(schema, relation, request);
  }
}

function sourceOf(relation: Relation) {
  return { relation: relation.name, columns: relation.columns };
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw errors.invalidPath();
  }
}

function planTableRead(schema: SchemaSnapshot, relation: Relation, request: RestRequest): Plan {
  const root = planRead(schema, sourceOf(relation), request.query, {
    rootFilters: true,
    rootOrder: true,
    rootRange: request.range,
  });
  return {
    readOnly: true,
    ...readPlan(root, () => ({ from: `${qualified(relation.name)} as "_r0"` }), request, request.media.shape),
    respond: (row) => readResponse(row, request),
  };
}

/**
 * The statement of a read (of a table, or of a function's rows), with the count asked for:
 * exact counts the rows; planned asks the planner (EXPLAIN), as PostgREST does; estimated
 * is exact here, as in PostgREST without a max-rows setting.
 */
function readPlan(
  root: ReadNode,
  source: (params: SqlParams) => { from: string; with?: string },
  request: RestRequest,
  shape: Media["shape"],
) {
  const params = new SqlParams();
  const planned = request.prefer.count === "planned";
  const statement = { shape, stripNulls: request.media.stripNulls };
  const count = request.prefer.count !== undefined && !planned;
  const sql = readStatement(root, { ...source(params), ...statement, count }, params);
  const read = { sql, params: params.values, aggregates: usesAggregates(root) };
  if (!planned) return read;
  const countParams = new SqlParams();
  const countSql = countStatement(root, { ...source(countParams), ...statement, count: false }, countParams);
  return { ...read, plannedCount: { sql: countSql, params: countParams.values } };
}

function usesAggregates(node: ReadNode): boolean {
  return isAggregated(node) || node.embeds.some(usesAggregates);
}

/** 200, or 206 for a part of a counted result; Content-Range as PostgREST sends it. */
function readResponse(row: ResultRow, request: RestRequest) {
  const count = Number(row.page_total);
  const total = row.total === undefined ? undefined : Number(row.total);
  const lower = request.range.offset ?? 0;
  if (request.media.shape === "object" && count !== 1) throw errors.singularity(count);
  let status = 200;
  if (total !== undefined) {
    if (lower > total)
      throw errors.invalidRange(`An offset of ${lower} was requested, but there are only ${total} rows.`);
    if (count < total) status = 206;
  }
  const range = count > 0 ? `${lower}-${lower + count - 1}` : "*";
  return bodyResponse(request, row.body ?? "[]", status, { "Content-Range": `${range}/${total ?? "*"}` });
}

function bodyResponse(
  request: RestRequest,
  body: string | null,
  status: number,
  headers: Record<string, string> = {},
  shape = request.media.shape,
) {
  const contentType =
    shape === "object" ? "application/vnd.pgrst.object+json; charset=utf-8" : "application/json; charset=utf-8";
  const sendBody = request.method !== "HEAD" && status !== 204 && body !== null;
  return new Response(sendBody ? body : null, { status, headers: { "Content-Type": contentType, ...headers } });
}

// ---------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------

/** What a write sends back: rows (with select= applied) for representation/headers-only. */
function wantsRows(request: RestRequest) {
  return request.prefer.return !== "minimal";
}

/**
 * The write as `with "_m" as (…)` and the read over the rows it wrote: select= applied
 * (embeds included) for representation, the primary key for headers-only's Location.
 */
function mutationStatement(
  schema: SchemaSnapshot,
  relation: Relation,
  request: RestRequest,
  mutation: (params: SqlParams, returning: Returning) => string,
  extra = "",
) {
  const params = new SqlParams();
  if (!wantsRows(request)) {
    return { sql: countOnlyStatement(mutation(params, "count"), extra), params: params.values };
  }
  const query: ParsedQuery =
    request.prefer.return === "headers-only"
      ? { ...request.query, select: primaryKeySelect(relation), filters: [], logic: [], order: [], ranges: new Map() }
      : request.query;
  // Root filters chose the rows to write; embedded filters, orders and ranges still apply.
  const root = planRead(schema, sourceOf(relation), query, { rootFilters: false, rootOrder: false, rootRange: {} });
  const sql = readStatement(
    root,
    {
      with: mutation(params, rootColumnsRead(root)),
      from: `"_m" as "_r0"`,
      shape: request.media.shape,
      stripNulls: request.media.stripNulls,
      count: false,
      extra,
    },
    params,
  );
  return { sql, params: params.values };
}

function primaryKeySelect(relation: Relation): SelectItem[] {
  return relation.primaryKey.map((name) => ({ kind: "column", field: { name, json: [] } }));
}

function planInsert(schema: SchemaSnapshot, relation: Relation, request: RestRequest): Plan {
  const rows = payloadRows(request.body);
  const names = request.query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = writableColumns(relation, names);
  const onConflict = request.prefer.resolution
    ? conflictTarget(relation, request.query.onConflict, request.prefer.resolution)
    : undefined;
  const { sql, params } = mutationStatement(
    schema,
    relation,
    request,
    (params, returning) =>
      insertSource({ relation, columns, rows, missingDefault: request.prefer.missingDefault, onConflict, returning }, params),
    onConflict?.resolution === "merge" ? INSERTED_COUNT : "",
  );
  return {
    readOnly: false,
    sql,
    params,
    respond: (row) => {
      const count = checkSingular(row, request);
      const headers: Record<string, string> = { "Content-Range": `*/${request.prefer.count ? count : "*"}` };
      // An upsert that only updated rows answers 200 (PostgREST); anything inserted, 201.
      const status = onConflict?.resolution === "merge" && Number(row.inserted ?? 0) === 0 && count > 0 ? 200 : 201;
      if (request.prefer.return === "headers-only") {
        const location = locationOf(relation, row.body);
        if (location) headers.Location = location;
        return bodyResponse(request, null, status, headers);
      }
      return bodyResponse(request, request.prefer.return === "representation" ? row.body ?? "[]" : null, status, headers);
    },
  };
}

/** A JSON object, or an array of them. */
function payloadRows(body: unknown): Array<Record<string, unknown>> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw errors.invalidBody("Empty or invalid json");
  return rows as Array<Record<string, unknown>>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** on_conflict=col1,col2, or else the primary key. */
function conflictTarget(relation: Relation, names: string[] | undefined, resolution: "merge" | "ignore") {
  const columns = (names ?? relation.primaryKey).map((name) =>
    findColumn({ relation: relation.name, columns: relation.columns }, name),
  );
  return columns.length > 0 ? { columns, resolution } : undefined;
}

/** `Location: /table?id=eq.1` from the primary key of the first row written. */
function locationOf(relation: Relation, body: string | undefined) {
  const rows = JSON.parse(body ?? "[]") as unknown;
  const first = Array.isArray(rows) ? rows[0] : rows;
  if (!isPlainObject(first) || relation.primaryKey.length === 0) return undefined;
  const filters = relation.primaryKey.map((column) => {
    const value = first[column];
    return `${encodeURIComponent(column)}=${
      value === null || value === undefined ? "is.null" : `eq.${encodeURIComponent(String(value))}`
    }`;
  });
  return `/${encodeURIComponent(relation.name)}?${filters.join("&")}`;
}

/** The root of PATCH/DELETE with only its own filters, order and range (no embeds). */
function planMutationFilters(schema: SchemaSnapshot, relation: Relation, request: RestRequest): ReadNode {
  const rootOnly: ParsedQuery = {
    ...request.query,
    select: [],
    filters: request.query.filters.filter(({ path }) => path.length === 0),
    logic: request.query.logic.filter(({ path }) => path.length === 0),
    order: request.query.order.filter(({ path }) => path.length === 0),
    ranges: new Map(),
  };
  return planRead(schema, sourceOf(relation), rootOnly, {
    rootFilters: true,
    rootOrder: true,
    rootRange: request.range,
  });
}

function planUpdate(schema: SchemaSnapshot, relation: Relation, request: RestRequest): Plan {
  if (!isPlainObject(request.body)) throw errors.invalidBody("Empty or invalid json");
  const row = request.body;
  const columns = writableColumns(relation, request.query.columns ?? Object.keys(row));
  const root = planMutationFilters(schema, relation, request);
  if (columns.length === 0) return emptyWrite(request);
  const { sql, params } = mutationStatement(
    schema,
    relation,
    request,
    (params, returning) => `with "_m" as (${updateSql({ relation, columns, row, root, returning }, params)})`,
  );
  return { readOnly: false, sql, params, respond: (result) => changedResponse(result, request) };
}

function planDelete(schema: SchemaSnapshot, relation: Relation, request: RestRequest): Plan {
  const root = planMutationFilters(schema, relation, request);
  const { sql, params } = mutationStatement(
    schema,
    relation,
    request,
    (params, returning) => `with "_m" as (${deleteSql({ relation, root, returning }, params)})`,
  );
  return { readOnly: false, sql, params, respond: (result) => changedResponse(result, request) };
}

/** PATCH with `{}`: nothing to set, so nothing changes (PostgREST selects no rows). */
function emptyWrite(request: RestRequest): Plan {
  return {
    readOnly: true,
    sql: `select '[]'::text as "body", 0::int8 as "page_total"`,
    params: [],
    respond: (row) => changedResponse(row, request),
  };
}

/** PATCH/DELETE: 200 with the rows, or 204 for return=minimal. */
function changedResponse(row: ResultRow, request: RestRequest) {
  const count = checkSingular(row, request);
  checkMaxAffected(count, request.prefer);
  const range = count > 0 ? `0-${count - 1}` : "*";
  const headers = { "Content-Range": `${range}/${request.prefer.count ? count : "*"}` };
  if (request.prefer.return === "representation") return bodyResponse(request, row.body ?? "[]", 200, headers);
  return bodyResponse(request, null, 204, headers);
}

/** Prefer: handling=strict, max-affected=N: more rows affected is refused (and rolled back). */
function checkMaxAffected(count: number, prefer: Preferences) {
  if (prefer.maxAffected !== undefined && count > prefer.maxAffected) throw errors.maxAffected(count);
}

/** The rows written; with vnd.pgrst.object+json anything but one row is refused (and rolled back). */
function checkSingular(row: ResultRow, request: RestRequest) {
  const count = Number(row.page_total);
  if (request.media.shape === "object" && request.prefer.return === "representation" && count !== 1) {
    throw errors.singularity(count);
  }
  return count;
}

// ---------------------------------------------------------------------------------------
// RPC
// ---------------------------------------------------------------------------------------

function planRpc(schema: SchemaSnapshot, name: string, request: RestRequest): Plan {
  const isPost = request.method === "POST";
  if (!isPost && request.method !== "GET" && request.method !== "HEAD") throw errors.invalidRpcMethod(request.method);
  const args = isPost ? rpcBodyArgs(request.body) : Object.fromEntries(request.query.params);
  const routine = findRoutine(schema, name, Object.keys(args), isPost);
  const readOnly = !isPost || routine.volatility !== "volatile";
  const returns = routine.returns;
  const returnsSet = returns.kind !== "void" && returns.set;
  if (request.prefer.maxAffected !== undefined && !returnsSet) throw errors.maxAffectedNotSet();
  const respond = (row: ResultRow) => rpcResponse(row, request, routine);
  const call = (params: SqlParams) => routineCall(routine, args, params);

  if (returns.kind === "void") {
    const params = new SqlParams();
    const { prefix, call: sql } = call(params);
    return {
      readOnly,
      sql: `select ${sql}${prefix ? ` from ${prefix}` : ""}`,
      params: params.values,
      respond: () => new Response(null, { status: 204 }),
    };
  }
  if (returns.kind === "scalar") {
    const params = new SqlParams();
    const { prefix, call: sql } = call(params);
    if (!returns.set) {
      const one = `select coalesce(to_json(${sql}), 'null')::text as "body", 1::int8 as "page_total", 1::int8 as "total"`;
      return { readOnly, sql: `${one}${prefix ? ` from ${prefix}` : ""}`, params: params.values, respond };
    }
    // A set of scalars is counted exactly, whichever count was asked for.
    const statement = scalarSetStatement(routineValuesSource(prefix, sql), request.range, Boolean(request.prefer.count), params);
    return { readOnly, sql: statement, params: params.values, respond };
  }
  const source = { relation: returns.relation ?? routine.name, columns: returns.columns };
  const root = planRead(schema, source, request.query, { rootFilters: true, rootOrder: true, rootRange: request.range });
  const rowsSource = (params: SqlParams) => {
    const { prefix, call: sql } = call(params);
    const columns = returns.relation ? undefined : [...returns.columns.keys()];
    return { with: routineRowsSource(prefix, sql, columns), from: `"_src" as "_r0"` };
  };
  return { readOnly, ...readPlan(root, rowsSource, request, returns.set ? request.media.shape : "object"), respond };
}

function rpcBodyArgs(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (!isPlainObject(body)) throw errors.invalidBody("Empty or invalid json");
  return body;
}

function rpcResponse(row: ResultRow, request: RestRequest, routine: Routine) {
  const returnsSet = routine.returns.kind !== "void" && routine.returns.set;
  // A single value or row is plain JSON whatever was asked; counted, it is one row.
  if (!returnsSet) {
    const headers: Record<string, string> = request.prefer.count ? { "Content-Range": "0-0/1" } : {};
    return bodyResponse(request, row.body ?? "null", 200, headers, "array");
  }
  checkMaxAffected(Number(row.page_total), request.prefer);
  return readResponse(row, request);
}

// ---------------------------------------------------------------------------------------
// Running it
// ---------------------------------------------------------------------------------------

async function execute(tx: Queryable, plan: Plan, prefer: Preferences) {
  if (plan.readOnly) await tx.query("set transaction read only");
  const planned = plan.plannedCount && (await plannedRows(tx, plan.plannedCount.sql, plan.plannedCount.params));
  const { rows } = await tx.query<ResultRow>(plan.sql, plan.params);
  const row = rows[0] ?? { page_total: 0 };
  const response = plan.respond(planned === undefined ? row : { ...row, total: planned });
  // Prefer: tx=rollback answers as if committed; throwing rolls the transaction back.
  if (prefer.rollback) throw new RolledBack(response, prefer);
  return response;
}

/** The planner's estimate of a statement's rows (its EXPLAIN), as PostgREST's planned count. */
async function plannedRows(tx: Queryable, sql: string, params: unknown[]) {
  const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(`explain (format json) ${sql}`, params);
  const explained = rows[0]?.["QUERY PLAN"];
  const plan = (typeof explained === "string" ? JSON.parse(explained) : explained) as Array<{ Plan: { "Plan Rows": number } }>;
  return plan[0]!.Plan["Plan Rows"];
}

/** The answer to a request with Prefer: tx=rollback, carried out of its transaction. */
class RolledBack extends Error {
  readonly response: Response;
  readonly prefer: Preferences;

  constructor(response: Response, prefer: Preferences) {
    super("rolled back on request (Prefer: tx=rollback)");
    this.response = response;
    this.prefer = prefer;
  }
}

function withPreferenceApplied(response: Response, prefer: Preferences) {
  if (prefer.applied.length > 0) response.headers.set("Preference-Applied", prefer.applied.join(", "));
  return response;
}

/**
 * Aggregates are off in PostgREST unless the database turns them on for its login role
 * (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`, a migration here):
 * the local backend reads the same setting, so a project without it fails here too. As
 * PostgreSQL applies role settings, one made `in database` this one wins over the role's own.
 */
async function aggregatesEnabled(db: Queryable) {
  const { rows } = await db.query<{ enabled: boolean }>(
    `select setting = 'pgrst.db_aggregates_enabled=true' as "enabled"
     from pg_db_role_setting, unnest(setconfig) as setting
     where setrole = (select oid from pg_roles where rolname = 'authenticator')
       and setdatabase in (0, (select oid from pg_database where datname = current_database()))
       and setting like 'pgrst.db\\_aggregates\\_enabled=%'
     order by setdatabase desc
     limit 1`,
  );
  return rows[0]?.enabled === true;
}

function errorResponse(error: unknown, identity: RequestIdentity | undefined): Response {
  if (error instanceof HttpError) return error.response;
  if (error instanceof RestError) return error.toResponse();
  const fromPostgres = fromPostgresError(error, identity !== undefined && identity.role !== "anon");
  if (fromPostgres) return fromPostgres.toResponse();
  console.error("[local rest]", error);
  return errors.internal().toResponse();
}
