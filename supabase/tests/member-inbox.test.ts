/**
 * member_inbox and buyer_overview (supabase/schemas/50-messaging.sql), through the API as the
 * dashboard calls them: a seller's 30 threads with the right unread counts in one request,
 * only the caller's threads (RLS), 'Unknown Buyer', no messages yet; and a buyer's saved
 * items and the auctions they lead or were outbid on.
 */
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getInbox } from "../../app/models/message.server.ts";
import { createAuction, createListing, createMember, createSavedSearch, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let seller: Member;
let named: Member; // a buyer with a name
let nameless: Member; // a buyer with neither name nor business
/** The seller's 30 threads: who, and how many of the buyer's messages the seller has not read. */
const threads: { id: string; buyer: Member; unreadBySeller: number; unreadByBuyer: number; latest: string | null; minutesAgo: number }[] = [];

/** A client signed in as the member whose every request to the backend is counted. */
async function countingClient(member: Member) {
  let requests = 0;
  const client = createClient(backend.config.publicUrl, backend.config.anonKey, {
    global: {
      fetch: (input, init) => {
        requests += 1;
        return backend.fetch(input, init);
      },
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error) throw error;
  requests = 0;
  return { client, requests: () => requests };
}

const signedIn = async (member: Member) => (await backend.signedInClient(member.email, member.password)).client;

/** A message in a thread `minutesAgo` minutes ago (the thread's last_message_at follows it). */
async function message(threadId: string, from: string, to: string, text: string, minutesAgo: number, read = false) {
  await backend.db.query(
    `insert into public.messages (thread_id, sender_id, recipient_id, message_content, is_read, created_at)
     values ($1, $2, $3, $4, $5, now() - $6::numeric * interval '1 minute')`,
    [threadId, from, to, text, read, minutesAgo],
  );
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  [seller, named, nameless] = await Promise.all([
    createMember(service, { userType: "trade_seller", fullName: "Sam Seller", companyName: "Seller Power Ltd" }),
    createMember(service, { fullName: "Nadia Named" }),
    createMember(service, { fullName: "" }),
  ]);
  await service.from("profiles").update({ full_name: null, company_name: null }).eq("id", nameless.id);
  // 30 threads about 30 listings, from the two buyers in turn; thread i's last message i minutes ago.
  for (let i = 0; i < 30; i += 1) {
    const listing = await createListing(service, seller.id);
    const buyer = i % 2 === 0 ? named : nameless;
    const { rows } = await backend.db.query<{ id: string }>(
      "insert into public.conversation_threads (buyer_id, seller_id, listing_id) values ($1, $2, $3) returning id",
      [buyer.id, seller.id, listing.id],
    );
    const id = rows[0]!.id;
    // i % 4 unread buyer messages (after one the seller read), a seller's reply the buyer has not read in every third thread;
    // thread 29 has no messages at all.
    if (i === 29) {
      threads.push({ id, buyer, unreadBySeller: 0, unreadByBuyer: 0, latest: null, minutesAgo: -1 });
      continue;
    }
    await message(id, buyer.id, seller.id, `Read enquiry ${i}`, 100 + i, true);
    let latest = `Read enquiry ${i}`;
    let minutesAgo = 100 + i;
    const unreadBySeller = i % 4;
    for (let n = 0; n < unreadBySeller; n += 1) {
      latest = `Unread ${n} in ${i}`;
      minutesAgo = 50 + i - n / 10;
      await message(id, buyer.id, seller.id, latest, minutesAgo);
    }
    const replied = i % 3 === 0;
    if (replied) {
      latest = `Reply in ${i}`;
      minutesAgo = i;
      await message(id, seller.id, buyer.id, latest, minutesAgo);
    }
    threads.push({ id, buyer, unreadBySeller, unreadByBuyer: replied ? 1 : 0, latest, minutesAgo });
  }
  // The thread without messages is the newest of all (minutesAgo -1).
  await backend.db.query("update public.conversation_threads set last_message_at = now() where id = $1", [threads[29]!.id]);
});

afterAll(async () => {
  await backend?.close();
});

describe("member_inbox", () => {
  test("a seller with 30 threads: every one, newest first, with its latest message and the unread messages to them, in one request", async () => {
    const { client, requests } = await countingClient(seller);
    const { threads: inbox, total, error } = await getInbox(client, { side: "seller" });
    expect(error).toBeNull();
    expect(requests()).toBe(1);
    expect(total).toBe(30);
    const expected = [...threads].sort((a, b) => a.minutesAgo - b.minutesAgo);
    expect(expected[0]).toBe(threads[29]);
    expect(inbox!.map((thread) => thread.id)).toEqual(expected.map((thread) => thread.id));
    expect(inbox!.map((thread) => thread.unreadCount)).toEqual(expected.map((thread) => thread.unreadBySeller));
    expect(inbox!.map((thread) => thread.latestMessage)).toEqual(expected.map((thread) => thread.latest));
    expect(inbox!.map((thread) => thread.otherPartyName)).toEqual(
      expected.map((thread) => (thread.buyer.id === named.id ? "Nadia Named" : "Unknown Buyer")),
    );
    expect(inbox!.every((thread) => thread.listingTitle?.startsWith("Honda EU22i test generator"))).toBe(true);
  });

  test("the raw rows: names as stored, no messages yet is null and 0 unread, thread_count beyond the limit", async () => {
    const client = await signedIn(seller);
    const { data, error } = await client.rpc("member_inbox", { p_side: "seller", p_limit: 5 });
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(data![0]).toMatchObject({ id: threads[29]!.id, side: "seller", latest_message: null, latest_kind: null, unread_count: 0, thread_count: 30 });
    expect(data![0]!.other_party_id).toBe(nameless.id);
    expect(data![0]!.other_full_name).toBeNull();
  });

  test("each party reads only their own threads, with the unread messages addressed to them", async () => {
    const buyerInbox = (await getInbox(await signedIn(named))).threads!;
    const own = threads.filter((thread) => thread.buyer.id === named.id);
    expect(buyerInbox.map((thread) => thread.id).sort()).toEqual(own.map((thread) => thread.id).sort());
    expect(buyerInbox.every((thread) => thread.side === "buyer" && thread.otherPartyName === "Seller Power Ltd")).toBe(true);
    for (const thread of own) {
      expect(buyerInbox.find((row) => row.id === thread.id)!.unreadCount, thread.id).toBe(thread.unreadByBuyer);
    }
    // The buyer's side only: theirs; the seller's side of a buyer: none.
    expect((await getInbox(await signedIn(named), { side: "seller" })).threads).toEqual([]);
    expect((await getInbox(await signedIn(seller), { side: "buyer" })).threads).toEqual([]);

    const stranger = await createMember(service, { userType: "private_seller" });
    expect((await getInbox(await signedIn(stranger))).threads).toEqual([]);
    const anonymous = await backend.client().rpc("member_inbox", {});
    expect(anonymous.error?.code).toBe("42501");
  });

  test("the latest message is the latest the reader may read: GenMarket's note to the buyer is not the seller's", async () => {
    const thread = threads[2]!; // named's, no reply from the seller
    await backend.db.query(
      `insert into public.messages (thread_id, kind, sender_id, recipient_id, message_content)
       values ($1, 'system', null, $2, 'GenMarket note to the buyer')`,
      [thread.id, named.id],
    );
    const forBuyer = (await getInbox(await signedIn(named))).threads!.find((row) => row.id === thread.id)!;
    expect(forBuyer).toMatchObject({ latestMessage: "GenMarket note to the buyer", latestFromGenMarket: true, unreadCount: 1 });
    const forSeller = (await getInbox(await signedIn(seller))).threads!.find((row) => row.id === thread.id)!;
    expect(forSeller).toMatchObject({ latestMessage: thread.latest, latestFromGenMarket: false, unreadCount: thread.unreadBySeller });
  });
});

describe("buyer_overview", () => {
  test("saved items as Saved Items counts them, and the open auctions bid on, leading or outbid", async () => {
    const buyer = await createMember(service, { fullName: "Olive Overview" });
    const rival = await createMember(service, { fullName: "Rita Rival" });
    const client = await signedIn(buyer);
    expect((await client.rpc("buyer_overview", {})).data).toEqual({ saved_listings: 0, watched_auctions: 0, saved_searches: 0, leading: 0, outbid: 0, bids: [] });

    const [active, another, soldLater] = [await createListing(service, seller.id), await createListing(service, seller.id), await createListing(service, seller.id)];
    for (const listing of [active, another, soldLater]) expect((await client.from("saved_listings").insert({ listing_id: listing.id })).error).toBeNull();
    await service.from("generator_listings").update({ status: "sold" }).eq("id", soldLater.id);
    await createSavedSearch(service, buyer.id);
    const [leads, outbid, ended, watched] = await Promise.all([
      createAuction(service, seller.id, { auction_end_date: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      createAuction(service, seller.id, { auction_end_date: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
      createAuction(service, seller.id),
      createAuction(service, seller.id),
    ]);
    expect((await client.rpc("set_auction_watched", { p_auction_id: watched.id, p_watching: true })).error).toBeNull();
    const rivalClient = await signedIn(rival);
    expect((await client.rpc("place_bid", { p_auction_id: leads.id, p_amount: 1000 })).error).toBeNull();
    expect((await client.rpc("place_bid", { p_auction_id: outbid.id, p_amount: 1000 })).error).toBeNull();
    expect((await rivalClient.rpc("place_bid", { p_auction_id: outbid.id, p_amount: 1500 })).error).toBeNull();
    expect((await client.rpc("place_bid", { p_auction_id: ended.id, p_amount: 1000 })).error).toBeNull();
    await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", ended.id);

    const { data, error } = await client.rpc("buyer_overview", {});
    expect(error).toBeNull();
    expect(data).toMatchObject({
      saved_listings: 2,
      watched_auctions: 1,
      saved_searches: 1,
      leading: 1,
      outbid: 1,
      // Soonest ending first; the ended one is no longer open.
      bids: [
        { id: outbid.id, title: outbid.title, leading: false, max_amount: 1000, current_bid: 1500, bid_count: 2 },
        { id: leads.id, title: leads.title, leading: true, max_amount: 1000, current_bid: 1000, bid_count: 1 },
      ],
    });
    // The rival's own overview: leading where they outbid, nothing of the buyer's.
    expect((await rivalClient.rpc("buyer_overview", {})).data).toMatchObject({ saved_listings: 0, watched_auctions: 0, saved_searches: 0, leading: 1, outbid: 0 });
    expect((await backend.client().rpc("buyer_overview", {})).error?.code).toBe("42501");
  });
});
