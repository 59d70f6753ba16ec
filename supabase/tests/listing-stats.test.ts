/**
 * Listing statistics (docs/listings.md#listing-statistics): recording views (the Worker's service role only,
 * once per visitor per listing per day, active listings only) and what a seller reads of
 * their own listings: the per-day series, the period's totals, the comparison with their
 * other listings and the overview's figures. Nobody else reads them.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const SELLER = "c5000000-0000-4000-8000-00000000000a";
const OTHER_SELLER = "c5000000-0000-4000-8000-00000000000b";
const BUYERS = ["c5000000-0000-4000-8000-0000000000b1", "c5000000-0000-4000-8000-0000000000b2", "c5000000-0000-4000-8000-0000000000b3"];
const LISTING = "c5100000-0000-4000-8000-000000000001";
const SECOND = "c5100000-0000-4000-8000-000000000002";
const THIRD = "c5100000-0000-4000-8000-000000000003";
const DRAFT = "c5100000-0000-4000-8000-000000000004";
const OTHERS_LISTING = "c5100000-0000-4000-8000-000000000005";

/** A visitor hash as the Worker makes them (64 hex characters). */
const visitor = (n: number) => n.toString(16).padStart(64, "0");

let backend: TestBackend;

async function addUser(id: string, email: string, type: string) {
  await backend.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3)`,
    [id, email, JSON.stringify({ full_name: email.split("@")[0], user_type: type })],
  );
}

async function addListing(id: string, dealer: string, status: string) {
  const live = status !== "draft";
  await backend.db.query(
    `insert into public.generator_listings
       (id, dealer_id, status, title, description, type, brand, condition, fuel, power_kw, year, price_gbp, location, region, published_at)
     values ($1::uuid, $2, $3, 'Stats listing ' || $1::text, 'Runs well.', 'portable', 'Honda', 'used-good', 'Petrol/Gasoline', 2, 2020, 900, 'Leeds', 'leeds', $4)`,
    [id, dealer, status, live ? new Date().toISOString() : null],
  );
}

/** Views as past days' rows (the Worker only ever records today's). */
async function pastViews(listing: string, daysAgo: number, count: number) {
  for (let n = 0; n < count; n += 1) {
    await backend.db.query(
      `insert into public.listing_views (listing_id, viewed_on, visitor_hash) values ($1, current_date - $2::int, $3)`,
      [listing, daysAgo, visitor(1000 + daysAgo * 100 + n)],
    );
  }
}

async function enquiry(listing: string, buyer: string, daysAgo: number) {
  await backend.db.query(
    `insert into public.conversation_threads (buyer_id, seller_id, listing_id, created_at)
     values ($1, $2, $3, now() - make_interval(days => $4))`,
    [buyer, SELLER, listing, daysAgo],
  );
}

async function save(listing: string, member: string, daysAgo: number) {
  await backend.db.query(
    `insert into public.saved_listings (user_id, listing_id, created_at) values ($1, $2, now() - make_interval(days => $3))`,
    [member, listing, daysAgo],
  );
}

const record = (listing: string, hash: string) =>
  backend.client("service_role").rpc("record_listing_view", { p_listing: listing, p_visitor_hash: hash });

const asSeller = () => backend.userClient(SELLER);

beforeAll(async () => {
  backend = await startTestBackend();
  await addUser(SELLER, "stats-seller@example.test", "trade_seller");
  await addUser(OTHER_SELLER, "stats-other@example.test", "private_seller");
  for (const [index, buyer] of BUYERS.entries()) await addUser(buyer, `stats-buyer-${index}@example.test`, "buyer");
  await addListing(LISTING, SELLER, "active");
  await addListing(SECOND, SELLER, "active");
  await addListing(THIRD, SELLER, "sold");
  await addListing(DRAFT, SELLER, "draft");
  await addListing(OTHERS_LISTING, OTHER_SELLER, "active");
});

afterAll(async () => {
  await backend?.close();
});

describe("record_listing_view", () => {
  test("counts a visitor once per listing per day", async () => {
    const first = await record(LISTING, visitor(1));
    expect(first).toMatchObject({ data: true, error: null });
    for (let n = 0; n < 9; n += 1) expect((await record(LISTING, visitor(1))).data).toBe(false);
    expect((await record(LISTING, visitor(2))).data).toBe(true);
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.listing_views where listing_id = $1 and viewed_on = current_date`,
      [LISTING],
    );
    expect(rows[0]!.n).toBe(2);
  });

  test("counts only active listings", async () => {
    for (const listing of [THIRD, DRAFT, crypto.randomUUID()]) {
      expect(await record(listing, visitor(3))).toMatchObject({ data: false, error: null });
    }
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.listing_views where listing_id in ($1, $2)`,
      [THIRD, DRAFT],
    );
    expect(rows[0]!.n).toBe(0);
  });

  test("only the server records: visitors and members cannot call it or touch the rows", async () => {
    for (const client of [backend.client(), backend.userClient(BUYERS[0]!), asSeller()]) {
      const { error } = await client.rpc("record_listing_view", { p_listing: LISTING, p_visitor_hash: visitor(99) });
      expect(error?.message).toMatch(/permission denied/);
      const read = await client.from("listing_views").select("visitor_hash");
      expect(read.error?.message).toMatch(/permission denied/);
      const insert = await client.from("listing_views").insert({ listing_id: LISTING, visitor_hash: visitor(98) });
      expect(insert.error?.message).toMatch(/permission denied/);
    }
  });
});

describe("what the seller reads", () => {
  beforeAll(async () => {
    // LISTING: 2 views today (above), 3 five days ago, 4 forty days ago (outside 30 days).
    await pastViews(LISTING, 5, 3);
    await pastViews(LISTING, 40, 4);
    await enquiry(LISTING, BUYERS[0]!, 0);
    await enquiry(LISTING, BUYERS[1]!, 5);
    await enquiry(LISTING, BUYERS[2]!, 45);
    await save(LISTING, BUYERS[0]!, 1);
    await save(LISTING, BUYERS[1]!, 50);
    // SECOND: 6 views, 1 save; THIRD (sold since): 10 views a week ago, 1 enquiry.
    await pastViews(SECOND, 2, 6);
    await save(SECOND, BUYERS[2]!, 2);
    await pastViews(THIRD, 7, 10);
    await enquiry(THIRD, BUYERS[0]!, 7);
  });

  test("the listing's 30 days, day by day, oldest first, today last", async () => {
    const { data, error } = await asSeller().rpc("listing_stats", { p_listing: LISTING });
    expect(error).toBeNull();
    const stats = data as {
      days: number;
      listing: { id: string; status: string };
      series: { day: string; views: number; enquiries: number; saves: number }[];
      totals: { views: number; enquiries: number; saves: number };
      saved_by: number;
    };
    expect(stats.days).toBe(30);
    expect(stats.listing).toMatchObject({ id: LISTING, status: "active" });
    expect(stats.series).toHaveLength(30);
    const { rows } = await backend.db.query<{ today: string; first: string }>(
      `select current_date::text as today, (current_date - 29)::text as first`,
    );
    expect(stats.series[0]!.day).toBe(rows[0]!.first);
    expect(stats.series.at(-1)).toEqual({ day: rows[0]!.today, views: 2, enquiries: 1, saves: 0 });
    expect(stats.series.at(-6)).toMatchObject({ views: 3, enquiries: 1, saves: 0 });
    expect(stats.series.at(-2)).toMatchObject({ views: 0, enquiries: 0, saves: 1 });
    // Forty and more days ago is outside the period; everyone who saved it counts as saved_by.
    expect(stats.totals).toEqual({ views: 5, enquiries: 2, saves: 1 });
    expect(stats.saved_by).toBe(2);
  });

  test("a longer period reaches further back", async () => {
    const { data } = await asSeller().rpc("listing_stats", { p_listing: LISTING, p_days: 90 });
    expect(data).toMatchObject({ days: 90, totals: { views: 9, enquiries: 3, saves: 2 } });
    expect((data as { series: unknown[] }).series).toHaveLength(90);
  });

  test("compares the listing with the seller's other listings that have been live", async () => {
    const { data } = await asSeller().rpc("listing_stats", { p_listing: LISTING });
    // Others: SECOND (6 views, 0 enquiries, 1 saved) and THIRD (10, 1, 0); the draft is left out.
    expect((data as { comparison: unknown }).comparison).toEqual({
      other_listings: 2,
      average_views: 8,
      average_enquiries: 0.5,
      average_saves: 0.5,
      views_rank: 3,
      ranked_listings: 3,
    });
  });

  test("says whether the listing has ever been live: a draft has not, a sold one has", async () => {
    const everLive = async (id: string) => ((await asSeller().rpc("listing_stats", { p_listing: id })).data as { listing: { ever_live: boolean } }).listing.ever_live;
    expect(await everLive(LISTING)).toBe(true);
    expect(await everLive(THIRD)).toBe(true);
    expect(await everLive(DRAFT)).toBe(false);
  });

  test("the overview: the seller's listings together over 30 days", async () => {
    const { data, error } = await asSeller().rpc("seller_overview_figures");
    expect(error).toBeNull();
    expect(data).toEqual({ days: 30, views: 21, enquiries: 3, saves: 3 });
    const figures = await asSeller().rpc("seller_listing_figures");
    expect(figures.data).toHaveLength(4);
    expect(figures.data).toContainEqual({ listing_id: LISTING, views: 5, enquiries: 2, saves: 2 });
  });

  test("nobody else reads a seller's statistics", async () => {
    // Another seller, a buyer: no answer for this listing, nothing of this seller's in their own figures.
    for (const client of [backend.userClient(OTHER_SELLER), backend.userClient(BUYERS[0]!)]) {
      const { data, error } = await client.rpc("listing_stats", { p_listing: LISTING });
      expect(error).toBeNull();
      expect(data).toBeNull();
      const figures = await client.rpc("seller_listing_figures");
      expect(figures.data?.map((row: { listing_id: string }) => row.listing_id) ?? []).not.toContain(LISTING);
    }
    expect((await backend.userClient(BUYERS[0]!).rpc("seller_overview_figures")).data).toEqual({ days: 30, views: 0, enquiries: 0, saves: 0 });
    // Visitors may not call them at all.
    for (const fn of ["listing_stats", "seller_listing_figures", "seller_overview_figures"] as const) {
      const { error } = await backend.client().rpc(fn, fn === "listing_stats" ? { p_listing: LISTING } : {});
      expect(error?.message, fn).toMatch(/permission denied/);
    }
  });
});

describe("the seed", () => {
  test("the demo sellers' live listings have views on every one of the last 30 days", async () => {
    const seeded = await startTestBackend({ seed: true });
    try {
      const { client } = await seeded.signedInClient("demo-trade@genmarket.test");
      const overview = await client.rpc("seller_overview_figures");
      expect((overview.data as { views: number }).views).toBeGreaterThan(100);
      const { rows } = await seeded.db.query<{ id: string }>(
        `select id from public.generator_listings where dealer_id = 'a0000000-0000-4000-8000-000000000003' and status = 'active' limit 1`,
      );
      const stats = await client.rpc("listing_stats", { p_listing: rows[0]!.id });
      const series = (stats.data as { series: { views: number }[] }).series;
      expect(series).toHaveLength(30);
      expect(series.every((day) => day.views > 0)).toBe(true);
    } finally {
      await seeded.close();
    }
  });
});
