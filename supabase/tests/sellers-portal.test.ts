/**
 * The sellers portal's SQL (supabase/schemas/20-listings.sql): seller_portal_listings (only the caller's
 * rows, with views, enquiries and saves; search, status filter, sorts), and the bulk bar's
 * actions, each all-or-none with refusals in words for people: promoting through a payment
 * priced from plans.ts, deactivating and reactivating within the period, deleting while the
 * buyer keeps the conversation.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingOptions, listingUpgradePrice } from "../../app/content/plans.ts";
import { addListingPhoto, createConversation, createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

type PortalRow = {
  id: string;
  title: string;
  status: string;
  price_gbp: number | null;
  views: number;
  inquiries: number;
  saves: number;
  rejection_reason: string | null;
};

const DAY_MS = 86_400_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" | "trade_seller" = "buyer") {
  const made = await createMember(service, { userType });
  return { id: made.id, client: (await backend.signedInClient(made.email, made.password)).client };
}

async function portal(client: SupabaseClient, args: { p_search?: string; p_status?: string; p_sort?: string } = {}) {
  const { data, error } = await client.rpc("seller_portal_listings", args);
  expect(error).toBeNull();
  return data as PortalRow[];
}

async function addViews(listingId: string, visitors: number) {
  const rows = Array.from({ length: visitors }, (_, i) => `('${listingId}', current_date - ${i % 3}, 'visitor-hash-${listingId}-${i}')`);
  if (rows.length) await backend.db.query(`insert into public.listing_views (listing_id, viewed_on, visitor_hash) values ${rows.join(",")}`);
}

const row = async (id: string) =>
  (await service.from("generator_listings").select("status, listing_option, featured, featured_until, expires_at").eq("id", id).maybeSingle()).data;

/** A seller with four listings whose prices, views and enquiries all differ. */
async function sellerWithListings() {
  const seller = await member("trade_seller");
  const buyers = await Promise.all([member(), member(), member()]);
  const cheap = await createListing(service, seller.id, { title: `Kipor cheap inverter ${seller.id.slice(0, 8)}`, price_gbp: 500 });
  const dear = await createListing(service, seller.id, { title: `Perkins dear standby ${seller.id.slice(0, 8)}`, price_gbp: 20_000 });
  const middle = await createListing(service, seller.id, { title: `Honda middle portable ${seller.id.slice(0, 8)}`, price_gbp: 2_000, status: "sold" });
  const draft = await createListing(service, seller.id, { title: `Cummins draft ${seller.id.slice(0, 8)}`, price_gbp: null, status: "draft" });
  await addViews(cheap.id, 7);
  await addViews(dear.id, 2);
  await addViews(middle.id, 4);
  for (const buyer of buyers) await createConversation(service, { buyerId: buyer.id, sellerId: seller.id, listingId: dear.id });
  await createConversation(service, { buyerId: buyers[0]!.id, sellerId: seller.id, listingId: middle.id });
  await service.from("saved_listings").insert([{ user_id: buyers[1]!.id, listing_id: cheap.id }]);
  return { seller, buyers, cheap, dear, middle, draft };
}

describe("seller_portal_listings", () => {
  test("answers only the caller's own listings, with views, enquiries and saves counted from the rows", async () => {
    const { seller, cheap, dear, middle, draft } = await sellerWithListings();
    const rows = await portal(seller.client);
    expect(rows.map((r) => r.id).sort()).toEqual([cheap.id, dear.id, middle.id, draft.id].sort());
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(cheap.id)).toMatchObject({ views: 7, inquiries: 0, saves: 1 });
    expect(byId.get(dear.id)).toMatchObject({ views: 2, inquiries: 3, saves: 0 });
    expect(byId.get(middle.id)).toMatchObject({ views: 4, inquiries: 1, status: "sold", rejection_reason: null });
    // A rejected listing carries the team's reason, for the seller to fix it.
    const rejected = await createListing(service, seller.id, { status: "rejected", rejection_reason: "The photos show a different generator." });
    expect((await portal(seller.client, { p_status: "rejected" })).map((r) => [r.id, r.rejection_reason])).toEqual([
      [rejected.id, "The photos show a different generator."],
    ]);

    // Another seller and a buyer get only their own (none); a visitor may not call it.
    const other = await member("trade_seller");
    expect(await portal(other.client)).toEqual([]);
    expect((await anon.rpc("seller_portal_listings", {})).error?.code).toBe("42501");
    // listing_views stays closed to everyone but the function.
    expect((await seller.client.from("listing_views").select("listing_id")).error?.code).toBe("42501");
  });

  test("search matches title, brand, model or location as text; the status filter; each sort", async () => {
    const { seller, cheap, dear, middle, draft } = await sellerWithListings();
    expect((await portal(seller.client, { p_search: "PERKINS dear" })).map((r) => r.id)).toEqual([dear.id]);
    expect((await portal(seller.client, { p_search: "%" })).map((r) => r.id)).toEqual([]);
    expect((await portal(seller.client, { p_search: "taunton" })).length).toBe(4); // the factory's location
    expect((await portal(seller.client, { p_status: "sold" })).map((r) => r.id)).toEqual([middle.id]);
    expect((await portal(seller.client, { p_status: "draft" })).map((r) => r.id)).toEqual([draft.id]);
    expect(await portal(seller.client, { p_status: "expired" })).toEqual([]);

    const ids = async (sort: string) => (await portal(seller.client, { p_sort: sort })).map((r) => r.id);
    expect(await ids("price-asc")).toEqual([cheap.id, middle.id, dear.id, draft.id]);
    expect(await ids("price-desc")).toEqual([dear.id, middle.id, cheap.id, draft.id]);
    expect((await ids("views-desc")).slice(0, 3)).toEqual([cheap.id, middle.id, dear.id]);
    expect((await ids("views-asc"))[0]).toBe(draft.id);
    expect((await ids("inquiries-desc")).slice(0, 2)).toEqual([dear.id, middle.id]);
    expect(await ids("newest")).toEqual([draft.id, middle.id, dear.id, cheap.id]);
  });
});

describe("promote", () => {
  test("the upgrade's price and the Enhanced period are plans.ts's", async () => {
    const days = (key: string) => listingOptions.find((option) => option.key === key)!.days;
    for (const option of listingOptions) {
      expect((await anon.rpc("listing_option_days", { p_option: option.key })).data).toBe(option.days);
    }
    expect((await anon.rpc("listing_upgrade_amount_pence")).data).toBe(listingUpgradePrice() * 100);
    expect(listingUpgradePrice()).toBe(15);
    expect(days("enhanced") - days("basic")).toBe(30);
  });

  test("promoting a live Basic listing records a payment and features it for the Enhanced period", async () => {
    const seller = await member("trade_seller");
    const listing = await createListing(service, seller.id, { listing_option: "basic" });
    const before = await row(listing.id);
    const started = await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [listing.id] });
    expect(started.error).toBeNull();
    const [payment] = started.data as { id: string; amount_pence: number; purpose: string; status: string }[];
    expect(payment).toMatchObject({ amount_pence: 1500, purpose: "listing_upgrade", status: "pending" });
    // Nothing changes until it is paid.
    expect((await row(listing.id))!.featured).toBe(false);
    const paid = await seller.client.rpc("complete_simulated_payment", { p_payment_id: payment!.id }).single<{ status: string }>();
    expect(paid.data?.status).toBe("paid");
    const after = (await row(listing.id))!;
    expect(after).toMatchObject({ listing_option: "enhanced", featured: true, status: "active" });
    const lengthened = (Date.parse(after.expires_at!) - Date.parse(before!.expires_at!)) / DAY_MS;
    expect(lengthened).toBeCloseTo(30, 3);
    expect(after.featured_until).toBe(after.expires_at);
    // The payment is the seller's record; a second promotion is refused.
    const own = await seller.client.from("payments").select("purpose, amount_pence, status").eq("listing_id", listing.id);
    expect(own.data).toEqual([{ purpose: "listing_upgrade", amount_pence: 1500, status: "paid" }]);
    const again = await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [listing.id] });
    expect(again.error).toMatchObject({ code: "GM409" });
    expect(again.error?.message).toMatch(/already featured/);
  });

  test("refused, all or none, for a listing that is not live, someone else's, or none", async () => {
    const seller = await member("trade_seller");
    const live = await createListing(service, seller.id);
    const pending = await createListing(service, seller.id, { status: "pending" });
    const others = await createListing(service, (await member("trade_seller")).id);
    const notLive = await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [live.id, pending.id] });
    expect(notLive.error).toMatchObject({ code: "GM409" });
    expect(notLive.error?.message).toContain(`"${pending.title}" is not live`);
    expect((await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [live.id, others.id] })).error?.code).toBe("GM404");
    expect((await seller.client.rpc("start_listing_upgrades", { p_listing_ids: [] })).error?.code).toBe("GM400");
    expect((await anon.rpc("start_listing_upgrades", { p_listing_ids: [live.id] })).error?.code).toBe("42501");
    expect((await service.from("payments").select("id").eq("listing_id", live.id)).data).toEqual([]);
  });
});

describe("deactivate and reactivate", () => {
  test("deactivating takes live listings off the site; reactivating puts one back while its period lasts", async () => {
    const seller = await member("trade_seller");
    const [one, two] = [await createListing(service, seller.id), await createListing(service, seller.id)];
    const result = await seller.client.rpc("deactivate_listings", { p_listing_ids: [one.id, two.id] });
    expect(result).toMatchObject({ error: null, data: 2 });
    expect((await row(one.id))!.status).toBe("inactive");
    // Visitors no longer see them, in the table or through search_listings.
    expect((await anon.from("generator_listings").select("id").in("id", [one.id, two.id])).data).toEqual([]);
    // Deactivating again is refused (not live); nothing else changes.
    expect((await seller.client.rpc("deactivate_listings", { p_listing_ids: [one.id] })).error?.code).toBe("GM409");

    // A trade seller needs room in a package (the one allowance rule, docs/payments.md).
    expect((await seller.client.rpc("reactivate_listing", { p_listing_id: one.id })).error?.code).toBe("GM402");
    await setMemberPlan(service, seller.id, "trade-single");
    expect((await seller.client.rpc("reactivate_listing", { p_listing_id: one.id })).data).toBe("active");
    expect((await anon.from("generator_listings").select("id").eq("id", one.id)).data).toEqual([{ id: one.id }]);

    // Once its period has ended it cannot come back: it is expired.
    await service.from("generator_listings").update({ expires_at: new Date(Date.now() - 1000).toISOString() }).eq("id", two.id);
    const late = await seller.client.rpc("reactivate_listing", { p_listing_id: two.id });
    expect(late.error).toMatchObject({ code: "GM409" });
    expect(late.error?.message).toMatch(/period has ended/);
    // Its period still running, it comes back only within the allowance: Single Ad's one ad is live.
    const three = await createListing(service, seller.id);
    await service.from("generator_listings").update({ status: "inactive" }).eq("id", three.id);
    const full = await seller.client.rpc("reactivate_listing", { p_listing_id: three.id });
    expect(full.error).toMatchObject({ code: "GM409" });
    expect(full.error?.message).toMatch(/Single Ad package allows 1 active ad/);
  });

  test("nobody deactivates or reactivates another seller's listing, nor a pending one", async () => {
    const seller = await member("trade_seller");
    const other = await member("trade_seller");
    const live = await createListing(service, seller.id);
    const pending = await createListing(service, seller.id, { status: "pending" });
    expect((await other.client.rpc("deactivate_listings", { p_listing_ids: [live.id] })).error?.code).toBe("GM404");
    expect((await seller.client.rpc("deactivate_listings", { p_listing_ids: [live.id, pending.id] })).error?.code).toBe("GM409");
    expect((await row(live.id))!.status).toBe("active");
    expect((await other.client.rpc("reactivate_listing", { p_listing_id: live.id })).error?.code).toBe("GM404");
    // Owners still cannot write a status themselves.
    expect((await seller.client.from("generator_listings").update({ status: "inactive" }).eq("id", live.id)).error?.code).toBe("42501");
  });
});

describe("delete", () => {
  test("deletes the listing and its photos; the buyer still reads the conversation, titled", async () => {
    const seller = await member("trade_seller");
    const buyer = await member();
    const listing = await createListing(service, seller.id);
    const { storagePath } = await addListingPhoto(service, { sellerId: seller.id, listingId: listing.id, bytes: PNG, contentType: "image/png", extension: "png" });
    const thread = await createConversation(service, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      messages: [{ text: "Is it still available?" }, { text: "Yes it is.", from: "seller" }],
    });

    expect((await buyer.client.rpc("delete_own_listings", { p_listing_ids: [listing.id] })).error?.code).toBe("GM404");
    const deleted = await seller.client.rpc("delete_own_listings", { p_listing_ids: [listing.id] });
    expect(deleted).toMatchObject({ error: null, data: [storagePath] });
    expect(await row(listing.id)).toBeNull();
    expect((await service.from("listing_photos").select("id").eq("listing_id", listing.id)).data).toEqual([]);
    // The file is no longer readable by the public (no photo row points at it).
    expect((await anon.storage.from("listing-photos").download(storagePath)).error).not.toBeNull();

    const kept = await buyer.client.from("conversation_threads").select("listing_id, listing_title, messages(message_content)").eq("id", thread.id).single();
    expect(kept.data).toMatchObject({ listing_id: null, listing_title: listing.title });
    expect(kept.data!.messages.map((m: { message_content: string }) => m.message_content).sort()).toEqual(["Is it still available?", "Yes it is."]);
  });

  test("all or none: one id of someone else's refuses the lot", async () => {
    const seller = await member("trade_seller");
    const mine = await createListing(service, seller.id);
    const theirs = await createListing(service, (await member("trade_seller")).id);
    expect((await seller.client.rpc("delete_own_listings", { p_listing_ids: [mine.id, theirs.id] })).error?.code).toBe("GM404");
    expect(await row(mine.id)).not.toBeNull();
    expect(await row(theirs.id)).not.toBeNull();
  });
});

describe("the demo trade seller's seed", () => {
  test("has listings in every status, with views, enquiries and saves", async () => {
    const { client } = await backend.signedInClient("demo-trade@genmarket.test");
    const rows = await portal(client);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["active", "pending", "draft", "rejected", "expired", "sold", "inactive"]));
    expect(rows.filter((r) => r.views > 0).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((r) => r.inquiries > 0).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.saves > 0).length).toBeGreaterThanOrEqual(5);
    // Distinct figures, so every sort shows a real order.
    expect(new Set(rows.map((r) => r.views)).size).toBeGreaterThanOrEqual(6);
  });
});
