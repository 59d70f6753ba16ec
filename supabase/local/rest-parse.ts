/**
 * Parsers for PostgREST's query-string grammar (select, filters, and/or trees, order,
 * columns, on_conflict), following PostgREST 12's QueryParams.hs. They only produce
 * syntax trees: names are checked against the schema cache later, and values are bound
 * as parameters, so nothing here is ever spliced into SQL.
 */

export type JsonStep = { arrow: "->" | "->>"; key: string; index: boolean };
export type Field = { name: string; json: JsonStep[] };

/** PostgREST 12's aggregate functions (`amount.sum()`, `count()`). */
export const AGGREGATES = ["count", "sum", "avg", "max", "min"] as const;
export type AggregateName = (typeof AGGREGATES)[number];

export type SelectItem =
  | { kind: "star" }
  | { kind: "column"; field: Field; alias?: string; cast?: string }
  /** `field.agg()`, with a cast of its input before and of its result after; count() has no field. */
  | { kind: "aggregate"; aggregate: AggregateName; field?: Field; alias?: string; inputCast?: string; cast?: string }
  | {
      kind: "embed";
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      children: SelectItem[];
    };

/** Operators that take one value, mapped to their SQL operator (a fixed allow-list). */
export const SIMPLE_OPERATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
} as const;
export type SimpleOperator = keyof typeof SIMPLE_OPERATORS;

/** Operators that accept an (any) / (all) quantifier: `like(any).{a*,b*}`. */
const QUANTIFIABLE = new Set<string>(["eq", "gt", "gte", "lt", "lte", "like", "ilike", "match", "imatch"]);

export const FTS_OPERATORS = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const;
export type FtsOperator = keyof typeof FTS_OPERATORS;

export type IsValue = "null" | "true" | "false" | "unknown";

export type Operation =
  | { kind: "simple"; operator: SimpleOperator; quantifier?: "any" | "all"; value: string }
  | { kind: "in"; values: string[] }
  | { kind: "is"; value: IsValue }
  | { kind: "isdistinct"; value: string }
  | { kind: "fts"; operator: FtsOperator; language?: string; value: string };

export type Filter = { field: Field; negate: boolean; operation: Operation };

export type LogicTree =
  | { kind: "filter"; filter: Filter }
  | { kind: "logic"; operator: "and" | "or"; negate: boolean; children: LogicTree[] };

export type OrderTerm = { relation?: string; field: Field; direction?: "asc" | "desc"; nulls?: "first" | "last" };

/** An embed path: [] is the root, ["author"] the resource embedded as author, … */
export type EmbedPath = string[];

export type Range = { limit?: number; offset?: number };

export type ParsedQuery = {
  select: SelectItem[];
  filters: Array<{ path: EmbedPath; filter: Filter }>;
  logic: Array<{ path: EmbedPath; tree: LogicTree }>;
  order: Array<{ path: EmbedPath; terms: OrderTerm[] }>;
  /** Keyed by the embed path joined with "." ("" for the root). */
  ranges: Map<string, Range>;
  columns?: string[];
  onConflict?: string[];
  /** Parameters that are not filters: a function's arguments on GET /rpc/fn. */
  params: Array<[string, string]>;
};

/** A syntax error, reported as PostgREST's PGRST100. */
export class QueryParseError extends Error {
  readonly details: string;

  constructor(message: string, details: string) {
    super(message);
    this.details = details;
  }
}

const RESERVED = new Set(["select", "columns", "on_conflict"]);
const RESERVED_EMBEDDABLE = new Set(["order", "limit", "offset", "and", "or"]);
/** Query parameters Supabase's gateway consumes itself. */
const GATEWAY_PARAMS = new Set(["apikey"]);

export function parseQuery(search: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: parseSelect(search.get("select") || "*"),
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    params: [],
  };
  const columns = search.get("columns");
  if (columns !== null) parsed.columns = parseColumnList(columns, "columns parameter");
  const onConflict = search.get("on_conflict");
  if (onConflict !== null) parsed.onConflict = parseColumnList(onConflict, "on_conflict parameter");

  for (const [key, value] of search) {
    if (RESERVED.has(key) || GATEWAY_PARAMS.has(key)) continue;
    const last = key.split(".").pop()!;
    if (RESERVED_EMBEDDABLE.has(last)) {
      if (value === "") continue;
      if (last === "order") parsed.order.push(parseOrderParam(key, value));
      else if (last === "and" || last === "or") parsed.logic.push(parseLogicParam(key, value));
      else addRange(parsed.ranges, key, last, value);
    } else if (key.includes(".") || hasOperator(value)) {
      parsed.filters.push(parseFilterParam(key, value));
    } else {
      parsed.params.push([key, value]);
    }
  }
  return parsed;
}

/** PostgREST's test for "this parameter is a filter": its value starts with an operator. */
function hasOperator(value: string) {
  const parts = value.split(".");
  const first = parts[0]!;
  if (first === "not" && parts.length > 1) return true;
  if (first === "is" || first === "in" || first === "isdistinct") return true;
  const bare = first.replace(/\((any|all)\)$/, "").replace(/\(.*$/, "");
  return Object.hasOwn(SIMPLE_OPERATORS, bare) || Object.hasOwn(FTS_OPERATORS, bare);
}

function addRange(ranges: Map<string, Range>, key: string, last: string, value: string) {
  const path = parsePathOnly(key);
  // PostgREST ignores a limit it cannot read; refusing it is safer than returning every row.
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new QueryParseError(`"failed to parse ${last} parameter (${value})"`, "expecting a non-negative integer");
  }
  const pathKey = path.join(".");
  const range = ranges.get(pathKey) ?? {};
  if (last === "limit") range.limit = Number(value);
  else range.offset = Number(value);
  ranges.set(pathKey, range);
}

// ---------------------------------------------------------------------------------------
// A cursor over one parameter, with PostgREST-style error messages.
// ---------------------------------------------------------------------------------------

class Cursor {
  pos = 0;
  readonly text: string;
  readonly context: string;

  constructor(text: string, context: string) {
    this.text = text;
    this.context = context;
  }

  get atEnd() {
    return this.pos >= this.text.length;
  }
  peek(offset = 0) {
    return this.text[this.pos + offset];
  }
  startsWith(prefix: string) {
    return this.text.startsWith(prefix, this.pos);
  }
  eat(prefix: string) {
    if (!this.startsWith(prefix)) return false;
    this.pos += prefix.length;
    return true;
  }
  expect(prefix: string, expecting = JSON.stringify(prefix)) {
    if (!this.eat(prefix)) this.fail(expecting);
  }
  skipSpaces() {
    while (this.peek() === " " || this.peek() === "\t") this.pos++;
  }
  fail(expecting: string, unexpected?: string): never {
    const found = unexpected ?? (this.atEnd ? "end of input" : JSON.stringify(this.peek()));
    throw new QueryParseError(
      `"failed to parse ${this.context} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/** A name: "quoted" (with \-escapes) or identifier characters joined by dashes. */
function parseFieldName(cursor: Cursor): string {
  cursor.skipSpaces();
  if (cursor.peek() === '"') return parseQuoted(cursor);
  let name = parseIdentifier(cursor);
  while (cursor.peek() === "-" && cursor.peek(1) !== ">" && IDENTIFIER_CHAR.test(cursor.peek(1) ?? "")) {
    cursor.pos++;
    name += "-" + parseIdentifier(cursor);
  }
  return name;
}

function parseIdentifier(cursor: Cursor) {
  const start = cursor.pos;
  while (!cursor.atEnd && IDENTIFIER_CHAR.test(cursor.peek()!)) cursor.pos++;
  const name = cursor.text.slice(start, cursor.pos).trim();
  if (!name) cursor.fail("field name (* or [a..z0..9_$])");
  return name;
}

function parseQuoted(cursor: Cursor) {
  cursor.expect('"');
  let value = "";
  while (!cursor.atEnd && cursor.peek() !== '"') {
    if (cursor.peek() === "\\") cursor.pos++;
    if (cursor.atEnd) break;
    value += cursor.peek();
    cursor.pos++;
  }
  cursor.expect('"');
  return value;
}

function parseJsonPath(cursor: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = cursor.eat("->>") ? "->>" : cursor.eat("->") ? "->" : undefined;
    if (!arrow) return steps;
    const index = cursor.text.slice(cursor.pos).match(/^-?\d+(?=$|->|::|\.|,|\))/);
    if (index) {
      cursor.pos += index[0].length;
      steps.push({ arrow, key: index[0], index: true });
    } else {
      steps.push({ arrow, key: parseFieldName(cursor), index: false });
    }
  }
}

function parseField(cursor: Cursor): Field {
  const name = parseFieldName(cursor);
  const json = parseJsonPath(cursor);
  cursor.skipSpaces();
  return { name, json };
}

// ---------------------------------------------------------------------------------------
// select=
// ---------------------------------------------------------------------------------------

export function parseSelect(text: string): SelectItem[] {
  const cursor = new Cursor(text, "select parameter");
  const items = parseSelectList(cursor);
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  return items;
}

function parseSelectList(cursor: Cursor): SelectItem[] {
  const items = [parseSelectItem(cursor)];
  cursor.skipSpaces();
  while (cursor.eat(",")) {
    items.push(parseSelectItem(cursor));
    cursor.skipSpaces();
  }
  return items;
}

function parseSelectItem(cursor: Cursor): SelectItem {
  cursor.skipSpaces();
  if (cursor.eat("*")) {
    expectItemEnd(cursor);
    return { kind: "star" };
  }
  const spread = cursor.eat("...");
  const first = parseFieldName(cursor);
  let alias: string | undefined;
  let name = first;
  if (!spread && cursor.peek() === ":" && cursor.peek(1) !== ":") {
    cursor.pos++;
    alias = first;
    name = parseFieldName(cursor);
  }
  if (!spread && name === "count" && cursor.eat("()")) {
    const cast = parseCast(cursor);
    expectItemEnd(cursor);
    return { kind: "aggregate", aggregate: "count", alias, cast };
  }
  if (cursor.peek() === "!" || cursor.peek() === "(") {
    return parseEmbed(cursor, name, alias, spread);
  }
  if (spread) cursor.fail('"(" or "!"');
  const json = parseJsonPath(cursor);
  const cast = parseCast(cursor);
  const aggregate = parseAggregateCall(cursor);
  if (aggregate) {
    const resultCast = parseCast(cursor);
    expectItemEnd(cursor);
    return { kind: "aggregate", aggregate, field: { name, json }, alias, inputCast: cast, cast: resultCast };
  }
  expectItemEnd(cursor);
  return { kind: "column", field: { name, json }, alias, cast };
}

function parseCast(cursor: Cursor) {
  const cast = cursor.eat("::") ? parseIdentifier(cursor) : undefined;
  cursor.skipSpaces();
  return cast;
}

/** `.sum()` after a field: the aggregate's name, or undefined when there is none. */
function parseAggregateCall(cursor: Cursor): AggregateName | undefined {
  const match = cursor.text.slice(cursor.pos).match(/^\.([a-z]+)\(\)/);
  if (!match) return undefined;
  const name = match[1] as AggregateName;
  if (!AGGREGATES.includes(name)) cursor.fail("aggregate function (count, sum, avg, max, min)", `unknown aggregate ${name}`);
  cursor.pos += match[0].length;
  return name;
}

function expectItemEnd(cursor: Cursor) {
  cursor.skipSpaces();
  if (!cursor.atEnd && cursor.peek() !== "," && cursor.peek() !== ")") cursor.fail('"," or ")" or end of input');
}

function parseEmbed(cursor: Cursor, relation: string, alias: string | undefined, spread: boolean): SelectItem {
  let hint: string | undefined;
  let inner = false;
  for (let i = 0; i < 2 && cursor.eat("!"); i++) {
    const value = parseFieldName(cursor);
    if (value === "inner") inner = true;
    else if (value !== "left") hint = value;
  }
  cursor.expect("(");
  const children = cursor.peek() === ")" ? [] : parseSelectList(cursor);
  cursor.expect(")", '"," or ")"');
  cursor.skipSpaces();
  expectItemEnd(cursor);
  return { kind: "embed", relation, alias, hint, inner, spread, children };
}

// ---------------------------------------------------------------------------------------
// Filters: column=op.value
// ---------------------------------------------------------------------------------------

function parseFilterParam(key: string, value: string): { path: EmbedPath; filter: Filter } {
  const { path, field } = parseTreePath(key);
  const cursor = new Cursor(value, "filter");
  const { negate, operation } = parseOperation(cursor, "rest");
  return { path, filter: { field, negate, operation } };
}

/** "a.b.col->x": the embed path [a, b] and the field col->x. */
function parseTreePath(key: string): { path: EmbedPath; field: Field } {
  const cursor = new Cursor(key, "tree path");
  const names = [parseFieldName(cursor)];
  while (cursor.eat(".")) names.push(parseFieldName(cursor));
  const json = parseJsonPath(cursor);
  if (!cursor.atEnd) cursor.fail('"." or end of input');
  const name = names.pop()!;
  return { path: names, field: { name, json } };
}

/** The embed path of "a.b.limit" or "a.b.order": [a, b]. */
function parsePathOnly(key: string): EmbedPath {
  return parseTreePath(key).path;
}

type ValueStyle = "rest" | "logic";

/** [not.]operator.value; `style` says where a value ends: at the end, or before , or ). */
function parseOperation(cursor: Cursor, style: ValueStyle): { negate: boolean; operation: Operation } {
  const negate = cursor.eat("not.");
  return { negate, operation: parseOperator(cursor, style) };
}

function parseOperator(cursor: Cursor, style: ValueStyle): Operation {
  if (cursor.eat("in.")) {
    const values = parseListValue(cursor);
    if (style === "rest" && !cursor.atEnd) cursor.fail("end of input");
    return { kind: "in", values };
  }
  if (cursor.eat("is.")) return { kind: "is", value: parseIsValue(cursor, style) };
  if (cursor.eat("isdistinct.")) return { kind: "isdistinct", value: parseValue(cursor, style) };

  const rest = cursor.text.slice(cursor.pos);
  const fts = rest.match(/^(fts|plfts|phfts|wfts)(?:\(([\p{L}\p{N}_ $]+)\))?\./u);
  if (fts) {
    cursor.pos += fts[0].length;
    const language = fts[2]?.trim();
    return { kind: "fts", operator: fts[1] as FtsOperator, language, value: parseValue(cursor, style) };
  }
  const simple = rest.match(/^([a-z]+)(?:\((any|all)\))?\./);
  if (!simple) cursor.fail("operator (eq, gt, ...)");
  const name = simple[1]!;
  const quantifier = simple[2] as "any" | "all" | undefined;
  if (!Object.hasOwn(SIMPLE_OPERATORS, name) || (quantifier && !QUANTIFIABLE.has(name))) {
    cursor.fail("operator (eq, gt, ...)", `unknown single value operator ${simple[0].slice(0, -1)}`);
  }
  cursor.pos += simple[0].length;
  return { kind: "simple", operator: name as SimpleOperator, quantifier, value: parseValue(cursor, style) };
}

function parseIsValue(cursor: Cursor, style: ValueStyle): IsValue {
  const match = cursor.text.slice(cursor.pos).match(/^(null|unknown|true|false)/i);
  if (!match) cursor.fail("null or trilean value (unknown, true, false)");
  cursor.pos += match[0].length;
  if (style === "rest" && !cursor.atEnd) cursor.fail("end of input");
  return match[0].toLowerCase() as IsValue;
}

function parseValue(cursor: Cursor, style: ValueStyle): string {
  if (style === "rest") {
    const value = cursor.text.slice(cursor.pos);
    cursor.pos = cursor.text.length;
    return value;
  }
  return parseLogicValue(cursor);
}

/** A value inside and/or: "quoted", a {pg,array}, or everything up to , or ). */
function parseLogicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = parseQuoted(cursor);
    if (cursor.atEnd || cursor.peek() === "," || cursor.peek() === ")") return value;
    cursor.pos = start;
  }
  if (cursor.peek() === "{") {
    const end = cursor.text.indexOf("}", cursor.pos);
    const inner = end === -1 ? "" : cursor.text.slice(cursor.pos + 1, end);
    if (end !== -1 && !inner.includes("{")) {
      cursor.pos = end + 1;
      return `{${inner}}`;
    }
  }
  return readUntil(cursor, ",)");
}

function readUntil(cursor: Cursor, stops: string) {
  const start = cursor.pos;
  while (!cursor.atEnd && !stops.includes(cursor.peek()!)) cursor.pos++;
  return cursor.text.slice(start, cursor.pos);
}

/** in.(a,b,"c,d") */
function parseListValue(cursor: Cursor): string[] {
  cursor.skipSpaces();
  cursor.expect("(");
  const values = [parseListElement(cursor)];
  while (cursor.eat(",")) values.push(parseListElement(cursor));
  cursor.expect(")", '"," or ")"');
  cursor.skipSpaces();
  return values;
}

function parseListElement(cursor: Cursor) {
  if (cursor.peek() === '"') {
    const start = cursor.pos;
    const value = parseQuoted(cursor);
    if (cursor.peek() === "," || cursor.peek() === ")") return value;
    cursor.pos = start;
  }
  return readUntil(cursor, ",)");
}

// ---------------------------------------------------------------------------------------
// or=(…) and=(…)
// ---------------------------------------------------------------------------------------

function parseLogicParam(key: string, value: string): { path: EmbedPath; tree: LogicTree } {
  const names = key.split(".");
  const operator = names.pop() as "and" | "or";
  const negate = names.includes("not");
  const path = parsePathNames(names.filter((name) => name !== "not"));
  const cursor = new Cursor(value, "logic tree");
  const tree = parseLogicBody(cursor, operator, negate);
  if (!cursor.atEnd) cursor.fail("end of input");
  return { path, tree };
}

function parsePathNames(names: string[]): EmbedPath {
  return names.map((name) => {
    const cursor = new Cursor(name, "logic path");
    const parsed = parseFieldName(cursor);
    if (!cursor.atEnd) cursor.fail("end of input");
    return parsed;
  });
}

function parseLogicBody(cursor: Cursor, operator: "and" | "or", negate: boolean): LogicTree {
  cursor.skipSpaces();
  cursor.expect("(");
  const children = [parseLogicTree(cursor)];
  cursor.skipSpaces();
  while (cursor.eat(",")) {
    children.push(parseLogicTree(cursor));
    cursor.skipSpaces();
  }
  cursor.expect(")", '"," or ")"');
  cursor.skipSpaces();
  return { kind: "logic", operator, negate, children };
}

function parseLogicTree(cursor: Cursor): LogicTree {
  cursor.skipSpaces();
  const nested = cursor.text.slice(cursor.pos).match(/^(not\.)?(and|or)\s*\(/);
  if (nested) {
    cursor.pos += nested[0].length - 1;
    return parseLogicBody(cursor, nested[2] as "and" | "or", Boolean(nested[1]));
  }
  const field = parseField(cursor);
  cursor.expect(".", "delimiter (.)");
  const { negate, operation } = parseOperation(cursor, "logic");
  return { kind: "filter", filter: { field, negate, operation } };
}

// ---------------------------------------------------------------------------------------
// order=, columns=, on_conflict=
// ---------------------------------------------------------------------------------------

function parseOrderParam(key: string, value: string): { path: EmbedPath; terms: OrderTerm[] } {
  return { path: parsePathOnly(key), terms: parseOrder(value) };
}

export function parseOrder(text: string): OrderTerm[] {
  const cursor = new Cursor(text, "order");
  const terms = [parseOrderTerm(cursor)];
  while (cursor.eat(",")) terms.push(parseOrderTerm(cursor));
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  return terms;
}

function parseOrderTerm(cursor: Cursor): OrderTerm {
  const name = parseFieldName(cursor);
  const term: OrderTerm = { field: { name, json: [] } };
  if (cursor.eat("(")) {
    term.relation = name;
    term.field = parseField(cursor);
    cursor.expect(")");
  } else {
    term.field.json = parseJsonPath(cursor);
  }
  if (cursor.eat(".asc")) term.direction = "asc";
  else if (cursor.eat(".desc")) term.direction = "desc";
  if (cursor.eat(".nullsfirst")) term.nulls = "first";
  else if (cursor.eat(".nullslast")) term.nulls = "last";
  cursor.skipSpaces();
  if (!cursor.atEnd && cursor.peek() !== ",") cursor.fail('"asc", "desc", "nullsfirst" or "nullslast"');
  return term;
}

function parseColumnList(text: string, context: string): string[] {
  const cursor = new Cursor(text, context);
  const names = [parseFieldName(cursor)];
  cursor.skipSpaces();
  while (cursor.eat(",")) {
    names.push(parseFieldName(cursor));
    cursor.skipSpaces();
  }
  if (!cursor.atEnd) cursor.fail('"," or end of input');
  return names;
}
