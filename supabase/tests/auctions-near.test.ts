/**
 * "Within N miles of [postcode]", "Nearest first" and "Did you mean" on search_auctions
 * (supabase/schemas/40-auctions.sql, docs/auctions.md#browse-auctions), as
 * listings-near.test.ts checks search_listings: on the seed (whose live auctions have their
 * yards' outcodes), a radius gives exactly the live auctions a haversine written out here puts
 * within it, each with its distance; Nearest first is in order of distance with auctions
 * without a postcode last; an unknown place filters nothing and says so; a keyword search that
 * finds nothing suggests the nearest brand or model (create_auction's postcode:
 * auction-create.test.ts).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await backend.db.query<T>(text, params)).rows;

type Card = { id: string; title: string; distance_miles: number | null };
type Page = {
  total: number;
  auctions: Card[];
  near: { outcode: string } | null;
  corrected: string | null;
  suggestion: { term: string; search: string } | null;
};

async function search(args: Record<string, unknown>): Promise<Page> {
  const { data, error } = await anon.rpc("search_auctions", { page_size: 100, ...args });
  expect(error).toBeNull();
  return data as Page;
}

/** The live auctions within `miles` of an outcode's centre and their distances, by a haversine written out here. */
async function withinByHand(outcode: string, miles: number) {
  return sql<{ id: string; miles: number }>(
    `select a.id, d.miles
     from public.auction_listings a, public.outcodes o,
       lateral (select 2 * 3958.8 * asin(sqrt(
         sin(radians(a.latitude - o.latitude) / 2) ^ 2
         + cos(radians(o.latitude)) * cos(radians(a.latitude)) * sin(radians(a.longitude - o.longitude) / 2) ^ 2
       )) as miles) d
     where o.outcode = $1 and a.latitude is not null and a.status = 'active' and a.auction_end_date > now()
       and d.miles <= $2`,
    [outcode, miles],
  );
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

describe("within N miles of a postcode", () => {
  test("every live auction of the seed has its yard's postcode and coordinates", async () => {
    const unplaced = await sql(
      `select id from public.auction_listings where status = 'active' and (postcode is null or latitude is null)`,
    );
    expect(unplaced).toEqual([]);
  });

  test.each([
    ["LS1 4AP", "LS1", 25],
    ["ls1", "LS1", 100],
    ["M1 1AE", "M1", 50],
    ["EC1A 1BB", "EC1A", 200],
  ])("%s within %s's %i miles: the auctions a haversine by hand finds, with their distances", async (near, outcode, miles) => {
    const expected = await withinByHand(outcode, miles);
    const page = await search({ near, radius_miles: miles });
    expect(page.near).toEqual({ outcode });
    expect(page.total).toBe(expected.length);
    const byId = new Map(expected.map((row) => [row.id, row.miles]));
    expect(page.auctions.map((card) => card.id).sort()).toEqual([...byId.keys()].sort());
    for (const card of page.auctions) expect(card.distance_miles).toBeCloseTo(byId.get(card.id)!, 6);
  });

  test("25 miles of Leeds finds the Stourton (LS10) auction and not Glasgow's; the radius keeps the other filters", async () => {
    const all = await search({});
    const leeds = await search({ near: "LS1", radius_miles: 25 });
    expect(leeds.total).toBeGreaterThan(0);
    expect(leeds.total).toBeLessThan(all.total);
    expect(leeds.auctions.map((card) => card.title)).toContain("FG Wilson P110-3 100 kW diesel standby set, ex-hospital");
    expect(leeds.auctions.some((card) => card.title.includes("keel-cooled marine"))).toBe(false);
    // LS1 to LS10's centre is a couple of miles.
    expect(leeds.auctions.every((card) => card.distance_miles !== null && card.distance_miles < 25)).toBe(true);
    // Near Leeds: the 100 kW (125 kVA) set at Stourton in 100 to under 250 kVA; nothing of 15 to under 50 kVA.
    expect((await search({ near: "LS1", radius_miles: 25, kva_min: 15, kva_max: 50 })).total).toBe(0);
    expect((await search({ near: "LS1", radius_miles: 25, kva_min: 100, kva_max: 250 })).total).toBe(1);
  });

  test("Nearest first: in order of distance, ties by id, auctions without a postcode last", async () => {
    const seller = await createMember(service, { userType: "trade_seller" });
    const unplaced = await createAuction(service, seller.id);
    const page = await search({ near: "M1", sort: "nearest" });
    expect(page.total).toBe((await search({})).total);
    const distances = page.auctions.map((card) => card.distance_miles);
    const placed = distances.filter((miles): miles is number => miles !== null);
    expect(placed.length).toBeGreaterThan(5);
    expect(distances.slice(0, placed.length)).toEqual(placed);
    for (let i = 1; i < placed.length; i += 1) {
      expect(placed[i]!).toBeGreaterThanOrEqual(placed[i - 1]!);
      if (placed[i] === placed[i - 1]) expect(page.auctions[i]!.id > page.auctions[i - 1]!.id).toBe(true);
    }
    // Trafford Park (M17) is the seed's nearest to Manchester's centre.
    expect(page.auctions[0]!.title).toContain("Caterpillar C18");
    expect(page.auctions.at(-1)!.id).toBe(unplaced.id);
    expect(page.auctions.at(-1)!.distance_miles).toBeNull();
    // Without a place, "nearest" is the default order (ending soonest).
    expect((await search({ sort: "nearest" })).auctions.map((card) => card.id)).toEqual((await search({})).auctions.map((card) => card.id));
  });

  test.each(["ZZ9 9ZZ", "BT1 1AA", "Atlantis"])("%s is not a known place: near is null, no distances, the other filters kept", async (near) => {
    const withPower = await search({ kva_min: 50, kva_max: 100 });
    const page = await search({ near, radius_miles: 25, kva_min: 50, kva_max: 100, sort: "nearest" });
    expect(page.near).toBeNull();
    expect(page.total).toBe(withPower.total);
    expect(page.auctions.map((card) => card.id)).toEqual(withPower.auctions.map((card) => card.id));
    expect(page.auctions.every((card) => card.distance_miles === null)).toBe(true);
  });

  test("a radius without a place filters nothing", async () => {
    expect((await search({ radius_miles: 10 })).total).toBe((await search({})).total);
  });
});

describe("the keyword search's notes", () => {
  test("a typo of a brand is corrected and said so", async () => {
    const page = await search({ search: "caterpiller" });
    expect(page.corrected).toBe("Caterpillar");
    expect(page.auctions.map((card) => card.title)).toContain(
      "Caterpillar C18 500 kW prime power diesel generator in 20 ft container",
    );
    expect(page.suggestion).toBeNull();
  });

  test("a search that finds nothing suggests the nearest brand or model, with the search it would be", async () => {
    // Too short to be corrected (parse_search corrects words of four letters or more).
    const page = await search({ search: "sdm" });
    expect(page.total).toBe(0);
    expect(page.suggestion).toEqual({ term: "SDMO", search: "SDMO" });
    expect((await search({ search: page.suggestion!.search })).auctions.map((card) => card.title)).toContain(
      "SDMO R165 150 kW towable diesel generator on site trailer",
    );
  });

  test("a brand or model only listings have is not suggested on auctions", async () => {
    const page = await search({ search: "victorn" });
    expect(page.total).toBe(0);
    expect(page.suggestion).toBeNull();
  });

  test("nothing near: no suggestion", async () => {
    const page = await search({ search: "xqzvw" });
    expect(page.total).toBe(0);
    expect(page.suggestion).toBeNull();
  });
});
