/**
 * search_stock (supabase/schemas/20-listings.sql), the site search's stock, as an anonymous
 * visitor: the same listings and live auctions as search_listings and search_auctions find
 * for the text, their first few and how many in all; blank text finds nothing (the browse
 * functions would read it as "no filter").
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

type Found = {
  listings: { total: number; listings: Array<{ id: string; title: string; price_gbp: number; photo_path: string | null }> };
  auctions: { total: number; auctions: Array<{ id: string; title: string; current_bid: number }> };
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

describe("search_stock", () => {
  test("'perkins': the first listings and auctions of search_listings and search_auctions, and their totals", async () => {
    const found = await rpc<Found>("search_stock", { search: "perkins", result_limit: 2 });
    const listings = await rpc<{ total: number; listings: Array<{ id: string }> }>("search_listings", { search: "perkins", page_size: 2 });
    const auctions = await rpc<{ total: number; auctions: Array<{ id: string }> }>("search_auctions", { search: "perkins", page_size: 2 });
    // The seed's listings that name Perkins: the three Perkins sets and Pramac's "(Perkins)"
    // in their titles, and the three FG Wilson sets whose descriptions name their Perkins engine.
    expect(found.listings.total).toBe(7);
    expect(found.listings.total).toBe(listings.total);
    expect(found.listings.listings.map((listing) => listing.id)).toEqual(listings.listings.map((listing) => listing.id));
    expect(found.auctions.total).toBe(auctions.total);
    expect(found.auctions.total).toBeGreaterThan(0);
    expect(found.auctions.auctions.map((auction) => auction.id)).toEqual(auctions.auctions.map((auction) => auction.id));
  });

  test("blank text finds nothing; the limit stays within 1 to 24", async () => {
    for (const search of ["", "   "]) {
      expect(await rpc<Found>("search_stock", { search })).toEqual({
        listings: { total: 0, listings: [] },
        auctions: { total: 0, auctions: [] },
      });
    }
    expect((await rpc<Found>("search_stock", { search: "diesel", result_limit: 1000 })).listings.listings).toHaveLength(24);
    expect((await rpc<Found>("search_stock", { search: "diesel", result_limit: 0 })).listings.listings).toHaveLength(1);
  });
});
