import { kvaOfKw } from "~/content/power";

/**
 * The option lists of docs/spec/01-marketplace-core.md §3 that listings are described and filtered by. The values
 * are the ones the database stores (its check constraints list the same ones).
 */

export const fuelTypes = [
  "Diesel",
  "Petrol/Gasoline",
  "Natural Gas",
  "Propane/LPG",
  "Dual Fuel",
  "Tri-Fuel",
  "Solar",
  "Hybrid",
  "Battery/Electric",
  "Hydrogen",
] as const;

export type FuelType = (typeof fuelTypes)[number];

/**
 * Other words for a fuel that a bulk upload's fuel_type column takes (docs/bulk-upload.md): the
 * sell wizard's and the template's before the one fuel list ("Petrol", "LPG"), and each half
 * of a two-word value.
 */
export const fuelAliases: Partial<Record<FuelType, readonly string[]>> = {
  "Petrol/Gasoline": ["Petrol", "Gasoline"],
  "Propane/LPG": ["LPG", "Propane"],
  "Battery/Electric": ["Battery", "Electric"],
};

/**
 * The one phase list (docs/listings.md): the browse filter, the sell wizard's specifications,
 * the bulk upload and create auction offer it; generator_listings.phase and
 * auction_listings.phase store these words (tied by supabase/tests/listing-fields.test.ts).
 */
export const phaseTypes = ["Single Phase", "Three Phase", "Split Phase"] as const;

export type PhaseType = (typeof phaseTypes)[number];

export const acousticTypes = ["Open Set", "Silenced", "Super Silenced", "Acoustic Canopy", "Acoustic Container"] as const;

/**
 * The one condition list (docs/listings.md, "One condition list"): the browse filter, the sell wizard, create
 * auction, both CSV templates and the bulk upload's check offer these, and every page shows a
 * stored key through `conditionLabel`. The keys are what generator_listings.condition and
 * auction_listings.condition store (their check constraints list the same ones:
 * supabase/tests/listing-fields.test.ts ties the three).
 */
export const conditions = [
  { key: "new-in-stock", label: "New in Stock" },
  { key: "used-excellent", label: "Used – Excellent" },
  { key: "used-good", label: "Used – Good" },
  { key: "used-fair", label: "Used – Fair" },
  { key: "used-poor", label: "Used – Poor" },
  { key: "used-spares-repairs", label: "Used – Spares or Repairs" },
  { key: "refurbished", label: "Refurbished" },
] as const;

export type ConditionKey = (typeof conditions)[number]["key"];

export const conditionKeys = conditions.map((condition) => condition.key) as [ConditionKey, ...ConditionKey[]];

/** A stored condition as people read it (the key itself if it is not on the list, nothing for none). */
export function conditionLabel(key: string | null | undefined) {
  return conditions.find((condition) => condition.key === key)?.label ?? key ?? "";
}

/**
 * The one brand list (the wizard's Brand, and the bulk upload's): the spec's twelve and every
 * brand the site's listings and auctions carry (a test checks the seed against it), then
 * Other, with the brand typed in (OTHER_BRAND).
 */
export const brands = [
  "Atlas Copco", "Bruno", "BYD", "Caterpillar", "Cummins", "Cummins Onan", "EcoFlow", "EODev", "FG Wilson",
  "Generac", "Himoinsa", "Honda", "Hyundai", "Jackery", "JCB", "Jenbacher", "Kipor", "Kohler", "Lister Petter",
  "MAN", "MTU", "Perkins", "Pramac", "Pylontech", "SDMO", "Stephill", "Tesla", "Victron", "Volvo Penta", "Yamaha",
  "Other",
] as const;

export const OTHER_BRAND = "Other" satisfies (typeof brands)[number];

/** The brand a listing stores: the one chosen, or the name typed for Other. */
export function storedBrand(brand: string | undefined, otherBrand: string | undefined) {
  return brand === OTHER_BRAND ? otherBrand : brand;
}

/** A stored brand as the form shows it: a listed brand, else Other with the name typed. */
export function brandChoice(stored: string | null | undefined): { brand?: string; otherBrand?: string } {
  if (!stored) return {};
  return (brands as readonly string[]).includes(stored) ? { brand: stored } : { brand: OTHER_BRAND, otherBrand: stored };
}

/** The sell wizard's bounds for a generator's year (the last is next year, utils/validation's maxGeneratorYear) and warranty. */
export const MIN_YEAR = 1990;
export const MAX_WARRANTY_MONTHS = 120;

export const keyFeatures = [
  "Remote Start",
  "Auto Transfer Switch",
  "Weather Enclosure",
  "Sound Attenuation",
  "Fuel Tank",
  "Battery Charger",
  "Digital Display",
  "Load Bank Tested",
  "Service Records Available",
] as const;

export const vatStatuses = [
  { key: "ex-vat", label: "Plus VAT" },
  { key: "inc-vat", label: "Including VAT" },
  { key: "vat-na", label: "No VAT" },
] as const;

export type VatStatusKey = (typeof vatStatuses)[number]["key"];

export function vatStatusLabel(key: string | null | undefined) {
  return vatStatuses.find((status) => status.key === key)?.label ?? "";
}

/**
 * The UK's regions, the one list (the location filter, a listing's and a profile's region,
 * SQL's check constraints: tied by supabase/tests/listing-fields.test.ts). Every listing carries one of these keys as its region;
 * `place` is the name a listing's free-text location may contain instead ("Islington,
 * London"), so a listing matches when its region is the key or its location contains the
 * place name.
 */
export const locations = [
  { key: "london", label: "London & South East", place: "London" },
  { key: "east", label: "East of England", place: "East of England" },
  { key: "southwest", label: "South West", place: "South West" },
  { key: "birmingham", label: "Birmingham & West Midlands", place: "Birmingham" },
  { key: "eastmidlands", label: "East Midlands", place: "East Midlands" },
  { key: "manchester", label: "Manchester & North West", place: "Manchester" },
  { key: "leeds", label: "Leeds & Yorkshire", place: "Leeds" },
  { key: "northeast", label: "North East", place: "North East" },
  { key: "wales", label: "Wales", place: "Wales" },
  { key: "scotland", label: "Scotland", place: "Scotland" },
  { key: "northernireland", label: "Northern Ireland", place: "Northern Ireland" },
] as const;

export type LocationKey = (typeof locations)[number]["key"];

/**
 * kVA size bands, half-open: a listing's kVA (content/power.ts: kW × 1.25) is at least `min`
 * and under `max`, so a size on an edge is in one band only (100 kVA is in 100–250, not
 * 50–100), and the labels say "to under". The last has no top (`max` null; its key stays
 * what links and saved searches carry).
 */
export const kvaSizes = [
  { key: "0-2", label: "Under 2 kVA", min: 0, max: 2 },
  { key: "2-5", label: "2 to under 5 kVA", min: 2, max: 5 },
  { key: "5-8", label: "5 to under 8 kVA", min: 5, max: 8 },
  { key: "8-12", label: "8 to under 12 kVA", min: 8, max: 12 },
  { key: "12-15", label: "12 to under 15 kVA", min: 12, max: 15 },
  { key: "15-50", label: "15 to under 50 kVA", min: 15, max: 50 },
  { key: "50-100", label: "50 to under 100 kVA", min: 50, max: 100 },
  { key: "100-250", label: "100 to under 250 kVA", min: 100, max: 250 },
  { key: "250-500", label: "250 to under 500 kVA", min: 250, max: 500 },
  { key: "500-1000", label: "500 to under 1,000 kVA", min: 500, max: 1000 },
  { key: "1000-2000", label: "1 to under 2 MVA", min: 1000, max: 2000 },
  { key: "2000-3000", label: "2 MVA and over", min: 2000, max: null },
] as const satisfies readonly { key: string; label: string; min: number; max: number | null }[];

/** Whether a kVA is in a band (the same test as search_listings' kva_min and kva_max). */
export function inKvaBand(kva: number, band: { min: number; max: number | null }) {
  return kva >= band.min && (band.max === null || kva < band.max);
}

export type KvaSizeKey = (typeof kvaSizes)[number]["key"];

/** The band a filter's `kva=` key names, if any (its label, and its bounds for search_listings and search_auctions). */
export const kvaSize = (key: string | undefined) => kvaSizes.find((size) => size.key === key);

/**
 * The band a power in kW is in, by its kVA (content/power.ts): where an old link's exact-kW
 * `power=` leads on /listings and /auctions, which filter by these bands alone.
 */
export function kvaBandForKw(kw: number): KvaSizeKey | undefined {
  const kva = kvaOfKw(kw);
  return kvaSizes.find((size) => inKvaBand(kva, size))?.key;
}

/** Warranty filter: at least this many months. */
export const warrantyMonths = [6, 12, 18, 24, 36] as const;

/**
 * Slider bounds and steps (docs/spec/01-marketplace-core.md §9). The handles start at the bounds, which are open
 * ("2010 or older", "2025 or newer"), so an untouched slider filters nothing and says so:
 * the spec's default year range of 2015–2025 either hid older sets or showed a range the
 * results did not keep to. Price is typed instead (spec's £5,000 steps were too coarse for
 * portable sets; see routes/listings._index/schema.ts).
 */
export const rangeBounds = {
  year: { min: 2010, max: 2025, step: 1, defaultMin: 2010, defaultMax: 2025 },
  hours: { min: 0, max: 10_000, step: 100, defaultMin: 0, defaultMax: 10_000 },
} as const;

