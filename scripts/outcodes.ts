// The outcode centres in supabase/data/outcodes.csv, and the SQL that loads them.
//
//   node scripts/outcodes.ts derive <folder>   writes supabase/data/outcodes.csv from a folder of
//                                             `Postcode,lat,long` CSV files (one per postcode area,
//                                             as odileeds/Postcodes2LatLon publishes the lat and long
//                                             columns of the ONS National Statistics Postcode Lookup)
//   node scripts/outcodes.ts sql               prints the statements a migration needs to load the
//                                             file into public.outcodes (replacing what is there)
//   node scripts/outcodes.ts towns <csv>       writes supabase/data/towns.csv from OS Open Names'
//                                             populated places (as alasdairrae/gb-places publishes them:
//                                             gb_populated_places_all_BNG.csv)
//   node scripts/outcodes.ts towns-sql         prints the statements that load it into public.towns
//
// An outcode's centre is the median latitude and the median longitude of its postcodes: a few
// large-user postcodes geocoded miles away (a PO box at a sorting office) would pull a mean.
// Northern Ireland (BT) is left out: ONS may not license its postcodes for commercial use (they
// need a licence from Land and Property Services); Guernsey, Jersey and the Isle of Man carry
// no coordinates in the source. Where the data comes from and its attribution:
// supabase/data/README.md and docs/decisions/017-outcode-centroids.md.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Papa from "papaparse";

const dataFile = new URL("../supabase/data/outcodes.csv", import.meta.url);
const HEADER = "outcode,latitude,longitude";
/** An outward code: area letters, district digit, then a digit or letter (docs/listings.md#location). */
const OUTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;
const LEFT_OUT = new Set(["BT", "GY", "JE", "IM"]);

type Centre = { outcode: string; latitude: number; longitude: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function derive(folder: string): Centre[] {
  const points = new Map<string, { lat: number[]; lon: number[] }>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".csv")).sort()) {
    if (LEFT_OUT.has(name.replace(/\.csv$/, ""))) continue;
    const lines = readFileSync(join(folder, name), "utf8").split(/\r?\n/);
    if (lines[0]?.trim() !== "Postcode,lat,long") throw new Error(`${name}: expected the header Postcode,lat,long`);
    for (const line of lines.slice(1)) {
      if (!line.trim()) continue;
      const [postcode = "", lat = "", lon = ""] = line.split(",");
      // The source writes a postcode with or without its space; the inward code is always 3 characters.
      const compact = postcode.replace(/\s+/g, "").toUpperCase();
      const outcode = compact.slice(0, -3);
      const latitude = Number(lat);
      const longitude = Number(lon);
      // Postcodes without a grid reference have an empty lat (and long 0).
      if (!lat || !OUTCODE.test(outcode) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      if (latitude < 49 || latitude > 61 || longitude < -9 || longitude > 2) continue;
      let entry = points.get(outcode);
      if (!entry) points.set(outcode, (entry = { lat: [], lon: [] }));
      entry.lat.push(latitude);
      entry.lon.push(longitude);
    }
  }
  return [...points]
    .map(([outcode, { lat, lon }]) => ({
      outcode,
      latitude: Number(median(lat).toFixed(4)),
      longitude: Number(median(lon).toFixed(4)),
    }))
    .sort((a, b) => compareOutcodes(a.outcode, b.outcode));
}

/** AB1, AB2 … AB10: area letters, then district number, then the rest. */
function compareOutcodes(a: string, b: string): number {
  const key = (code: string) => {
    const [, area = "", district = "0", rest = ""] = /^([A-Z]+)([0-9]+)(.*)$/.exec(code) ?? [];
    return [area, Number(district), rest] as const;
  };
  const [areaA, numberA, restA] = key(a);
  const [areaB, numberB, restB] = key(b);
  return areaA.localeCompare(areaB) || numberA - numberB || restA.localeCompare(restB);
}

function readOutcodes(): Centre[] {
  const [header, ...rows] = readFileSync(dataFile, "utf8").trim().split("\n");
  if (header !== HEADER) throw new Error(`supabase/data/outcodes.csv: expected the header ${HEADER}`);
  return rows.map((row) => {
    const [outcode = "", latitude = "", longitude = ""] = row.split(",");
    return { outcode, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

/** The town names people type for a place (supabase/data/towns.csv). */
const townsFile = new URL("../supabase/data/towns.csv", import.meta.url);
const TOWNS_HEADER = "name,outcode";

type Town = { name: string; outcode: string };

/**
 * Every city and town of OS Open Names with the outcode (postcode district) it lies in, by
 * each of its names (English, Welsh, Gaelic) and that name without accents ("Cwmbran"). A name
 * several places share goes to the biggest: a city before a town, then the larger extent
 * (Ashford is Kent's, not Surrey's; Newport the Welsh city's).
 */
function deriveTowns(file: string): Town[] {
  const known = new Set(readOutcodes().map((centre) => centre.outcode));
  const { data: places } = Papa.parse<Record<string, string>>(readFileSync(file, "utf8").replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  const best = new Map<string, Town & { rank: number }>();
  for (const place of places) {
    const kind = place.LOCAL_TYPE;
    const outcode = place.POSTCODE_DISTRICT ?? "";
    if ((kind !== "City" && kind !== "Town") || !known.has(outcode)) continue;
    const extent = (Number(place.MBRXMAX) - Number(place.MBRXMIN)) * (Number(place.MBRYMAX) - Number(place.MBRYMIN));
    const rank = (kind === "City" ? 1e12 : 0) + extent;
    const names = [place.NAME1, place.NAME2].filter((name): name is string => Boolean(name));
    for (const name of [...names, ...names.map((text) => text.normalize("NFD").replace(/\p{M}/gu, ""))]) {
      const key = name.toLowerCase();
      if ((best.get(key)?.rank ?? -1) < rank) best.set(key, { name, outcode, rank });
    }
  }
  return [...best.values()].map(({ name, outcode }) => ({ name, outcode })).sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

function readTowns(): Town[] {
  const { data, meta } = Papa.parse<Town>(readFileSync(townsFile, "utf8"), { header: true, skipEmptyLines: true });
  if (meta.fields?.join(",") !== TOWNS_HEADER) throw new Error(`supabase/data/towns.csv: expected the header ${TOWNS_HEADER}`);
  return data;
}

/** An insert's rows, six to a line. */
function valueLines(values: string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += 6) lines.push(`  ${values.slice(i, i + 6).join(", ")}`);
  return `${lines.join(",\n")};`;
}

function townsSql(towns: Town[]): string {
  return [
    "-- The towns of supabase/data/towns.csv (node scripts/outcodes.ts towns-sql). Contains OS data",
    "-- © Crown copyright and database right 2017; contains Royal Mail data © Royal Mail copyright and",
    "-- database right 2017 (OS Open Names, under the Open Government Licence v3.0; supabase/data/README.md).",
    "delete from public.towns;",
    "",
    "insert into public.towns (name, outcode) values",
    valueLines(towns.map((town) => `('${town.name.replaceAll("'", "''")}', '${town.outcode}')`)),
  ].join("\n");
}

function sql(centres: Centre[]): string {
  return [
    "-- The outcode centres of supabase/data/outcodes.csv (node scripts/outcodes.ts sql). Contains OS data",
    "-- © Crown copyright and database right 2025; contains Royal Mail data © Royal Mail copyright and",
    "-- database right 2025; source: Office for National Statistics licensed under the Open Government",
    "-- Licence v.3.0 (supabase/data/README.md).",
    "delete from public.outcodes;",
    "",
    "insert into public.outcodes (outcode, latitude, longitude) values",
    valueLines(centres.map((c) => `('${c.outcode}', ${c.latitude}, ${c.longitude})`)),
  ].join("\n");
}

const [command, folder] = process.argv.slice(2);
if (command === "derive" && folder) {
  const centres = derive(folder);
  writeFileSync(dataFile, `${HEADER}\n${centres.map((c) => `${c.outcode},${c.latitude},${c.longitude}`).join("\n")}\n`);
  console.log(`wrote supabase/data/outcodes.csv: ${centres.length} outcodes`);
} else if (command === "sql") {
  console.log(sql(readOutcodes()));
} else if (command === "towns" && folder) {
  const towns = deriveTowns(folder);
  writeFileSync(townsFile, `${Papa.unparse(towns, { columns: ["name", "outcode"], newline: "\n" })}\n`);
  console.log(`wrote supabase/data/towns.csv: ${towns.length} names`);
} else if (command === "towns-sql") {
  console.log(townsSql(readTowns()));
} else {
  console.error("Usage: node scripts/outcodes.ts derive <folder> | sql | towns <csv> | towns-sql");
  process.exit(2);
}
