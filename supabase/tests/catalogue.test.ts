/**
 * The catalogue functions (supabase/schemas/20-listings.sql) through the API as an anonymous
 * visitor: what search_listings returns, how it pages and sorts, and the filter choices.
 * How each browse filter maps onto them is checked end to end in tests/worker/listings.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

type SearchPage = {
  total: number;
  total_exact: boolean;
  page: number;
  page_count: number;
  page_size: number;
  listings: Array<{ id: string; title: string; price_gbp: number; hours: number | null; photo_path: string | null }>;
};

let backend: TestBackend;
let activeListings: Array<{ id: string; brand: string; power_kw: number; created_at: string; price_gbp: number }>;

async function search(args: Record<string, unknown> = {}) {
  const { data, error } = await backend.client().rpc("search_listings", args);
  expect(error).toBeNull();
  return data as SearchPage;
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  const { data, error } = await backend
    .client("service_role")
    .from("generator_listings")
    .select("id, brand, power_kw, created_at, price_gbp")
    .eq("status", "active");
  expect(error).toBeNull();
  activeListings = data!;
});

afterAll(async () => {
  await backend?.close();
});

describe("search_listings", () => {
  test("with no filters: every active listing, newest first, 24 to a page with the first photo", async () => {
    const page = await search();
    expect(page.total).toBe(activeListings.length);
    expect(page).toMatchObject({ page: 1, page_size: 24 });
    expect(page.listings).toHaveLength(24);
    const newest = [...activeListings].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    expect(page.listings.map((listing) => listing.id)).toEqual(newest.slice(0, 24).map((listing) => listing.id));
    expect(page.listings.every((listing) => listing.photo_path?.startsWith("seed/"))).toBe(true);
  });

  test("never returns drafts, pending, sold or expired listings", async () => {
    const { data } = await backend.client("service_role").from("generator_listings").select("id").neq("status", "active");
    const hidden = new Set(data!.map((row) => row.id));
    expect(hidden.size).toBeGreaterThan(0);
    const page = await search({ page_size: 100 });
    expect(page.listings.some((listing) => hidden.has(listing.id))).toBe(false);
  });

  test("pages in either price order cover every listing once, in order", async () => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      const seen: SearchPage["listings"] = [];
      for (let page = 1; page <= 8; page++) seen.push(...(await search({ sort, page, page_size: 10 })).listings);
      expect(new Set(seen.map((listing) => listing.id)).size).toBe(activeListings.length);
      const prices = seen.map((listing) => listing.price_gbp);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === "price-asc" ? a - b : b - a)));
    }
  });

  test("a page past the end gives the last page; the page size stays within 1..100", async () => {
    const last = await search({ page: 999 });
    expect(last.page).toBe(Math.ceil(activeListings.length / 24));
    expect(last.listings).toHaveLength(activeListings.length % 24 || 24);
    expect((await search({ page_size: 1000 })).page_size).toBe(100);
    expect((await search({ page_size: 0, page: -3 })).page).toBe(1);
  });

  test("count_cap: the count stops past the cap and two pages past the requested one, and says when more match", async () => {
    const count = activeListings.length;
    expect(await search({ page_size: 5 })).toMatchObject({ total: count, total_exact: true, page_count: Math.ceil(count / 5) });
    // Page 1 counts up to max(10, 3 pages of 5) = 15 matches: 16 found, so more match than that.
    expect(await search({ page_size: 5, count_cap: 10 })).toMatchObject({ total: 10, total_exact: false, page: 1, page_count: 4 });
    expect(await search({ page_size: 5, count_cap: 10, page: 3 })).toMatchObject({ total: 10, total_exact: false, page: 3, page_count: 6 });
    // Within reach of the end the count is exact, and every page can be reached, in order.
    const lastPage = Math.ceil(count / 5);
    const seen: string[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const result = await search({ page_size: 5, count_cap: 10, page });
      expect(result.page).toBe(page);
      seen.push(...result.listings.map((listing) => listing.id));
    }
    expect(seen).toEqual((await search({ page_size: 100 })).listings.map((listing) => listing.id));
    expect(await search({ page_size: 5, count_cap: 10, page: lastPage - 1 })).toMatchObject({ total: count, total_exact: true });
    // A cap above the matches counts them all; a page past the end still shows the last page.
    expect(await search({ count_cap: 1000 })).toMatchObject({ total: count, total_exact: true });
    expect(await search({ page_size: 5, count_cap: 10, page: 999 })).toMatchObject({ total: count, total_exact: true, page: lastPage });
  });

  test("search text is matched literally: LIKE wildcards in it match nothing", async () => {
    expect((await search({ search: "%" })).total).toBe(0);
    expect((await search({ search: "_" })).total).toBe(0);
    expect((await search({ search: "HONDA" })).total).toBeGreaterThan(0);
  });

  test("a running hours range leaves out listings without hours", async () => {
    const page = await search({ max_hours: 1_000_000, page_size: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(activeListings.length);
    expect(page.listings.every((listing) => listing.hours !== null)).toBe(true);
  });

  test("location matches the region, or a location containing the place name", async () => {
    const byRegion = await search({ location_region: "london" });
    const byPlace = await search({ location_place: "London" });
    const both = await search({ location_region: "london", location_place: "London" });
    expect(byRegion.total).toBeGreaterThan(byPlace.total);
    expect(both.total).toBe(byRegion.total);
  });
});

describe("listing_filter_options", () => {
  test("the distinct brands and power ratings of active listings, in order", async () => {
    const { data, error } = await backend.client().rpc("listing_filter_options");
    expect(error).toBeNull();
    const brands = [...new Set(activeListings.map((listing) => listing.brand))].sort();
    const powers = [...new Set(activeListings.map((listing) => Number(listing.power_kw)))].sort((a, b) => a - b);
    expect(data).toEqual({ brands, power_kw: powers });
  });
});
