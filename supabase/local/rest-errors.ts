/**
 * PostgREST's error responses: its own PGRSTxxx errors (codes, statuses and wording of
 * PostgREST 12/13's Error.hs) and the mapping of Postgres errors (SQLSTATE → HTTP status).
 */
import { json } from "./http.ts";
import type { Relationship } from "./schema-cache.ts";

export type ErrorBody = { code: string; message: string; details: unknown; hint: unknown };

export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** A name was not found in the schema cache: worth one reload before answering. */
  readonly schemaMiss: boolean;

  constructor(status: number, body: ErrorBody, schemaMiss = false) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.schemaMiss = schemaMiss;
  }

  toResponse() {
    const headers: Record<string, string> = { "Proxy-Status": `PostgREST; error=${this.body.code}` };
    if (this.status === 401) headers["WWW-Authenticate"] = "Bearer";
    return json(this.body, this.status, headers);
  }
}

const error = (
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: unknown = null,
  schemaMiss = false,
) => new RestError(status, { code, message, details, hint }, schemaMiss);

export const errors = {
  queryParse: (message: string, details: string) => error(400, "PGRST100", message, details),
  invalidBody: (message: string) => error(400, "PGRST102", message),
  invalidRange: (details: string) => error(416, "PGRST103", "Requested range not satisfiable", details),
  invalidRpcMethod: (method: string) => error(405, "PGRST101", `Cannot use the ${method} method on RPC`),
  invalidSchema: (schema: string, exposed: string) =>
    error(406, "PGRST106", `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed}`),
  mediaType: (types: string, details: string | null = null) =>
    error(406, "PGRST107", `None of these media types are available: ${types}`, details),
  notEmbedded: (resource: string) =>
    error(
      400,
      "PGRST108",
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    ),
  singularity: (rows: number) =>
    error(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${rows} rows`),
  unsupportedMethod: (method: string) => error(405, "PGRST117", `Unsupported HTTP method: ${method}`),
  relatedOrderNotToOne: (origin: string, target: string) =>
    error(
      400,
      "PGRST118",
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  spreadNotToOne: (origin: string, target: string) =>
    error(
      400,
      "PGRST119",
      `A spread operation on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  unacceptableFilter: (target: string) =>
    error(
      400,
      "PGRST120",
      `Bad operator on the '${target}' embedded resource`,
      "Only is null or not is null filters are allowed on embedded resources",
    ),
  invalidPreferences: (preferences: string[]) =>
    error(400, "PGRST122", "Invalid preferences given with handling=strict", `Invalid preferences: ${preferences.join(", ")}`),
  aggregatesNotAllowed: () => error(400, "PGRST123", "Use of aggregate functions is not allowed"),
  maxAffected: (rows: number) =>
    error(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${rows} rows`),
  invalidPath: () => error(404, "PGRST125", "Invalid path specified in request URL"),
  notImplemented: (details: string) => error(400, "PGRST127", "Feature not implemented", details),
  maxAffectedNotSet: () =>
    error(400, "PGRST128", "Function must return SETOF or TABLE when max-affected preference is used with handling=strict"),
  /** Two embeds joined under one name: what Postgres answers PostgREST's query with. */
  duplicateJoin: (name: string) => error(400, "42712", `table name "${name}" specified more than once`),

  noRelationship: (
    parent: string,
    child: string,
    hint: string | undefined,
    schema: string,
    suggestion: string | null,
  ) =>
    error(
      400,
      "PGRST200",
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}'${
        hint ? ` using the hint '${hint}'` : ""
      } in the schema '${schema}', but no matches were found.`,
      suggestion,
      true,
    ),
  ambiguousRelationship: (parent: string, child: string, relationships: Relationship[]) =>
    error(
      300,
      "PGRST201",
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      relationships.map(describeRelationship),
      `Try changing '${child}' to one of the following: ${relationships
        .map(relationshipHint)
        .join(", ")}. Find the desired relationship in the 'details' key.`,
    ),
  functionNotFound: (schema: string, name: string, keys: string[], isPost: boolean, suggestion: string | null) => {
    const parameters = keys.length === 0 ? " without parameters" : `(${keys.join(", ")})`;
    const searched =
      keys.length === 0 ? " without parameters" : ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}`;
    return error(
      404,
      "PGRST202",
      `Could not find the function ${schema}.${name}${parameters} in the schema cache`,
      `Searched for the function ${schema}.${name}${searched}${
        isPost ? " or with a single unnamed json/jsonb parameter" : ""
      }, but no matches were found in the schema cache.`,
      suggestion,
      true,
    );
  },
  ambiguousFunction: (schema: string, name: string, candidates: Array<Array<{ name: string; type: string }>>) =>
    error(
      300,
      "PGRST203",
      `Could not choose the best candidate function between: ${candidates
        .map((params) => `${schema}.${name}(${params.map((param) => `${param.name} => ${param.type}`).join(", ")})`)
        .join(", ")}`,
      null,
      "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    ),
  writeColumnNotFound: (table: string, column: string) =>
    error(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`, null, null, true),
  tableNotFound: (schema: string, name: string, suggestion: string | null) =>
    error(
      404,
      "PGRST205",
      `Could not find the table '${schema}.${name}' in the schema cache`,
      null,
      suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
      true,
    ),
  /** What Postgres says of an unknown column; found here before any SQL runs. */
  columnNotFound: (table: string, column: string) =>
    error(400, "42703", `column ${table}.${column} does not exist`, null, null, true),
  internal: () => error(500, "PGRSTX00", "Internal server error"),
};

function describeRelationship(relationship: Relationship) {
  const list = (columns: string[]) => `(${columns.join(", ")})`;
  const embedding = `${relationship.table} with ${relationship.foreignTable}`;
  if (relationship.junction) {
    const junction = relationship.junction;
    return {
      cardinality: relationship.cardinality,
      embedding,
      relationship: `${junction.table} using ${junction.constraint1}${list(
        junction.originColumns.map(([, column]) => column),
      )} and ${junction.constraint2}${list(junction.targetColumns.map(([, column]) => column))}`,
    };
  }
  return {
    cardinality: relationship.cardinality,
    embedding,
    relationship: `${relationship.constraint} using ${relationship.table}${list(
      relationship.columns.map(([column]) => column),
    )} and ${relationship.foreignTable}${list(relationship.columns.map(([, column]) => column))}`,
  };
}

function relationshipHint(relationship: Relationship) {
  return `'${relationship.foreignTable}!${
    relationship.junction ? relationship.junction.table : relationship.constraint
  }'`;
}

/**
 * The closest of `candidates` to `name`, as PostgREST's fuzzy hints pick it: a similarity
 * (1 - edit distance / longer length) of at least `minimum`, and not an exact match.
 */
export function closestName(name: string, candidates: Iterable<string>, minimum = 0.75): string | null {
  let best: string | null = null;
  let bestScore = minimum;
  for (const candidate of candidates) {
    const score = 1 - editDistance(name, candidate) / Math.max(name.length, candidate.length, 1);
    if (score >= bestScore && score < 1) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function editDistance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

type PgError = { code: string; message: string; severity: string; detail?: string; hint?: string };

/** An error reported by Postgres (pg and PGlite both give its fields), not by the driver or Node. */
function isPgError(value: unknown): value is PgError {
  const candidate = value as Partial<PgError> | null;
  return (
    typeof candidate?.code === "string" &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.message === "string" &&
    typeof candidate.severity === "string"
  );
}

/**
 * A Postgres error as PostgREST answers it: the SQLSTATE as code, Postgres' message,
 * detail and hint, and the status of PostgREST's mapping. `authenticated` is false for
 * the anon role (insufficient privilege is then 401 rather than 403).
 */
export function fromPostgresError(value: unknown, authenticated: boolean): RestError | undefined {
  if (!isPgError(value)) return undefined;
  const body = { code: value.code, message: value.message, details: value.detail ?? null, hint: value.hint ?? null };
  return new RestError(statusForSqlState(value.code, value.message, authenticated), body);
}

/** PostgREST's mapSQLtoHTTP. */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    "57P01": 503,
    P0001: 400,
    "42P01": 404,
    "42P17": 500,
  };
  if (code === "42501") return authenticated ? 403 : 401;
  if (code === "42883") return message.startsWith("function xmlagg(") ? 406 : 404;
  if (code === "21000") return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (code === "22023") return message.startsWith("role") && message.endsWith("does not exist") ? 401 : 400;
  if (exact[code]) return exact[code]!;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  const byPrefix = byClass[code.slice(0, 2)];
  if (byPrefix) return byPrefix;
  // RAISE … USING ERRCODE = 'PT404' sets the status directly.
  if (code.startsWith("PT")) {
    const status = Number(code.slice(2));
    return status >= 100 && status <= 599 ? status : 500;
  }
  return 400;
}
