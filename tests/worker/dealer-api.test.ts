/**
 * The dealer API through the built Worker (docs/api.md): a Premium dealer's stock system
 * creates, updates and withdraws listings by stock_ref with an API key; every answer, success
 * or problem, keeps to the OpenAPI document the API serves (checked with Ajv); the bad inputs
 * each get their problem details and write nothing.
 */
import { test as base, beforeAll, describe, expect } from "vitest";
import { findPlan } from "../../app/content/plans";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createApiKey, createAuction, createConversation, createDepot, createListing, memberFixture, placeBid, setMemberPlan, uniqueToken, type Member } from "../support/factories";
import { openApiChecker } from "../support/openapi";
import { CAMERA_EXIF, phonePhoto } from "../support/photo-fixtures";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ dealer: Member; otherDealer: Member; buyer: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  otherDealer: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer", fullName: "Dora Baker" }),
});

let problemsWith: Awaited<ReturnType<typeof openApiChecker>>;

beforeAll(async () => {
  const served = await worker.fetch("/api/v1/openapi.json");
  expect(served.status).toBe(200);
  problemsWith = openApiChecker(await served.json());
});

/** A call to the API with the key, checked against the document: the answer and its body. */
async function call(key: string | null, method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await worker.fetch(`/api/v1${path}`, {
    method,
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" || body instanceof FormData ? body : JSON.stringify(body),
  });
  expect(await problemsWith(method, path, response)).toEqual([]);
  // The shapes are the document's, checked above: the test reads them loosely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { response, status: response.status, json: (await response.json()) as Record<string, any> };
}

/** A complete listing as a dealer's stock system sends it: the template's columns. */
const stockItem = (stockRef: string, overrides: Record<string, unknown> = {}) => ({
  stock_ref: stockRef,
  title: `Perkins 100 kVA standby set ${stockRef}`,
  type: "dieselStandby",
  condition: "used-good",
  description: "Ex-hire set, serviced every 250 hours, load bank tested.",
  price: 12_500,
  vat_status: "ex-vat",
  postcode: "LS11 5DG",
  location: "Leeds",
  power: "100 kVA",
  fuel_type: "Diesel",
  brand: "Perkins",
  model: "1104A-44TG2",
  year: 2019,
  hours: 4200,
  ...overrides,
});

async function premiumKey(dealer: Member, scope: "read" | "read-write" = "read-write") {
  await setMemberPlan(admin, dealer.id, "trade-premium");
  return (await createApiKey(admin, dealer.id, scope)).key;
}

const listingCount = async (dealerId: string) => {
  const { count } = await admin.from("generator_listings").select("id", { count: "exact", head: true }).eq("dealer_id", dealerId);
  return count ?? 0;
};

describe("a stock feed", () => {
  test("creates 15 listings by stock_ref, updates 3 prices, withdraws 2, retries a POST safely and meets the package's allowance", async ({ dealer }) => {
    const key = await premiumKey(dealer);
    const refs = Array.from({ length: 15 }, (_, i) => `STK-${1000 + i}`);
    for (const ref of refs) {
      const created = await call(key, "POST", "/listings", { body: stockItem(ref) });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ stock_ref: ref, status: "pending", price: 12_500, power: 80, type: "dieselStandby", brand: "Perkins" });
      expect(created.response.headers.get("Location")).toMatch(new RegExp(`/api/v1/listings/${ref}$`));
    }
    // The team approves them (supabase/schemas/80-moderation.sql), as it does the site's listings.
    const live = { status: "active" as const, published_at: new Date().toISOString(), expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    await admin.from("generator_listings").update(live).eq("dealer_id", dealer.id);

    for (const ref of refs.slice(0, 3)) {
      const updated = await call(key, "PATCH", `/listings/${ref}`, { body: { price: "£11,950" } });
      expect(updated.status).toBe(200);
      expect(updated.json).toMatchObject({ stock_ref: ref, status: "active", price: 11_950, title: `Perkins 100 kVA standby set ${ref}` });
    }
    for (const ref of refs.slice(3, 5)) {
      const withdrawn = await call(key, "DELETE", `/listings/${ref}`);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.json.status).toBe("inactive");
    }
    // A listing withdrawn takes no change until it is reactivated.
    const refused = await call(key, "PATCH", `/listings/${refs[3]}`, { body: { price: 100 } });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(`Your listing with stock_ref ${refs[3]} is deactivated (reactivate it first), so it cannot be changed now`);

    // The page shows the updates and withdrawals; a page at a time, newest first.
    const first = await call(key, "GET", "/listings?limit=10");
    expect(first.json.data).toHaveLength(10);
    const second = await call(key, "GET", `/listings?limit=10&cursor=${first.json.next_cursor}`);
    expect(second.json.next_cursor).toBeNull();
    const all = [...first.json.data, ...second.json.data];
    expect(all.map((listing) => listing.stock_ref).sort()).toEqual([...refs].sort());
    expect(all.filter((listing) => listing.price === 11_950).map((listing) => listing.stock_ref).sort()).toEqual(refs.slice(0, 3));
    const withdrawn = await call(key, "GET", "/listings?status=inactive");
    expect(withdrawn.json.data.map((listing: { stock_ref: string }) => listing.stock_ref).sort()).toEqual(refs.slice(3, 5));

    // A retried POST with the same Idempotency-Key answers the first answer: one listing.
    const retried = { body: stockItem("STK-2000"), headers: { "Idempotency-Key": `feed-${uniqueToken()}` } };
    const once = await call(key, "POST", "/listings", retried);
    const again = await call(key, "POST", "/listings", retried);
    expect([once.status, again.status]).toEqual([201, 201]);
    expect(again.json).toEqual(once.json);
    expect(again.response.headers.get("Idempotent-Replayed")).toBe("true");
    // The same key with another request is refused, and makes nothing.
    const reused = await call(key, "POST", "/listings", { ...retried, body: stockItem("STK-2001") });
    expect(reused.status).toBe(422);
    expect(await listingCount(dealer.id)).toBe(16);
    // Without the key, the same stock_ref again is refused: never a second listing.
    const duplicate = await call(key, "POST", "/listings", { body: stockItem("STK-2000") });
    expect(duplicate.status).toBe(409);

    // Premium allows 20 live or awaiting review: 13 live and 1 pending leave room for 6.
    const allowance = findPlan("trade-premium")!.adLimit;
    for (let i = 0; i < 6; i++) expect((await call(key, "POST", "/listings", { body: stockItem(`STK-30${i}`) })).status).toBe(201);
    const over = await call(key, "POST", "/listings", { body: stockItem("STK-399") });
    expect(over.status).toBe(409);
    expect(over.json.detail).toMatch(new RegExp(`^Your Premium package allows ${allowance} active ads and ${allowance} are live or awaiting review: upgrade`));
    expect(await listingCount(dealer.id)).toBe(22);
  });

  test("with two depots: each listing is at the depot the feed names (the main one when none), moves by PATCH; an unknown depot is named, nothing written", async ({
    dealer,
    otherDealer,
  }) => {
    const key = await premiumKey(dealer);
    await createDepot(admin, dealer.id, { reference: "LEEDS", name: "Leeds depot" });
    await createDepot(admin, dealer.id, { reference: "YORK", name: "York depot", postcode: "YO26 6RW", phone: null, opening_hours: null });
    await createDepot(admin, otherDealer.id, { reference: "HULL" });

    const depots = await call(key, "GET", "/depots");
    expect(depots.json.data).toEqual([
      { reference: "LEEDS", name: "Leeds depot", address: expect.any(String), postcode: "LS10 1RS", phone: "0113 496 0000", opening_hours: expect.any(String), main: true },
      { reference: "YORK", name: "York depot", address: expect.any(String), postcode: "YO26 6RW", phone: null, opening_hours: null, main: false },
    ]);

    expect((await call(key, "POST", "/listings", { body: stockItem("AT-MAIN") })).json.depot).toBe("LEEDS");
    expect((await call(key, "POST", "/listings", { body: stockItem("AT-YORK", { depot: "york" }) })).json.depot).toBe("YORK");
    // The team approves them; a live listing moves.
    const live = { status: "active" as const, published_at: new Date().toISOString(), expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
    await admin.from("generator_listings").update(live).eq("dealer_id", dealer.id);
    const moved = await call(key, "PATCH", "/listings/AT-MAIN", { body: { depot: "YORK" } });
    expect(moved.json).toMatchObject({ depot: "YORK", price: 12_500 });
    // A change that names no depot leaves the listing where it is.
    expect((await call(key, "PATCH", "/listings/AT-YORK", { body: { price: 9_999 } })).json).toMatchObject({ depot: "YORK", price: 9_999 });

    const atYork = await call(key, "GET", "/listings?depot=YORK");
    expect(atYork.json.data.map((listing: { stock_ref: string }) => listing.stock_ref).sort()).toEqual(["AT-MAIN", "AT-YORK"]);
    expect((await call(key, "GET", "/listings?depot=LEEDS")).json.data).toEqual([]);
    const unknown = await call(key, "GET", "/listings?depot=HULL");
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual([{ field: "depot", detail: "You have no depot with the reference HULL" }]);

    for (const [method, path, depot, body] of [
      ["POST", "/listings", "HULL", stockItem("AT-HULL", { depot: "HULL" })],
      ["PATCH", "/listings/AT-MAIN", "NOWHERE", { depot: "NOWHERE", price: 1 }],
    ] as const) {
      const refused = await call(key, method, path, { body });
      expect(refused.status, path).toBe(422);
      expect(refused.json.errors).toEqual([{ field: "depot", detail: `You have no depot with the reference ${depot}` }]);
    }
    const { data } = await admin.from("generator_listings").select("stock_ref, price_gbp, depot_id").eq("dealer_id", dealer.id).order("stock_ref");
    const york = (await admin.from("depots").select("id").eq("reference", "YORK").eq("dealer_id", dealer.id).single()).data!.id;
    expect(data).toEqual([
      { stock_ref: "AT-MAIN", price_gbp: 12_500, depot_id: york },
      { stock_ref: "AT-YORK", price_gbp: 9_999, depot_id: york },
    ]);
  });

  test("a field the rules refuse is named with the wizard's words; nothing is written", async ({ dealer }) => {
    const key = await premiumKey(dealer);
    const refused = await call(key, "POST", "/listings", { body: stockItem("STK-1", { title: "", year: 1890, fuel_type: "Steam", colour: "red" }) });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual([{ field: "colour", detail: "colour is not a field of a listing" }]);
    const judged = await call(key, "POST", "/listings", { body: stockItem("STK-1", { title: "", year: 1890, fuel_type: "Steam", price: true }) });
    expect(judged.json.errors).toEqual([{ field: "price", detail: "price must be a number" }]);
    const rules = await call(key, "POST", "/listings", { body: stockItem("STK-1", { title: "", year: 1890, fuel_type: "Steam" }) });
    expect(rules.status).toBe(422);
    expect(rules.json.errors).toEqual(
      expect.arrayContaining([
        { field: "title", detail: "Generator title is required" },
        { field: "year", detail: expect.stringMatching(/^Year must be between \d{4} and \d{4}$/) },
        { field: "fuel_type", detail: expect.stringContaining('"Steam" is not one of: Diesel') },
      ]),
    );
    expect(await listingCount(dealer.id)).toBe(0);
  });
});

describe("photos", () => {
  test("a phone photo is added as web copies without its location, moved to the cover, described and removed; a file that is not a photo is named and skipped", async ({ dealer }) => {
    const key = await premiumKey(dealer);
    await createListing(admin, dealer.id, { stock_ref: "STK-P1" });
    const photo = await phonePhoto({ width: 1200, height: 900 });
    const upload = new FormData();
    upload.append("photo", new File([photo], "front.jpg", { type: "image/jpeg" }));
    upload.append("photo", new File(["Service history: oil changed 2023.\n"], "notes.jpg", { type: "image/jpeg" }));
    upload.append("photo", new File([await phonePhoto({ width: 900, height: 1200, orientation: 1 })], "panel.jpg", { type: "image/jpeg" }));
    const added = await call(key, "POST", "/listings/STK-P1/photos", { body: upload });
    expect(added.status).toBe(201);
    expect(added.json.data).toHaveLength(2);
    expect(added.json.refused).toEqual([{ field: "photo", detail: expect.stringContaining("notes.jpg") }]);
    // Only web copies are kept: what is served has no position, camera or name (the EXIF is gone).
    const cover = await worker.fetch(new URL(added.json.data[0].url).pathname);
    const served = Buffer.from(await cover.arrayBuffer()).toString("latin1");
    for (const value of [CAMERA_EXIF.make, CAMERA_EXIF.model, CAMERA_EXIF.artist, "Exif\0\0"]) expect(served).not.toContain(value);

    const [first, second] = added.json.data as Array<{ id: string }>;
    const moved = await call(key, "PATCH", `/listings/STK-P1/photos/${second!.id}`, { body: { position: 0, alt: "  Control   panel " } });
    expect(moved.json.data.map((photo: { id: string }) => photo.id)).toEqual([second!.id, first!.id]);
    expect(moved.json.data[0]).toMatchObject({ cover: true, alt: "Control panel" });
    const tooLong = await call(key, "PATCH", `/listings/STK-P1/photos/${first!.id}`, { body: { alt: "x".repeat(400) } });
    expect(tooLong.status).toBe(422);
    const removed = await call(key, "DELETE", `/listings/STK-P1/photos/${second!.id}`);
    expect(removed.json.data.map((photo: { id: string }) => photo.id)).toEqual([first!.id]);

    const nothing = new FormData();
    nothing.append("photo", new File(["not a photo"], "notes.txt", { type: "text/plain" }));
    const refused = await call(key, "POST", "/listings/STK-P1/photos", { body: nothing });
    expect(refused.status).toBe(422);
    expect(refused.json.errors[0].detail).toContain("notes.txt");
    expect((await call(key, "GET", "/listings/STK-P1/photos")).json.data).toHaveLength(1);
    expect((await call(key, "GET", "/listings/STK-NONE/photos")).status).toBe(404);
  });
});

describe("enquiries and auctions", () => {
  test("the dealer lists buyers' conversations, reads one without marking it read, and replies; another's is not found", async ({ dealer, otherDealer, buyer }) => {
    const key = await premiumKey(dealer);
    const listing = await createListing(admin, dealer.id, { stock_ref: "STK-E1" });
    const thread = await createConversation(admin, { buyerId: buyer.id, sellerId: dealer.id, listingId: listing.id, messages: [{ text: "Is it still available?" }] });
    const theirs = await createConversation(admin, {
      buyerId: buyer.id,
      sellerId: otherDealer.id,
      listingId: (await createListing(admin, otherDealer.id)).id,
    });

    const listed = await call(key, "GET", "/enquiries");
    expect(listed.json.data).toEqual([
      expect.objectContaining({ id: thread.id, subject: listing.title, buyer_name: "Dora Baker", latest_message: "Is it still available?", unread_count: 1 }),
    ]);
    const read = await call(key, "GET", `/enquiries/${thread.id}`);
    expect(read.json.messages).toEqual([expect.objectContaining({ from: "buyer", content: "Is it still available?" })]);
    expect((await call(key, "GET", "/enquiries")).json.data[0].unread_count).toBe(1);

    const replied = await call(key, "POST", `/enquiries/${thread.id}/messages`, { body: { message: "Yes, viewing welcome." } });
    expect(replied.status).toBe(201);
    expect(replied.json).toMatchObject({ from: "dealer", content: "Yes, viewing welcome." });
    const { data: stored } = await admin.from("messages").select("sender_id, recipient_id, message_content").eq("id", replied.json.id).single();
    expect(stored).toEqual({ sender_id: dealer.id, recipient_id: buyer.id, message_content: "Yes, viewing welcome." });
    // The same reply again at once is the same submission: stored once, and said so.
    const repeated = await call(key, "POST", `/enquiries/${thread.id}/messages`, { body: { message: "Yes, viewing welcome." } });
    expect(repeated.status).toBe(409);
    expect(repeated.json.detail).toContain("not sent again");

    const empty = await call(key, "POST", `/enquiries/${thread.id}/messages`, { body: { message: " " } });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual([{ field: "message", detail: "Message is required" }]);
    for (const path of [`/enquiries/${theirs.id}`, "/enquiries/not-an-id"]) expect((await call(key, "GET", path)).status).toBe(404);
    expect((await call(key, "POST", `/enquiries/${theirs.id}/messages`, { body: { message: "Hello" } })).status).toBe(404);
    const { count } = await admin.from("messages").select("id", { count: "exact", head: true }).eq("thread_id", theirs.id);
    expect(count).toBe(1);
  });

  test("the dealer reads their auctions and the bids, bidders masked as on the site", async ({ dealer, otherDealer, buyer }) => {
    const key = await premiumKey(dealer);
    const auction = await createAuction(admin, dealer.id, { starting_price: 1000, reserve_price: 5000 });
    const theirs = await createAuction(admin, otherDealer.id);
    await placeBid(testBackendUrl(), buyer, auction.id, 1000);

    const listed = await call(key, "GET", "/auctions");
    expect(listed.json.data).toEqual([expect.objectContaining({ id: auction.id, title: auction.title, current_bid: 1000, bid_count: 1, status: "active" })]);
    const read = await call(key, "GET", `/auctions/${auction.id}`);
    expect(read.json).toMatchObject({ id: auction.id, reserve_status: "not_met", bids: [{ amount: 1000 }] });
    // Masked as the auction's page masks them: never the bidder's name, email or id.
    expect(read.json.bids[0].bidder).toMatch(/^\w\*+\w$/);
    expect(JSON.stringify(read.json)).not.toMatch(new RegExp(`Dora|Baker|${buyer.id}|${buyer.email}`));
    // The reserve is said as met or not, never its amount.
    expect(read.json).not.toHaveProperty("reserve_price");
    expect((await call(key, "GET", `/auctions/${theirs.id}`)).status).toBe(404);
  });
});

describe("the reference page", () => {
  test("/dealer-api shows every endpoint of the OpenAPI document, and a listing's fields with the template's words", async () => {
    const document = (await (await worker.fetch("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const page = await worker.fetch("/dealer-api");
    expect(page.status).toBe(200);
    const text = (await page.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      ["get", "post", "patch", "delete"].filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThanOrEqual(14);
    for (const operation of operations) expect(text).toContain(operation);
    expect(text).toContain("stock_ref required");
    expect(text).toContain("Power output in kW, more than 0; or in kVA with its unit");
  });
});

describe("bad requests", () => {
  test("no key, a mistyped or revoked key, a plan without API access: 401, the same words", async ({ dealer }) => {
    const none = await call(null, "GET", "/listings");
    expect(none.status).toBe(401);
    expect(none.response.headers.get("WWW-Authenticate")).toContain("Bearer");
    // A signed-in member's cookies are not a key.
    const cookies = await worker.signIn(dealer);
    const withSession = await worker.fetch("/api/v1/listings", { headers: { Cookie: cookies.header() } });
    expect(withSession.status).toBe(401);

    await setMemberPlan(admin, dealer.id, "trade-premium");
    const { id, key } = await createApiKey(admin, dealer.id);
    expect((await call(key, "GET", "/listings")).status).toBe(200);
    // One character changed: never the key itself.
    const unknown = await call(`${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`, "GET", "/listings");
    await admin.from("api_keys").update({ revoked_at: new Date().toISOString() }).eq("id", id);
    const revoked = await call(key, "GET", "/listings");
    expect([unknown.status, revoked.status]).toEqual([401, 401]);
    expect(revoked.json.detail).toBe(unknown.json.detail);

    const { key: standardKey } = await createApiKey(admin, dealer.id);
    await setMemberPlan(admin, dealer.id, "trade-standard");
    expect((await call(standardKey, "GET", "/listings")).status).toBe(401);
  });

  test("a read-only key reads but cannot write", async ({ dealer }) => {
    const key = await premiumKey(dealer, "read");
    await createListing(admin, dealer.id, { stock_ref: "STK-R1" });
    expect((await call(key, "GET", "/listings/STK-R1")).json.stock_ref).toBe("STK-R1");
    for (const [method, path, body] of [
      ["POST", "/listings", stockItem("STK-R2")],
      ["PATCH", "/listings/STK-R1", { price: 1 }],
      ["DELETE", "/listings/STK-R1", undefined],
    ] as const) {
      const refused = await call(key, method, path, { body });
      expect(refused.status, method).toBe(403);
      expect(refused.json.detail).toContain("This API key can only read");
    }
    expect((await call(key, "GET", "/listings/STK-R1")).json).toMatchObject({ status: "active", price: 900 });
    expect(await listingCount(dealer.id)).toBe(1);
  });

  test("another dealer's stock_ref is not found, whatever the method; theirs is unchanged", async ({ dealer, otherDealer }) => {
    const key = await premiumKey(dealer);
    const theirs = await createListing(admin, otherDealer.id, { stock_ref: "STK-THEIRS" });
    for (const [method, body] of [["GET", undefined], ["PATCH", { price: 1 }], ["DELETE", undefined]] as const) {
      const answer = await call(key, method, "/listings/STK-THEIRS", { body });
      expect(answer.status, method).toBe(404);
      expect(answer.json.detail).toBe("You have no listing with stock_ref STK-THEIRS");
    }
    const { data } = await admin.from("generator_listings").select("status, price_gbp").eq("id", theirs.id).single();
    expect(data).toEqual({ status: "active", price_gbp: 900 });
  });

  test("a body that is not JSON, not an object, or too large: its problem, nothing written", async ({ dealer }) => {
    const key = await premiumKey(dealer);
    const form = await call(key, "POST", "/listings", { body: "title=Perkins", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect((await call(key, "POST", "/listings", { body: "{ not json" })).status).toBe(400);
    expect((await call(key, "POST", "/listings", { body: "[1, 2]" })).status).toBe(400);
    const huge = JSON.stringify({ ...stockItem("STK-BIG"), description: "x".repeat(10 * 1024 * 1024) });
    const large = await call(key, "POST", "/listings", { body: huge });
    expect(large.status).toBe(413);
    const badQuery = await call(key, "GET", "/listings?status=gone&limit=500");
    expect(badQuery.status).toBe(400);
    expect(badQuery.json.errors.map((error: { field: string }) => error.field).sort()).toEqual(["limit", "status"]);
    expect((await call(key, "GET", "/listings?cursor=not-a-cursor")).status).toBe(400);
    expect(await listingCount(dealer.id)).toBe(0);
  });

  test("over the key's rate limit: 429 with Retry-After", async ({ dealer }) => {
    const key = await premiumKey(dealer, "read");
    const statuses: number[] = [];
    for (let batch = 0; batch < 25 && !statuses.includes(429); batch++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => worker.fetch("/api/v1/listings/NONE", { headers: { Authorization: `Bearer ${key}` } })));
      statuses.push(...answers.map((answer) => answer.status));
    }
    // The first 120 of the minute go through (more when a new minute began meanwhile).
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(120);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    const limited = await call(key, "GET", "/listings/NONE");
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  test("an address the API does not have, or a method it does not take there, answers a problem, not the site's page", async () => {
    const missing = await worker.fetch("/api/v1/depots/nothing", { method: "PUT" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toBe("application/problem+json");
    expect(((await missing.json()) as { detail: string }).detail).toContain("/api/v1/openapi.json");
    for (const path of ["/api/v1/auctions", "/api/v1/auctions/nothing", "/api/v1/enquiries", "/api/v1/enquiries/nothing", "/api/v1/openapi.json"]) {
      const refused = await worker.fetch(path, { method: "PUT" });
      expect(refused.status, path).toBe(405);
      expect(refused.headers.get("Content-Type"), path).toBe("application/problem+json");
      expect(refused.headers.get("Allow"), path).toBe("GET");
    }
  });
});
