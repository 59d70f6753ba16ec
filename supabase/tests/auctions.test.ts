/**
 * Auctions in the database (docs/auctions.md): who reads and writes what, and bidding decided by
 * place_bid under the auction's lock — increments, proxy maximums, reserve, soft close, one
 * effect per submission — and settlement with commission. The rules the pages show are tied
 * to the SQL here (bid increments, commission tiers).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bidIncrement } from "../../app/content/auctions.ts";
import { auctionCommission } from "../../app/content/plans.ts";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { numbersIn } from "../../tests/support/numbers-in.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DENIED = "42501";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
let seller: { client: SupabaseClient; id: string };

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
  seller = await backend.signedInClient("demo-private@genmarket.test");
});

afterAll(async () => {
  await backend?.close();
});

/** A new signed-in bidder called `name` (their history shows its first and last letters). */
async function bidder(name: string) {
  const member = await createMember(service, { fullName: name });
  return (await backend.signedInClient(member.email, member.password)).client;
}

const bid = (client: SupabaseClient, auctionId: string, amount: number, max?: number, submission?: string) =>
  client.rpc("place_bid", {
    p_auction_id: auctionId,
    p_amount: amount,
    ...(max === undefined ? {} : { p_max_amount: max }),
    ...(submission ? { p_submission_id: submission } : {}),
  });

const auctionRow = async (id: string) =>
  (await service.from("auction_listings").select("current_bid, bid_count, auction_end_date, status").eq("id", id).single()).data!;

const history = async (id: string) =>
  (await anon.from("auction_bid_history").select("bidder, amount").eq("auction_id", id).order("amount")).data!;

describe("who reads and writes what", () => {
  test("anyone reads open auctions and their masked history; nobody reads others' bids or maximums or writes prices", async () => {
    const auction = await createAuction(service, seller.id);
    const dora = await bidder("Dora Baker");
    expect((await bid(dora, auction.id, 1000, 3000)).error).toBeNull();

    expect((await anon.from("auction_listings").select("id").eq("id", auction.id)).data).toHaveLength(1);
    expect(await history(auction.id)).toEqual([{ bidder: "d***r", amount: 1000 }]);
    const other = await bidder("Olly Stone");
    expect((await other.from("bids").select("id").eq("auction_id", auction.id)).data).toEqual([]);
    expect((await other.from("auction_maximums").select("max_amount").eq("auction_id", auction.id)).data).toEqual([]);
    expect((await dora.from("auction_maximums").select("max_amount").eq("auction_id", auction.id)).data).toEqual([{ max_amount: 3000 }]);
    expect((await anon.from("bids").select("id")).error?.code).toBe(DENIED);

    // Prices, bids and status are the bid function's alone.
    expect((await other.from("bids").insert({ auction_id: auction.id, bidder_id: seller.id, amount: 99999 })).error?.code).toBe(DENIED);
    expect((await seller.client.from("auction_listings").update({ current_bid: 1 }).eq("id", auction.id)).error?.code).toBe(DENIED);
    expect((await seller.client.from("auction_listings").update({ status: "sold" }).eq("id", auction.id)).error?.code).toBe(DENIED);
    // With a bid placed, the seller can neither edit nor cancel.
    expect((await seller.client.from("auction_listings").update({ title: "A new title for this set" }).eq("id", auction.id).select("id")).data).toEqual([]);
    expect((await seller.client.rpc("cancel_auction", { p_auction_id: auction.id })).error?.message).toMatch(/has bids/);
  });

  test("the seller edits or cancels an auction without bids; a cancelled one is gone for the public", async () => {
    const auction = await createAuction(service, seller.id);
    expect((await seller.client.from("auction_listings").update({ title: "Perkins set, freshly serviced" }).eq("id", auction.id).select("title")).data)
      .toEqual([{ title: "Perkins set, freshly serviced" }]);
    const other = await bidder("Sam Jones");
    expect((await other.rpc("cancel_auction", { p_auction_id: auction.id })).error?.message).toBe("Auction not found");
    expect((await seller.client.rpc("cancel_auction", { p_auction_id: auction.id })).error).toBeNull();
    expect((await anon.from("auction_listings").select("id").eq("id", auction.id)).data).toEqual([]);
    expect((await bid(other, auction.id, 5000)).error?.message).toBe("Auction not found");
  });
});

describe("placing bids", () => {
  test("the first bid is at least the starting price; later ones at least the current bid plus its increment", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 950 });
    const ann = await bidder("Ann Lee");
    expect((await bid(ann, auction.id, 900)).data).toMatchObject({ outcome: "too_low", minimum: 950 });
    expect((await bid(ann, auction.id, 950)).data).toMatchObject({ outcome: "leading", current_bid: 950, bid_count: 1 });
    const ben = await bidder("Ben Fox");
    expect((await bid(ben, auction.id, 974)).data).toMatchObject({ outcome: "too_low", minimum: 975 });
    expect((await bid(ben, auction.id, 975)).data).toMatchObject({ outcome: "leading", current_bid: 975 });
    // Past £1,000 the step is £50.
    expect((await bid(ann, auction.id, 1000)).data).toMatchObject({ outcome: "leading", current_bid: 1000, minimum: 1050 });
  });

  test("refused for visitors, for the seller, and once the end has passed", async () => {
    const auction = await createAuction(service, seller.id);
    expect((await bid(anon, auction.id, 5000)).error?.code).toBe(DENIED);
    expect((await bid(seller.client, auction.id, 5000)).error?.message).toBe("You cannot bid on your own auction");
    const ended = await createAuction(service, seller.id, { auction_end_date: new Date(Date.now() - 1000).toISOString() });
    expect((await bid(await bidder("Cat Ng"), ended.id, 5000)).error?.message).toBe("This auction has ended");
  });

  test("a maximum outbids a later lower bid by itself; the public never sees it", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 1000 });
    const dora = await bidder("Dora Baker");
    const eli = await bidder("Eli Brown");
    expect((await bid(dora, auction.id, 1000, 2000)).data).toMatchObject({ outcome: "leading", current_bid: 1000 });
    // Eli bids 1,200: Dora's proxy answers one step (£50) above.
    expect((await bid(eli, auction.id, 1200)).data).toMatchObject({ outcome: "outbid", current_bid: 1250 });
    expect(await history(auction.id)).toEqual([
      { bidder: "d***r", amount: 1000 },
      { bidder: "e***n", amount: 1200 },
      { bidder: "d***r", amount: 1250 },
    ]);
    // Eli goes past Dora's maximum: Dora's proxy bid her 2,000, Eli leads one step above.
    expect((await bid(eli, auction.id, 1300, 3000)).data).toMatchObject({ outcome: "leading", current_bid: 2050 });
    expect((await history(auction.id)).slice(-2)).toEqual([
      { bidder: "d***r", amount: 2000 },
      { bidder: "e***n", amount: 2050 },
    ]);
    expect(numbersIn(await history(auction.id))).not.toContain(3000);
  });

  test("equal maximums: the earlier leads; raising your own maximum while leading keeps the price", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 500 });
    const fay = await bidder("Fay Hill");
    const gus = await bidder("Gus Wood");
    await bid(fay, auction.id, 500, 800);
    expect((await bid(gus, auction.id, 600, 800)).data).toMatchObject({ outcome: "outbid", current_bid: 800 });
    expect((await bid(fay, auction.id, 825, 5000)).data).toMatchObject({ outcome: "leading", current_bid: 800 });
    expect((await auctionRow(auction.id)).current_bid).toBe(800);
  });

  test("a maximum at or above the reserve lifts the price to the reserve, which stays secret", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 4000 });
    const hal = await bidder("Hal King");
    expect((await anon.rpc("auction_reserve_status", { p_auction_id: auction.id })).data).toBe("not_met");
    expect((await bid(hal, auction.id, 1000, 3000)).data).toMatchObject({ current_bid: 1000 });
    expect((await bid(hal, auction.id, 1050, 4500)).data).toMatchObject({ outcome: "leading", current_bid: 4000 });
    expect((await anon.rpc("auction_reserve_status", { p_auction_id: auction.id })).data).toBe("met");
    // The amount itself is nobody's to read but the seller's (supabase/tests/seller-auctions.test.ts).
    expect((await anon.from("auction_listings").select("reserve_price").eq("id", auction.id)).error?.code).toBe(DENIED);
  });

  test("a bid in the last 2 minutes moves the end to 2 minutes after it, never backwards", async () => {
    const soon = new Date(Date.now() + 30_000);
    const auction = await createAuction(service, seller.id, { auction_end_date: soon.toISOString() });
    const ivy = await bidder("Ivy Cole");
    const before = Date.now();
    await bid(ivy, auction.id, 1000);
    const end = new Date((await auctionRow(auction.id)).auction_end_date).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 119_000);
    const later = await createAuction(service, seller.id);
    await bid(ivy, later.id, 1000);
    expect(new Date((await auctionRow(later.id)).auction_end_date).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  test("a maximum alone (the bid form's way) bids the minimum now, proxies up to it, and a leader may only raise it", async () => {
    const auction = await createAuction(service, seller.id, { starting_price: 1000 });
    const kim = await bidder("Kim Lowe");
    const lee = await bidder("Lee Marsh");
    const maximumOnly = (client: SupabaseClient, max: number) => client.rpc("place_bid", { p_auction_id: auction.id, p_max_amount: max });
    expect((await maximumOnly(kim, 999)).data).toMatchObject({ outcome: "too_low", minimum: 1000 });
    expect((await maximumOnly(kim, 3600)).data).toMatchObject({ outcome: "leading", current_bid: 1000 });
    // Lee's maximum is beaten by Kim's at once: Kim's proxy answers one step above it.
    expect((await maximumOnly(lee, 2000)).data).toMatchObject({ outcome: "outbid", current_bid: 2050 });
    // Kim leads: a lower or equal maximum changes nothing and says so; a higher one keeps the price.
    expect((await maximumOnly(kim, 3000)).data).toMatchObject({ outcome: "not_raised", maximum: 3600, current_bid: 2050 });
    expect((await maximumOnly(kim, 3600)).data).toMatchObject({ outcome: "not_raised", maximum: 3600 });
    expect((await maximumOnly(kim, 5000)).data).toMatchObject({ outcome: "leading", current_bid: 2050 });
    expect((await kim.from("auction_maximums").select("max_amount").eq("auction_id", auction.id)).data).toEqual([{ max_amount: 5000 }]);
    expect((await auctionRow(auction.id)).bid_count).toBe(3);
    expect((await maximumOnly(kim, 0)).error?.message).toBe("Bid amount is required");
  });

  test("the same submission twice places one bid", async () => {
    const auction = await createAuction(service, seller.id);
    const jo = await bidder("Jo Park");
    const submission = crypto.randomUUID();
    const [first, second] = await Promise.all([bid(jo, auction.id, 1000, undefined, submission), bid(jo, auction.id, 1000, undefined, submission)]);
    expect(second.data).toEqual(first.data);
    expect((await auctionRow(auction.id)).bid_count).toBe(1);
  });

  test("the increments are the page's table", async () => {
    for (const current of [0, 999, 1000, 4999, 5000, 14999, 15000, 49999, 50000, 250000]) {
      expect((await anon.rpc("auction_bid_increment", { p_current: current })).data, `at £${current}`).toBe(bidIncrement(current));
    }
  });
});

describe("settling", () => {
  test("commission and VAT are plans.ts's, the £25,000 example among them", async () => {
    for (const price of [1, 9_999, 15_000, 15_001, 25_000, 40_000, 40_001, 123_457]) {
      const { data } = await anon.rpc("auction_commission", { p_sale_price: price }).single<{ commission: number; vat: number }>();
      const expected = auctionCommission(price);
      expect([Number(data!.commission), Number(data!.vat)], `£${price}`).toEqual([expected.commission, expected.vat]);
    }
    expect(auctionCommission(25_000)).toMatchObject({ commission: 2500, vat: 500 });
  });

  test("a due auction sells above its reserve or goes unsold below it, once, whoever calls", async () => {
    const soldOne = await createAuction(service, seller.id, { starting_price: 20_000, reserve_price: 24_000 });
    const unsoldOne = await createAuction(service, seller.id, { starting_price: 1_000, reserve_price: 9_000 });
    const kim = await bidder("Kim Reed");
    await bid(kim, soldOne.id, 25_000);
    await bid(kim, unsoldOne.id, 1_000);
    const past = new Date(Date.now() - 1000).toISOString();
    await service.from("auction_listings").update({ auction_end_date: past }).in("id", [soldOne.id, unsoldOne.id]);

    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();
    expect((await auctionRow(soldOne.id)).status).toBe("sold");
    expect((await auctionRow(unsoldOne.id)).status).toBe("unsold");
    const { data: outcome } = await kim.from("auction_outcomes").select("sale_price, commission, commission_vat").eq("auction_id", soldOne.id).single();
    expect(outcome).toEqual({ sale_price: 25_000, commission: 2500, commission_vat: 500 });
    expect((await seller.client.from("auction_outcomes").select("auction_id").in("auction_id", [soldOne.id, unsoldOne.id])).data).toHaveLength(2);
    expect((await (await bidder("Lee Ward")).from("auction_outcomes").select("auction_id").eq("auction_id", soldOne.id)).data).toEqual([]);

    // Again: nothing more to settle for these two.
    await anon.rpc("settle_due_auctions");
    expect((await service.from("auction_outcomes").select("auction_id").in("auction_id", [soldOne.id, unsoldOne.id])).data).toHaveLength(2);
  });
});
