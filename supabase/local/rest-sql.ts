/**
 * SQL for a resolved request (rest-plan.ts). Identifiers reaching this file were found in
 * the schema cache, and are still quoted with quoteIdent; aliases are generated here;
 * every value from the request is a bind parameter ($1…), and operators come from the
 * fixed maps in rest-parse.ts. Rows are rendered as JSON by Postgres itself
 * (row_to_json / json_agg), so values come out exactly as PostgREST renders them.
 */
import { FTS_OPERATORS, SIMPLE_OPERATORS, type JsonStep, type Operation, type Range } from "./rest-parse.ts";
import {
  isAggregated,
  type EmbedNode,
  type ReadNode,
  type ResolvedFilter,
  type ResolvedLogic,
  type ResolvedOrder,
  type SelectField,
} from "./rest-plan.ts";
import { EXPOSED_SCHEMA, type Column, type Relation, type Relationship, type Routine } from "./schema-cache.ts";

/** The bind parameters of one statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdent(name: string) {
  // Postgres cuts identifiers at a NUL byte; PostgREST does the same before quoting.
  const clean = name.split("\0")[0]!;
  return `"${clean.replaceAll('"', '""')}"`;
}

export function qualified(relation: string) {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(relation)}`;
}

/** A Postgres array literal sent as one unknown-typed parameter: Postgres infers its type. */
function arrayLiteral(values: string[]) {
  const escape = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
  return `{${values.map(escape).join(",")}}`;
}

// ---------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------

export type ReadStatement = {
  /** `with …` defining the source, if any (mutations, functions). */
  with?: string;
  /** The FROM item of the root, ending with `as "_r0"`. */
  from: string;
  shape: "array" | "object";
  stripNulls: boolean;
  count: boolean;
  /** More columns of the result row (`, expression as "name"`). */
  extra?: string;
};

/**
 * One statement returning `body` (the JSON text), `page_total` (rows in it) and, when
 * asked, `total` (rows matching without limit/offset).
 */
export function readStatement(root: ReadNode, statement: ReadStatement, params: SqlParams) {
  const row = rowParts(root, params);
  const rows = `select ${row.json} as "body" ${fromAndWhere(root, statement.from, params, [])} ${
    row.groupBy
  } ${orderBy(root, params)} ${limitOffset(root.range, params)}`;
  let body = statement.shape === "object" ? `json_agg("_t"."body") -> 0` : `json_agg("_t"."body")`;
  if (statement.stripNulls) body = `json_strip_nulls(${body})`;
  const fallback = statement.shape === "object" ? `'null'` : `'[]'`;
  // A grouped read counts its groups.
  const total = statement.count
    ? `, (select count(*) from (select 1 ${fromAndWhere(root, statement.from, params, [])} ${groupBy(
        root,
        params,
      )}) as "_g")::int8 as "total"`
    : "";
  return `${
    statement.with ?? ""
  } select coalesce(${body}, ${fallback})::text as "body", count(*)::int8 as "page_total"${total}${
    statement.extra ?? ""
  } from (${rows}) as "_t"`;
}

/** The rows a read counts (for the planner's estimate of them: Prefer: count=planned). */
export function countStatement(root: ReadNode, statement: ReadStatement, params: SqlParams) {
  return `${statement.with ?? ""} select 1 ${fromAndWhere(root, statement.from, params, [])} ${groupBy(root, params)}`;
}

/**
 * The JSON object of one row of `node` and the GROUP BY it needs: for a plain node
 * `(select row_to_json(…) from (select <fields>) …)` and none; for a node that aggregates,
 * json_build_object over each group's values, grouped by its plain columns (PostgREST 12's
 * automatic GROUP BY), each expression written once so both name the same parameters.
 */
function rowParts(node: ReadNode, params: SqlParams): { json: string; groupBy: string } {
  if (!isAggregated(node)) return { json: rowJson(node, params), groupBy: "" };
  const pairs: string[] = [];
  const grouped: string[] = [];
  for (const field of node.select) {
    if (field.kind === "star") throw new Error("planned away: aggregates with *");
    const value = fieldValue(node, field, params);
    pairs.push(`${params.add(field.as)}::text, ${value}`);
    if (field.kind === "column") grouped.push(value);
  }
  return {
    json: `json_build_object(${pairs.join(", ")})`,
    groupBy: grouped.length ? `group by ${grouped.join(", ")}` : "",
  };
}

/** `(select row_to_json(…) from (select <fields>) …)`: the JSON object of one row of a plain node. */
function rowJson(node: ReadNode, params: SqlParams): string {
  const fields = node.select.map((field) => selectField(node, field, params));
  for (const embed of node.embeds) {
    for (const { key, as } of embed.exposed) {
      if (key !== undefined) fields.push(`${quoteIdent(embed.join)}.${quoteIdent(as)} as ${quoteIdent(key)}`);
    }
    if (embed.hidden) continue;
    const value = embed.toOne ? `${quoteIdent(embed.join)}."body"` : `coalesce(${quoteIdent(embed.join)}."body", '[]')`;
    fields.push(`${value} as ${quoteIdent(embed.key)}`);
  }
  const row = quoteIdent(`${node.alias}_row`);
  return `(select row_to_json(${row}) from (select ${fields.join(", ")}) as ${row})`;
}

function selectField(node: ReadNode, field: SelectField, params: SqlParams) {
  if (field.kind === "star") return `${quoteIdent(node.alias)}.*`;
  return `${fieldValue(node, field, params)} as ${quoteIdent(field.as)}`;
}

/** A column's value (JSON path, cast), or an aggregate over it. */
function fieldValue(node: ReadNode, field: Exclude<SelectField, { kind: "star" }>, params: SqlParams) {
  if (field.kind === "column") return castValue(columnRef(node.alias, field.column, field.json, params), field.cast);
  const input = field.field
    ? castValue(columnRef(node.alias, field.field.column, field.field.json, params), field.field.cast)
    : "*";
  // The function name comes from the fixed list AGGREGATES (rest-parse.ts).
  return castValue(`${field.aggregate}(${input})`, field.cast);
}

/** Casts come from a fixed list of type names (rest-plan.ts), never free text. */
function castValue(value: string, cast: string | undefined) {
  return cast ? `cast(${value} as ${cast})` : value;
}

/** The GROUP BY of a node on its own (counting its groups), without its JSON. */
function groupBy(node: ReadNode, params: SqlParams) {
  if (!isAggregated(node)) return "";
  const grouped = node.select.flatMap((field) => (field.kind === "column" ? [fieldValue(node, field, params)] : []));
  return grouped.length ? `group by ${grouped.join(", ")}` : "";
}

function columnRef(alias: string, column: Column, json: JsonStep[], params: SqlParams) {
  const ref = `${quoteIdent(alias)}.${quoteIdent(column.name)}`;
  if (json.length === 0) return ref;
  const base = column.typeName === "json" || column.typeName === "jsonb" ? ref : `to_jsonb(${ref})`;
  return json.reduce(
    (expression, step) =>
      `(${expression} ${step.arrow} ${step.index ? `${params.add(step.key)}::int` : params.add(step.key)})`,
    base,
  );
}

/** FROM with the lateral joins of the embeds, and WHERE with `conditions` and the filters. */
function fromAndWhere(node: ReadNode, from: string, params: SqlParams, conditions: string[]): string {
  const joins = node.embeds.map((embed) => lateralJoin(node, embed, params));
  const where = [...conditions, ...node.where.map((logic) => logicSql(node, logic, params))];
  return `from ${from} ${joins.join(" ")} ${where.length ? `where ${where.join(" and ")}` : ""}`;
}

function lateralJoin(parent: ReadNode, embed: EmbedNode, params: SqlParams): string {
  const { from, conditions } = relationshipJoin(parent, embed);
  const join = quoteIdent(embed.join);
  const rows = fromAndWhere(embed, from, params, conditions);
  if (embed.toOne) {
    const extra = embed.exposed.map(
      ({ field, as }) =>
        `, ${castValue(columnRef(embed.alias, field.column, field.json, params), field.cast)} as ${quoteIdent(as)}`,
    );
    const kind = embed.inner ? "inner" : "left";
    const row = rowParts(embed, params);
    return `${kind} join lateral (select ${row.json} as "body"${extra.join("")} ${rows} ${
      row.groupBy
    } limit 1) as ${join} on true`;
  }
  const list = quoteIdent(`${embed.alias}_list`);
  const row = rowParts(embed, params);
  const inner = `select ${row.json} as "body" ${rows} ${row.groupBy} ${orderBy(embed, params)} ${limitOffset(
    embed.range,
    params,
  )}`;
  const on = embed.inner ? `${join}."body" is not null` : "true";
  return `${
    embed.inner ? "inner" : "left"
  } join lateral (select json_agg(${list}."body") as "body" from (${inner}) as ${list}) as ${join} on ${on}`;
}

/** The FROM item of an embed and the conditions tying it to its parent's row. */
function relationshipJoin(parent: ReadNode, embed: EmbedNode): { from: string; conditions: string[] } {
  const relationship: Relationship = embed.relationship;
  const child = quoteIdent(embed.alias);
  const parentAlias = quoteIdent(parent.alias);
  const from = `${qualified(relationship.foreignTable)} as ${child}`;
  if (relationship.junction) {
    const junctionAlias = quoteIdent(`${embed.alias}_junction`);
    const junction = relationship.junction;
    const onTarget = junction.targetColumns.map(
      ([target, column]) => `${junctionAlias}.${quoteIdent(column)} = ${child}.${quoteIdent(target)}`,
    );
    const toParent = junction.originColumns.map(
      ([origin, column]) => `${junctionAlias}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(origin)}`,
    );
    return {
      from: `${from} join ${qualified(junction.table)} as ${junctionAlias} on ${onTarget.join(" and ")}`,
      conditions: toParent,
    };
  }
  return {
    from,
    conditions: relationship.columns.map(
      ([parentColumn, childColumn]) =>
        `${child}.${quoteIdent(childColumn)} = ${parentAlias}.${quoteIdent(parentColumn)}`,
    ),
  };
}

function logicSql(node: ReadNode, logic: ResolvedLogic, params: SqlParams): string {
  if (logic.kind === "filter") return filterSql(node, logic.filter, params);
  const joined = logic.children.map((child) => logicSql(node, child, params)).join(` ${logic.operator} `);
  return `${logic.negate ? "not " : ""}(${joined})`;
}

function filterSql(node: { alias: string }, filter: ResolvedFilter, params: SqlParams): string {
  if (filter.kind === "embed-null") {
    return `${quoteIdent(filter.embed.join)}."body" is ${filter.isNull ? "" : "not "}null`;
  }
  const target = columnRef(node.alias, filter.column, filter.json, params);
  const condition = operationSql(target, filter.column, filter.json.length > 0, filter.operation, params);
  return filter.negate ? `not (${condition})` : `(${condition})`;
}

function operationSql(target: string, column: Column, isJsonPath: boolean, operation: Operation, params: SqlParams) {
  switch (operation.kind) {
    case "simple": {
      const operator = SIMPLE_OPERATORS[operation.operator];
      const isLike = operation.operator === "like" || operation.operator === "ilike";
      const value = isLike ? operation.value.replaceAll("*", "%") : operation.value;
      if (operation.quantifier) return `${target} ${operator} ${operation.quantifier}(${params.add(value)})`;
      return `${target} ${operator} ${params.add(value)}`;
    }
    case "in":
      // PostgREST sends `in.()` as one empty value: nothing matches.
      if (operation.values.length === 1 && operation.values[0] === "") return `${target} = any('{}')`;
      return `${target} = any(${params.add(arrayLiteral(operation.values))})`;
    case "is":
      return `${target} is ${IS_VALUES[operation.value]}`;
    case "isdistinct":
      return `${target} is distinct from ${params.add(operation.value)}`;
    case "fts": {
      const language = operation.language === undefined ? "" : `${params.add(operation.language)}::regconfig, `;
      const vector = column.typeName === "tsvector" && !isJsonPath ? target : `to_tsvector(${language}${target})`;
      return `${vector} @@ ${FTS_OPERATORS[operation.operator]}(${language}${params.add(operation.value)})`;
    }
  }
}

const IS_VALUES = { null: "null", true: "true", false: "false", unknown: "unknown" } as const;

function orderBy(node: ReadNode, params: SqlParams) {
  if (node.order.length === 0) return "";
  return `order by ${node.order.map((term) => orderTerm(node, term, params)).join(", ")}`;
}

function orderTerm(node: ReadNode, term: ResolvedOrder, params: SqlParams) {
  const ref =
    term.ref.kind === "related"
      ? `${quoteIdent(term.ref.embed.join)}.${quoteIdent(term.ref.as)}`
      : columnRef(node.alias, term.ref.column, term.ref.json, params);
  const direction = term.direction === "desc" ? " desc" : term.direction === "asc" ? " asc" : "";
  const nulls = term.nulls === "first" ? " nulls first" : term.nulls === "last" ? " nulls last" : "";
  return `${ref}${direction}${nulls}`;
}

function limitOffset(range: Range, params: SqlParams) {
  const limit = range.limit === undefined ? "" : ` limit ${params.add(range.limit)}`;
  const offset = range.offset === undefined ? "" : ` offset ${params.add(range.offset)}`;
  return limit + offset;
}

// ---------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------

export type InsertOptions = {
  relation: Relation;
  columns: Column[];
  rows: Array<Record<string, unknown>>;
  /** Prefer: missing=default: keys absent from a row take the column default. */
  missingDefault: boolean;
  onConflict?: { columns: Column[]; resolution: "merge" | "ignore" };
  returning: Returning;
};

/**
 * `with "_m"` holding the rows an insert wrote. An upsert that merges also says which rows
 * it inserted (xmax = 0: not an updated row), read by `INSERTED_COUNT`: PostgREST answers
 * 200 rather than 201 when it only updated.
 */
export function insertSource(options: InsertOptions, params: SqlParams) {
  const insert = insertSql(options, params);
  if (options.onConflict?.resolution !== "merge") return `with "_m" as (${insert})`;
  const target = qualified(options.relation.name);
  const returning = options.returning;
  const columns =
    returning === "count" ? [] : returning === "all" ? [...options.relation.columns.values()] : returning;
  const names = columns.length ? columns.map((column) => `"_w".${quoteIdent(column.name)}`).join(", ") : "1";
  return `with "_w" as (${insert}, (${target}.xmax = 0) as "_inserted"), "_m" as (select ${names} from "_w")`;
}

export const INSERTED_COUNT = `, (select count(*) from "_w" where "_w"."_inserted")::int8 as "inserted"`;

/** INSERT … for the `with "_m" as (…)` of a mutation. */
function insertSql(options: InsertOptions, params: SqlParams) {
  const target = qualified(options.relation.name);
  const names = options.columns.map((column) => quoteIdent(column.name));
  let sql: string;
  if (options.columns.length === 0) {
    // `{}` or `[{}, {}]`: rows made only of defaults.
    sql =
      options.rows.length === 1
        ? `insert into ${target} default values`
        : `insert into ${target} select from generate_series(1, ${params.add(options.rows.length)}::int)`;
  } else if (options.missingDefault) {
    sql = `insert into ${target} (${names.join(", ")}) values ${options.rows
      .map((row) => valuesRow(options, row, params))
      .join(", ")}`;
  } else {
    // json_populate_recordset turns JSON into the column types (arrays, jsonb, enums, …).
    const record = quoteIdent("_p");
    sql = `insert into ${target} (${names.join(", ")}) select ${options.columns
      .map((column) => `${record}.${quoteIdent(column.name)}`)
      .join(", ")} from json_populate_recordset(null::${target}, ${params.add(
      JSON.stringify(options.rows),
    )}::json) as ${record}`;
  }
  if (options.onConflict) sql += ` ${onConflictSql(options.onConflict, options.columns)}`;
  return `${sql} ${returningSql(target, options.returning)}`;
}

/**
 * One row of an insert with missing=default. A row that gives its own value for a serial or
 * identity column still uses up a value of its sequence, as PostgREST's insert does: the
 * rows after it get the ids they would have had.
 */
function valuesRow(options: InsertOptions, row: Record<string, unknown>, params: SqlParams) {
  const target = qualified(options.relation.name);
  const record = `json_populate_record(null::${target}, ${params.add(JSON.stringify(row))}::json)`;
  const cells = options.columns.map((column) => {
    if (!Object.hasOwn(row, column.name)) return "default";
    const value = `(${record}).${quoteIdent(column.name)}`;
    if (!column.sequence) return value;
    return `case when nextval(${params.add(column.sequence)}::regclass) is not null then ${value} end`;
  });
  return `(${cells.join(", ")})`;
}

function onConflictSql(onConflict: NonNullable<InsertOptions["onConflict"]>, columns: Column[]) {
  const target = `on conflict (${onConflict.columns.map((column) => quoteIdent(column.name)).join(", ")})`;
  if (onConflict.resolution === "ignore" || columns.length === 0) return `${target} do nothing`;
  const updates = columns.map((column) => `${quoteIdent(column.name)} = excluded.${quoteIdent(column.name)}`);
  return `${target} do update set ${updates.join(", ")}`;
}

/**
 * What a write returns: only a count, every column, or the columns its response reads.
 * Returning no more than needed matters twice: `returning 1` reads no column, so RLS
 * SELECT policies do not apply (return=minimal); and column privileges only apply to the
 * columns returned (PostgREST returns only the selected ones too).
 */
export type Returning = "count" | "all" | Column[];

function returningSql(target: string, returning: Returning) {
  if (returning === "count") return "returning 1";
  if (returning === "all") return `returning ${target}.*`;
  if (returning.length === 0) return "returning 1";
  return `returning ${returning.map((column) => `${target}.${quoteIdent(column.name)}`).join(", ")}`;
}

export type UpdateOptions = {
  relation: Relation;
  columns: Column[];
  row: Record<string, unknown>;
  root: ReadNode;
  returning: Returning;
};

export function updateSql(options: UpdateOptions, params: SqlParams) {
  const target = qualified(options.relation.name);
  const body = quoteIdent("_body");
  const sets = options.columns.map((column) => `${quoteIdent(column.name)} = ${body}.${quoteIdent(column.name)}`);
  const source = `json_populate_record(null::${target}, ${params.add(JSON.stringify(options.row))}::json) as ${body}`;
  const where = mutationWhere(options.root, options.relation, params);
  return `update ${target} as ${quoteIdent(options.root.alias)} set ${sets.join(
    ", ",
  )} from ${source} ${where} ${returningSql(quoteIdent(options.root.alias), options.returning)}`;
}

export function deleteSql(options: { relation: Relation; root: ReadNode; returning: Returning }, params: SqlParams) {
  const target = qualified(options.relation.name);
  const where = mutationWhere(options.root, options.relation, params);
  return `delete from ${target} as ${quoteIdent(options.root.alias)} ${where} ${returningSql(
    quoteIdent(options.root.alias),
    options.returning,
  )}`;
}

/**
 * The root filters of PATCH/DELETE; with limit/offset, only the rows of that page (found
 * by ctid, in the requested order) are changed, as PostgREST's limited updates do.
 */
function mutationWhere(root: ReadNode, relation: Relation, params: SqlParams) {
  const conditions = root.where.map((logic) => logicSql(root, logic, params));
  if (root.range.limit !== undefined || root.range.offset !== undefined) {
    const page = quoteIdent(`${root.alias}_page`);
    const pageNode: ReadNode = { ...root, alias: `${root.alias}_page`, embeds: [] };
    const pageConditions = root.where.map((logic) => logicSql(pageNode, logic, params));
    const pageWhere = pageConditions.length ? `where ${pageConditions.join(" and ")}` : "";
    conditions.push(
      `${quoteIdent(root.alias)}.ctid = any(array(select ${page}.ctid from ${qualified(
        relation.name,
      )} as ${page} ${pageWhere} ${orderBy(pageNode, params)} ${limitOffset(root.range, params)}))`,
    );
  }
  return conditions.length ? `where ${conditions.join(" and ")}` : "";
}

// ---------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------

/**
 * The call of `routine` with the named arguments in `args`: they travel as one JSON
 * parameter, turned into the parameter types by json_to_record.
 */
export function routineCall(routine: Routine, args: Record<string, unknown>, params: SqlParams) {
  const given = routine.params.filter((param) => Object.hasOwn(args, param.name));
  const call = `${qualified(routine.name)}(${given
    .map(
      (param) => `${param.variadic ? "variadic " : ""}${quoteIdent(param.name)} := "_args".${quoteIdent(param.name)}`,
    )
    .join(", ")})`;
  if (given.length === 0) return { prefix: "", call };
  // Types come from the catalog (format_type), never from the request.
  const definitions = given.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(", ");
  return { prefix: `json_to_record(${params.add(JSON.stringify(args))}::json) as "_args"(${definitions})`, call };
}

/**
 * `with "_src"` holding a function's rows: materialized, so a count reading it again does
 * not call the function twice. `columns` names the columns of OUT / TABLE parameters.
 */
export function routineRowsSource(prefix: string, call: string, columns?: string[]) {
  const alias = columns ? `"_r0"(${columns.map(quoteIdent).join(", ")})` : `"_r0"`;
  const from = prefix ? `${prefix} cross join lateral ${call} as ${alias}` : `${call} as ${alias}`;
  return `with "_src" as materialized (select "_r0".* from ${from})`;
}

/** `with "_src"` holding the values of a function returning a set of scalars. */
export function routineValuesSource(prefix: string, call: string) {
  return `with "_src" as materialized (select ${call} as "value"${prefix ? ` from ${prefix}` : ""})`;
}

/** For a function returning a set of scalars: a JSON array of its values, paged. */
export function scalarSetStatement(withSql: string, range: Range, count: boolean, params: SqlParams) {
  const rows = `select "_src"."value" from "_src" ${limitOffset(range, params)}`;
  const total = count ? `, (select count(*) from "_src")::int8 as "total"` : "";
  return `${withSql} select coalesce(json_agg("_t"."value"), '[]')::text as "body", count(*)::int8 as "page_total"${total} from (${rows}) as "_t"`;
}

/** Only the number of rows a mutation touched (return=minimal); `extra`: more result columns. */
export function countOnlyStatement(withSql: string, extra = "") {
  return `${withSql} select count(*)::int8 as "page_total"${extra} from "_m"`;
}
