/**
 * The keyword search (private.parse_search in supabase/schemas/20-listings.sql, used by
 * search_listings, search_auctions and saved-search alerts; docs/listings.md#keyword-search),
 * as an anonymous visitor on the seed: queries a buyer would type about a listing the seed
 * holds (brand and size, size and fuel, brand and model, a typo of each brand, fuel and town,
 * quoted phrases, -word), each finding that listing on the first page; the relevance order;
 * a search that finds nothing (similar listings and "Did you mean"); hostile text.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

type SearchPage = {
  total: number;
  listings: Array<{ id: string; title: string; brand: string }>;
  corrected: string | null;
  relaxed: boolean;
  suggestion: { term: string; search: string } | null;
};

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.close();
});

async function rpc<T>(name: string, args: Record<string, unknown>) {
  const { data, error } = await backend.client().rpc(name, args);
  expect(error).toBeNull();
  return data as T;
}

const search = (text: string, args: Record<string, unknown> = {}) => rpc<SearchPage>("search_listings", { search: text, ...args });

const titles = (page: { listings: Array<{ title: string }> }) => page.listings.map((listing) => listing.title);

/** [what a buyer types, the start of the seed listing's title it describes]. */
const described: Array<[string, string]> = [
  // Brand and size.
  ["Perkins 100 kVA", "FG Wilson P110-3 110 kVA"],
  ["perkins 80kva", "Perkins 80 kVA canopied"],
  ["Caterpillar 400 kVA", "Caterpillar C13 400 kVA"],
  ["cummins 220kva", "Cummins C220D5"],
  ["honda 2.2 kva", "Honda EU22i"],
  ["JCB 20 kVA", "JCB G20QX 20 kVA"],
  ["Himoinsa 150 kva", "Himoinsa HGS-150 T5"],
  ["FG Wilson 30kva", "FG Wilson P33-3"],
  ["SDMO 110 kVA", "SDMO R110C3"],
  ["Atlas Copco 325 kVA", "Atlas Copco QAS 325"],
  ["generac 35kva", "Generac 35 kVA LPG"],
  ["kohler 24kw", "Kohler 30 kVA natural gas standby"],
  ["towable 60 kva", "Atlas Copco QAS 60 60 kVA"],
  // Size and fuel.
  ["100 kva diesel", "SDMO R110C3"],
  ["2.2 kva petrol", "Yamaha EF2200iS"],
  ["150 kVA natural gas", "Himoinsa HGS-150 T5"],
  ["13 kva lpg", "Generac Guardian 13 kVA LPG home standby"],
  ["6 kva diesel", "Stephill SE6000D4"],
  ["3 kva gasoline", "Yamaha EF3000iSE"],
  ["1 kva petrol", "Honda EU10i"],
  // Brand and model.
  ["Honda EU70is", "Honda EU70is 7 kVA"],
  ["Caterpillar 3516C", "Caterpillar 3516C"],
  ["Cummins QSK60", "Cummins QSK60"],
  ["Hyundai DHY22KSE", "Hyundai DHY22KSE"],
  ["Yamaha EF2200iS", "Yamaha EF2200iS"],
  ["MTU 16V4000", "MTU 16V4000"],
  ["Tesla Powerwall", "Tesla Powerwall 2"],
  ["Atlas Copco QAS 60", "Atlas Copco QAS 60 60 kVA"],
  ["FG Wilson P165-5", "FG Wilson P165-5"],
  ["Pramac GBW15P", "Pramac GBW15P"],
  ["jenbacher j208", "Jenbacher J208"],
  // A typo of each brand (pg_trgm).
  ["perkns", "Perkins 80 kVA canopied"],
  ["cumins", "Cummins C220D5"],
  ["caterpiller", "Caterpillar C13 400 kVA"],
  ["himonsa", "Himoinsa HFW-95"],
  ["hyundia", "Hyundai DHY22KSE"],
  ["yamahaa", "Yamaha EF3000iSE"],
  ["generak", "Generac 35 kVA LPG"],
  ["kohlar", "Kohler 20 kVA"],
  ["stephil", "Stephill SE6000D4"],
  ["atlass copco", "Atlas Copco QAS 325"],
  ["fg wilsen", "FG Wilson P33-3"],
  ["honda eu22", "Honda EU22i"],
  // Fuel and town.
  ["diesel leeds", "Stephill SSD10000S"],
  ["petrol cardiff", "Honda EU70is 7 kVA"],
  ["natural gas coventry", "Himoinsa HGS-150 T5"],
  ["lpg truro", "Generac 35 kVA LPG"],
  ["diesel glasgow", "Caterpillar 3412 800 kVA"],
  ["propane sevenoaks", "Generac Guardian 13 kVA LPG home standby"],
  ["gas bath", "Kohler 20 kVA natural gas"],
  ["leeds", "Stephill SSD10000S"],
  // Quoted phrases, or, -word.
  ['"acoustic canopy"', "Cummins C220D5"],
  ['"home standby" lpg', "Generac Guardian 13 kVA LPG home standby"],
  ['"open skid"', "Caterpillar 3512B"],
  ['"spares or repair" honda', "Honda EU30is"],
  ["perkins or cummins 800 kva", "Perkins 2806A 800 kVA"],
  ["honda -petrol", "Victron off-grid"],
  ["caterpillar -standby", "Caterpillar C18 600 kVA"],
  ["perkins -standby", "Perkins 2806A 800 kVA"],
  // Synonyms and "generator".
  ["silent diesel", "Hyundai DHY11KSEm 11 kVA silent diesel home standby"],
  ["backup generator", "Kohler 20 kVA natural gas home standby"],
  ["perkins generator", "Perkins 80 kVA canopied"],
  ["diesel genset", "Perkins 80 kVA canopied"],
  // Units however typed.
  ["100kva", "SDMO R110C3"],
  ["100 kVA", "SDMO R110C3"],
  ["100 kva", "SDMO R110C3"],
  ["80kw", "FG Wilson P110-3"],
  ["80 kW", "FG Wilson P110-3"],
];

describe("queries built from the seed find the listing they describe on the first page", () => {
  test("there are at least 40 of them", () => {
    expect(described.length).toBeGreaterThanOrEqual(40);
  });

  test.each(described)("%s → %s", async (text, title) => {
    const page = await search(text);
    expect(page.relaxed).toBe(false);
    expect(titles(page).some((shown) => shown.startsWith(title))).toBe(true);
  });

  test("the home page's example, 'Perkins 100 kVA', finds stock", async () => {
    expect((await search("Perkins 100 kVA")).total).toBeGreaterThan(0);
    expect((await rpc<{ listings: { total: number } }>("search_stock", { search: "Perkins 100 kVA" })).listings.total).toBeGreaterThan(0);
  });
});

describe("how the text is read", () => {
  test("'generator', 'generators' and 'genset' match every listing", async () => {
    const all = (await search("")).total;
    for (const text of ["generator", "Generators", "genset", "gensets"]) expect((await search(text)).total).toBe(all);
  });

  test("100kva, 100 kVA and 100 kva are one search: about 100 kVA", async () => {
    const pages = await Promise.all(["100kva", "100 kVA", "100 kva", "100KVA generator"].map((text) => search(text, { page_size: 100 })));
    for (const page of pages) expect(titles(page).sort()).toEqual(titles(pages[0]!).sort());
    const { rows } = await backend.db.query<{ title: string }>(
      "select title from public.generator_listings where status = 'active' and (kva between 90 and 110 or title ~* '\\m100 kVA')",
    );
    expect(titles(pages[0]!).sort()).toEqual(rows.map((row) => row.title).sort());
  });

  test("synonyms: petrol and gasoline, LPG and propane find the same listings", async () => {
    expect(titles(await search("petrol", { page_size: 100 })).sort()).toEqual(titles(await search("gasoline", { page_size: 100 })).sort());
    expect(titles(await search("lpg", { page_size: 100 })).sort()).toEqual(titles(await search("propane", { page_size: 100 })).sort());
    expect(titles(await search("standby", { page_size: 100 })).sort()).toEqual(titles(await search("backup", { page_size: 100 })).sort());
  });

  test("-word leaves out its synonyms too", async () => {
    const page = await search("honda -petrol", { page_size: 100 });
    expect(titles(page).filter((title) => /petrol|EU22i|EU10i/i.test(title))).toEqual([]);
  });

  test("a corrected brand is said as searched", async () => {
    expect(await search("perkns 80kva")).toMatchObject({ corrected: "Perkins 80kva", relaxed: false });
    expect((await search("perkins")).corrected).toBeNull();
  });

  test("relevance first: the brand's own listings before one that names it in its description", async () => {
    const shown = (await search("perkins", { sort: "price-asc" })).listings.map((listing) => listing.brand);
    expect(shown.slice(0, 3)).toEqual(["Perkins", "Perkins", "Perkins"]);
    expect(shown).toContain("FG Wilson");
  });

  test("the word as typed ranks above its synonyms: 'lpg' lists the LPG sets before the natural gas ones", async () => {
    const shown = titles(await search("lpg"));
    expect(shown.length).toBeGreaterThan(4);
    expect(shown.slice(0, 4).filter((title) => !/lpg/i.test(title))).toEqual([]);
    expect(shown.some((title) => /natural gas/i.test(title) && !/lpg/i.test(title))).toBe(true);
  });
});

describe("a search that finds nothing", () => {
  test("shows the closest listings, relaxing the text to its brand or its power, and says so", async () => {
    const page = await search("perkins 5000 kva");
    expect(page.relaxed).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    expect(page.listings.slice(0, 3).map((listing) => listing.brand)).toEqual(["Perkins", "Perkins", "Perkins"]);
  });

  test("suggests the nearest brand: 'victorn' → Did you mean Victron?", async () => {
    const page = await search("victorn");
    expect(page.total).toBe(0);
    expect(page.suggestion).toEqual({ term: "Victron", search: "Victron" });
    const stock = await rpc<{ listings: { suggestion: unknown } }>("search_stock", { search: "victorn" });
    expect(stock.listings.suggestion).toEqual({ term: "Victron", search: "Victron" });
  });

  test("a search that finds something says nothing of the kind", async () => {
    expect(await search("perkins")).toMatchObject({ relaxed: false, suggestion: null });
  });
});

describe("auctions and saved searches use the same search", () => {
  type AuctionPage = { total: number; auctions: Array<{ title: string }> };

  test.each([
    ["perkins", "FG Wilson P1000P1"],
    ["cumins", "Cummins"],
    ["100 kW", "FG Wilson P110-3 100 kW"],
    ["propane standby", "Generac 30 kW propane"],
    ['"bi-fuel" -containerised', "Bi-fuel 60 kW farm generator"],
  ])("auctions: %s → %s", async (text, title) => {
    const page = await rpc<AuctionPage>("search_auctions", { search: text });
    expect(page.auctions.some((auction) => auction.title.startsWith(title))).toBe(true);
  });

  test("a saved search's alert matches as search_listings does", async () => {
    const args = JSON.stringify({ search: "perkns 80kva" });
    const { rows } = await backend.db.query<{ title: string }>(
      "select l.title from public.generator_listings l where private.listing_matches_search(l.id, $1::jsonb)",
      [args],
    );
    expect(rows.map((row) => row.title)).toEqual(titles(await search("perkns 80kva")));
  });
});

describe("hostile text is a search, never an error", () => {
  const hostile = [
    "x".repeat(1000),
    "perkins ".repeat(130),
    "'; drop table public.generator_listings; --",
    "1' or '1'='1",
    "$1 $$ \\ %_ :* & | ! <-> ( ) ::tsquery",
    '"',
    "'",
    '"perkins',
    "-",
    "- -- ---",
    "or",
    "🔌⚡ perkins 💥",
    "perkins\u0007\u001b[31m\u007f",
    "\t\r\n",
    "999999999999 kva",
    "1,000,000,000 kw",
    "0 kva",
  ];

  test.each(hostile.map((text) => [JSON.stringify(text.slice(0, 40)), text]))("%s", async (_label, text) => {
    const page = await search(text);
    expect(page.total).toBeGreaterThanOrEqual(0);
    await rpc("listings_page", { search: text });
    await rpc("search_stock", { search: text });
    await rpc("search_auctions", { search: text });
  });

  test("punctuation alone or a lone '-' finds nothing, not everything", async () => {
    for (const text of ["-", '"', "'", "%", "_"]) expect((await search(text)).total).toBe(0);
  });
});
