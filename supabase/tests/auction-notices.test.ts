/**
 * What people are told when an auction moves (supabase/schemas/40-auctions.sql): GenMarket's messages to
 * the winner and the seller when settle_due_auctions sells an auction, notices to outbid
 * bidders (place_bid) and to bidders and watchers when an auction ends, the seller's notice
 * of an unsold auction; watching through set_auction_watched; and who may read or write each
 * (nobody writes a notice or a system message but those functions). The sentences' amounts
 * and names are the app's formatGBP and buyerDisplayName, tied here.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buyerDisplayName } from "../../app/models/listing-rules.ts";
import { formatGBP } from "../../app/utils/format.ts";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DENIED = "42501";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

type Person = { id: string; name: string; client: SupabaseClient };

async function person(fullName: string, userType: "buyer" | "private_seller" = "buyer"): Promise<Person> {
  const made = await createMember(service, { fullName, userType });
  return { id: made.id, name: fullName, client: (await backend.signedInClient(made.email, made.password)).client };
}

const bid = (who: Person, auctionId: string, amount: number, max?: number) =>
  who.client.rpc("place_bid", { p_auction_id: auctionId, p_amount: amount, ...(max === undefined ? {} : { p_max_amount: max }) });

const watch = (who: Person, auctionId: string, watching = true) =>
  who.client.rpc("set_auction_watched", { p_auction_id: auctionId, p_watching: watching });

const endNow = (...ids: string[]) =>
  service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).in("id", ids);

/** The notices a member reads (RLS: their own), oldest first. */
async function noticesOf(who: Person, auctionId: string) {
  const { data, error } = await who.client.from("notices").select("kind, message, read_at").eq("auction_id", auctionId).order("created_at");
  expect(error).toBeNull();
  return data!;
}

/** Every notice about an auction, as the platform sees them. */
async function allNotices(auctionId: string) {
  const { data } = await service.from("notices").select("recipient_id, kind").eq("auction_id", auctionId).order("created_at");
  return data!;
}

/** The messages a member reads in their conversation about the auction. */
async function inboxAbout(who: Person, auctionId: string) {
  const { data: threads } = await who.client.from("conversation_threads").select("id, buyer_id, seller_id").eq("auction_id", auctionId);
  const { data: messages } = await who.client
    .from("messages")
    .select("kind, sender_id, recipient_id, message_content")
    .in("thread_id", threads!.map((thread) => thread.id))
    .order("created_at");
  return { threads: threads!, messages: messages! };
}

describe("settling tells the winner, the seller, the other bidders and the watchers, once", () => {
  test("a sale: GenMarket's message to each of winner and seller in their thread; a notice to each loser and watcher", async () => {
    const seller = await person("Sally Seller", "private_seller");
    const winner = await person("Wendy Winner");
    const loser = await person("Larry Loser");
    const watcher = await person("Walt Watcher");
    const auction = await createAuction(service, seller.id, { starting_price: 20_000, reserve_price: 24_000 });
    await bid(loser, auction.id, 20_000);
    await bid(winner, auction.id, 25_000);
    expect((await watch(watcher, auction.id)).data).toBe(true);
    // The winner and the loser watching too: still one notice, one message each.
    await watch(winner, auction.id);
    await watch(loser, auction.id);
    await endNow(auction.id);

    // Called again and again, and at the same time: it happens once.
    await Promise.all([anon.rpc("settle_due_auctions"), anon.rpc("settle_due_auctions"), winner.client.rpc("settle_due_auctions")]);
    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();

    const sold = await inboxAbout(winner, auction.id);
    expect(sold.threads).toEqual([{ id: expect.any(String), buyer_id: winner.id, seller_id: seller.id }]);
    // Each reads only GenMarket's message to them: no sender, not the other person's words.
    expect(sold.messages).toEqual([
      {
        kind: "system",
        sender_id: null,
        recipient_id: winner.id,
        message_content: `You won "${auction.title}" for £25,000. The seller will contact you to arrange payment and collection.`,
      },
    ]);
    expect((await inboxAbout(seller, auction.id)).messages).toEqual([
      {
        kind: "system",
        sender_id: null,
        recipient_id: seller.id,
        message_content: `Your auction "${auction.title}" sold for £25,000 to Wendy Winner. Commission £2,500 + VAT £500.`,
      },
    ]);

    expect(await noticesOf(loser, auction.id)).toEqual([
      { kind: "outbid", message: `You have been outbid on "${auction.title}". The current bid is £25,000.`, read_at: null },
      { kind: "auction_ended", message: `The auction "${auction.title}" has ended. It sold for £25,000 to another bidder.`, read_at: null },
    ]);
    expect(await noticesOf(watcher, auction.id)).toEqual([
      { kind: "auction_ended", message: `The auction "${auction.title}" has ended. It sold for £25,000 to another bidder.`, read_at: null },
    ]);
    expect(await noticesOf(winner, auction.id)).toEqual([]);
    expect(await noticesOf(seller, auction.id)).toEqual([]);
    expect(await allNotices(auction.id)).toHaveLength(3);
    const { count } = await service.from("messages").select("id", { count: "exact", head: true }).eq("kind", "system").eq("recipient_id", winner.id);
    expect(count).toBe(1);
  });

  test("the winner's questions and GenMarket's message share one conversation; replies go on between the two", async () => {
    const seller = await person("Sid Seller", "private_seller");
    const winner = await person("Val Winner");
    const auction = await createAuction(service, seller.id, { starting_price: 1_000 });
    expect((await winner.client.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "Is it load tested?" })).error).toBeNull();
    await bid(winner, auction.id, 1_000);
    await endNow(auction.id);
    await anon.rpc("settle_due_auctions");

    const { threads, messages } = await inboxAbout(seller, auction.id);
    expect(threads).toHaveLength(1);
    expect(messages.map((message) => [message.kind, message.message_content])).toEqual([
      ["member", "Is it load tested?"],
      ["system", `Your auction "${auction.title}" sold for £1,000 to Val Winner. Commission £120 + VAT £24.`],
    ]);
    // The seller answers in the same thread, as themselves.
    expect(
      (await seller.client.from("messages").insert({ thread_id: threads[0]!.id, recipient_id: winner.id, message_content: "Collection Friday?" })).error,
    ).toBeNull();
    expect((await inboxAbout(winner, auction.id)).messages.map((message) => message.message_content)).toEqual([
      "Is it load tested?",
      `You won "${auction.title}" for £1,000. The seller will contact you to arrange payment and collection.`,
      "Collection Friday?",
    ]);
  });

  test("unsold: the seller is told why (reserve not met, or no bids); bidders and watchers that it ended", async () => {
    const seller = await person("Una Seller", "private_seller");
    const bidder = await person("Bo Bidder");
    const watcher = await person("Wes Watcher");
    const belowReserve = await createAuction(service, seller.id, { starting_price: 1_000, reserve_price: 9_000 });
    const noBids = await createAuction(service, seller.id, { starting_price: 1_000 });
    await bid(bidder, belowReserve.id, 1_250);
    await watch(watcher, belowReserve.id);
    await watch(watcher, noBids.id);
    await endNow(belowReserve.id, noBids.id);
    await anon.rpc("settle_due_auctions");
    await anon.rpc("settle_due_auctions");

    expect(await noticesOf(seller, belowReserve.id)).toEqual([
      {
        kind: "auction_unsold",
        message: `Your auction "${belowReserve.title}" ended without a sale: the highest bid, £1,250, did not meet your reserve.`,
        read_at: null,
      },
    ]);
    expect(await noticesOf(seller, noBids.id)).toEqual([
      { kind: "auction_unsold", message: `Your auction "${noBids.title}" ended with no bids, so it did not sell.`, read_at: null },
    ]);
    const ended = { kind: "auction_ended", read_at: null };
    expect(await noticesOf(bidder, belowReserve.id)).toEqual([
      { ...ended, message: `The auction "${belowReserve.title}" has ended without a sale: the reserve was not met.` },
    ]);
    expect(await noticesOf(watcher, belowReserve.id)).toEqual([
      { ...ended, message: `The auction "${belowReserve.title}" has ended without a sale: the reserve was not met.` },
    ]);
    expect(await noticesOf(watcher, noBids.id)).toEqual([{ ...ended, message: `The auction "${noBids.title}" has ended with no bids.` }]);
    // No one to converse with: no thread, no message.
    expect((await service.from("conversation_threads").select("id").in("auction_id", [belowReserve.id, noBids.id])).data).toEqual([]);
  });
});

describe("outbid notices", () => {
  test("once per lost lead, to the bidder who lost it: never to the leader, never to a bidder beaten at once", async () => {
    const seller = await person("Oli Seller", "private_seller");
    const ann = await person("Ann Able");
    const ben = await person("Ben Baker");
    const auction = await createAuction(service, seller.id, { starting_price: 1_000 });

    await bid(ann, auction.id, 1_000, 2_000); // Ann leads
    await bid(ann, auction.id, 1_050, 3_000); // Ann raises her own maximum: still leads
    await bid(ben, auction.id, 1_200); // Ben is beaten by Ann's proxy at once: he never led
    expect(await allNotices(auction.id)).toEqual([]);

    await bid(ben, auction.id, 1_300, 4_000); // Ben takes the lead: Ann is told
    expect(await noticesOf(ann, auction.id)).toEqual([
      { kind: "outbid", message: `You have been outbid on "${auction.title}". The current bid is £3,050.`, read_at: null },
    ]);
    await bid(ann, auction.id, 3_100, 5_000); // Ann takes it back: Ben is told
    await bid(ben, auction.id, 5_050); // Ben retakes it: Ann is told again
    expect((await allNotices(auction.id)).map((notice) => [notice.recipient_id, notice.kind])).toEqual([
      [ann.id, "outbid"],
      [ben.id, "outbid"],
      [ann.id, "outbid"],
    ]);
    expect(await noticesOf(ben, auction.id)).toEqual([
      { kind: "outbid", message: `You have been outbid on "${auction.title}". The current bid is £4,050.`, read_at: null },
    ]);
  });

  test("place_bid's answers are as before", async () => {
    const seller = await person("Pat Seller", "private_seller");
    const cy = await person("Cy Cole");
    const auction = await createAuction(service, seller.id, { starting_price: 500 });
    expect((await bid(cy, auction.id, 400)).data).toMatchObject({ outcome: "too_low", minimum: 500 });
    expect((await bid(cy, auction.id, 500)).data).toMatchObject({ outcome: "leading", current_bid: 500, bid_count: 1, minimum: 525 });
    expect((await bid(seller, auction.id, 900)).error).toMatchObject({ code: "GM403", message: "You cannot bid on your own auction" });
  });
});

describe("who reads and writes notices and system messages", () => {
  test("a member reads and marks read only their own; nobody inserts or deletes them, or sets another's read", async () => {
    const seller = await person("Rita Seller", "private_seller");
    const ann = await person("Ann Reader");
    const ben = await person("Ben Reader");
    const auction = await createAuction(service, seller.id, { starting_price: 1_000 });
    await bid(ann, auction.id, 1_000);
    await bid(ben, auction.id, 1_100);
    await bid(ann, auction.id, 1_200);
    const [annNotice] = (await service.from("notices").select("id").eq("recipient_id", ann.id)).data!;

    expect((await ben.client.from("notices").select("id").eq("recipient_id", ann.id)).data).toEqual([]);
    expect((await anon.from("notices").select("id")).error?.code).toBe(DENIED);
    // Ben cannot mark Ann's read: the update finds nothing of his.
    expect((await ben.client.from("notices").update({ read_at: new Date().toISOString() }).eq("id", annNotice!.id).select("id")).data).toEqual([]);
    for (const client of [ann.client, ben.client, anon]) {
      const forged = { recipient_id: ann.id, kind: "outbid", auction_id: auction.id, message: "You have been outbid." };
      expect((await client.from("notices").insert(forged)).error?.code).toBe(DENIED);
    }
    expect((await ann.client.from("notices").delete().eq("id", annNotice!.id)).error?.code).toBe(DENIED);
    expect((await ann.client.from("notices").update({ message: "changed" }).eq("id", annNotice!.id)).error?.code).toBe(DENIED);

    expect((await ann.client.rpc("mark_notices_read")).data).toBe(1);
    expect((await ann.client.rpc("mark_notices_read")).data).toBe(0);
    expect((await noticesOf(ann, auction.id))[0]!.read_at).not.toBeNull();
    expect((await noticesOf(ben, auction.id))[0]!.read_at).toBeNull();
    expect((await anon.rpc("mark_notices_read")).error?.code).toBe(DENIED);
  });

  test("nobody writes a system message: not by kind, not without a sender, not as the other party", async () => {
    const seller = await person("Mo Seller", "private_seller");
    const buyer = await person("Bea Buyer");
    const auction = await createAuction(service, seller.id);
    const { data: thread } = await buyer.client.rpc("send_auction_question", { p_auction_id: auction.id, p_message: "Still there?" });
    const base = { thread_id: thread as string, recipient_id: seller.id, message_content: "You won!" };
    expect((await buyer.client.from("messages").insert({ ...base, kind: "system" })).error?.code).toBe(DENIED);
    expect((await buyer.client.from("messages").insert({ ...base, sender_id: null })).error?.code).toBe(DENIED);
    expect((await buyer.client.from("messages").insert({ ...base, sender_id: seller.id, recipient_id: buyer.id })).error?.code).toBe(DENIED);
    expect((await buyer.client.from("messages").update({ kind: "system" }).eq("thread_id", thread as string)).error?.code).toBe(DENIED);
    // And the table itself holds the rule: a member's message has a sender, GenMarket's none.
    const forgedByPlatform = await service.from("messages").insert({ ...base, kind: "system", sender_id: buyer.id });
    expect(forgedByPlatform.error?.code).toBe("23514");
  });
});

describe("watching", () => {
  test("the state asked for, twice is once; not one's own auction, nor a cancelled one; only one's own list", async () => {
    const seller = await person("Will Seller", "private_seller");
    const ann = await person("Ann Watcher");
    const ben = await person("Ben Watcher");
    const auction = await createAuction(service, seller.id);
    expect((await watch(ann, auction.id)).data).toBe(true);
    expect((await watch(ann, auction.id)).data).toBe(true);
    expect((await ann.client.from("watched_auctions").select("auction_id")).data).toEqual([{ auction_id: auction.id }]);
    expect((await ben.client.from("watched_auctions").select("auction_id")).data).toEqual([]);
    expect((await watch(ann, auction.id, false)).data).toBe(false);
    expect((await watch(ann, auction.id, false)).data).toBe(false);
    expect((await ann.client.from("watched_auctions").select("auction_id")).data).toEqual([]);

    expect((await watch(seller, auction.id)).error).toMatchObject({ code: "GM403", message: "You cannot watch your own auction" });
    expect((await seller.client.from("watched_auctions").insert({ auction_id: auction.id })).error?.code).toBe(DENIED);
    expect((await ben.client.from("watched_auctions").insert({ user_id: ann.id, auction_id: auction.id })).error?.code).toBe(DENIED);
    expect((await anon.rpc("set_auction_watched", { p_auction_id: auction.id, p_watching: true })).error?.code).toBe(DENIED);
    expect((await watch(ann, crypto.randomUUID())).error).toMatchObject({ code: "GM404", message: "Auction not found" });

    await watch(ben, auction.id);
    expect((await seller.client.rpc("cancel_auction", { p_auction_id: auction.id })).error).toBeNull();
    expect((await watch(ann, auction.id)).error?.code).toBe("GM404");
    // Stopping always works.
    expect((await watch(ben, auction.id, false)).data).toBe(false);
  });
});

describe("the sentences use the app's own rules", () => {
  test("amounts as formatGBP, names as buyerDisplayName", async () => {
    const amounts = [0, 1, 24, 999, 1_000, 25_000, 1_234_567, 0.5, 119.88, 2_500.1];
    const { rows } = await backend.db.query<{ shown: string }>(
      "select private.format_gbp(amount) as shown from unnest($1::numeric[]) with ordinality as a(amount, n) order by n",
      [amounts],
    );
    expect(rows.map((row) => row.shown)).toEqual(amounts.map(formatGBP));

    const profiles = [
      { full_name: "Dora Baker", company_name: "Baker Power Ltd" },
      { full_name: null, company_name: "Baker Power Ltd" },
      { full_name: "  ", company_name: null },
      { full_name: null, company_name: null },
    ];
    for (const profile of profiles) {
      const made = await createMember(service);
      await service.from("profiles").update(profile).eq("id", made.id);
      const { rows: named } = await backend.db.query<{ name: string }>("select private.buyer_display_name($1) as name", [made.id]);
      expect(named[0]!.name, JSON.stringify(profile)).toBe(buyerDisplayName(profile));
    }
  });
});
