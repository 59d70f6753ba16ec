import { generatorTypeKeys, generatorTypes, typeAliases } from "~/content/generator-types";
import { brands, conditions, fuelAliases, fuelTypes, OTHER_BRAND, phaseTypes, vatStatuses } from "~/content/listing-options";
import { MAX_LISTING_PHOTOS } from "~/models/listing-photo-rules";
import { toCsv } from "~/utils/csv";
import { formatGBP } from "~/utils/format";

/**
 * The one bulk CSV template (docs/spec/02-auctions-and-seller-tools.md §3 has two that disagree; this is their union plus
 * `type` and `stock_ref`): served as generator_listing_template.csv by /bulk-upload and as
 * trade_ads_template.csv by the sellers portal's Download Template, and documented column by
 * column on /bulk-upload. Each row is judged by the sell wizard's rules
 * (models/listing-fields.ts); routes/bulk-upload/rows.ts reads the columns named here.
 */
export const BULK_TEMPLATE_FILENAME = "generator_listing_template.csv";
export const PORTAL_TEMPLATE_FILENAME = "trade_ads_template.csv";

/** Most rows one upload takes, and the largest file (docs/spec/02-auctions-and-seller-tools.md §5: "max 5MB"). */
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export type TemplateColumn = {
  name: string;
  required: boolean;
  /** What goes in it: allowed values, units, format. */
  format: string;
  example: string;
};

const list = (items: readonly string[]) => items.join(", ");

export const bulkTemplateColumns = [
  { name: "stock_ref", required: false, format: "Your own stock number, up to 50 characters. A row with the stock_ref of one of your listings updates that listing; otherwise it creates a new one. Without it every upload creates new listings.", example: "STK-1042" },
  { name: "title", required: true, format: "Up to 150 characters.", example: "Perkins 100 kVA diesel standby generator" },
  {
    name: "type",
    required: true,
    format: `One of: ${list(generatorTypeKeys.map((key) => generatorTypes[key].shortName))} (the types buyers filter by). The older words ${list(typeAliases)} are still read, filed by the fuel.`,
    example: generatorTypes.dieselStandby.shortName,
  },
  { name: "condition", required: true, format: `One of: ${list(conditions.map((condition) => condition.label.replace("–", "-")))} ("Used - " may be left out).`, example: "Used - Good" },
  { name: "description", required: true, format: "Up to 5,000 characters; line breaks and commas are fine inside quotes.", example: "Ex-hire set, serviced every 250 hours." },
  // The example price is written by formatGBP: content modules write no £ figure (price-literals.test.ts).
  { name: "price", required: true, format: `Asking price in whole pounds, written as you like: 12500, ${formatGBP(12_500)} or 12500.00.`, example: formatGBP(12_500) },
  { name: "vat_status", required: true, format: `One of: ${list(vatStatuses.map((status) => status.label))}.`, example: "Plus VAT" },
  { name: "postcode", required: true, format: "UK postcode where the generator is, full or first half.", example: "B6 4AA" },
  { name: "location", required: false, format: "Town or area shown on the listing, up to 200 characters (the postcode when empty).", example: "Birmingham" },
  {
    name: "depot",
    required: false,
    format:
      "Dealers with depots: the depot's reference, as shown on the Depots tab of the sellers portal, in any case. Empty: a new listing goes to your main depot; an updated one stays where it is.",
    example: "LEEDS",
  },
  { name: "power", required: true, format: "Power output in kW, more than 0; or in kVA with its unit (100 kVA is read as 80 kW).", example: "80" },
  {
    name: "fuel_type",
    required: true,
    format: `One of: ${list(fuelTypes)} (${list(Object.values(fuelAliases).flat())} are read too).`,
    example: "Diesel",
  },
  { name: "brand", required: true, format: `One of: ${list(brands.filter((brand) => brand !== OTHER_BRAND))}; or any other make, as its name.`, example: "Perkins" },
  { name: "model", required: false, format: "Up to 100 characters.", example: "1104A-44TG2" },
  { name: "year", required: true, format: "Year of manufacture, four digits.", example: "2019" },
  { name: "hours", required: false, format: "Running hours, a whole number.", example: "4200" },
  { name: "warranty_length", required: false, format: "Warranty in months, 0 to 120 (0 when empty).", example: "6" },
  { name: "phase", required: false, format: `One of: ${list(phaseTypes)}.`, example: "Three Phase" },
  { name: "has_sockets", required: false, format: "yes or no (no when empty).", example: "no" },
  { name: "emissions_rating", required: false, format: "Up to 100 characters, e.g. Stage V.", example: "Stage IIIA" },
  { name: "images", required: false, format: `Photo file names separated by semicolons, at most ${MAX_LISTING_PHOTOS}; upload the photos with the CSV.`, example: "perkins-front.jpg;perkins-panel.jpg" },
] as const satisfies readonly TemplateColumn[];

export type TemplateColumnName = (typeof bulkTemplateColumns)[number]["name"];
type TemplateRow = Record<TemplateColumnName, string>;

/**
 * Two realistic rows, so each column's format is plain. Their depot is empty: a reference is
 * the dealer's own, and the template uploads as it is (to the main depot).
 */
const exampleRows: TemplateRow[] = [
  { ...(Object.fromEntries(bulkTemplateColumns.map((column) => [column.name, column.example])) as TemplateRow), depot: "" },
  {
    stock_ref: "STK-2107",
    title: "Honda EU22i portable inverter generator",
    type: generatorTypes.portable.shortName,
    condition: "New in Stock",
    description: "Boxed, never run. 2.2 kW, quiet enough for events, with a 2-year manufacturer's warranty.",
    price: "1495",
    vat_status: "Including VAT",
    postcode: "LS11 5DG",
    location: "Leeds",
    depot: "",
    power: "2.2",
    fuel_type: "Petrol/Gasoline",
    brand: "Honda",
    model: "EU22i",
    year: "2025",
    hours: "0",
    warranty_length: "24",
    phase: "Single Phase",
    has_sockets: "yes",
    emissions_rating: "",
    images: "",
  },
];

/** The template's text: the header row and the example rows. */
export function bulkTemplateCsv() {
  const names = bulkTemplateColumns.map((column) => column.name);
  return toCsv([names, ...exampleRows.map((row) => names.map((name) => row[name]))]);
}

/** The template as a download (the same response from both addresses, under each one's name). */
export function bulkTemplateResponse(filename: string) {
  return new Response(bulkTemplateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
