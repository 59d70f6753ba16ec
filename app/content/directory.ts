import type { LocationKey } from "./listing-options";

/**
 * The accessory supplies and support services directory (docs/spec/02-auctions-and-seller-tools.md §2 "Directory", §3, §5):
 * 8 specialist services and 5 accessory suppliers, the area and category filters, and the
 * rule that selects items. The companies are illustrative; phone numbers are in Ofcom's
 * ranges reserved for drama, so none rings a real business.
 */

export const serviceCategories = ["installation", "maintenance", "testing", "repair", "training", "rental"] as const;
export const accessoryCategories = ["cables", "fuel", "ats", "enclosures", "parts"] as const;

export type ServiceCategory = (typeof serviceCategories)[number];
export type AccessoryCategory = (typeof accessoryCategories)[number];
export type DirectoryCategory = ServiceCategory | AccessoryCategory;

export const categoryLabels: Record<DirectoryCategory, string> = {
  installation: "Installation",
  maintenance: "Maintenance",
  testing: "Testing",
  repair: "Repair",
  training: "Training",
  rental: "Rental",
  cables: "Cables & Distribution",
  fuel: "Fuel Supply",
  ats: "Automatic Transfer Switches",
  enclosures: "Enclosures & Canopies",
  parts: "Parts & Spares",
};

/** Area filter: an item is in an area when its areas-covered text contains one of the keywords. */
export const directoryAreas = [
  { key: "national", label: "National coverage", keywords: ["national"] },
  { key: "manchester", label: "Manchester & North West", keywords: ["manchester", "lancashire", "cheshire"] },
  { key: "birmingham", label: "Birmingham & West Midlands", keywords: ["birmingham", "west midlands", "warwickshire"] },
  { key: "london", label: "London & South East", keywords: ["london", "essex", "kent", "surrey"] },
  { key: "leeds", label: "Leeds & Yorkshire", keywords: ["leeds", "yorkshire", "lincolnshire"] },
  { key: "scotland", label: "Scotland", keywords: ["scotland"] },
  { key: "wales", label: "Wales", keywords: ["wales"] },
  { key: "southwest", label: "South West", keywords: ["southwest", "devon", "cornwall"] },
  { key: "northeast", label: "North East", keywords: ["northeast", "newcastle", "sunderland"] },
  // The areas are regions of the one list (listing-options.ts `locations`), or national.
] as const satisfies ReadonlyArray<{ key: LocationKey | "national"; label: string; keywords: readonly string[] }>;

export type DirectoryArea = (typeof directoryAreas)[number]["key"];

export type DirectoryService = {
  id: string;
  name: string;
  category: ServiceCategory;
  location: string;
  areasCovered: string;
  rating: number;
  reviews: number;
  description: string;
  services: string[];
  phone: string;
  email: string;
  /** What View Profile adds: the firm in more depth. */
  profile: string;
  accreditations: string[];
};

export type DirectoryAccessory = {
  id: string;
  name: string;
  category: AccessoryCategory;
  location: string;
  areasCovered: string;
  description: string;
  phone: string;
  email: string;
};

export const directoryServices: DirectoryService[] = [
  {
    id: "northern-power-installations",
    name: "Northern Power Installations",
    category: "installation",
    location: "Trafford Park, Manchester",
    areasCovered: "Manchester, Lancashire, Cheshire and Merseyside",
    rating: 4.8,
    reviews: 127,
    description:
      "Design and installation of standby generators, AMF panels and changeover switches for offices, schools, farms and care homes.",
    services: ["Standby installation", "ATS and AMF panels", "Fuel systems", "G99 grid connection"],
    phone: "0161 496 0412",
    email: "projects@northernpowerinstallations.co.uk",
    profile:
      "A team of 14 electrical and mechanical engineers who take a standby project from site survey and load study to commissioning and handover, including groundworks, flues and acoustic treatment.",
    accreditations: ["NICEIC Approved Contractor", "CHAS", "SafeContractor"],
  },
  {
    id: "capital-generator-services",
    name: "Capital Generator Services",
    category: "maintenance",
    location: "Park Royal, London",
    areasCovered: "London, Essex, Kent and Surrey",
    rating: 4.9,
    reviews: 214,
    description:
      "Planned maintenance and 24/7 emergency call-out for standby generators across London and the South East, from one set to whole estates.",
    services: ["Planned maintenance", "24/7 call-out", "Fuel polishing", "Remote monitoring"],
    phone: "020 7946 0831",
    email: "service@capitalgenservices.co.uk",
    profile:
      "Looks after more than 900 generators in hospitals, data centres and offices, with engineers on call around the clock and a four-hour response inside the M25.",
    accreditations: ["ISO 9001", "Constructionline Gold", "SafeContractor"],
  },
  {
    id: "midlands-load-bank-testing",
    name: "Midlands Load Bank Testing",
    category: "testing",
    location: "Tyseley, Birmingham",
    areasCovered: "Birmingham, West Midlands, Warwickshire and Staffordshire",
    rating: 4.7,
    reviews: 89,
    description:
      "Resistive and reactive load bank testing up to 2 MW, with certified reports for insurers, auditors and facilities managers.",
    services: ["Load bank testing", "Thermal imaging", "Test certificates", "Commissioning"],
    phone: "0121 496 0257",
    email: "bookings@midlandsloadbank.co.uk",
    profile:
      "Trailer-mounted load banks from 100 kW to 2 MW and engineers who test to BS 7698 and the recommendations for life-safety standby, with a written report within two working days.",
    accreditations: ["ISO 9001", "CHAS"],
  },
  {
    id: "yorkshire-alternator-engine-repairs",
    name: "Yorkshire Alternator & Engine Repairs",
    category: "repair",
    location: "Stourton, Leeds",
    areasCovered: "Leeds, Yorkshire, Lincolnshire, Newcastle, Sunderland and the Northeast",
    rating: 4.6,
    reviews: 73,
    description:
      "Workshop and on-site repair of diesel engines, alternators and control panels, including rewinds and AVR replacement.",
    services: ["Alternator rewinds", "Engine overhauls", "AVR and governor repair", "Control panel upgrades"],
    phone: "0113 496 0744",
    email: "workshop@yorkshirealternator.co.uk",
    profile:
      "A 6,000 sq ft workshop with its own rewind shop and test bay, repairing generators up to 1,250 kVA and collecting from sites across the North.",
    accreditations: ["SafeContractor", "Constructionline"],
  },
  {
    id: "genskills-training-academy",
    name: "GenSkills Training Academy",
    category: "training",
    location: "Pride Park, Derby",
    areasCovered: "National coverage: courses at our Derby centre or on your site",
    rating: 4.9,
    reviews: 156,
    description:
      "Accredited courses in generator operation, maintenance and safe isolation for engineers, site managers and hire staff.",
    services: ["Operator training", "Maintenance courses", "Safe isolation", "On-site courses"],
    phone: "0808 157 0192",
    email: "courses@genskills.co.uk",
    profile:
      "One- to five-day courses with live generators in the training hall, taught by engineers with 20 years in the field. Group bookings run at your premises anywhere in the UK.",
    accreditations: ["City & Guilds approved centre", "CITB approved training organisation"],
  },
  {
    id: "highland-power-hire",
    name: "Highland Power Hire",
    category: "rental",
    location: "Inverness",
    areasCovered: "Scotland: the Highlands, Aberdeen, Inverness and the Central Belt",
    rating: 4.7,
    reviews: 64,
    description:
      "Generator, fuel tank and distribution hire from 10 kVA to 1 MW for construction, events, estates and distilleries across Scotland.",
    services: ["Generator hire", "Fuel tanks", "Cable and distribution", "Event power"],
    phone: "0131 496 0581",
    email: "hire@highlandpowerhire.co.uk",
    profile:
      "A fleet of over 300 super silenced generators with depots in Inverness and Livingston, delivered on our own HIAB lorries and backed by a 24-hour breakdown line.",
    accreditations: ["SafeContractor", "Hire Association Europe member"],
  },
  {
    id: "cymru-generator-services",
    name: "Cymru Generator Services",
    category: "maintenance",
    location: "Cardiff",
    areasCovered: "Wales: Cardiff, Swansea, Newport and the Valleys",
    rating: 4.8,
    reviews: 58,
    description:
      "Servicing, repairs and emergency call-out for farm, hospital and telecoms generators throughout Wales.",
    services: ["Servicing", "Emergency call-out", "Farm standby", "Telecoms sites"],
    phone: "029 2018 0926",
    email: "help@cymrugenerators.co.uk",
    profile:
      "Bilingual engineers based in Cardiff and Swansea, maintaining standby sets for NHS sites, mobile masts and dairy farms on fixed-price annual contracts.",
    accreditations: ["CHAS", "SafeContractor"],
  },
  {
    id: "south-west-power-solutions",
    name: "South West Power Solutions",
    category: "installation",
    location: "Exeter",
    areasCovered: "Southwest: Devon, Cornwall, Somerset and Dorset",
    rating: 4.5,
    reviews: 41,
    description:
      "Installation and servicing of home backup and farm standby generators, including hybrid systems with solar and batteries.",
    services: ["Home backup", "Hybrid systems", "Servicing", "Transfer switches"],
    phone: "0117 496 0673",
    email: "enquiries@swpowersolutions.co.uk",
    profile:
      "Rural specialists who size, install and look after generators for homes, holiday lets and farms at the end of long overhead lines, where power cuts are part of winter.",
    accreditations: ["NICEIC Approved Contractor", "MCS certified"],
  },
];

export const directoryAccessories: DirectoryAccessory[] = [
  {
    id: "powerlink-cables",
    name: "PowerLink Cables & Distribution",
    category: "cables",
    location: "Warrington",
    areasCovered: "National delivery, with trade counters in Manchester and Birmingham",
    description:
      "Flexible H07 and armoured cable, Powerlock and CEE-form connectors and distribution boards, cut to length and tested before dispatch.",
    phone: "0161 496 0918",
    email: "sales@powerlinkcables.co.uk",
  },
  {
    id: "fuelsafe-direct",
    name: "FuelSafe Direct",
    category: "fuel",
    location: "Wakefield",
    areasCovered: "National: HVO, red diesel and AdBlue delivered across England, Scotland and Wales",
    description:
      "Scheduled and emergency fuel deliveries for generators, plus bunded fuel tanks, fuel polishing and tank level telemetry.",
    phone: "0808 157 0347",
    email: "orders@fuelsafedirect.co.uk",
  },
  {
    id: "switchover-ats",
    name: "SwitchOver ATS",
    category: "ats",
    location: "Dartford",
    areasCovered: "London, Kent, Surrey and Essex",
    description:
      "Automatic transfer switches and changeover panels from 40 A to 4,000 A, supplied, installed and commissioned with your generator.",
    phone: "020 7946 0265",
    email: "sales@switchoverats.co.uk",
  },
  {
    id: "acoustic-canopy-company",
    name: "The Acoustic Canopy Company",
    category: "enclosures",
    location: "Bristol",
    areasCovered: "Southwest and Wales: Bristol, Devon, Cornwall and Cardiff",
    description:
      "Made-to-measure acoustic canopies, ISO container enclosures and weatherproof housings that bring generators down to 65 dB(A) at 7 m.",
    phone: "0117 496 0152",
    email: "design@acousticcanopy.co.uk",
  },
  {
    id: "genparts-uk",
    name: "GenParts UK",
    category: "parts",
    location: "Gateshead",
    areasCovered: "Newcastle, Sunderland, the Northeast and Scotland, next-day delivery",
    description:
      "Filters, belts, AVRs, controllers, batteries and service kits for Perkins, Cummins, Volvo, FG Wilson and Caterpillar generators.",
    phone: "0191 498 0603",
    email: "parts@genpartsuk.co.uk",
  },
];

export const SEARCH_MAX = 64;

export type DirectoryFilters = { q: string; area: DirectoryArea | "all"; category: DirectoryCategory | "all" };

const isArea = (value: string): value is DirectoryArea => directoryAreas.some((area) => area.key === value);
const isCategory = (value: string): value is DirectoryCategory => value in categoryLabels;

/** The filters a URL asks for; anything unknown means "all". */
export function directoryFiltersFrom(params: URLSearchParams): DirectoryFilters {
  const area = params.get("area") ?? "";
  const category = params.get("category") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    area: isArea(area) ? area : "all",
    category: isCategory(category) ? category : "all",
  };
}

/** docs/spec/02-auctions-and-seller-tools.md §5: the item must satisfy the category, the search and the area together. */
export function matchesDirectoryFilters(
  item: { name: string; description: string; category: DirectoryCategory; areasCovered: string },
  { q, area, category }: DirectoryFilters,
) {
  if (category !== "all" && item.category !== category) return false;
  const needle = q.toLowerCase();
  if (needle && !item.name.toLowerCase().includes(needle) && !item.description.toLowerCase().includes(needle)) {
    return false;
  }
  if (area !== "all") {
    const covered = item.areasCovered.toLowerCase();
    const keywords = directoryAreas.find((candidate) => candidate.key === area)!.keywords;
    if (!keywords.some((keyword) => covered.includes(keyword))) return false;
  }
  return true;
}

export function filterDirectory(filters: DirectoryFilters) {
  return {
    services: directoryServices.filter((service) => matchesDirectoryFilters(service, filters)),
    accessories: directoryAccessories.filter((accessory) => matchesDirectoryFilters(accessory, filters)),
  };
}

export const noServicesText = "No services found matching your criteria.";
export const noAccessoriesText = "No accessories found matching your criteria.";
