/**
 * "Within N miles of [postcode]" and the orders of search_listings
 * (supabase/schemas/20-listings.sql, docs/listings.md#location): on the seed, a radius gives
 * exactly the listings a haversine written out here puts within it, each with its distance;
 * "Nearest first" is in order of distance; an unknown postcode filters nothing and says so;
 * saved-search alerts apply the radius as the page does.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;

const sql = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await backend.db.query<T>(text, params)).rows;

type Card = { id: string; distance_miles: number | null; year: number; hours: number | null; power_kw: number };
type Page = { total: number; listings: Card[]; near: { outcode: string } | null };

async function search(args: Record<string, unknown>): Promise<Page> {
  const { data, error } = await anon.rpc("search_listings", { page_size: 100, ...args });
  expect(error).toBeNull();
  return data as Page;
}

/** The visible active listings within `miles` of an outcode's centre and their distances, by a haversine written out here. */
async function withinByHand(outcode: string, miles: number) {
  return sql<{ id: string; miles: number }>(
    `select l.id, 2 * 3958.8 * asin(sqrt(
         sin(radians(l.latitude - o.latitude) / 2) ^ 2
         + cos(radians(o.latitude)) * cos(radians(l.latitude)) * sin(radians(l.longitude - o.longitude) / 2) ^ 2
       )) as miles
     from public.generator_listings l, public.outcodes o
     where o.outcode = $1 and l.latitude is not null
       and public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id)
       and 2 * 3958.8 * asin(sqrt(
         sin(radians(l.latitude - o.latitude) / 2) ^ 2
         + cos(radians(o.latitude)) * cos(radians(l.latitude)) * sin(radians(l.longitude - o.longitude) / 2) ^ 2
       )) <= $2`,
    [outcode, miles],
  );
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

describe("within N miles of a postcode", () => {
  test.each([
    ["LS1 4AP", "LS1", 25],
    ["ls1", "LS1", 100],
    ["M1 1AE", "M1", 50],
    ["EC1A 1BB", "EC1A", 200],
  ])("%s within %s's %i miles: the listings a haversine by hand finds, with their distances", async (near, outcode, miles) => {
    const expected = await withinByHand(outcode, miles);
    const page = await search({ near, radius_miles: miles });
    expect(page.near).toEqual({ outcode });
    expect(page.total).toBe(expected.length);
    const byId = new Map(expected.map((row) => [row.id, row.miles]));
    expect(page.listings.map((card) => card.id).sort()).toEqual([...byId.keys()].sort());
    for (const card of page.listings) expect(card.distance_miles).toBeCloseTo(byId.get(card.id)!, 6);
  });

  test("the seed puts some listings inside 50 miles of Leeds and some outside, and the radius keeps the other filters", async () => {
    const all = await search({});
    const near = await search({ near: "LS1", radius_miles: 50 });
    expect(near.total).toBeGreaterThan(0);
    expect(near.total).toBeLessThan(all.total);
    const type = near.listings[0]!;
    const typed = await search({ near: "LS1", radius_miles: 50, listing_type: (await sql<{ type: string }>(`select type from public.generator_listings where id = $1`, [type.id]))[0]!.type });
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBeLessThanOrEqual(near.total);
  });

  test("Nearest first: in order of distance, ties by id, listings without a known postcode last", async () => {
    const page = await search({ near: "M1", sort: "nearest" });
    expect(page.total).toBe((await search({})).total);
    const distances = page.listings.map((card) => card.distance_miles);
    const placed = distances.filter((miles): miles is number => miles !== null);
    expect(placed.length).toBeGreaterThan(10);
    expect(distances.slice(0, placed.length)).toEqual(placed);
    for (let i = 1; i < placed.length; i += 1) {
      expect(placed[i]!).toBeGreaterThanOrEqual(placed[i - 1]!);
      if (placed[i] === placed[i - 1]) expect(page.listings[i]!.id > page.listings[i - 1]!.id).toBe(true);
    }
  });

  test("Nearest first a page at a time is the same order as one page of all of them (only the nearest reach is sorted)", async () => {
    const whole = (await search({ near: "M1", sort: "nearest" })).listings.map((card) => card.id);
    for (const near of ["M1", "LS1"]) {
      const all = near === "M1" ? whole : (await search({ near, sort: "nearest" })).listings.map((card) => card.id);
      const paged: string[] = [];
      // Pages of 3: the first ones' nearest are within 10 or 25 miles, the later ones' further out.
      for (let page = 1; page <= 8; page += 1) {
        const { listings } = await search({ near, sort: "nearest", page_size: 3, page });
        paged.push(...listings.map((card) => card.id));
      }
      expect(paged, near).toEqual(all.slice(0, 24));
    }
  });

  test.each(["ZZ9 9ZZ", "BT1 1AA", "Atlantis"])("%s is not a known place: near is null, no distances, the other filters kept", async (near) => {
    const withType = await search({ listing_type: "portable" });
    const page = await search({ near, radius_miles: 25, listing_type: "portable", sort: "nearest" });
    expect(page.near).toBeNull();
    expect(page.total).toBe(withType.total);
    expect(page.listings.map((card) => card.id)).toEqual(withType.listings.map((card) => card.id));
    expect(page.listings.every((card) => card.distance_miles === null)).toBe(true);
  });

  test("a town's name is its outcode: Leeds within 50 miles is LS1's page, and a saved search's alerts agree", async () => {
    const byTown = await search({ near: "leeds", radius_miles: 50, sort: "nearest" });
    const byPostcode = await search({ near: "LS1", radius_miles: 50, sort: "nearest" });
    expect(byTown.near).toEqual({ outcode: "LS1" });
    expect(byTown.total).toBeGreaterThan(0);
    expect(byTown.listings).toEqual(byPostcode.listings);
    const matched = await sql<{ id: string }>(
      `select l.id from public.generator_listings l
       where public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and private.listing_matches_search(l.id, $1::jsonb)`,
      [JSON.stringify({ near: "Leeds", radius_miles: 50 })],
    );
    expect(matched).toHaveLength(byTown.total);
  });

  test("a radius without a place filters nothing", async () => {
    expect((await search({ radius_miles: 10 })).total).toBe((await search({})).total);
  });

  test("saved-search alerts match a listing within the radius as the page shows it", async () => {
    const args = JSON.stringify({ near: "LS1", radius_miles: 50 });
    const matched = await sql<{ id: string }>(
      `select l.id from public.generator_listings l
       where public.listing_visible_to_viewer(l.status, l.reviewed_at, l.dealer_id) and private.listing_matches_search(l.id, $1::jsonb)`,
      [args],
    );
    const page = await search({ near: "LS1", radius_miles: 50 });
    expect(matched.map((row) => row.id).sort()).toEqual(page.listings.map((card) => card.id).sort());
  });
});

describe("the orders by year, hours and power", () => {
  test.each([
    ["year-desc", (card: Card) => -card.year],
    ["hours-asc", (card: Card) => card.hours ?? Number.POSITIVE_INFINITY],
    ["power-desc", (card: Card) => -card.power_kw],
  ] as const)("%s", async (sort, key) => {
    const page = await search({ sort });
    expect(page.listings.length).toBeGreaterThan(10);
    const keys = page.listings.map(key);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });
});
