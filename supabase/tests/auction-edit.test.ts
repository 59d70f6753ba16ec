/**
 * Editing an auction (supabase/schemas/40-auctions.sql): the seller updates the descriptive columns of
 * their own auction while it is active, its end not passed and without bids — the same rule
 * as cancelling (seller_may_change_auction), so own_auction_terms().may_cancel says exactly
 * where an update takes effect. Otherwise the update touches no row; the price, reserve,
 * end, fee and status columns are nobody's to write.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DENIED = "42501";

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" = "buyer") {
  const made = await createMember(service, { userType });
  return { id: made.id, client: (await backend.signedInClient(made.email, made.password)).client };
}

/** The update the edit page sends: the ids of the rows it changed. */
const edit = async (client: SupabaseClient, auctionId: string, title: string) => {
  const { data, error } = await client
    .from("auction_listings")
    .update({ title, location: "Stourton, Leeds", updated_at: new Date().toISOString() })
    .eq("id", auctionId)
    .select("id");
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id);
};

const titleOf = async (id: string) => (await service.from("auction_listings").select("title").eq("id", id).single()).data!.title as string;

const endNow = (id: string) => service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", id);

describe("editing an auction", () => {
  test("the seller changes the descriptive columns of an open auction without bids", async () => {
    const seller = await member("private_seller");
    const auction = await createAuction(service, seller.id);
    expect(await edit(seller.client, auction.id, "Perkins 100 kVA, freshly serviced")).toEqual([auction.id]);
    expect(await titleOf(auction.id)).toBe("Perkins 100 kVA, freshly serviced");
  });

  test("the seller changes what it costs the winner (VAT status, collection and delivery, their terms) until the first bid", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const auction = await createAuction(service, seller.id);
    const costs = { vat_status: "inc-vat", delivery: "delivery-included", collection_terms: "Delivered within 50 miles of Leeds." };
    const changed = await seller.client.from("auction_listings").update(costs).eq("id", auction.id).select("id");
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ id: auction.id }]);
    const costsOf = async () => (await service.from("auction_listings").select("vat_status, delivery, collection_terms").eq("id", auction.id).single()).data;
    expect(await costsOf()).toEqual(costs);
    // The table's checks still hold.
    expect((await seller.client.from("auction_listings").update({ delivery: "by drone" }).eq("id", auction.id)).error?.code).toBe("23514");

    expect((await bidder.client.rpc("place_bid", { p_auction_id: auction.id, p_amount: 1000 })).error).toBeNull();
    const late = await seller.client.from("auction_listings").update({ vat_status: "ex-vat", delivery: "collection" }).eq("id", auction.id).select("id");
    expect(late.data).toEqual([]);
    expect(await costsOf()).toEqual(costs);
  });

  test("touches no row once a bid exists, once the end has passed (settled or not), once cancelled, and for anyone else", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const withBid = await createAuction(service, seller.id);
    expect((await bidder.client.rpc("place_bid", { p_auction_id: withBid.id, p_amount: 1000 })).error).toBeNull();
    // Its end has passed; settle_due_auctions has not run yet.
    const pastEnd = await createAuction(service, seller.id);
    await endNow(pastEnd.id);
    const unsold = await createAuction(service, seller.id, { status: "unsold" });
    const cancelled = await createAuction(service, seller.id, { status: "cancelled" });
    const open = await createAuction(service, seller.id);

    const refused = [
      [withBid, seller.client],
      [pastEnd, seller.client],
      [unsold, seller.client],
      [cancelled, seller.client],
      [open, bidder.client],
      [open, (await member("private_seller")).client],
    ] as const;
    for (const [auction, client] of refused) {
      expect(await edit(client, auction.id, "A title nobody may set here"), auction.title).toEqual([]);
      expect(await titleOf(auction.id)).toBe(auction.title);
    }
    expect((await backend.client().from("auction_listings").update({ title: "A visitor's new title" }).eq("id", open.id)).error?.code).toBe(DENIED);
  });

  test("prices, reserve, end, fee, status and seller are not the seller's to write, even without bids", async () => {
    const seller = await member("private_seller");
    const other = await member("private_seller");
    const auction = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 4000 });
    const changes: Record<string, unknown>[] = [
      { starting_price: 1 },
      { reserve_price: 1001 },
      { auction_end_date: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString() },
      { admin_fee_paid: false },
      { admin_fee_amount: 0 },
      { status: "cancelled" },
      { current_bid: 5000 },
      { bid_count: 3 },
      { seller_id: other.id },
      { created_at: new Date(0).toISOString() },
    ];
    for (const change of changes) {
      const { error } = await seller.client.from("auction_listings").update(change).eq("id", auction.id);
      expect(error?.code, Object.keys(change)[0]).toBe(DENIED);
    }
    const row = (await service.from("auction_listings").select("starting_price, reserve_price, status, seller_id, bid_count").eq("id", auction.id).single()).data;
    expect(row).toEqual({ starting_price: 1000, reserve_price: 4000, status: "active", seller_id: seller.id, bid_count: 0 });
  });

  test("own_auction_terms offers a change (edit or cancel) exactly where the update takes effect", async () => {
    const seller = await member("private_seller");
    const bidder = await member();
    const withBid = await createAuction(service, seller.id);
    await bidder.client.rpc("place_bid", { p_auction_id: withBid.id, p_amount: 1000 });
    const pastEnd = await createAuction(service, seller.id);
    await endNow(pastEnd.id);
    const states = await Promise.all(
      (["sold", "unsold", "ended", "cancelled"] as const).map((status) => createAuction(service, seller.id, { status })),
    );
    const open = await createAuction(service, seller.id);
    const auctions = [withBid, pastEnd, ...states, open];

    const { data, error } = await seller.client.rpc("own_auction_terms");
    expect(error).toBeNull();
    const mayChange = new Map((data as { auction_id: string; may_cancel: boolean }[]).map((row) => [row.auction_id, row.may_cancel]));
    expect(auctions.filter((auction) => mayChange.get(auction.id))).toEqual([open]);
    for (const auction of auctions) {
      const changed = (await edit(seller.client, auction.id, `${auction.title} (edited)`)).length === 1;
      expect(changed, auction.title).toBe(mayChange.get(auction.id));
    }
  });
});
