/**
 * Saved searches and their alerts (supabase/schemas/70-saved-searches.sql) through the APIs, as the
 * app meets them: who reads and changes which rows (RLS), the limit of 20 kept in SQL, the
 * alert matcher deciding exactly as search_listings does for the same filters (the URL's
 * arguments computed by the browse page's own schema), one alert per saved search and
 * listing queued when staff approve it and turned into an outbox email once (an early-access one
 * for a Priority Buyer), and alerts switched off dropping
 * what was queued.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SAVED_SEARCHES_MAX } from "../../app/content/saved-searches.ts";
import { auctionSearchToSave } from "../../app/routes/auctions._index/schema.ts";
import { listingSearchToSave } from "../../app/routes/listings._index/schema.ts";
import { createListing, createMember, setMemberPlan, uniqueToken, type Member } from "../../tests/support/factories.ts";
import { pastPriorityFirstAccess } from "../../tests/support/first-access.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let staff: SupabaseClient;
let sellerId: string;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  ({ client: staff } = await backend.signedInClient("demo-staff@genmarket.test"));
  ({ id: sellerId } = await backend.signedInClient("demo-trade@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

/** A new buyer, signed in. */
async function newBuyer(): Promise<Member & { client: SupabaseClient }> {
  const member = await createMember(service);
  const { client } = await backend.signedInClient(member.email, member.password);
  return { ...member, client };
}

/** Saves /listings?{query} as the page would. */
function saveListingsSearch(client: SupabaseClient, query: string) {
  const search = listingSearchToSave(new URLSearchParams(query));
  return client.rpc("save_search", { p_page: search.page, p_name: search.name, p_query: search.query, p_search_args: search.searchArgs });
}

/** A pending listing of the demo dealer's with a photo, waiting for review. */
async function pendingListing(overrides: Record<string, unknown>) {
  const { id } = await createListing(service, sellerId, { status: "pending", ...overrides });
  const photo = await service.from("listing_photos").insert({ listing_id: id, storage_path: "seed/portable-1.png", position: 0, alt: "Front" });
  expect(photo.error).toBeNull();
  return id;
}

const approveNow = async (id: string) => expect((await staff.rpc("moderate_listing", { p_listing_id: id, p_decision: "approve" })).error).toBeNull();

/** Approved, and past Priority Buyers' first access (alerts to everyone else wait for it). */
async function approve(id: string) {
  await approveNow(id);
  await pastFirstAccess(id);
}

const pastFirstAccess = (id: string) => pastPriorityFirstAccess(service, id);

type QueuedEmail = { saved_search_id: string; kind: string; email: string; name: string; query: string; listings: Array<{ id: string; title: string }> };

/** The due alerts at this frequency turned into emails in the outbox (15-email.sql), as the dispatch or the daily Cron does. */
async function claim(frequency: "instant" | "daily") {
  const { data: keys, error } = await service.rpc("queue_search_alert_emails", { p_frequency: frequency });
  expect(error).toBeNull();
  const { rows } = await backend.db.query<QueuedEmail>(
    `select e.data->>'savedSearchId' as saved_search_id, e.kind, u.email, e.data->>'name' as name, e.data->>'query' as query, e.data->'listings' as listings
       from private.outgoing_emails e join auth.users u on u.id = e.recipient_id
      where e.idempotency_key = any ($1) order by e.idempotency_key`,
    [keys as string[]],
  );
  return rows;
}

const emailsFor = (emails: QueuedEmail[], savedSearchId: string) => emails.filter((email) => email.saved_search_id === savedSearchId);

describe("saving", () => {
  test("a member saves a search with alerts on at once; the same search again keeps one row", async () => {
    const buyer = await newBuyer();
    const first = await saveListingsSearch(buyer.client, "type=dieselStandby&location=london&page=3");
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ created: true });
    const again = await saveListingsSearch(buyer.client, "location=london&type=dieselStandby");
    expect(again.data).toEqual({ id: (first.data as { id: string }).id, created: false });
    const { data } = await buyer.client.from("saved_searches").select("page, name, query, alerts, alert_frequency");
    expect(data).toEqual([
      {
        page: "listings",
        name: "Diesel Standby Generators · London & South East",
        query: "type=dieselStandby&location=london",
        alerts: true,
        alert_frequency: "instant",
      },
    ]);
  });

  test(`a member keeps at most ${SAVED_SEARCHES_MAX} searches, the limit SQL and the app share`, async () => {
    const { rows } = await backend.db.query<{ max: number }>("select private.saved_searches_max() as max");
    expect(rows[0]!.max).toBe(SAVED_SEARCHES_MAX);
    const buyer = await newBuyer();
    for (let n = 1; n <= SAVED_SEARCHES_MAX; n += 1) {
      expect((await saveListingsSearch(buyer.client, `q=limit ${n}`)).error).toBeNull();
    }
    const refused = await saveListingsSearch(buyer.client, "q=one too many");
    expect(refused.error).toMatchObject({
      code: "GM409",
      message: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`,
    });
    // Saving one already kept is no new row, so it is not refused.
    expect((await saveListingsSearch(buyer.client, "q=limit 1")).data).toMatchObject({ created: false });
    const { count } = await buyer.client.from("saved_searches").select("id", { count: "exact", head: true });
    expect(count).toBe(SAVED_SEARCHES_MAX);
  });

  test("an auctions search is saved without alerts, which only match listings", async () => {
    const buyer = await newBuyer();
    // An old link's exact 100 kW is kept as the kVA band it is in.
    const search = auctionSearchToSave(new URLSearchParams("q=perkins&power=100&condition=used-fair&endingSoon=1&page=2"));
    const saved = await buyer.client.rpc("save_search", { p_page: search.page, p_name: search.name, p_query: search.query, p_search_args: search.searchArgs });
    expect(saved.error).toBeNull();
    const { data } = await buyer.client.from("saved_searches").select("id, name, query, alerts");
    expect(data).toEqual([
      {
        id: expect.any(String),
        name: "Auctions · “perkins” · 100 to under 250 kVA · Used – Fair · ending soon",
        query: "q=perkins&kva=100-250&condition=used-fair&endingSoon=1",
        alerts: false,
      },
    ]);
    const switched = await buyer.client.from("saved_searches").update({ alerts: true }).eq("id", data![0]!.id);
    expect(switched.error).toMatchObject({ code: "23514" });
  });

  test("arguments the matcher cannot read, an unknown page and visitors are refused", async () => {
    const buyer = await newBuyer();
    const bad = await buyer.client.rpc("save_search", { p_page: "listings", p_name: "Bad", p_query: "q=x", p_search_args: { min_price: "lots" } });
    expect(bad.error).toMatchObject({ code: "GM400", message: "This search cannot be saved" });
    const page = await buyer.client.rpc("save_search", { p_page: "hire", p_name: "Hire", p_query: "", p_search_args: {} });
    expect(page.error).toMatchObject({ code: "GM400" });
    const visitor = await backend.client().rpc("save_search", { p_page: "listings", p_name: "All", p_query: "", p_search_args: {} });
    expect(visitor.error).toMatchObject({ code: "42501" });
  });
});

describe("row-level security", () => {
  test("members read, switch and delete only their own; nobody inserts directly or rewrites the filters", async () => {
    const [owner, other] = [await newBuyer(), await newBuyer()];
    const saved = await saveListingsSearch(owner.client, "q=generator");
    const id = (saved.data as { id: string }).id;

    expect((await other.client.from("saved_searches").select("id")).data).toEqual([]);
    expect((await backend.client().from("saved_searches").select("id")).error).not.toBeNull();
    expect((await other.client.from("saved_searches").update({ alerts: false }).eq("id", id).select("id")).data).toEqual([]);
    expect((await other.client.from("saved_searches").delete().eq("id", id).select("id")).data).toEqual([]);

    const insert = await owner.client
      .from("saved_searches")
      .insert({ user_id: owner.id, page: "listings", name: "Direct", query: "q=direct", search_args: {} });
    expect(insert.error).toMatchObject({ code: "42501" });
    const rewrite = await owner.client.from("saved_searches").update({ search_args: { search: "x" }, query: "q=x" }).eq("id", id);
    expect(rewrite.error).toMatchObject({ code: "42501" });

    const switched = await owner.client.from("saved_searches").update({ alerts: false, alert_frequency: "daily" }).eq("id", id).select("alerts, alert_frequency");
    expect(switched.data).toEqual([{ alerts: false, alert_frequency: "daily" }]);
    expect((await owner.client.from("saved_searches").delete().eq("id", id).select("id")).data).toEqual([{ id }]);
  });

  test("only the service role queues alert emails", async () => {
    const buyer = await newBuyer();
    for (const client of [buyer.client, backend.client()]) {
      expect((await client.rpc("queue_search_alert_emails", { p_frequency: "instant" })).error).not.toBeNull();
    }
  });
});

describe("matching follows the browse page's rules", () => {
  // Each filter of the browse page, and some together, as URLs a member would save.
  const queries = [
    "",
    "q=Perkins",
    "q=100%25_kva",
    "type=dieselStandby",
    "minPrice=10000&maxPrice=50000",
    "maxPrice=200000&minPrice=195000",
    "brand=Cummins&brand=Perkins",
    "power=100",
    "kva=50-100",
    "condition=used-good",
    "featured=1",
    "minYear=2018&maxYear=2022",
    "minHours=100&maxHours=2000",
    "phase=Three Phase",
    "fuel=Diesel",
    "warranty=12",
    "sockets=yes",
    "sockets=no",
    "acoustic=Silenced",
    "location=london",
    "location=scotland",
    "type=dieselStandby&location=london&maxPrice=50000",
    "q=kVA&condition=used-excellent&minYear=2015&maxYear=2024&fuel=Diesel",
  ];

  test.each(queries)("?%s: the listings the matcher accepts are exactly search_listings' results", async (query) => {
    const { searchArgs } = listingSearchToSave(new URLSearchParams(query));
    const shown = new Set<string>();
    for (let page = 1; ; page += 1) {
      const { data, error } = await service.rpc("search_listings", { ...(searchArgs as object), page, page_size: 100 });
      expect(error).toBeNull();
      const result = data as { total: number; listings: Array<{ id: string }> };
      for (const listing of result.listings) shown.add(listing.id);
      if (shown.size >= result.total || result.listings.length === 0) break;
    }
    const { rows } = await backend.db.query<{ id: string }>(
      "select l.id from public.generator_listings l where private.listing_matches_search(l.id, $1::jsonb)",
      [JSON.stringify(searchArgs)],
    );
    expect(new Set(rows.map((row) => row.id))).toEqual(shown);
  });

  test("the demo buyer's seeded search is what /listings saves for its URL", async () => {
    const { data } = await service
      .from("saved_searches")
      .select("page, name, query, search_args, alerts")
      .eq("id", "40000000-0000-4000-8000-000000000001")
      .single();
    const search = listingSearchToSave(new URLSearchParams(data!.query));
    expect(data).toEqual({ page: "listings", name: search.name, query: search.query, search_args: search.searchArgs, alerts: true });
  });
});

describe("alerts on approval", () => {
  const london = { type: "dieselStandby", fuel: "Diesel", region: "london", location: "London", price_gbp: 20_000 };

  test("approving a matching listing queues one alert email, once; a listing that does not match queues nothing", async () => {
    const buyer = await newBuyer();
    const token = uniqueToken();
    const saved = await saveListingsSearch(buyer.client, `q=${token}&type=dieselStandby&location=london`);
    const savedId = (saved.data as { id: string }).id;

    const matching = await pendingListing({ ...london, title: `Perkins ${token} standby set` });
    const elsewhere = await pendingListing({ ...london, title: `Perkins ${token} in Leeds`, region: "leeds", location: "Leeds" });
    const unrelated = await pendingListing({ ...london, title: "Perkins standby set without the token" });
    await approve(matching);
    await approve(elsewhere);
    await approve(unrelated);

    const emails = emailsFor(await claim("instant"), savedId);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ email: buyer.email, query: `q=${token}&type=dieselStandby&location=london` });
    expect(emails[0]!.listings.map((listing) => listing.id)).toEqual([matching]);
    expect(emails[0]!.kind).toBe("search_alert");
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
  });

  test("Priority Buyers are alerted at approval; everyone else once the listing is theirs to see", async () => {
    const [priority, member] = [await newBuyer(), await newBuyer()];
    await setMemberPlan(service, priority.id, "priority-buyer");
    const token = uniqueToken();
    const saveFor = async (buyer: { client: SupabaseClient }) => ((await saveListingsSearch(buyer.client, `q=${token}`)).data as { id: string }).id;
    const prioritySearch = await saveFor(priority);
    const memberSearch = await saveFor(member);
    const listing = await pendingListing({ ...london, title: `Perkins ${token} standby set` });
    await approveNow(listing);

    const sees = async (buyer: { client: SupabaseClient }) => (await buyer.client.from("generator_listings").select("id").eq("id", listing)).data?.length === 1;
    expect(emailsFor(await claim("instant"), prioritySearch)).toMatchObject([{ kind: "early_access_alert" }]);
    expect([await sees(priority), await sees(member)]).toEqual([true, false]);
    expect(emailsFor(await claim("instant"), memberSearch)).toEqual([]);

    await pastFirstAccess(listing);
    expect(await sees(member)).toBe(true);
    expect(emailsFor(await claim("instant"), memberSearch)).toMatchObject([{ kind: "search_alert" }]);
  });

  test("a listing approved once is alerted once, whatever happens to it later", async () => {
    const buyer = await newBuyer();
    const token = uniqueToken();
    const savedId = ((await saveListingsSearch(buyer.client, `q=${token}`)).data as { id: string }).id;
    const listing = await pendingListing({ ...london, title: `Set ${token}` });
    await approve(listing);
    expect(emailsFor(await claim("instant"), savedId)).toHaveLength(1);
    // Back to pending (edited and resubmitted) and approved again: no second alert.
    await service.from("generator_listings").update({ status: "pending", submitted_at: new Date().toISOString() }).eq("id", listing);
    await approve(listing);
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
  });

  test("daily searches wait for the digest, one email with every new match", async () => {
    const buyer = await newBuyer();
    const token = uniqueToken();
    const savedId = ((await saveListingsSearch(buyer.client, `q=${token}`)).data as { id: string }).id;
    await buyer.client.from("saved_searches").update({ alert_frequency: "daily" }).eq("id", savedId);
    const first = await pendingListing({ ...london, title: `First ${token}` });
    const second = await pendingListing({ ...london, title: `Second ${token}` });
    await approve(first);
    await approve(second);
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
    const digest = emailsFor(await claim("daily"), savedId);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.listings.map((listing) => listing.id)).toEqual([first, second]);
    expect(emailsFor(await claim("daily"), savedId)).toEqual([]);
  });

  test("alerts off queue nothing, and switching them off drops what was queued", async () => {
    const buyer = await newBuyer();
    const token = uniqueToken();
    const savedId = ((await saveListingsSearch(buyer.client, `q=${token}`)).data as { id: string }).id;
    await approve(await pendingListing({ ...london, title: `Queued ${token}` }));
    // Off (as the unsubscribe link does it) before the run: the queued alert is dropped.
    expect((await service.from("saved_searches").update({ alerts: false }).eq("id", savedId)).error).toBeNull();
    await buyer.client.from("saved_searches").update({ alerts: true }).eq("id", savedId);
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
    await buyer.client.from("saved_searches").update({ alerts: false }).eq("id", savedId);
    await approve(await pendingListing({ ...london, title: `While off ${token}` }));
    await buyer.client.from("saved_searches").update({ alerts: true }).eq("id", savedId);
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
  });

  test("a seller is not alerted about their own listing", async () => {
    const { client: seller } = await backend.signedInClient("demo-trade@genmarket.test");
    const token = uniqueToken();
    const saved = await saveListingsSearch(seller, `q=${token}`);
    const savedId = (saved.data as { id: string }).id;
    await approve(await pendingListing({ ...london, title: `Own ${token}` }));
    expect(emailsFor(await claim("instant"), savedId)).toEqual([]);
    await seller.from("saved_searches").delete().eq("id", savedId);
  });
});
