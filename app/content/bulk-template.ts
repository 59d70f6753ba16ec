/**
 * The CSV template sellers fill in for a bulk upload (spec 02 §3, "Bulk CSV template columns
 * (portal quick-action version)"), served as trade_ads_template.csv by the sellers portal's
 * Download Template. The one definition: the bulk-upload issue extends it here.
 */
export const BULK_TEMPLATE_FILENAME = "trade_ads_template.csv";

export const bulkTemplateColumns = [
  "title",
  "description",
  "price",
  "location",
  "year",
  "hours",
  "power",
  "brand",
  "model",
  "fuel_type",
  "warranty_length",
  "phase",
  "has_sockets",
  "emissions_rating",
  "condition",
  "images",
] as const;

type TemplateRow = Record<(typeof bulkTemplateColumns)[number], string>;

/** One filled-in row, so the format of each column is plain. `images`: several file names separated by semicolons. */
const exampleRow: TemplateRow = {
  title: "Perkins 100 kVA diesel standby generator",
  description: "Ex-hire set, serviced every 250 hours, load bank tested.",
  price: "12500",
  location: "Birmingham",
  year: "2019",
  hours: "4200",
  power: "80",
  brand: "Perkins",
  model: "1104A-44TG2",
  fuel_type: "Diesel",
  warranty_length: "6",
  phase: "Three Phase",
  has_sockets: "no",
  emissions_rating: "Stage IIIA",
  condition: "Used - Good",
  images: "perkins-front.jpg;perkins-panel.jpg",
};

/** A CSV field: quoted when it holds a comma, quote or line break. */
function csvField(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The template's text: the header row and the example row, CRLF line ends (RFC 4180). */
export function bulkTemplateCsv() {
  const rows = [bulkTemplateColumns, bulkTemplateColumns.map((column) => exampleRow[column])];
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
