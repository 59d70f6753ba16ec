/**
 * The auction page's SQL (supabase/schemas/40-auctions.sql): auction_page answers what the page and its
 * live updates show, for the caller, and never another bidder's identity or maximum, nor the
 * reserve; place_bid's refusals carry GM4xx (supabase/schemas/40-auctions.sql); send_auction_question
 * opens the member's conversation with the seller about an auction, under RLS.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { numbersIn } from "../../tests/support/numbers-in.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
let seller: { client: SupabaseClient; id: string };

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  anon = backend.client();
  const member = await createMember(service, { userType: "private_seller", fullName: "Tom Hargreaves" });
  seller = await backend.signedInClient(member.email, member.password);
});

afterAll(async () => {
  await backend?.close();
});

async function bidder(name: string) {
  const member = await createMember(service, { fullName: name });
  return { ...(await backend.signedInClient(member.email, member.password)), email: member.email };
}

const bid = (client: SupabaseClient, auctionId: string, amount: number, max?: number) =>
  client.rpc("place_bid", { p_auction_id: auctionId, p_amount: amount, ...(max === undefined ? {} : { p_max_amount: max }) });

type Page = {
  now: string;
  open: boolean;
  auction: Record<string, unknown>;
  seller: { full_name: string | null; company_name: string | null };
  photos: { storage_path: string; alt: string | null }[];
  history: { bidder: string; amount: number; is_mine: boolean }[];
  reserve_status: string;
  increment: number;
  minimum_bid: number;
  viewer: { has_bid: boolean; leading: boolean; max_amount: number | null } | null;
};

async function page(client: SupabaseClient, id: string) {
  const { data, error } = await client.rpc("auction_page", { p_auction_id: id });
  expect(error).toBeNull();
  return data as Page | null;
}

describe("auction_page", () => {
  test("a visitor gets the auction, its photos in order, the seller's name, the masked history and the next minimum", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 900, reserve_price: 5000 });
    await service.from("auction_photos").insert([
      { auction_id: auction.id, storage_path: "seed/b.png", position: 1 },
      { auction_id: auction.id, storage_path: "seed/a.png", position: 0, alt: "Front" },
    ]);
    const dora = await bidder("Dora Baker");
    await bid(dora.client, auction.id, 900, 2000);

    const visitor = (await page(anon, auction.id))!;
    expect(visitor.open).toBe(true);
    expect(Math.abs(new Date(visitor.now).getTime() - Date.now())).toBeLessThan(60_000);
    expect(visitor.auction).toMatchObject({ id: auction.id, title: auction.title, starting_price: 900, current_bid: 900, bid_count: 1 });
    expect(visitor.auction).not.toHaveProperty("reserve_price");
    expect(visitor.seller).toMatchObject({ full_name: "Tom Hargreaves" });
    // Files from before web copies (as the seed's) have none: the page shows the file itself.
    expect(visitor.photos).toEqual([
      { storage_path: "seed/a.png", alt: "Front", copies: [] },
      { storage_path: "seed/b.png", alt: null, copies: [] },
    ]);
    expect(visitor.history).toMatchObject([{ bidder: "d***r", amount: 900, is_mine: false }]);
    expect(visitor).toMatchObject({ reserve_status: "not_met", increment: 25, minimum_bid: 925, viewer: null });
    expect(numbersIn(visitor)).not.toContain(5000);
    expect(numbersIn(visitor)).not.toContain(2000);
    expect(JSON.stringify(visitor)).not.toContain(dora.id);
  });

  test("a bidder reads their own standing and maximum, never anyone else's", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 1000 });
    const ann = await bidder("Ann Lee");
    const ben = await bidder("Ben Cox");
    await bid(ann.client, auction.id, 1000, 4000);
    expect((await bid(ben.client, auction.id, 1500, 2500)).data).toMatchObject({ outcome: "outbid", current_bid: 2550 });

    const annView = (await page(ann.client, auction.id))!;
    expect(annView.viewer).toEqual({ has_bid: true, leading: true, max_amount: 4000 });
    expect(annView.history.filter((row) => row.is_mine).map((row) => row.amount)).toEqual([2550, 1000]);
    const benView = (await page(ben.client, auction.id))!;
    expect(benView.viewer).toEqual({ has_bid: true, leading: false, max_amount: 2500 });
    expect(numbersIn(benView)).not.toContain(4000);
    expect(JSON.stringify(benView)).not.toContain(ann.id);
    const someone = await bidder("Cy Day");
    expect((await page(someone.client, auction.id))!.viewer).toEqual({ has_bid: false, leading: false, max_amount: null });
    expect((await page(seller.client, auction.id))!.viewer).toEqual({ has_bid: false, leading: false, max_amount: null });
  });

  test("an ended auction is not open by the database clock, settled or not; unknown and others' cancelled auctions are null", async () => {
    const ended = await createAuction(service, seller.id, { auction_end_date: new Date(Date.now() - 1000).toISOString() });
    expect((await page(anon, ended.id))!).toMatchObject({ open: false, auction: { status: "active" } });
    const cancelled = await createAuction(service, seller.id, { status: "cancelled" });
    expect(await page(anon, cancelled.id)).toBeNull();
    expect(await page((await bidder("Di Fox")).client, cancelled.id)).toBeNull();
    expect((await page(seller.client, cancelled.id))!.auction).toMatchObject({ status: "cancelled" });
    expect(await page(anon, crypto.randomUUID())).toBeNull();
  });
});

describe("place_bid's refusals", () => {
  test("refusals meant for people carry GM4xx: the seller 403, an ended auction 409, an unknown one 404", async () => {
    const auction = await createAuction(service, seller.id);
    expect((await bid(seller.client, auction.id, 5000)).error).toMatchObject({ code: "GM403", message: "You cannot bid on your own auction" });
    const ended = await createAuction(service, seller.id, { auction_end_date: new Date(Date.now() - 1000).toISOString() });
    const eve = await bidder("Eve Hunt");
    expect((await bid(eve.client, ended.id, 5000)).error).toMatchObject({ code: "GM409", message: "This auction has ended" });
    expect((await bid(eve.client, crypto.randomUUID(), 5000)).error).toMatchObject({ code: "GM404", message: "Auction not found" });
    expect((await bid(eve.client, auction.id, 0)).error).toMatchObject({ code: "GM400", message: "Bid amount is required" });
  });
});

describe("send_auction_question", () => {
  test("opens the member's conversation with the seller about the auction; a second question continues it", async () => {
    const auction = await createAuction(service, seller.id);
    const fay = await bidder("Fay Moss");
    const first = await fay.client.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "Has it been load tested?" });
    expect(first.error).toBeNull();
    const second = await fay.client.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "And where is it?" });
    expect(second.data).toBe(first.data);

    const { data: threads } = await seller.client.from("conversation_threads").select("id, buyer_id, listing_id, auction_id").eq("auction_id", auction.id);
    expect(threads).toEqual([{ id: first.data, buyer_id: fay.id, listing_id: null, auction_id: auction.id }]);
    const { data: messages } = await seller.client.from("messages").select("message_content").eq("thread_id", first.data).order("created_at");
    expect(messages!.map((row) => row.message_content)).toEqual(["Has it been load tested?", "And where is it?"]);
    // Nobody else reads it.
    expect((await (await bidder("Gus Lamb")).client.from("messages").select("id").eq("thread_id", first.data)).data).toEqual([]);
  });

  test("refused to the seller, for cancelled auctions and visitors; threads cannot be forged for another seller", async () => {
    const auction = await createAuction(service, seller.id);
    expect((await seller.client.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "Hello" })).error).toMatchObject({ code: "GM403" });
    const cancelled = await createAuction(service, seller.id, { status: "cancelled" });
    const hal = await bidder("Hal Nye");
    expect((await hal.client.rpc("send_auction_question", { p_auction_id: cancelled.id, p_message: "Hello" })).error).toMatchObject({ code: "GM404" });
    expect((await anon.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "Hello" })).error?.code).toBe("42501");
    const other = await bidder("Ivy Orr");
    const forged = await hal.client.from("conversation_threads").insert({ buyer_id: hal.id, seller_id: other.id, auction_id: auction.id });
    expect(forged.error?.code).toBe("42501");
  });
});
