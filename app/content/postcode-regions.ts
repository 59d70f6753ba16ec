import type { LocationKey } from "./listing-options";

/**
 * The region of a UK postcode area (its leading letters), so a listing is filed under the
 * location filter's region from the postcode the seller gives (the sell wizard's Pricing
 * step; the bulk upload's postcode column). An area spanning two regions goes to the one
 * most of it lies in. The Channel Islands and the Isle of Man are in none.
 */
const areasByRegion: Record<LocationKey, readonly string[]> = {
  london: [
    "E", "EC", "N", "NW", "SE", "SW", "W", "WC", "BR", "CR", "DA", "EN", "HA", "IG", "KT", "RM", "SM", "TW", "UB",
    "BN", "CT", "GU", "HP", "ME", "MK", "OX", "PO", "RG", "RH", "SL", "SO", "TN",
  ],
  east: ["AL", "CB", "CM", "CO", "IP", "LU", "NR", "PE", "SG", "SS", "WD"],
  southwest: ["BA", "BH", "BS", "DT", "EX", "GL", "PL", "SN", "SP", "TA", "TQ", "TR"],
  birmingham: ["B", "CV", "DY", "HR", "ST", "TF", "WR", "WS", "WV"],
  eastmidlands: ["DE", "LE", "LN", "NG", "NN"],
  manchester: ["BB", "BL", "CA", "CH", "CW", "FY", "L", "LA", "M", "OL", "PR", "SK", "WA", "WN"],
  leeds: ["BD", "DN", "HD", "HG", "HU", "HX", "LS", "S", "WF", "YO"],
  northeast: ["DH", "DL", "NE", "SR", "TS"],
  wales: ["CF", "LD", "LL", "NP", "SA", "SY"],
  scotland: ["AB", "DD", "DG", "EH", "FK", "G", "HS", "IV", "KA", "KW", "KY", "ML", "PA", "PH", "TD", "ZE"],
  northernireland: ["BT"],
};

const regionByArea = new Map(
  Object.entries(areasByRegion).flatMap(([region, areas]) => areas.map((area) => [area, region as LocationKey] as const)),
);

/** The region of a postcode ("LS10 1AB", "ls10"), or null when its area is not one of the UK's. */
export function regionForPostcode(postcode: string): LocationKey | null {
  const area = /^\s*([A-Za-z]{1,2})[0-9]/.exec(postcode)?.[1]?.toUpperCase();
  return area ? (regionByArea.get(area) ?? null) : null;
}
