/**
 * search_auctions (supabase/schemas/40-auctions.sql) through the API as an anonymous visitor:
 * only live auctions (active, end not passed by the database clock), never cancelled or
 * finished ones; the filters, sorts and pages; and the seed's auctions (docs/auctions.md).
 * How each browse filter maps onto the arguments is checked end to end in
 * tests/worker/auctions.test.ts.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ENDING_SOON_HOURS } from "../../app/content/auctions.ts";
import { conditions, inKvaBand, kvaSizes } from "../../app/content/listing-options.ts";
import { auctionAdminFee } from "../../app/content/plans.ts";
import { kvaOfKw } from "../../app/content/power.ts";
import { createAuction, createMember, uniqueToken } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

type SearchPage = {
  total: number;
  live: number;
  page: number;
  page_size: number;
  now: string;
  auctions: Array<{ id: string; title: string; current_bid: number; starting_price: number; bid_count: number; photo_path: string | null }>;
};

let backend: TestBackend;
let service: SupabaseClient;
let sellerId: string;

const HOUR = 3600_000;
/** The seed's auctions have the ids 60000000-0000-4000-8000-000000000NNN. */
const SEED_FIRST = "60000000-0000-4000-8000-000000000000";
const SEED_LAST = "60000000-0000-4000-8000-000000000999";
const endsIn = (ms: number) => new Date(Date.now() + ms).toISOString();

async function search(args: Record<string, unknown> = {}) {
  const { data, error } = await backend.client().rpc("search_auctions", args);
  expect(error).toBeNull();
  return data as SearchPage;
}

const ids = (page: SearchPage) => page.auctions.map((auction) => auction.id);

/** search_auctions' arguments for one of the kVA bands, as the page passes them (routes/auctions._index/schema.ts). */
function band(key: string) {
  const size = kvaSizes.find((candidate) => candidate.key === key)!;
  return { kva_min: size.min, kva_max: size.max };
}

/** A signed-in bidder's client. */
async function bidder() {
  const member = await createMember(service);
  return (await backend.signedInClient(member.email, member.password)).client;
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  sellerId = (await createMember(service, { userType: "private_seller" })).id;
});

afterAll(async () => {
  await backend?.close();
});

describe("search_auctions shows live auctions only", () => {
  test("never a cancelled, ended, sold or unsold auction, nor an active one whose end has passed", async () => {
    const word = `liveonly${uniqueToken()}`;
    const title = (what: string) => `Perkins set ${word} ${what}`;
    const live = await createAuction(service, sellerId, { title: title("live") });
    await createAuction(service, sellerId, { title: title("cancelled"), status: "cancelled" });
    // Not settled yet, but its time is up by the database clock.
    await createAuction(service, sellerId, { title: title("past its end"), auction_end_date: endsIn(-1000) });
    for (const status of ["ended", "sold", "unsold"]) {
      await createAuction(service, sellerId, { title: title(status), status, auction_end_date: endsIn(-HOUR) });
    }
    const page = await search({ search: word });
    expect(ids(page)).toEqual([live.id]);
    expect(page.total).toBe(1);
  });

  test("counts every live auction, and says when it looked by the database clock", async () => {
    const before = Date.now();
    const page = await search({ search: `nothing-${uniqueToken()}` });
    const { count } = await service
      .from("auction_listings")
      .select("id", { count: "exact", head: true })
      .eq("status", "active")
      .gt("auction_end_date", new Date().toISOString());
    expect(page.total).toBe(0);
    expect(page.live).toBe(count);
    expect(Date.parse(page.now)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(page.now)).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe("search_auctions filters", () => {
  test("the current bid is the highest bid, or the starting price while nobody has bid", async () => {
    const word = `bids${uniqueToken()}`;
    const unbid = await createAuction(service, sellerId, { title: `Cummins set ${word} a`, starting_price: 5000 });
    const bid = await createAuction(service, sellerId, { title: `Cummins set ${word} b`, starting_price: 1000 });
    expect((await (await bidder()).rpc("place_bid", { p_auction_id: bid.id, p_amount: 8000 })).error).toBeNull();

    expect(ids(await search({ search: word, min_bid: 6000 }))).toEqual([bid.id]);
    expect(ids(await search({ search: word, max_bid: 5000 }))).toEqual([unbid.id]);
    expect(ids(await search({ search: word, min_bid: 5000, max_bid: 8000, sort: "bid-asc" }))).toEqual([unbid.id, bid.id]);
    const shown = (await search({ search: word, sort: "bid-desc" })).auctions;
    expect(shown.map((auction) => [auction.current_bid, auction.starting_price, auction.bid_count])).toEqual([
      [8000, 1000, 1],
      [5000, 5000, 0],
    ]);
  });

  test(`'ending soon' is within ${ENDING_SOON_HOURS} hours (the page's constant)`, async () => {
    const word = `soon${uniqueToken()}`;
    const inside = await createAuction(service, sellerId, { title: `Set ${word} inside`, auction_end_date: endsIn(ENDING_SOON_HOURS * HOUR - 10 * 60_000) });
    await createAuction(service, sellerId, { title: `Set ${word} outside`, auction_end_date: endsIn(ENDING_SOON_HOURS * HOUR + 10 * 60_000) });
    expect(ids(await search({ search: word, ending_soon: true }))).toEqual([inside.id]);
    expect((await search({ search: word })).total).toBe(2);
  });

  test("year, power, and search text in the title, brand or model (wildcards matched literally)", async () => {
    const word = `spec${uniqueToken()}`;
    const old = await createAuction(service, sellerId, { title: `Lister set ${word} one`, year: 2011, power_kw: 30 });
    const newer = await createAuction(service, sellerId, { title: `Set ${word} two`, year: 2020, power_kw: 100, brand: "Kohler", model: "100REZXB" });
    expect(ids(await search({ search: word, max_year: 2015 }))).toEqual([old.id]);
    expect(ids(await search({ search: word, min_year: 2020, max_year: 2020 }))).toEqual([newer.id]);
    expect(ids(await search({ search: word, ...band("15-50") }))).toEqual([old.id]);
    // Title, brand and model: a word only the brand or model has finds it.
    expect(ids(await search({ search: "100REZ", ...band("100-250"), min_year: 2020 }))).toContain(newer.id);
    expect((await search({ search: "%" })).total).toBe(0);
    expect((await search({ search: "_" })).total).toBe(0);
  });
});

describe("search_auctions' power, condition and fuel: /listings' filters", () => {
  test("the kVA bands as search_listings reads them: kW × KVA_PER_KW, at least the floor and under the top", async () => {
    const word = `bands${uniqueToken()}`;
    // 80 kW is exactly 100 kVA: in 100–250 only. 4,000 kW is 5,000 kVA: in the last band, which has no top.
    const made = await Promise.all(
      [80, 79, 4000].map(async (kw) => ({ kw, ...(await createAuction(service, sellerId, { title: `Set of ${kw} kW ${word}`, power_kw: kw })) })),
    );
    const [edge, below, huge] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    for (const size of kvaSizes) {
      const expected = made.filter((auction) => inKvaBand(kvaOfKw(auction.kw), size)).map((auction) => auction.id);
      expect(ids(await search({ search: word, ...band(size.key) })).sort(), size.key).toEqual(expected.sort());
    }
    expect(ids(await search({ search: word, ...band("100-250") }))).toEqual([edge.id]);
    expect(ids(await search({ search: word, ...band("50-100") }))).toEqual([below.id]);
    expect(ids(await search({ search: word, ...band("2000-3000") }))).toEqual([huge.id]);
  });

  test("condition by the one list's key, fuel as stored; each with the other filters", async () => {
    const word = `cond${uniqueToken()}`;
    const refurbished = await createAuction(service, sellerId, { title: `Refurb set ${word}`, condition: "refurbished", fuel_type: "Natural Gas", power_kw: 60 });
    const spares = await createAuction(service, sellerId, { title: `Spares set ${word}`, condition: "used-spares-repairs", fuel_type: "Diesel", power_kw: 60 });
    for (const { key } of conditions) {
      const expected = key === "refurbished" ? [refurbished.id] : key === "used-spares-repairs" ? [spares.id] : [];
      expect(ids(await search({ search: word, auction_condition: key })), key).toEqual(expected);
    }
    expect(ids(await search({ search: word, auction_fuel: "Natural Gas" }))).toEqual([refurbished.id]);
    expect(ids(await search({ search: word, auction_fuel: "Diesel", auction_condition: "used-spares-repairs", ...band("50-100") }))).toEqual([spares.id]);
    expect(ids(await search({ search: word, auction_fuel: "Diesel", auction_condition: "refurbished" }))).toEqual([]);
    expect((await search({ search: word, auction_fuel: "no such fuel" })).total).toBe(0);
  });
});

describe("search_auctions sorts and pages", () => {
  test("each order breaks ties by id, so pages never overlap", async () => {
    const word = `ties${uniqueToken()}`;
    const end = endsIn(5 * 24 * HOUR);
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map((index) => createAuction(service, sellerId, { title: `Tied set ${word} ${index}`, auction_end_date: end })),
    );
    const byId = made.map((auction) => auction.id).sort();
    expect(ids(await search({ search: word }))).toEqual(byId);
    expect(ids(await search({ search: word, sort: "bid-asc" }))).toEqual(byId);
    expect(ids(await search({ search: word, sort: "bid-desc" }))).toEqual([...byId].reverse());
    expect(ids(await search({ search: word, sort: "bids" }))).toEqual([...byId].reverse());
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...ids(await search({ search: word, sort: "bids", page, page_size: 2 })));
    expect(pages).toEqual([...byId].reverse());
  });

  test("a page past the end gives the last page; the page size stays within 1..100", async () => {
    const everything = await search({ page_size: 100 });
    const last = await search({ page: 999, page_size: 5 });
    expect(last.page).toBe(Math.max(1, Math.ceil(everything.total / 5)));
    expect((await search({ page_size: 1000 })).page_size).toBe(100);
    expect((await search({ page_size: 0, page: -3 })).page).toBe(1);
  });
});

describe("the seed's auctions", () => {
  test("at least 12, over several sellers and kinds of set, each with photos and the admin fee paid", async () => {
    const { data } = await service
      .from("auction_listings")
      .select("id, seller_id, fuel_type, power_kw, admin_fee_paid, admin_fee_amount, auction_photos(storage_path)")
      .gte("id", SEED_FIRST)
      .lte("id", SEED_LAST);
    const seeded = data as Array<{ seller_id: string; fuel_type: string; power_kw: number; admin_fee_paid: boolean; admin_fee_amount: number; auction_photos: unknown[] }>;
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((auction) => auction.seller_id)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(seeded.map((auction) => auction.fuel_type)).size).toBe(4);
    expect(new Set(seeded.map((auction) => auction.power_kw)).size).toBeGreaterThanOrEqual(6);
    for (const auction of seeded) {
      expect(auction.auction_photos.length).toBeGreaterThanOrEqual(2);
      expect([auction.admin_fee_paid, Number(auction.admin_fee_amount)]).toEqual([true, auctionAdminFee]);
    }
  });

  test("live ones (some ending within the hour, some with proxy bids) and settled ones, sold and unsold", async () => {
    const { data } = await service
      .from("auction_listings")
      .select("id, status, bid_count, current_bid, reserve_price, auction_end_date, auction_maximums(max_amount)")
      .gte("id", SEED_FIRST)
      .lte("id", SEED_LAST);
    const seeded = data as Array<{
      status: string;
      bid_count: number;
      current_bid: number | null;
      auction_end_date: string;
      auction_maximums: Array<{ max_amount: number }>;
    }>;
    const live = seeded.filter((auction) => auction.status === "active");
    expect(live.filter((auction) => Date.parse(auction.auction_end_date) < Date.now() + HOUR).length).toBeGreaterThanOrEqual(2);
    expect(live.every((auction) => Date.parse(auction.auction_end_date) > Date.now())).toBe(true);
    // A proxy bid: a bidder's secret maximum stands above the price.
    const proxied = live.filter((auction) => auction.auction_maximums.some((maximum) => maximum.max_amount > auction.current_bid!));
    expect(proxied.length).toBeGreaterThanOrEqual(3);
    expect(live.filter((auction) => auction.bid_count === 0).length).toBeGreaterThanOrEqual(1);
    const statuses = seeded.map((auction) => auction.status);
    expect(statuses.filter((status) => status === "sold").length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === "unsold").length).toBeGreaterThanOrEqual(1);
    // Their bids are dated in the past, in the order they rose.
    const { data: history } = await backend.client().from("auction_bid_history").select("auction_id, amount, created_at").gte("auction_id", SEED_FIRST).lte("auction_id", SEED_LAST);
    const rows = history as Array<{ auction_id: string; amount: number; created_at: string }>;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) expect(Date.parse(row.created_at)).toBeLessThan(Date.now());
    for (const auctionId of new Set(rows.map((row) => row.auction_id))) {
      const byTime = rows
        .filter((row) => row.auction_id === auctionId)
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((row) => row.amount);
      expect(byTime, auctionId).toEqual([...byTime].sort((a, b) => a - b));
    }
  });
});
