/**
 * Resolves a parsed request against the schema cache: every table, column, relation and
 * function name is looked up here, so the SQL builder (rest-sql.ts) only ever sees names
 * that exist. Unknown names become PostgREST's errors (PGRST200, PGRST205, 42703, …).
 */
import { closestName, errors } from "./rest-errors.ts";
import type {
  AggregateName,
  EmbedPath,
  Filter,
  JsonStep,
  LogicTree,
  OrderTerm,
  ParsedQuery,
  Range,
  SelectItem,
} from "./rest-parse.ts";
import {
  EXPOSED_SCHEMA,
  isQueryable,
  isToOne,
  type Column,
  type Relation,
  type Relationship,
  type Routine,
  type SchemaSnapshot,
} from "./schema-cache.ts";

export type ReadNode = {
  /** The table or view (or function) read at this level: for messages and relationships. */
  relation: string;
  columns: Map<string, Column>;
  /** The SQL alias of this level's rows. */
  alias: string;
  select: SelectField[];
  embeds: EmbedNode[];
  where: ResolvedLogic[];
  order: ResolvedOrder[];
  range: Range;
};

export type EmbedNode = ReadNode & {
  /** The key in the parent's JSON (alias or relation name), also how filters address it. */
  key: string;
  relationship: Relationship;
  inner: boolean;
  toOne: boolean;
  /** The alias of the lateral join that carries this embed's JSON. */
  join: string;
  /** `rel()` with nothing selected: joined for filtering, left out of the JSON. */
  hidden: boolean;
  /** `...rel(cols)`: its columns become the parent's (a to-one relationship only). */
  spread: boolean;
  /**
   * Values the parent reads from the lateral join by name: the columns it orders by
   * (`order=rel(col)`) and, for a spread, the spread columns (`key` in the parent's JSON).
   */
  exposed: Array<{ field: ColumnField; as: string; key?: string }>;
};

type ColumnField = { column: Column; json: JsonStep[]; cast?: string };

export type SelectField =
  | { kind: "star" }
  | ({ kind: "column"; as: string } & ColumnField)
  /** An aggregate (PostgREST 12): the node's other columns become its GROUP BY. */
  | { kind: "aggregate"; aggregate: AggregateName; field?: ColumnField; inputCast?: string; cast?: string; as: string };

export type ResolvedFilter =
  | { kind: "column"; column: Column; json: JsonStep[]; negate: boolean; operation: Filter["operation"] }
  | { kind: "embed-null"; embed: EmbedNode; isNull: boolean };

export type ResolvedLogic =
  | { kind: "filter"; filter: ResolvedFilter }
  | { kind: "logic"; operator: "and" | "or"; negate: boolean; children: ResolvedLogic[] };

export type ResolvedOrder = {
  ref: { kind: "column"; column: Column; json: JsonStep[] } | { kind: "related"; embed: EmbedNode; as: string };
  direction?: "asc" | "desc";
  nulls?: "first" | "last";
};

/** Casts allowed in select (`price::text`): plain type names, nothing that could be SQL. */
const ALLOWED_CASTS = new Set([
  "text",
  "varchar",
  "char",
  "int",
  "int2",
  "int4",
  "int8",
  "integer",
  "smallint",
  "bigint",
  "numeric",
  "decimal",
  "real",
  "float4",
  "float8",
  "boolean",
  "bool",
  "json",
  "jsonb",
  "date",
  "time",
  "timestamp",
  "timestamptz",
  "uuid",
  "interval",
]);

export function findRelation(schema: SchemaSnapshot, name: string): Relation {
  const relation = schema.relations.get(name);
  if (!relation || !isQueryable(relation)) {
    const names = [...schema.relations.values()].filter(isQueryable).map((candidate) => candidate.name);
    throw errors.tableNotFound(EXPOSED_SCHEMA, name, closestName(name, names));
  }
  return relation;
}

export function findColumn(node: { relation: string; columns: Map<string, Column> }, name: string): Column {
  const column = node.columns.get(name);
  if (!column) throw errors.columnNotFound(node.relation, name);
  return column;
}

/** Hands out the SQL aliases of one request (_e1, _j1, …); they never come from the request. */
class AliasCounter {
  private next = 1;
  take(prefix: string) {
    return `_${prefix}${this.next++}`;
  }
}

export type ReadSource = { relation: string; columns: Map<string, Column> };

/**
 * The read tree for `select`, filters, and/or, order and ranges. `rootFilters: false`
 * leaves the root's filters out (mutations apply them to the UPDATE/DELETE instead).
 */
export function planRead(
  schema: SchemaSnapshot,
  source: ReadSource,
  query: ParsedQuery,
  options: { rootFilters: boolean; rootOrder: boolean; rootRange: Range },
): ReadNode {
  const aliases = new AliasCounter();
  const root = buildNode(schema, source, "_r0", query.select, aliases, 1);
  root.range = options.rootRange;
  for (const { path, filter } of query.filters) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = nodeAt(root, path);
    node.where.push({ kind: "filter", filter: resolveFilter(node, filter) });
  }
  for (const { path, tree } of query.logic) {
    if (path.length === 0 && !options.rootFilters) continue;
    const node = nodeAt(root, path);
    node.where.push(resolveLogic(node, tree));
  }
  for (const { path, terms } of query.order) {
    if (path.length === 0 && !options.rootOrder) continue;
    const node = nodeAt(root, path);
    node.order = terms.map((term) => resolveOrder(node, term, aliases));
  }
  for (const [pathKey, range] of query.ranges) {
    if (pathKey === "") continue;
    nodeAt(root, pathKey.split(".")).range = range;
  }
  return root;
}

/** `depth`: how deep this node's embeds are (1 for the root's), as PostgREST names their joins. */
function buildNode(
  schema: SchemaSnapshot,
  source: ReadSource,
  alias: string,
  items: SelectItem[],
  aliases: AliasCounter,
  depth: number,
): ReadNode {
  const node: ReadNode = { ...source, alias, select: [], embeds: [], where: [], order: [], range: {} };
  for (const item of items) {
    if (item.kind === "star") node.select.push({ kind: "star" });
    else if (item.kind === "column") {
      refuseComputed(schema, node, item.field.name, "Computed fields");
      node.select.push(resolveSelectColumn(node, item));
    }
    else if (item.kind === "aggregate") node.select.push(resolveAggregate(node, item));
    else node.embeds.push(buildEmbed(schema, node, item, aliases, depth));
  }
  checkAggregation(node);
  return node;
}

function resolveSelectColumn(node: ReadNode, item: Extract<SelectItem, { kind: "column" }>): SelectField {
  // `rel(count)`: PostgREST's older spelling of count(), still accepted.
  if (item.field.name === "count" && !node.columns.has("count") && item.field.json.length === 0 && !item.cast) {
    return resolveAggregate(node, { kind: "aggregate", aggregate: "count", alias: item.alias });
  }
  const column = findColumn(node, item.field.name);
  const cast = checkedCast(item.field.name, item.cast);
  const as = item.alias ?? outputName(item.field.name, item.field.json);
  return { kind: "column", column, json: item.field.json, cast, as };
}

function resolveAggregate(node: ReadNode, item: Extract<SelectItem, { kind: "aggregate" }>): SelectField {
  const name = item.field?.name ?? item.aggregate;
  const field = item.field && {
    column: findColumn(node, item.field.name),
    json: item.field.json,
    cast: checkedCast(name, item.inputCast),
  };
  return {
    kind: "aggregate",
    aggregate: item.aggregate,
    field,
    cast: checkedCast(name, item.cast),
    as: item.alias ?? item.aggregate,
  };
}

/**
 * PostgREST reads `name` in select as a function of the row (`name(t tbl)`) when tbl has no
 * such column or relationship; the local backend refuses it by name instead.
 */
function refuseComputed(schema: SchemaSnapshot, node: ReadNode, name: string, feature: string) {
  if (node.columns.has(name)) return;
  const rowTypes = new Set([node.relation, `${EXPOSED_SCHEMA}.${node.relation}`]);
  const takesRow = (schema.routines.get(name) ?? []).some(
    (routine) => routine.params.length === 1 && rowTypes.has(routine.params[0]!.type.replaceAll('"', "")),
  );
  if (takesRow) {
    throw errors.notImplemented(`${feature} (${name} of ${node.relation}) are not supported by the local backend`);
  }
}

/** A cast from the fixed list of plain type names, lower-cased; anything else is refused. */
function checkedCast(name: string, cast: string | undefined) {
  const lower = cast?.toLowerCase();
  if (lower !== undefined && !ALLOWED_CASTS.has(lower)) {
    throw errors.queryParse(`"failed to parse select parameter (${name}::${cast})"`, `unsupported cast ${cast}`);
  }
  return lower;
}

export function isAggregated(node: ReadNode) {
  return node.select.some((field) => field.kind === "aggregate");
}

/**
 * What PostgREST 12 does with aggregates that the local backend does not: grouping by `*`
 * or by embedded resources is refused by name rather than answered differently.
 */
function checkAggregation(node: ReadNode) {
  if (!isAggregated(node)) return;
  if (node.select.some((field) => field.kind === "star")) {
    throw errors.notImplemented("Aggregates with * (grouping by every column) are not supported by the local backend");
  }
  if (node.embeds.some((embed) => !embed.hidden || embed.spread)) {
    throw errors.notImplemented(
      "Aggregates grouped by an embedded resource (or a spread one) are not supported by the local backend",
    );
  }
}

/** PostgREST names `data->a->>b` after its last key, and `data->0` after the column. */
function outputName(column: string, json: JsonStep[]) {
  const lastKey = [...json].reverse().find((step) => !step.index);
  return json.length > 0 && lastKey ? lastKey.key : column;
}

function buildEmbed(
  schema: SchemaSnapshot,
  parent: ReadNode,
  item: Extract<SelectItem, { kind: "embed" }>,
  aliases: AliasCounter,
  depth: number,
): EmbedNode {
  refuseComputed(schema, parent, item.relation, "Computed relationships");
  const relationship = findRelationship(schema, parent.relation, item.relation, item.hint);
  const target = schema.relations.get(relationship.foreignTable)!;
  const child = buildNode(
    schema,
    { relation: target.name, columns: target.columns },
    aliases.take("e"),
    item.children,
    aliases,
    depth + 1,
  );
  const key = item.alias ?? item.relation;
  // PostgREST joins each embed under one name; Postgres refuses a second join of that name.
  if (!item.spread && parent.embeds.some((embed) => !embed.spread && embed.key === key)) {
    throw errors.duplicateJoin(`${parent.relation}_${key}_${depth}`);
  }
  const embed: EmbedNode = {
    ...child,
    key,
    relationship,
    inner: item.inner,
    toOne: isToOne(relationship),
    join: aliases.take("j"),
    hidden: item.children.length === 0,
    spread: item.spread,
    exposed: [],
  };
  if (item.spread) exposeSpread(parent, embed);
  return embed;
}

/** `...rel(cols)`: rel's columns read by the parent as its own (PostgREST 12: to-one only). */
function exposeSpread(parent: ReadNode, embed: EmbedNode) {
  if (!embed.toOne) throw errors.spreadNotToOne(parent.relation, embed.relationship.foreignTable);
  if (embed.embeds.length > 0 || isAggregated(embed)) {
    throw errors.notImplemented(
      "Spread embeds with embeds or aggregates inside them are not supported by the local backend",
    );
  }
  const fields = embed.select.flatMap((field): Array<{ field: ColumnField; key: string }> => {
    if (field.kind === "star") {
      return [...embed.columns.values()].map((column) => ({ field: { column, json: [] }, key: column.name }));
    }
    if (field.kind === "column") return [{ field, key: field.as }];
    return [];
  });
  for (const { field, key } of fields) embed.exposed.push({ field, key, as: `${embed.join}_${embed.exposed.length}` });
  embed.hidden = true;
}

/** PostgREST's findRel: by table name, constraint name or FK column, narrowed by the hint. */
export function findRelationship(schema: SchemaSnapshot, origin: string, target: string, hint?: string): Relationship {
  const candidates = schema.relationships.get(origin) ?? [];
  const matches = candidates.filter((relationship) => matchesEmbed(relationship, target, hint));
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) throw errors.ambiguousRelationship(origin, target, matches);
  throw errors.noRelationship(origin, target, hint, EXPOSED_SCHEMA, relationshipSuggestion(schema, origin, target));
}

function matchesEmbed(relationship: Relationship, target: string, hint: string | undefined) {
  const single = relationship.columns.length === 1 ? relationship.columns[0] : undefined;
  const isManyToOne = relationship.cardinality === "many-to-one";
  const isOneToMany = relationship.cardinality === "one-to-many";
  const byConstraint = (name: string) => !relationship.junction && relationship.constraint === name;
  if (relationship.isSelf && !relationship.junction) {
    // One self-referencing key gives two relationships: the table name picks the
    // children (one-to-many), the FK column the parent (many-to-one).
    if (hint === undefined) {
      return (target === relationship.foreignTable && isOneToMany) || (single?.[0] === target && isManyToOne);
    }
    return target === relationship.foreignTable && isOneToMany && single?.[1] === hint;
  }
  if (hint === undefined) {
    return (
      target === relationship.foreignTable ||
      (byConstraint(target) && !relationship.foreignIsView) ||
      (single?.[0] === target && !relationship.foreignIsView)
    );
  }
  return (
    target === relationship.foreignTable &&
    (byConstraint(hint) || single?.[0] === hint || single?.[1] === hint || relationship.junction?.table === hint)
  );
}

function relationshipSuggestion(schema: SchemaSnapshot, origin: string, target: string) {
  const related = schema.relationships.get(origin);
  if (!related) {
    const suggestion = closestName(origin, schema.relationships.keys(), 0.33);
    return suggestion ? `Perhaps you meant '${suggestion}' instead of '${origin}'.` : null;
  }
  const suggestion = closestName(
    target,
    related.map((relationship) => relationship.foreignTable),
    0.33,
  );
  return suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null;
}

function nodeAt(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.embeds.find((embed) => embed.key === name);
    if (!next) throw errors.notEmbedded(name);
    node = next;
  }
  return node;
}

function resolveFilter(node: ReadNode, filter: Filter): ResolvedFilter {
  if (!node.columns.has(filter.field.name)) {
    const embed = node.embeds.find((candidate) => candidate.key === filter.field.name);
    if (embed && filter.field.json.length === 0) {
      if (filter.operation.kind !== "is" || filter.operation.value !== "null")
        throw errors.unacceptableFilter(embed.key);
      return { kind: "embed-null", embed, isNull: !filter.negate };
    }
  }
  const column = findColumn(node, filter.field.name);
  return { kind: "column", column, json: filter.field.json, negate: filter.negate, operation: filter.operation };
}

function resolveLogic(node: ReadNode, tree: LogicTree): ResolvedLogic {
  if (tree.kind === "filter") return { kind: "filter", filter: resolveFilter(node, tree.filter) };
  return {
    kind: "logic",
    operator: tree.operator,
    negate: tree.negate,
    children: tree.children.map((child) => resolveLogic(node, child)),
  };
}

function resolveOrder(node: ReadNode, term: OrderTerm, aliases: AliasCounter): ResolvedOrder {
  const { direction, nulls } = term;
  if (term.relation === undefined) {
    return {
      ref: { kind: "column", column: findColumn(node, term.field.name), json: term.field.json },
      direction,
      nulls,
    };
  }
  const embed = node.embeds.find((candidate) => candidate.key === term.relation);
  if (!embed) throw errors.notEmbedded(term.relation);
  if (!embed.toOne) throw errors.relatedOrderNotToOne(node.relation, term.relation);
  const column = findColumn(embed, term.field.name);
  const as = aliases.take("o");
  embed.exposed.push({ field: { column, json: [] }, as });
  return { ref: { kind: "related", embed, as }, direction, nulls };
}

/**
 * The columns of the root a read over written rows uses: its selected columns and the
 * columns its embeds join on ("all" for `*`).
 */
export function rootColumnsRead(root: ReadNode): Column[] | "all" {
  if (root.select.some((field) => field.kind === "star")) return "all";
  const names = new Set<string>();
  for (const field of root.select) {
    if (field.kind === "column") names.add(field.column.name);
    if (field.kind === "aggregate" && field.field) names.add(field.field.column.name);
  }
  for (const embed of root.embeds) {
    const pairs = embed.relationship.junction?.originColumns ?? embed.relationship.columns;
    for (const [parentColumn] of pairs) names.add(parentColumn);
  }
  return [...names].map((name) => root.columns.get(name)!);
}

/** Every name in a write payload or columns= must be a column of the target. */
export function writableColumns(relation: Relation, names: string[]): Column[] {
  return names.map((name) => {
    const column = relation.columns.get(name);
    if (!column) throw errors.writeColumnNotFound(relation.name, name);
    return column;
  });
}

// ---------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------

/**
 * PostgREST's findProc: the overload whose parameters match the argument names — every
 * required parameter given, and nothing that is not a parameter.
 */
export function findRoutine(schema: SchemaSnapshot, name: string, argumentKeys: string[], isPost: boolean): Routine {
  const overloads = schema.routines.get(name) ?? [];
  const keys = new Set(argumentKeys);
  const matches = overloads.filter((routine) => {
    const named = routine.params.every((param) => param.name !== "");
    if (!named) return false;
    const required = routine.params.filter((param) => !param.hasDefault).map((param) => param.name);
    const all = new Set(routine.params.map((param) => param.name));
    return [...keys].every((key) => all.has(key)) && required.every((param) => keys.has(param));
  });
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1) {
    throw errors.ambiguousFunction(
      EXPOSED_SCHEMA,
      name,
      matches.map((routine) => routine.params),
    );
  }
  const unnamedJson = overloads.some(
    (routine) => routine.params.length === 1 && routine.params[0]!.name === "" && /^jsonb?$/.test(routine.params[0]!.type),
  );
  if (unnamedJson) {
    throw errors.notImplemented(
      `Functions with a single unnamed json parameter (${name}) are not supported by the local backend`,
    );
  }
  const sortedKeys = [...keys].sort();
  throw errors.functionNotFound(EXPOSED_SCHEMA, name, sortedKeys, isPost, routineSuggestion(schema, name, overloads));
}

function routineSuggestion(schema: SchemaSnapshot, name: string, overloads: Routine[]) {
  if (overloads.length > 0) {
    const params = overloads[0]!.params.map((param) => param.name).sort();
    return `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${name}(${params.join(", ")})`;
  }
  const suggestion = closestName(name, schema.routines.keys());
  return suggestion ? `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${suggestion}` : null;
}
