/**
 * A member's copy of their data (supabase/schemas/12-my-data.sql, export_my_data; docs/accounts.md
 * "Your data"): each kind of row the member has, and nothing of a second member's, who has one
 * of each kind too; the other party of a conversation only as the site shows them.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAuction, createConversation, createDepot, createListing, createMember, createSavedSearch } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" | "trade_seller" = "buyer") {
  const made = await createMember(service, { userType });
  return { ...made, client: (await backend.signedInClient(made.email, made.password)).client };
}

/** One of each kind of row for `who`, with `other` as the other party where there is one; the words carry `who`'s mark. */
async function everythingOf(who: Awaited<ReturnType<typeof member>>, other: Awaited<ReturnType<typeof member>>, mark: string) {
  const listing = await createListing(service, who.id, { status: "active", title: `${mark} Perkins 20 kVA silent set` });
  const auction = await createAuction(service, who.id, { title: `${mark} FG Wilson 60 kVA auction lot` });
  const othersListing = await createListing(service, other.id, { status: "active" });
  const othersAuction = await createAuction(service, other.id);
  expect((await who.client.rpc("place_bid", { p_auction_id: othersAuction.id, p_amount: 1500 })).error).toBeNull();
  await createConversation(service, { buyerId: who.id, sellerId: other.id, listingId: othersListing.id, messages: [{ text: `${mark} asks: still for sale?` }, { text: "Yes it is.", from: "seller" }] });
  expect((await who.client.from("saved_listings").insert({ listing_id: othersListing.id })).error).toBeNull();
  expect((await who.client.from("watched_auctions").insert({ auction_id: othersAuction.id })).error).toBeNull();
  await createSavedSearch(service, who.id, { name: `${mark} saved search` });
  expect((await service.from("seller_reviews").insert({ seller_id: other.id, buyer_id: who.id, listing_id: othersListing.id, rating: 4, comment: `${mark} gave this review` })).error).toBeNull();
  expect((await service.from("seller_reviews").insert({ seller_id: who.id, buyer_id: other.id, listing_id: listing.id, rating: 5, comment: `${mark} received this review` })).error).toBeNull();
  const payment = await service
    .from("payments")
    .insert({ user_id: who.id, listing_id: listing.id, listing_option: "basic", amount_pence: 995, reference: `${mark}-${crypto.randomUUID()}`, provider: "simulated", purpose: "listing_option" })
    .select("id")
    .single();
  expect((await who.client.rpc("complete_simulated_payment", { p_payment_id: payment.data!.id })).error).toBeNull();
  return { listing, auction };
}

test("the export holds each kind of row the member has, and nothing of a second member's", async () => {
  const alice = await member("private_seller");
  const bob = await member("private_seller");
  const carol = await member("private_seller");
  const mine = await everythingOf(alice, bob, "ALICE");
  // Bob has one of everything too, with Carol, whom Alice never met.
  await everythingOf(bob, carol, "BOB");

  const { data, error } = await alice.client.rpc("export_my_data");
  expect(error).toBeNull();
  const exported = data as { email: string; profile: unknown } & Record<"listings" | "auctions" | "bids" | "conversations" | "saved_listings" | "watched_auctions" | "saved_searches" | "reviews_given" | "reviews_received" | "payments", Array<Record<string, unknown>>>;

  expect(exported.email).toBe(alice.email);
  expect(exported.profile).toMatchObject({ id: alice.id, full_name: alice.fullName, user_type: "private_seller" });
  expect(exported.listings.map((row) => row.id)).toEqual([mine.listing.id]);
  expect(exported.auctions.map((row) => row.id)).toEqual([mine.auction.id]);
  expect(exported.bids).toEqual([expect.objectContaining({ amount: 1500 })]);
  expect(exported.conversations).toHaveLength(1);
  expect(exported.conversations[0]).toMatchObject({
    you_are: "buyer",
    with: bob.fullName,
    messages: [expect.objectContaining({ from: "you", message: "ALICE asks: still for sale?" }), expect.objectContaining({ from: "them", message: "Yes it is." })],
  });
  expect(exported.saved_listings).toHaveLength(1);
  expect(exported.watched_auctions).toHaveLength(1);
  expect(exported.saved_searches).toEqual([expect.objectContaining({ name: "ALICE saved search" })]);
  expect(exported.reviews_given).toEqual([expect.objectContaining({ comment: "ALICE gave this review", seller: bob.fullName })]);
  expect(exported.reviews_received).toEqual([expect.objectContaining({ comment: "ALICE received this review", buyer: bob.fullName })]);
  expect(exported.payments).toEqual([expect.objectContaining({ status: "paid", amount_pence: 995 })]);

  // Nothing of Bob's own: none of his words, and never his id or email (as the other party of
  // Alice's conversation and reviews he shows by his public name only).
  const text = JSON.stringify(exported);
  expect(text).not.toContain("BOB");
  expect(text).not.toContain(bob.id);
  expect(text).not.toContain(bob.email);
  expect(text).not.toContain(carol.id);
});

test("visitors have no data to export; a member with nothing gets empty lists", async () => {
  expect((await backend.client().rpc("export_my_data")).error?.code).toBe("42501");
  const fresh = await member();
  const { data } = await fresh.client.rpc("export_my_data");
  expect(data).toMatchObject({ listings: [], auctions: [], bids: [], conversations: [], payments: [], reviews_given: [], reviews_received: [], depots: [] });
});

test("a dealer's export holds their depots and which one each listing is at; not another dealer's", async () => {
  const dealer = await member("trade_seller");
  const other = await member("trade_seller");
  const depot = await createDepot(service, dealer.id, { reference: "LEEDS", name: "Leeds depot" });
  await createDepot(service, other.id, { reference: "OTHER-YARD" });
  const listing = await createListing(service, dealer.id);
  const { data } = await dealer.client.rpc("export_my_data");
  expect(data.depots).toEqual([expect.objectContaining({ id: depot.id, reference: "LEEDS", name: "Leeds depot", postcode: "LS10 1RS", main: true })]);
  expect(data.listings).toEqual([expect.objectContaining({ id: listing.id, depot_id: depot.id })]);
  expect(JSON.stringify(data)).not.toContain("OTHER-YARD");
});
