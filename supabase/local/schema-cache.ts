/**
 * What PostgREST calls its schema cache: the tables, views, columns, keys, foreign-key
 * relationships and functions of the exposed schema (`public`), read from the catalog.
 * The REST service checks every identifier of a request against it before any SQL is
 * built, so names that reach SQL are names that exist. It is reloaded when a lookup
 * misses (a table created after the server started), as PostgREST reloads on NOTIFY.
 */
import type { Queryable } from "./db.ts";

export const EXPOSED_SCHEMA = "public";

export type Column = {
  name: string;
  /** As format_type() prints it, e.g. "integer", "text[]", "timestamp with time zone". */
  type: string;
  /** pg_type.typname of the column's type, e.g. "int4", "_text", "jsonb", "tsvector". */
  typeName: string;
  /** The sequence a serial or identity column takes its values from (as regclass text). */
  sequence?: string;
};

export type RelationKind = "table" | "view" | "materialized view" | "foreign table" | "composite type";

export type Relation = {
  name: string;
  kind: RelationKind;
  columns: Map<string, Column>;
  /** Primary key columns (for a view: those of its base table, when the view exposes them all). */
  primaryKey: string[];
  /** Every unique key, the primary key included. */
  uniqueKeys: string[][];
};

export type ForeignKey = {
  constraint: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
};

export type Cardinality = "many-to-one" | "one-to-many" | "one-to-one" | "many-to-many";

/** An embeddable relation seen from `table`: `table?select=foreignTable(*)`. */
export type Relationship = {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** The foreign key (for many-to-many: the junction's key to `table`). */
  constraint: string;
  /** Join pairs (column of `table`, column of `foreignTable`); empty for many-to-many. */
  columns: Array<[string, string]>;
  junction?: Junction;
  isSelf: boolean;
  foreignIsView: boolean;
};

export type Junction = {
  table: string;
  /** The junction's foreign key to the origin, and to the target. */
  constraint1: string;
  constraint2: string;
  /** Pairs (column of origin, column of junction), and (column of target, column of junction). */
  originColumns: Array<[string, string]>;
  targetColumns: Array<[string, string]>;
};

export type RoutineParam = { name: string; type: string; hasDefault: boolean; variadic: boolean };

export type RoutineReturn =
  | { kind: "void" }
  | { kind: "scalar"; set: boolean; type: string }
  /** Rows: of a relation of the schema (`setof books`), or of OUT / TABLE parameters. */
  | { kind: "composite"; set: boolean; relation?: string; columns: Map<string, Column> };

export type Routine = {
  name: string;
  params: RoutineParam[];
  returns: RoutineReturn;
  volatility: "immutable" | "stable" | "volatile";
};

export type SchemaSnapshot = {
  relations: Map<string, Relation>;
  routines: Map<string, Routine[]>;
  /** Relationships keyed by the origin table or view. */
  relationships: Map<string, Relationship[]>;
};

export type SchemaCache = {
  /** The loaded schema (loads it on first use). */
  get(): Promise<SchemaSnapshot>;
  /** Reads the catalog again; concurrent callers share one reload. */
  reload(): Promise<SchemaSnapshot>;
  /** Forgets the loaded schema: the next get() reads the catalog again. */
  invalidate(): void;
};

export function createSchemaCache(db: Queryable): SchemaCache {
  let current: Promise<SchemaSnapshot> | undefined;
  let pending: Promise<SchemaSnapshot> | undefined;
  function reload() {
    pending ??= loadSchema(db).then(
      (schema) => {
        pending = undefined;
        return schema;
      },
      (error: unknown) => {
        // Do not keep a failed load: the next request tries again.
        pending = undefined;
        current = undefined;
        throw error;
      },
    );
    current = pending;
    return pending;
  }
  return {
    get: () => current ?? reload(),
    reload,
    invalidate() {
      if (!pending) current = undefined;
    },
  };
}

export async function loadSchema(db: Queryable): Promise<SchemaSnapshot> {
  const relationRows = (await db.query<RelationRow>(RELATIONS_SQL, [EXPOSED_SCHEMA])).rows;
  const constraintRows = (await db.query<ConstraintRow>(CONSTRAINTS_SQL, [EXPOSED_SCHEMA])).rows;
  const viewRows = (await db.query<ViewRow>(VIEWS_SQL, [EXPOSED_SCHEMA])).rows;
  const routineRows = (await db.query<RoutineRow>(ROUTINES_SQL, [EXPOSED_SCHEMA])).rows;

  const relations = new Map<string, Relation>();
  const namesByOid = new Map<string, string>();
  const columnNamesByOid = new Map<string, Map<number, string>>();
  for (const row of relationRows) {
    const columns = parseJson<ColumnRow[]>(row.columns);
    relations.set(row.name, {
      name: row.name,
      kind: RELATION_KINDS[row.kind] ?? "table",
      columns: new Map(columns.map((column) => [column.name, toColumn(column)])),
      primaryKey: [],
      uniqueKeys: [],
    });
    namesByOid.set(String(row.oid), row.name);
    columnNamesByOid.set(String(row.oid), new Map(columns.map((column) => [column.num, column.name])));
  }

  const foreignKeys: ForeignKey[] = [];
  for (const row of constraintRows) {
    const relation = relations.get(row.table);
    if (!relation) continue;
    if (row.type === "f") {
      if (row.foreign_table && relations.has(row.foreign_table)) {
        foreignKeys.push({
          constraint: row.name,
          table: row.table,
          columns: row.columns,
          foreignTable: row.foreign_table,
          foreignColumns: row.foreign_columns ?? [],
        });
      }
    } else {
      if (row.type === "p") relation.primaryKey = row.columns;
      relation.uniqueKeys.push(row.columns);
    }
  }

  const viewColumns = resolveViewColumns(viewRows, namesByOid, columnNamesByOid);
  addViewKeys(relations, viewColumns);
  const allForeignKeys = [...foreignKeys, ...viewForeignKeys(foreignKeys, viewColumns)];

  return {
    relations,
    routines: buildRoutines(routineRows, relations, namesByOid),
    relationships: buildRelationships(allForeignKeys, relations),
  };
}

const RELATION_KINDS: Record<string, RelationKind> = {
  r: "table",
  p: "table",
  v: "view",
  m: "materialized view",
  f: "foreign table",
  c: "composite type",
};

/** Relations that can be queried at /rest/v1/<name> (composite types only describe rows). */
export function isQueryable(relation: Relation) {
  return relation.kind !== "composite type";
}

type ColumnRow = { name: string; num: number; type: string; type_name: string; sequence: string | null };
type RelationRow = { oid: string | number; name: string; kind: string; columns: ColumnRow[] | string };
type ConstraintRow = {
  name: string;
  type: "p" | "u" | "f";
  table: string;
  columns: string[];
  foreign_table: string | null;
  foreign_columns: string[] | null;
};
type ViewRow = { oid: string | number; name: string; action: string };
type RoutineRow = {
  name: string;
  volatility: "i" | "s" | "v";
  returns_set: boolean;
  default_count: number;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  return_type: string;
  return_type_name: string;
  return_type_type: string;
  return_relid: string | number;
};

const RELATIONS_SQL = `
select c.oid::int8 as oid, c.relname::text as name, c.relkind::text as kind,
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname, 'num', a.attnum, 'type', format_type(a.atttypid, a.atttypmod), 'type_name', t.typname,
      'sequence', (select s.oid::regclass::text from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
                   where d.refobjid = c.oid and d.refobjsubid = a.attnum and d.deptype in ('a', 'i') limit 1)
    ) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`;

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, c.relname::text as table,
  array(select a.attname::text from unnest(con.conkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
  fc.relname::text as foreign_table,
  array(select a.attname::text from unnest(con.confkey) with ordinality k(num, ord)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as foreign_columns
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
left join pg_class fc on fc.oid = con.confrelid
left join pg_namespace fn on fn.oid = fc.relnamespace
where n.nspname = $1 and con.contype in ('p', 'u', 'f') and (con.contype <> 'f' or fn.nspname = $1)
order by con.conname`;

const VIEWS_SQL = `
select c.oid::int8 as oid, c.relname::text as name, r.ev_action::text as action
from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace
where n.nspname = $1 and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`;

const ROUTINES_SQL = `
select p.proname::text as name, p.provolatile::text as volatility, p.proretset as returns_set,
  p.pronargdefaults::int as default_count,
  coalesce(p.proargnames, '{}')::text[] as arg_names,
  coalesce(p.proargmodes::text[], '{}') as arg_modes,
  array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord) order by ord) as arg_types,
  format_type(p.prorettype, null) as return_type, rt.typname::text as return_type_name,
  rt.typtype::text as return_type_type, rt.typrelid::int8 as return_relid
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = $1 and p.prokind = 'f'`;

/** Both drivers parse json columns, but be tolerant of a driver that hands back text. */
function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

function toColumn(row: ColumnRow): Column {
  return { name: row.name, type: row.type, typeName: row.type_name, ...(row.sequence ? { sequence: row.sequence } : {}) };
}

// ---------------------------------------------------------------------------------------
// Views: which base-table column each view column shows, so views get the keys and
// relationships of their tables, as PostgREST infers them.
// ---------------------------------------------------------------------------------------

type ColumnSource = { relation: string; column: string };
/** view name → view column → the base column it shows */
type ViewColumns = Map<string, Map<string, ColumnSource>>;

function resolveViewColumns(
  rows: ViewRow[],
  namesByOid: Map<string, string>,
  columnNamesByOid: Map<string, Map<number, string>>,
): ViewColumns {
  const direct: ViewColumns = new Map();
  for (const row of rows) {
    const viewColumns = columnNamesByOid.get(String(row.oid));
    const mapping = new Map<string, ColumnSource>();
    for (const entry of topLevelTargetEntries(row.action)) {
      const relation = namesByOid.get(entry.origTable);
      const column = columnNamesByOid.get(entry.origTable)?.get(entry.origColumn);
      const viewColumn = viewColumns?.get(entry.resno);
      if (relation && column && viewColumn) mapping.set(viewColumn, { relation, column });
    }
    direct.set(row.name, mapping);
  }
  // A view over a view: follow the chain down to the table.
  const resolved: ViewColumns = new Map();
  for (const [view, mapping] of direct) {
    const chained = new Map<string, ColumnSource>();
    for (const [viewColumn, source] of mapping) {
      let current: ColumnSource | undefined = source;
      for (let depth = 0; current && direct.has(current.relation) && depth < 16; depth++) {
        current = direct.get(current.relation)!.get(current.column);
      }
      if (current) chained.set(viewColumn, current);
    }
    resolved.set(view, chained);
  }
  return resolved;
}

type TargetEntry = { resno: number; origTable: string; origColumn: number };

/**
 * The target list of the view's top-level query, from pg_rewrite.ev_action (the stored
 * query tree as text). Nested queries (subqueries, CTEs) sit deeper and are skipped.
 */
function topLevelTargetEntries(action: string): TargetEntry[] {
  const entries: TargetEntry[] = [];
  let depth = 0;
  let token = "";
  let inTopTargetList = false;
  let targetListDepth = -1;
  let key = "";
  let current: Partial<TargetEntry> | undefined;

  const finishToken = () => {
    if (!token) return;
    if (depth === 2 && token === ":targetList") {
      inTopTargetList = true;
      targetListDepth = depth + 1;
    } else if (inTopTargetList && depth === targetListDepth + 1) {
      if (token === "{TARGETENTRY") {
        current = {};
      } else if (token.startsWith(":")) {
        key = token;
      } else if (current && key) {
        if (key === ":resno") current.resno = Number(token);
        if (key === ":resorigtbl") current.origTable = token;
        if (key === ":resorigcol") current.origColumn = Number(token);
        key = "";
      }
    }
    token = "";
  };

  for (let i = 0; i < action.length; i++) {
    const char = action[i]!;
    if (char === "\\") {
      token += action[i + 1] ?? "";
      i++;
    } else if (char === "(" || char === "{") {
      finishToken();
      depth++;
      // "{NAME" is kept as one token so node types can be recognised.
      if (char === "{") token = "{";
    } else if (char === ")" || char === "}") {
      finishToken();
      if (inTopTargetList && depth === targetListDepth + 1 && char === "}" && current) {
        if (current.resno !== undefined && current.origTable && current.origTable !== "0" && current.origColumn) {
          entries.push(current as TargetEntry);
        }
        current = undefined;
      }
      if (inTopTargetList && depth === targetListDepth && char === ")") return entries;
      depth--;
    } else if (char === " " || char === "\n") {
      finishToken();
    } else {
      token += char;
    }
  }
  return entries;
}

/** A view exposing every column of its table's primary key (or a unique key) has that key too. */
function addViewKeys(relations: Map<string, Relation>, viewColumns: ViewColumns) {
  for (const [view, mapping] of viewColumns) {
    const relation = relations.get(view);
    if (!relation) continue;
    const sourceTables = new Set([...mapping.values()].map((source) => source.relation));
    for (const tableName of sourceTables) {
      const table = relations.get(tableName);
      if (!table) continue;
      const mapKey = (key: string[]) => mapColumnsToView(mapping, tableName, key);
      const primaryKey = table.primaryKey.length ? mapKey(table.primaryKey) : undefined;
      if (primaryKey && relation.primaryKey.length === 0) relation.primaryKey = primaryKey;
      for (const key of table.uniqueKeys) {
        const viewKey = mapKey(key);
        if (viewKey) relation.uniqueKeys.push(viewKey);
      }
    }
  }
}

/** The view's columns showing exactly `columns` of `table`, in order; undefined if any is missing. */
function mapColumnsToView(mapping: Map<string, ColumnSource>, table: string, columns: string[]) {
  const result: string[] = [];
  for (const column of columns) {
    const match = [...mapping].find(([, source]) => source.relation === table && source.column === column);
    if (!match) return undefined;
    result.push(match[0]);
  }
  return result;
}

/** Every foreign key, restated for each view showing its columns, on either end. */
function viewForeignKeys(foreignKeys: ForeignKey[], viewColumns: ViewColumns): ForeignKey[] {
  const result: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    const sources = [{ table: fk.table, columns: fk.columns }];
    const targets = [{ table: fk.foreignTable, columns: fk.foreignColumns }];
    for (const [view, mapping] of viewColumns) {
      const asSource = mapColumnsToView(mapping, fk.table, fk.columns);
      if (asSource) sources.push({ table: view, columns: asSource });
      const asTarget = mapColumnsToView(mapping, fk.foreignTable, fk.foreignColumns);
      if (asTarget) targets.push({ table: view, columns: asTarget });
    }
    for (const source of sources) {
      for (const target of targets) {
        if (source.table === fk.table && target.table === fk.foreignTable) continue;
        result.push({
          constraint: fk.constraint,
          table: source.table,
          columns: source.columns,
          foreignTable: target.table,
          foreignColumns: target.columns,
        });
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// Relationships
// ---------------------------------------------------------------------------------------

function buildRelationships(foreignKeys: ForeignKey[], relations: Map<string, Relation>) {
  const byOrigin = new Map<string, Relationship[]>();
  const add = (relationship: Relationship) => {
    const list = byOrigin.get(relationship.table) ?? [];
    list.push(relationship);
    byOrigin.set(relationship.table, list);
  };
  const isView = (name: string) => relations.get(name)?.kind !== "table";

  for (const fk of foreignKeys) {
    // A foreign key that is also a unique key of its table makes the relation one-to-one.
    const unique = isUniqueKey(relations.get(fk.table), fk.columns);
    const pairs = fk.columns.map((column, i): [string, string] => [column, fk.foreignColumns[i]!]);
    const isSelf = fk.table === fk.foreignTable;
    add({
      table: fk.table,
      foreignTable: fk.foreignTable,
      cardinality: unique ? "one-to-one" : "many-to-one",
      constraint: fk.constraint,
      columns: pairs,
      isSelf,
      foreignIsView: isView(fk.foreignTable),
    });
    add({
      table: fk.foreignTable,
      foreignTable: fk.table,
      cardinality: unique ? "one-to-one" : "one-to-many",
      constraint: fk.constraint,
      columns: pairs.map(([column, foreign]): [string, string] => [foreign, column]),
      isSelf,
      foreignIsView: isView(fk.table),
    });
  }

  // Many-to-many through a junction table whose two foreign keys are part of its primary key.
  const tableForeignKeys = foreignKeys.filter((fk) => !isView(fk.table) && !isView(fk.foreignTable));
  for (const first of tableForeignKeys) {
    for (const second of tableForeignKeys) {
      if (first.table !== second.table || first.constraint === second.constraint) continue;
      const primaryKey = relations.get(first.table)?.primaryKey ?? [];
      const junctionColumns = [...first.columns, ...second.columns];
      if (!junctionColumns.every((column) => primaryKey.includes(column))) continue;
      add({
        table: first.foreignTable,
        foreignTable: second.foreignTable,
        cardinality: "many-to-many",
        constraint: first.constraint,
        columns: [],
        junction: {
          table: first.table,
          constraint1: first.constraint,
          constraint2: second.constraint,
          originColumns: first.foreignColumns.map((column, i): [string, string] => [column, first.columns[i]!]),
          targetColumns: second.foreignColumns.map((column, i): [string, string] => [column, second.columns[i]!]),
        },
        isSelf: first.foreignTable === second.foreignTable,
        foreignIsView: false,
      });
    }
  }
  return byOrigin;
}

function isUniqueKey(relation: Relation | undefined, columns: string[]) {
  if (!relation) return false;
  return relation.uniqueKeys.some(
    (key) => key.length === columns.length && key.every((column) => columns.includes(column)),
  );
}

/** Whether embedding `relationship` gives one object (or null) rather than an array. */
export function isToOne(relationship: Relationship) {
  return relationship.cardinality === "many-to-one" || relationship.cardinality === "one-to-one";
}

// ---------------------------------------------------------------------------------------
// Functions
// ---------------------------------------------------------------------------------------

function buildRoutines(rows: RoutineRow[], relations: Map<string, Relation>, namesByOid: Map<string, string>) {
  const routines = new Map<string, Routine[]>();
  for (const row of rows) {
    const routine = toRoutine(row, relations, namesByOid);
    const list = routines.get(routine.name) ?? [];
    list.push(routine);
    routines.set(routine.name, list);
  }
  return routines;
}

function toRoutine(row: RoutineRow, relations: Map<string, Relation>, namesByOid: Map<string, string>): Routine {
  const modes = row.arg_modes.length ? row.arg_modes : row.arg_types.map(() => "i");
  const params: RoutineParam[] = [];
  const outColumns = new Map<string, Column>();
  row.arg_types.forEach((type, i) => {
    const mode = modes[i] ?? "i";
    const name = row.arg_names[i] ?? "";
    if (mode === "i" || mode === "b" || mode === "v") {
      params.push({ name, type, hasDefault: false, variadic: mode === "v" });
    }
    if (mode === "o" || mode === "b" || mode === "t") {
      // format_type() names json, jsonb and tsvector as typname does: all typeName is used for.
      outColumns.set(name, { name, type, typeName: type });
    }
  });
  // Defaults belong to the last pronargdefaults input parameters.
  params.forEach((param, i) => {
    param.hasDefault = i >= params.length - row.default_count;
  });
  return {
    name: row.name,
    params,
    returns: toReturn(row, outColumns, relations, namesByOid),
    volatility: row.volatility === "i" ? "immutable" : row.volatility === "s" ? "stable" : "volatile",
  };
}

function toReturn(
  row: RoutineRow,
  outColumns: Map<string, Column>,
  relations: Map<string, Relation>,
  namesByOid: Map<string, string>,
): RoutineReturn {
  if (row.return_type_name === "void") return { kind: "void" };
  // OUT / TABLE parameters name the result columns (even a single one, which Postgres
  // otherwise reports as a scalar return type).
  if (outColumns.size > 0) return { kind: "composite", set: row.returns_set, columns: outColumns };
  if (row.return_type_type === "c") {
    const relation = namesByOid.get(String(row.return_relid));
    const columns = relation ? relations.get(relation)?.columns : undefined;
    if (relation && columns) {
      const isTableLike = relations.get(relation)?.kind !== "composite type";
      return { kind: "composite", set: row.returns_set, relation: isTableLike ? relation : undefined, columns };
    }
  }
  return { kind: "scalar", set: row.returns_set, type: row.return_type };
}
