/**
 * The eight generator types (docs/spec/01-marketplace-core.md §3), the one type list: the browse
 * filters of /listings and /auctions, the sell wizard, create auction, the bulk upload, badges,
 * tiles and guides. generator_listings.type and auction_listings.type store the keys (their
 * check constraints list the same ones: supabase/tests/listing-fields.test.ts ties the three).
 */

export const generatorTypeKeys = [
  "portable",
  "homeBackup",
  "dieselStandby",
  "dieselPrime",
  "gasPowered",
  "trailerMounted",
  "hybrid",
  "battery",
] as const;

export type GeneratorTypeKey = (typeof generatorTypeKeys)[number];

export type GeneratorType = {
  key: GeneratorTypeKey;
  name: string;
  /** For badges and compact lists, e.g. 'Diesel Standby'. */
  shortName: string;
  description: string;
  applications: string[];
};

export const generatorTypes: Record<GeneratorTypeKey, GeneratorType> = {
  portable: {
    key: "portable",
    name: "Portable Generators",
    shortName: "Portable",
    description: "Light, quiet petrol and inverter units you can carry to site, the campsite or the back garden.",
    applications: ["Camping and leisure", "Market stalls and events", "Power tools on site", "Emergency home use"],
  },
  homeBackup: {
    key: "homeBackup",
    name: "Home Backup Generators",
    shortName: "Home Backup",
    description: "Permanently installed sets that start by themselves when the grid fails and keep a home running.",
    applications: ["Whole-house backup", "Rural properties", "Home offices", "Medical equipment at home"],
  },
  dieselStandby: {
    key: "dieselStandby",
    name: "Diesel Standby Generators",
    shortName: "Diesel Standby",
    description: "Diesel sets with automatic transfer switching that protect buildings through mains failures.",
    applications: ["Data centres", "Hospitals and care homes", "Offices and retail", "Telecoms sites"],
  },
  dieselPrime: {
    key: "dieselPrime",
    name: "Diesel Prime Power",
    shortName: "Diesel Prime",
    description: "Heavy-duty diesel sets rated to run for long hours as the main source of power.",
    applications: ["Construction sites", "Quarries and mines", "Off-grid farms", "Remote infrastructure"],
  },
  gasPowered: {
    key: "gasPowered",
    name: "Gas Powered Generators",
    shortName: "Gas Powered",
    description: "Natural gas and LPG sets with cleaner emissions, including CHP units that recover heat.",
    applications: ["Combined heat and power", "Greenhouses", "Leisure centres", "Low-emission zones"],
  },
  trailerMounted: {
    key: "trailerMounted",
    name: "Trailer Mounted Generators",
    shortName: "Trailer Mounted",
    description: "Towable, road-legal sets with integral fuel tanks, ready to move between sites.",
    applications: ["Events and festivals", "Utilities and roadworks", "Film and broadcast", "Temporary site power"],
  },
  hybrid: {
    key: "hybrid",
    name: "Hybrid Generators",
    shortName: "Hybrid",
    description: "A generator paired with batteries that runs the engine only when needed, cutting fuel and noise.",
    applications: ["Welfare cabins", "Night-time site lighting", "Telecoms masts", "Noise-sensitive sites"],
  },
  battery: {
    key: "battery",
    name: "Battery Energy Storage",
    shortName: "Battery Storage",
    description: "Silent, emission-free battery systems that store power from the grid, solar or a generator.",
    applications: ["Peak shaving", "Solar storage", "Indoor and urban events", "EV charging support"],
  },
};

export function isGeneratorType(value: unknown): value is GeneratorTypeKey {
  return typeof value === "string" && (generatorTypeKeys as readonly string[]).includes(value);
}

/**
 * The sell wizard's category words from before it asked for the type (docs/bulk-upload.md),
 * which a bulk upload's type column still takes: each files a listing under a type, by its
 * fuel where the word alone does not say (the rule that filed wizard listings until
 * 20261129152114_one_vocabulary.sql replaced their categories with these types).
 */
export const typeAliases = ["Diesel", "Petrol", "Portable", "Standby", "Industrial", "Marine Generator"] as const;

export type TypeAlias = (typeof typeAliases)[number];

export function typeOfAlias(alias: TypeAlias, fuel: string | undefined): GeneratorTypeKey {
  if (fuel === "Hybrid") return "hybrid";
  if (alias === "Portable" || alias === "Petrol") return "portable";
  if (fuel === "Natural Gas" || fuel === "Propane/LPG") return "gasPowered";
  if (alias === "Industrial" || alias === "Marine Generator") return "dieselPrime";
  if (alias === "Standby" && fuel !== "Diesel") return "homeBackup";
  return "dieselStandby";
}
