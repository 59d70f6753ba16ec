/**
 * The seller's side of auctions (supabase/schemas/40-auctions.sql): the reserve is the seller's alone to
 * read, as is the outcome (with the winner's); own_auction_terms says for each of the
 * caller's auctions whether Cancel would succeed, and cancel_auction agrees, refusing in
 * sentences for people once a bid exists, once the end has passed, and for anyone else's.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DENIED = "42501";

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

type Terms = { auction_id: string; reserve_price: number | null; reserve_status: string; may_cancel: boolean };

async function termsOf(client: SupabaseClient) {
  const { data, error } = await client.rpc("own_auction_terms");
  expect(error).toBeNull();
  return new Map((data as Terms[]).map((row) => [row.auction_id, row]));
}

const cancel = (client: SupabaseClient, auctionId: string) => client.rpc("cancel_auction", { p_auction_id: auctionId });

const statusOf = async (id: string) => (await service.from("auction_listings").select("status").eq("id", id).single()).data!.status as string;

const endNow = (...ids: string[]) =>
  service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).in("id", ids);

describe("the reserve", () => {
  test("nobody but the seller reads the amount; every other column stays public", async () => {
    const seller = await member("private_seller");
    const other = await member("trade_seller");
    const auction = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 4000 });

    for (const client of [anon, other.client, seller.client]) {
      expect((await client.from("auction_listings").select("reserve_price").eq("id", auction.id)).error?.code).toBe(DENIED);
      expect((await client.from("auction_listings").select("*").eq("id", auction.id)).error?.code).toBe(DENIED);
    }
    // Every column but the reserve and the search document (what the keyword search's index is
    // made from, not something to read: supabase/schemas/40-auctions.sql), as the service role
    // sees them, is readable by visitors.
    const row = (await service.from("auction_listings").select("*").eq("id", auction.id).single()).data!;
    const publicColumns = Object.keys(row).filter((column) => column !== "reserve_price" && column !== "search_document");
    const visitorRead = await anon.from("auction_listings").select(publicColumns.join(", ")).eq("id", auction.id).single();
    expect(visitorRead.error).toBeNull();
    expect(Object.keys(visitorRead.data!).sort()).toEqual(publicColumns.sort());

    expect((await termsOf(seller.client)).get(auction.id)).toEqual({ auction_id: auction.id, reserve_price: 4000, reserve_status: "not_met", may_cancel: true });
    expect((await termsOf(other.client)).has(auction.id)).toBe(false);
    expect((await anon.rpc("own_auction_terms")).error?.code).toBe(DENIED);
  });

  test("reserve status follows the bids, as auction_reserve_status says; no reserve is 'none'", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const reserved = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 1500 });
    const open = await createAuction(service, seller.id);
    expect((await bidder.client.rpc("place_bid", { p_auction_id: reserved.id, p_amount: 1600 })).error).toBeNull();
    const terms = await termsOf(seller.client);
    expect(terms.get(reserved.id)).toMatchObject({ reserve_price: 1500, reserve_status: "met", may_cancel: false });
    expect((await anon.rpc("auction_reserve_status", { p_auction_id: reserved.id })).data).toBe("met");
    expect(terms.get(open.id)).toMatchObject({ reserve_price: null, reserve_status: "none", may_cancel: true });
  });
});

describe("the outcome", () => {
  test("the seller reads their own (sold and unsold), the winner theirs; another seller or bidder nothing", async () => {
    const seller = await member("private_seller");
    const otherSeller = await member("private_seller");
    const winner = await member();
    const loser = await member();
    const sold = await createAuction(service, seller.id, { starting_price: 20_000 });
    const unsold = await createAuction(service, seller.id, { starting_price: 1_000, reserve_price: 5_000 });
    await loser.client.rpc("place_bid", { p_auction_id: sold.id, p_amount: 20_000 });
    await winner.client.rpc("place_bid", { p_auction_id: sold.id, p_amount: 25_000 });
    await loser.client.rpc("place_bid", { p_auction_id: unsold.id, p_amount: 1_000 });
    await endNow(sold.id, unsold.id);
    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();

    const outcomes = (client: SupabaseClient) =>
      client.from("auction_outcomes").select("auction_id, sale_price, commission, commission_vat").in("auction_id", [sold.id, unsold.id]).order("sale_price");
    expect((await outcomes(seller.client)).data).toEqual([
      { auction_id: sold.id, sale_price: 25_000, commission: 2500, commission_vat: 500 },
      { auction_id: unsold.id, sale_price: null, commission: null, commission_vat: null },
    ]);
    expect((await outcomes(winner.client)).data).toEqual([{ auction_id: sold.id, sale_price: 25_000, commission: 2500, commission_vat: 500 }]);
    expect((await outcomes(loser.client)).data).toEqual([]);
    expect((await outcomes(otherSeller.client)).data).toEqual([]);
    expect((await outcomes(anon)).error?.code).toBe(DENIED);
  });
});

describe("cancelling", () => {
  test("the seller cancels an open auction without bids, once: again changes nothing; the public no longer sees it", async () => {
    const seller = await member("private_seller");
    const auction = await createAuction(service, seller.id);
    expect((await cancel(seller.client, auction.id)).error).toBeNull();
    expect(await statusOf(auction.id)).toBe("cancelled");
    expect((await cancel(seller.client, auction.id)).error).toBeNull();
    expect(await statusOf(auction.id)).toBe("cancelled");
    expect((await anon.from("auction_listings").select("id").eq("id", auction.id)).data).toEqual([]);
    expect((await termsOf(seller.client)).get(auction.id)?.may_cancel).toBe(false);
  });

  test("refused once a bid exists, once the end has passed, once settled, and for anyone else's auction", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const withBid = await createAuction(service, seller.id);
    await bidder.client.rpc("place_bid", { p_auction_id: withBid.id, p_amount: 1000 });
    const pastEnd = await createAuction(service, seller.id);
    const settled = await createAuction(service, seller.id);
    await endNow(pastEnd.id, settled.id);
    await service.from("auction_listings").update({ status: "unsold" }).eq("id", settled.id);
    const open = await createAuction(service, seller.id);

    const refusals = [
      [withBid.id, seller.client, "GM409", "This auction has bids, so it can no longer be cancelled"],
      [pastEnd.id, seller.client, "GM409", "This auction has ended, so it can no longer be cancelled"],
      [settled.id, seller.client, "GM409", "This auction has ended, so it can no longer be cancelled"],
      [open.id, bidder.client, "GM404", "Auction not found"],
      [open.id, (await member("private_seller")).client, "GM404", "Auction not found"],
      [crypto.randomUUID(), seller.client, "GM404", "Auction not found"],
    ] as const;
    for (const [id, client, code, message] of refusals) {
      const { error } = await cancel(client, id);
      expect({ code: error?.code, message: error?.message }, message).toEqual({ code, message });
    }
    expect((await cancel(anon, open.id)).error?.code).toBe(DENIED);
    expect(await statusOf(withBid.id)).toBe("active");
    expect(await statusOf(pastEnd.id)).toBe("active");
    expect(await statusOf(open.id)).toBe("active");
  });

  test("own_auction_terms offers Cancel exactly where cancel_auction succeeds", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const withBid = await createAuction(service, seller.id);
    await bidder.client.rpc("place_bid", { p_auction_id: withBid.id, p_amount: 1000 });
    const pastEnd = await createAuction(service, seller.id);
    await endNow(pastEnd.id);
    const sold = await createAuction(service, seller.id, { status: "sold" });
    const unsold = await createAuction(service, seller.id, { status: "unsold" });
    const ended = await createAuction(service, seller.id, { status: "ended" });
    const open = await createAuction(service, seller.id);
    const auctions = [withBid, pastEnd, sold, unsold, ended, open];

    const terms = await termsOf(seller.client);
    expect(auctions.filter((auction) => terms.get(auction.id)!.may_cancel)).toEqual([open]);
    for (const auction of auctions) {
      expect((await cancel(seller.client, auction.id)).error === null, auction.title).toBe(terms.get(auction.id)!.may_cancel);
    }
  });
});
