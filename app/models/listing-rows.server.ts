import * as z from "zod";
import { bulkTemplateColumns, MAX_IMPORT_ROWS, type TemplateColumnName } from "~/content/bulk-template";
import { generatorTypeKeys, generatorTypes, typeAliases, typeOfAlias } from "~/content/generator-types";
import { brands, conditions, fuelAliases, fuelTypes, OTHER_BRAND, phaseTypes, vatStatuses, storedBrand } from "~/content/listing-options";
import { storedPowerKw } from "~/content/power";
import { depotByReference, type DepotRow } from "~/models/depot.server";
import { BasicInfoSchema, createSpecsSchema, listingPriceFields } from "~/models/listing-fields";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { ownerMayEdit } from "~/models/listing-rules";
import { optionalText } from "~/utils/validation";

/**
 * A bulk upload's rows: the CSV's cells read as people write them (prices with £ and commas,
 * labels in any case), judged by the sell wizard's own schemas (models/listing-fields.ts),
 * then planned against the seller's listings: which rows create, which update a listing
 * with the same stock_ref (and what changes), which change nothing, which fail and why.
 */

/** The listing columns a row writes (confirm_listing_import's record, the same names). */
export type ListingValues = {
  title: string;
  type: string;
  condition: string;
  description: string;
  power_kw: number;
  fuel: string;
  brand: string;
  model: string | null;
  year: number;
  hours: number | null;
  price_gbp: number;
  vat_status: string;
  postcode: string;
  location: string | null;
  warranty_months: number;
  phase: string | null;
  sockets: boolean;
  emissions: string | null;
  /**
   * The depot the row names (its `depot` column, a reference read among the seller's depots),
   * only when it names one: write_listing_row then puts a new listing there (else at the main
   * depot) and moves an updated one (else it stays). The dealer API passes its own.
   */
  depot_id?: string;
};

export type RowFailure = { row: number; column: string; message: string };
export type ValidRow = { row: number; stockRef: string | null; images: string[]; values: ListingValues };

/** Where the wizard's pricing step asks for the price and place (its listing option is the wizard's own). */
const PriceSchema = z.object(listingPriceFields);

/** What only a file has: the dealer's stock number, the photos it names, and sockets written as words. */
const FileOnlySchema = z.object({
  stockRef: optionalText("Stock ref", 50),
  sockets: z.boolean({ error: "has_sockets must be yes or no" }),
  images: z.array(z.string()).max(MAX_LISTING_PHOTOS, `Only ${MAX_LISTING_PHOTOS} photos allowed per listing`),
});

/** Which CSV column each schema field comes from (its errors name that column). */
const columnOf: Record<string, TemplateColumnName> = {
  title: "title",
  type: "type",
  condition: "condition",
  description: "description",
  powerOutput: "power",
  fuelType: "fuel_type",
  brand: "brand",
  otherBrand: "brand",
  model: "model",
  year: "year",
  hoursUsed: "hours",
  askingPrice: "price",
  vatStatus: "vat_status",
  postcode: "postcode",
  locationDetails: "location",
  stockRef: "stock_ref",
  warrantyMonths: "warranty_length",
  phase: "phase",
  sockets: "has_sockets",
  emissions: "emissions_rating",
  images: "images",
};

/** Lists whose values may be written by label or value, in any case, with - for –. */
const choiceColumns: Partial<Record<TemplateColumnName, ReadonlyArray<{ value: string; words: string[] }>>> = {
  // A type by its key, its name or its short name (the label last: a refusal names the list by
  // it); the wizard's old category words are read by typeOfCell.
  type: generatorTypeKeys.map((key) => ({ value: key, words: [key, generatorTypes[key].name, generatorTypes[key].shortName] })),
  // A used condition also without its "Used – " ("Good"), and New in Stock as "New" (the
  // template's word before the one condition list, docs/selling.md#bulk-upload).
  condition: conditions.map((condition) => ({
    value: condition.key,
    // The label last: a refusal names the list by it (messageFor).
    words: [condition.key, condition.label.replace(/^Used – /, ""), ...(condition.key === "new-in-stock" ? ["New"] : []), condition.label],
  })),
  // The one fuel list, also by its other words ("Petrol", "LPG": fuelAliases).
  fuel_type: fuelTypes.map((fuel) => ({ value: fuel, words: [...(fuelAliases[fuel] ?? []), fuel] })),
  vat_status: vatStatuses.map((status) => ({ value: status.key, words: [status.key, status.label] })),
  phase: phaseTypes.map((value) => ({ value, words: [value] })),
};

const fold = (text: string) => text.toLowerCase().replace(/[–—]/g, "-").replace(/\s+/g, " ").trim();

/** A list's value for what was typed, or what was typed when it matches none (the schema then names the choices). */
function choice(column: TemplateColumnName, typed: string) {
  const match = choiceColumns[column]?.find((option) => option.words.some((word) => fold(word) === fold(typed)));
  return match?.value ?? typed;
}

/**
 * The type column: a type of the one list (choice), or one of the wizard's old category words
 * ("Standby"), filed by the row's fuel as the wizard filed it (typeOfAlias).
 */
function typeOfCell(typed: string, fuel: string | undefined) {
  const alias = typeAliases.find((word) => fold(word) === fold(typed));
  return alias && !choiceColumns.type?.some((option) => option.words.some((word) => fold(word) === fold(typed)))
    ? typeOfAlias(alias, fuel)
    : choice("type", typed);
}

/** A listed brand in any case, else Other with the name as typed (the wizard's Other); blank stays blank. */
function brandCells(typed: string) {
  if (!typed) return { brand: undefined };
  const listed = brands.find((brand) => fold(brand) === fold(typed) && brand !== OTHER_BRAND);
  return listed ? { brand: listed } : { brand: OTHER_BRAND, otherBrand: typed };
}

/**
 * A number as people write it: "£12,500", "12500.00", "80 kW"; blank is undefined; not a
 * number is NaN. Commas only group thousands: "2,2" (a European decimal comma) is not read
 * as 22 but refused, so no figure is silently multiplied.
 */
export function readNumber(typed: string) {
  const compact = typed.replace(/^\s*(£|gbp)/i, "").replace(/(kw|kva|hrs?|hours|months?)\s*$/i, "").replace(/\s/g, "");
  if (compact === "") return undefined;
  if (compact.includes(",") && !/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) return Number.NaN;
  const plain = compact.replaceAll(",", "");
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * The power column in kW, as listings store it: a figure, "80 kW", or a kVA ("100 kVA" is
 * 80 kW at the 0.8 power factor, content/power.ts), so a kVA is never read as that many kW.
 */
export function readPowerKw(typed: string) {
  const figure = readNumber(typed);
  return figure !== undefined && /kva\s*$/i.test(typed) ? storedPowerKw(figure, "kVA") : figure;
}

function readYesNo(typed: string) {
  const word = fold(typed);
  if (word === "") return false;
  if (["yes", "y", "true", "1"].includes(word)) return true;
  if (["no", "n", "false", "0"].includes(word)) return false;
  return undefined;
}

/** Header cells as column names: "Fuel Type" and "fuel_type" alike. */
const headerName = (cell: string) => cell.trim().toLowerCase().replace(/[\s-]+/g, "_");

type ReadRows = { ok: true; valid: ValidRow[]; failures: RowFailure[]; rowCount: number } | { ok: false; message: string };

/** A depot as the rows name it (by reference) and the preview shows it (by name). */
export type NamedDepot = Pick<DepotRow, "id" | "reference" | "name">;

/**
 * The seller's depots the `depot` column is read among (getDealerDepots, read once per
 * upload); a private seller has none, and is told depots are a trade seller's.
 */
export type RowDepots = { depots: ReadonlyArray<NamedDepot>; privateSeller: boolean };

/**
 * The `depot` cell: blank chooses nothing; a reference chooses that depot (depotByReference,
 * the dealer API's lookup); anything else is the row's failure, saying where references are.
 */
function depotOfCell(typed: string, { depots, privateSeller }: RowDepots): { depotId?: string; message?: string } {
  if (!typed) return {};
  if (privateSeller) return { message: "Depots are for trade sellers' stock: leave depot empty" };
  const depot = depotByReference(depots, typed);
  return depot ? { depotId: depot.id } : { message: `No depot with reference ${typed}: see the Depots tab of the sellers portal for your references` };
}

/**
 * The file's rows judged one by one. Row numbers are the spreadsheet's: the header is row 1.
 * The whole file is refused (ok: false) when its header lacks a required column, it has no
 * rows, or more than MAX_IMPORT_ROWS. A row's `depot` is read among the seller's `depots`.
 */
export function readImportRows(
  rows: string[][],
  { maxYear, depots = [], privateSeller = false }: { maxYear: number } & Partial<RowDepots>,
): ReadRows {
  const [header, ...body] = rows;
  if (!header || body.length === 0) {
    return { ok: false, message: "The file has no rows to import: put the template's header row first, then one generator per row." };
  }
  if (body.length > MAX_IMPORT_ROWS) {
    return { ok: false, message: `The file has ${body.length} rows: at most ${MAX_IMPORT_ROWS} rows can be uploaded at once. Split it into smaller files.` };
  }
  const names = header.map(headerName);
  const missing = bulkTemplateColumns.filter((column) => column.required && !names.includes(column.name)).map((column) => column.name);
  if (missing.length) {
    return { ok: false, message: `The header row lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}. Use the template's header row.` };
  }
  const specsSchema = createSpecsSchema({ maxYear });
  const valid: ValidRow[] = [];
  const failures: RowFailure[] = [];
  body.forEach((cells, index) => {
    const cell = (column: TemplateColumnName) => {
      const at = names.indexOf(column);
      return at < 0 ? "" : (cells[at] ?? "").trim();
    };
    // Row numbers are the spreadsheet's: the header is row 1.
    const judged = judgeListingRow(cell, index + 2, specsSchema);
    const depot = depotOfCell(cell("depot"), { depots, privateSeller });
    if (judged.ok && !depot.message) {
      valid.push(depot.depotId ? { ...judged.row, values: { ...judged.row.values, depot_id: depot.depotId } } : judged.row);
      return;
    }
    if (!judged.ok) failures.push(...judged.failures);
    if (depot.message) failures.push({ row: index + 2, column: "depot", message: depot.message });
  });
  return { ok: true, valid, failures, rowCount: body.length };
}

/**
 * One listing's cells as the template's columns give them (a CSV row, or the dealer API's
 * JSON written as cells: app/utils/dealer-api.server.ts), judged by the wizard's schemas:
 * the listing's columns, or each column's first failure. `row` numbers the failures.
 */
export function judgeListingRow(
  cell: (column: TemplateColumnName) => string,
  row: number,
  specsSchema: ReturnType<typeof createSpecsSchema>,
): { ok: true; row: ValidRow } | { ok: false; failures: RowFailure[] } {
  const text = (column: TemplateColumnName) => cell(column) || undefined;
  const listed = (column: TemplateColumnName) => (cell(column) ? choice(column, cell(column)) : undefined);
  const rowFailures: RowFailure[] = [];
  const judge = <T,>(schema: z.ZodType<T>, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "");
      const column = columnOf[field] ?? field;
      // One message per column: the first is what to fix first.
      if (!rowFailures.some((failure) => failure.column === column)) rowFailures.push({ row, column, message: messageFor(column, issue.message, cell(column as TemplateColumnName)) });
    }
    return null;
  };
  // Unreadable (not yes/no) is undefined: FileOnlySchema refuses it by name; the specs take no.
  const sockets = readYesNo(cell("has_sockets"));
  const type = cell("type") ? typeOfCell(cell("type"), listed("fuel_type")) : undefined;
  const basic = judge(BasicInfoSchema, { title: text("title"), type, condition: listed("condition"), description: text("description") });
  const specs = judge(specsSchema, {
    powerOutput: readPowerKw(cell("power")),
    fuelType: listed("fuel_type"),
    ...brandCells(cell("brand")),
    model: text("model"),
    year: readNumber(cell("year")),
    hoursUsed: readNumber(cell("hours")),
    warrantyMonths: readNumber(cell("warranty_length")),
    phase: listed("phase"),
    emissions: text("emissions_rating"),
    sockets: sockets ?? false,
  });
  const pricing = judge(PriceSchema, {
    askingPrice: readNumber(cell("price")),
    vatStatus: listed("vat_status"),
    postcode: text("postcode"),
    locationDetails: text("location"),
  });
  const extras = judge(FileOnlySchema, {
    stockRef: text("stock_ref"),
    sockets,
    images: cell("images").split(";").map((name) => name.trim()).filter(Boolean),
  });
  if (!basic || !specs || !pricing || !extras) return { ok: false, failures: rowFailures };
  return {
    ok: true,
    row: {
      row,
      stockRef: extras.stockRef ?? null,
      images: extras.images,
      values: {
        title: basic.title,
        type: basic.type,
        condition: basic.condition,
        description: basic.description,
        power_kw: specs.powerOutput,
        fuel: specs.fuelType,
        brand: storedBrand(specs.brand, specs.otherBrand) ?? specs.brand,
        model: specs.model ?? null,
        year: specs.year,
        hours: specs.hoursUsed ?? null,
        price_gbp: pricing.askingPrice,
        vat_status: pricing.vatStatus,
        postcode: pricing.postcode,
        location: pricing.locationDetails ?? null,
        // The wizard stores an unknown warranty as none.
        warranty_months: specs.warrantyMonths ?? 0,
        phase: specs.phase ?? null,
        sockets: specs.sockets,
        emissions: specs.emissions ?? null,
      },
    },
  };
}

/** The wizard's words, except that a value outside a list also names the list (a file cannot offer a menu). */
function messageFor(column: string, message: string, typed: string) {
  const options = choiceColumns[column as TemplateColumnName];
  if (typed && options && column !== "phase") {
    return `"${typed}" is not one of: ${options.map((option) => option.words.at(-1)).join(", ")}`;
  }
  return message;
}

/** Why a listing in a status its owner may not change cannot take an update (private.listing_status_words in supabase/schemas/88-dealer-api.sql says the same to the API; supabase/tests/dealer-api-listings.test.ts ties the two). */
export const statusWords: Record<string, string> = {
  pending: "is waiting for the team's review",
  sold: "is sold",
  expired: "has expired",
  inactive: "is deactivated (reactivate it first)",
};

/** One of the seller's listings with a stock_ref, as an update compares against it. */
export type StockListing = { id: string; status: string; stock_ref: string } & { [Column in keyof ListingValues]: ListingValues[Column] | string | null };

export type Change = { column: keyof ListingValues; before: string; after: string };
export type PlannedRow =
  /** `depot`: the depot a new row names, as the preview shows it (none named: the main one). */
  | { row: number; action: "create"; stock_ref: string | null; values: ListingValues; images: string[]; depot?: string }
  | { row: number; action: "update"; stock_ref: string; listing_id: string; values: ListingValues; changes: Change[]; images: string[] };

const shown = (value: unknown) => (value === null || value === undefined ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value));
/** numeric columns come back as strings or numbers depending on the client: compare as numbers. */
const same = (before: unknown, after: unknown) =>
  typeof after === "number" && before !== null && before !== undefined ? Number(before) === after : shown(before) === shown(after);

/** A depot as the preview names it: its name and the reference the file uses. */
const depotLabel = (depot: NamedDepot) => `${depot.name} (${depot.reference})`;

/**
 * The valid rows against the seller's listings: a stock_ref the seller already uses updates
 * that listing (when its status lets its owner change it) and shows what changes, a move to
 * another depot by the depots' names; the same stock_ref twice in one file fails the second;
 * a row that changes nothing is counted as unchanged. `depots` are the seller's (readImportRows').
 */
export function planImport(valid: ValidRow[], existing: ReadonlyArray<StockListing>, depots: ReadonlyArray<NamedDepot> = []) {
  const byRef = new Map(existing.map((listing) => [listing.stock_ref, listing]));
  const depotById = new Map(depots.map((depot) => [depot.id, depotLabel(depot)]));
  const shownAs = (column: keyof ListingValues, value: unknown) =>
    column === "depot_id" && typeof value === "string" ? (depotById.get(value) ?? "") : shown(value);
  const seen = new Set<string>();
  const planned: PlannedRow[] = [];
  const failures: RowFailure[] = [];
  let unchanged = 0;
  for (const item of valid) {
    const ref = item.stockRef;
    if (ref !== null && seen.has(ref)) {
      failures.push({ row: item.row, column: "stock_ref", message: `Stock ref ${ref} is used by an earlier row of this file` });
      continue;
    }
    if (ref !== null) seen.add(ref);
    const listing = ref === null ? undefined : byRef.get(ref);
    if (!listing || ref === null) {
      const depot = item.values.depot_id ? depotById.get(item.values.depot_id) : undefined;
      planned.push({ row: item.row, action: "create", stock_ref: ref, values: item.values, images: item.images, ...(depot ? { depot } : {}) });
      continue;
    }
    const changes = (Object.keys(item.values) as Array<keyof ListingValues>)
      .filter((column) => !same(listing[column], item.values[column]))
      .map((column) => ({ column, before: shownAs(column, listing[column]), after: shownAs(column, item.values[column]) }));
    if (changes.length === 0 && item.images.length === 0) {
      unchanged += 1;
      continue;
    }
    if (!ownerMayEdit(listing.status)) {
      failures.push({ row: item.row, column: "stock_ref", message: `Your listing with stock ref ${ref} ${statusWords[listing.status] ?? `is ${listing.status}`}, so it cannot be changed now` });
      continue;
    }
    planned.push({ row: item.row, action: "update", stock_ref: ref, listing_id: listing.id, values: item.values, changes, images: item.images });
  }
  return { planned, failures, unchanged };
}
