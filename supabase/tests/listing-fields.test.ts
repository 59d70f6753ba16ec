/**
 * What listings and auctions carry for the browse filters (docs/selling.md): the one region
 * list, the one brand list, the one condition list, the one fuel list and the one phase list
 * (app/content/listing-options.ts) and the one type list (app/content/generator-types.ts)
 * against SQL and the seed, Refurbished found by the condition filter, one fuel and one type
 * found by the same value on both, the power factor and the kVA bands (app/content/power.ts)
 * as SQL applies them, and the type asked for of a listing without one.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auctionDeliveryOptions } from "../../app/content/auctions.ts";
import { generatorTypeKeys } from "../../app/content/generator-types.ts";
import { brands, conditions, fuelTypes, kvaSizes, locations, phaseTypes, vatStatuses } from "../../app/content/listing-options.ts";
import { KVA_PER_KW } from "../../app/content/power.ts";
import { createAuction, createListing } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let seller: SupabaseClient;
let sellerId: string;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-private@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

describe("regions: the location filter's list is every region a listing or profile may carry", () => {
  test("each key of the list is taken, by listings and profiles; a key off the list is refused", async () => {
    for (const { key } of locations) {
      const listing = await createListing(service, sellerId, { region: key });
      expect(listing.id, key).toBeTruthy();
      const { error } = await seller.from("profiles").update({ region: key }).eq("id", sellerId);
      expect(error, key).toBeNull();
    }
    await expect(createListing(service, sellerId, { region: "midlands" })).rejects.toThrow(/check/i);
    const { error } = await seller.from("profiles").update({ region: "midlands" }).eq("id", sellerId);
    expect(error?.code).toBe("23514");
  });

  test("the new regions' listings are found by the location filter", async () => {
    const listing = await createListing(service, sellerId, { region: "northernireland", location: "Lisburn" });
    const { data, error } = await seller.rpc("search_listings", { location_region: "northernireland", page_size: 50 });
    expect(error).toBeNull();
    expect(JSON.stringify(data)).toContain(listing.id);
  });
});

/** The values a column's CHECK constraint takes, as Postgres prints it: column = ANY (ARRAY['a'::text, …]). */
async function checkedValues(table: string, column: string) {
  const { rows } = await backend.db.query<{ definition: string }>(
    `select pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = ('public.' || $1)::regclass and c.contype = 'c'
        and cardinality(c.conkey) = 1 and a.attname = $2`,
    [table, column],
  );
  expect(rows).toHaveLength(1);
  return [...rows[0]!.definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]!);
}

describe("brands and conditions", () => {
  test("the brand list has every brand the seeded listings and auctions use", async () => {
    const listed = await service.from("generator_listings").select("brand");
    const auctioned = await service.from("auction_listings").select("brand");
    const used = new Set([...(listed.data ?? []), ...(auctioned.data ?? [])].map((row) => row.brand).filter(Boolean));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((brand) => !(brands as readonly string[]).includes(brand!))).toEqual([]);
  });

  test.each(["generator_listings", "auction_listings"])("%s.condition takes exactly the one condition list", async (table) => {
    expect((await checkedValues(table, "condition")).sort()).toEqual(conditions.map((condition) => condition.key).sort());
  });

  test("the seeded auctions carry keys of the one list (migrated from excellent, good, fair, poor)", async () => {
    const { data } = await service.from("auction_listings").select("condition");
    expect(data!.length).toBeGreaterThan(5);
    const keys: readonly string[] = conditions.map((condition) => condition.key);
    expect(data!.filter((row) => !keys.includes(row.condition))).toEqual([]);
  });

  test("every condition the browse filter offers is one SQL takes, Refurbished among them, and the filter finds it", async () => {
    expect(conditions.map((condition) => condition.key)).toContain("refurbished");
    for (const { key } of conditions) await createListing(service, sellerId, { condition: key });
    const refurbished = await createListing(service, sellerId, { condition: "refurbished" });
    const { data } = await seller.rpc("search_listings", { listing_condition: "refurbished", page_size: 50 });
    expect(JSON.stringify(data)).toContain(refurbished.id);
  });
});

describe("what a buyer pays: the VAT statuses and an auction's collection and delivery", () => {
  test.each(["generator_listings", "auction_listings"])("%s.vat_status takes exactly the one VAT list (listing-options.ts vatStatuses)", async (table) => {
    expect((await checkedValues(table, "vat_status")).sort()).toEqual(vatStatuses.map((status) => status.key).sort());
  });

  test("auction_listings.delivery takes exactly the create form's choices (content/auctions.ts auctionDeliveryOptions)", async () => {
    expect((await checkedValues("auction_listings", "delivery")).sort()).toEqual(auctionDeliveryOptions.map((option) => option.value).sort());
  });
});

describe("fuels: one list, listings' (app/content/listing-options.ts fuelTypes)", () => {
  test.each([
    ["generator_listings", "fuel"],
    ["auction_listings", "fuel_type"],
  ])("%s.%s takes exactly the one fuel list", async (table, column) => {
    expect((await checkedValues(table, column)).sort()).toEqual([...fuelTypes].sort());
  });

  test("the seeded auctions carry fuels of the one list (migrated from diesel, natural_gas, propane, bi_fuel)", async () => {
    const { data } = await service.from("auction_listings").select("fuel_type");
    expect(data!.length).toBeGreaterThan(5);
    expect(data!.filter((row) => !(fuelTypes as readonly string[]).includes(row.fuel_type))).toEqual([]);
  });

  test("a listing and an auction of one fuel are found by the same value, and by the fuel's words", async () => {
    const token = `fuel${Date.now()}`;
    const listing = await createListing(service, sellerId, { fuel: "Propane/LPG", title: `LPG set ${token}` });
    const auction = await createAuction(service, sellerId, { fuel_type: "Propane/LPG", title: `LPG auction ${token}` });
    const listings = await seller.rpc("search_listings", { search: token, listing_fuel: "Propane/LPG", page_size: 50 });
    expect(JSON.stringify(listings.data)).toContain(listing.id);
    const auctions = await seller.rpc("search_auctions", { search: token, auction_fuel: "Propane/LPG" });
    expect(JSON.stringify(auctions.data)).toContain(auction.id);
    expect(JSON.stringify((await seller.rpc("search_auctions", { search: token, auction_fuel: "Diesel" })).data)).not.toContain(auction.id);
    // The keyword search's document reads the fuel as listings' does: "Propane/LPG" is propane and LPG.
    expect(JSON.stringify((await seller.rpc("search_auctions", { search: `${token} lpg` })).data)).toContain(auction.id);
  });
});

describe("power: kW stored, kVA derived at the one power factor, in bands that do not overlap", () => {
  test("generator_listings.kva is power_kw × content/power.ts's KVA_PER_KW", async () => {
    const { rows } = await backend.db.query<{ expression: string }>(
      `select pg_get_expr(d.adbin, d.adrelid) as expression
         from pg_attrdef d join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'public.generator_listings'::regclass and a.attname = 'kva'`,
    );
    expect(rows[0]?.expression).toBe(`(power_kw * ${KVA_PER_KW})`);
  });

  test("a 100 kVA (80 kW) listing is in the 100–250 band only; the last band has no top", async () => {
    const token = `band${Date.now()}`;
    const edge = await createListing(service, sellerId, { power_kw: 80, title: `Edge set ${token}` });
    const huge = await createListing(service, sellerId, { power_kw: 4000, title: `Huge set ${token}` });
    const found = async (key: string) => {
      const band = kvaSizes.find((size) => size.key === key)!;
      const { data, error } = await seller.rpc("search_listings", { kva_min: band.min, kva_max: band.max, page_size: 100 });
      expect(error).toBeNull();
      return JSON.stringify(data);
    };
    expect(await found("100-250")).toContain(edge.id);
    expect(await found("50-100")).not.toContain(edge.id);
    expect(await found("2000-3000")).toContain(huge.id);
  });
});

describe("types: one list (app/content/generator-types.ts generatorTypeKeys)", () => {
  test.each(["generator_listings", "auction_listings"])("%s.type takes exactly the one type list", async (table) => {
    expect((await checkedValues(table, "type")).sort()).toEqual([...generatorTypeKeys].sort());
  });

  test("every seeded listing and auction has a type of the list; no listing keeps a wizard category", async () => {
    const listed = await service.from("generator_listings").select("type");
    const auctioned = await service.from("auction_listings").select("type");
    const types = [...listed.data!, ...auctioned.data!].map((row) => row.type);
    expect(types.length).toBeGreaterThan(50);
    expect(types.filter((type) => !(generatorTypeKeys as readonly (string | null)[]).includes(type))).toEqual([]);
    const { rows } = await backend.db.query(
      `select 1 from information_schema.columns where table_name = 'generator_listings' and column_name = 'category'`,
    );
    expect(rows).toEqual([]);
  });

  test("a listing and an auction of one type are found by the same value", async () => {
    const token = `type${Date.now()}`;
    const listing = await createListing(service, sellerId, { type: "trailerMounted", title: `Towable set ${token}` });
    const auction = await createAuction(service, sellerId, { type: "trailerMounted", title: `Towable auction ${token}` });
    expect(JSON.stringify((await seller.rpc("search_listings", { search: token, listing_type: "trailerMounted" })).data)).toContain(listing.id);
    expect(JSON.stringify((await seller.rpc("search_auctions", { search: token, auction_type: "trailerMounted" })).data)).toContain(auction.id);
    expect(JSON.stringify((await seller.rpc("search_auctions", { search: token, auction_type: "dieselPrime" })).data)).not.toContain(auction.id);
  });

  test("a draft without a type lacks one (the wizard's first step asks it); a listing with one lacks none", async () => {
    const filed = await createListing(service, sellerId, { status: "active" });
    const { data: filedMissing } = await seller.rpc("listing_missing_fields", { p_listing_id: filed.id });
    expect(filedMissing).not.toContain("type");
    const bare = await createListing(service, sellerId, { status: "draft", type: null });
    const { data: bareMissing } = await seller.rpc("listing_missing_fields", { p_listing_id: bare.id });
    expect(bareMissing).toContain("type");
  });
});

describe("phases: one list, listings' words (app/content/listing-options.ts phaseTypes)", () => {
  test.each(["generator_listings", "auction_listings"])("%s.phase takes exactly the one phase list", async (table) => {
    expect((await checkedValues(table, "phase")).sort()).toEqual([...phaseTypes].sort());
  });

  test("the seeded auctions carry phases of the list (migrated from single, three)", async () => {
    const { data } = await service.from("auction_listings").select("phase");
    expect(data!.filter((row) => !(phaseTypes as readonly string[]).includes(row.phase))).toEqual([]);
  });
});
