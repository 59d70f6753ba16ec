/**
 * Closing an account (supabase/schemas/12-my-data.sql, close_my_account; docs/accounts.md
 * "Closing your account"): a private seller with a live listing, an auction with bids and one
 * without, conversations, reviews and a payment; each outcome read back from the database, as
 * the other party sees it too. A wrong password, or an auction with bids still running,
 * changes nothing.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addListingPhoto, createAuction, createConversation, createListing, createMember, createSavedSearch } from "../../tests/support/factories.ts";
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

const close = (client: SupabaseClient, password: string) => client.rpc("close_my_account", { p_password: password });

const count = async (sql: string, params: unknown[]) => Number((await backend.db.query<{ n: string }>(`select count(*) as n from (${sql}) counted`, params)).rows[0]!.n);

/** A paid listing-option payment of the member's, through the simulated provider (as the wizard's Pay). */
async function paidPayment(client: SupabaseClient, memberId: string, listingId: string) {
  const reference = `test-${crypto.randomUUID()}`;
  const started = await service
    .from("payments")
    .insert({ user_id: memberId, listing_id: listingId, listing_option: "basic", amount_pence: 995, reference, provider: "simulated", purpose: "listing_option" })
    .select("id")
    .single();
  expect(started.error).toBeNull();
  const paid = await client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id });
  expect(paid.error).toBeNull();
  return started.data!.id as string;
}

/** Everything a private seller may have, as the acceptance lists it. */
async function sellerWithEverything() {
  const seller = await member("private_seller");
  const buyer = await member("buyer");
  const bidder = await member("buyer");
  const otherSeller = await member("trade_seller");

  const live = await createListing(service, seller.id, { status: "active" });
  const photo = await addListingPhoto(service, { sellerId: seller.id, listingId: live.id, bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), contentType: "image/jpeg", extension: "jpg" });
  const avatarPath = `${seller.id}/avatar-320.jpg`;
  expect((await service.storage.from("avatars").upload(avatarPath, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { contentType: "image/jpeg" })).error).toBeNull();
  // The auction with bids has a reserve it will not meet, so it settles unsold (no commission owed).
  const withBids = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 9000 });
  const withoutBids = await createAuction(service, seller.id);
  expect((await bidder.client.rpc("place_bid", { p_auction_id: withBids.id, p_amount: 1200 })).error).toBeNull();

  const thread = await createConversation(service, {
    buyerId: buyer.id,
    sellerId: seller.id,
    listingId: live.id,
    messages: [{ text: "Is it still available?" }, { text: "Yes, come and see it on Saturday.", from: "seller" }],
  });
  const otherListing = await createListing(service, otherSeller.id, { status: "active" });
  // The seller asked about someone else's listing too (their side: buyer).
  const asBuyer = await createConversation(service, { buyerId: seller.id, sellerId: otherSeller.id, listingId: otherListing.id, messages: [{ text: "Does it have an ATS?" }] });

  const received = await service.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: live.id, rating: 5, comment: "Honest seller." }).select("id").single();
  const given = await service.from("seller_reviews").insert({ seller_id: otherSeller.id, buyer_id: seller.id, listing_id: otherListing.id, rating: 4, comment: "Quick replies." }).select("id").single();
  expect(received.error).toBeNull();
  expect(given.error).toBeNull();

  expect((await seller.client.from("saved_listings").insert({ listing_id: otherListing.id })).error).toBeNull();
  await createSavedSearch(service, seller.id);
  const paymentId = await paidPayment(seller.client, seller.id, live.id);

  return { seller, buyer, bidder, otherSeller, live, photo, avatarPath, withBids, withoutBids, thread, asBuyer, otherListing, receivedId: received.data!.id as string, givenId: given.data!.id as string, paymentId };
}

describe("closing an account", () => {
  test("a wrong password changes nothing, and counts as a failed sign-in; visitors cannot call it", async () => {
    const seller = await member("private_seller");
    const listing = await createListing(service, seller.id, { status: "active" });
    const { data, error } = await close(seller.client, "not-my-password");
    expect(error).toBeNull();
    expect(data).toEqual({ closed: false });
    expect(await count(`select 1 from auth.users where id = $1`, [seller.id])).toBe(1);
    expect(await count(`select 1 from public.generator_listings where id = $1 and status = 'active'`, [listing.id])).toBe(1);
    expect(await count(`select 1 from private.sign_in_failures where email = $1`, [seller.email])).toBe(1);
    expect((await close(backend.client(), seller.password)).error?.code).toBe("42501");
  });

  test("after five wrong passwords in 15 minutes the password is not checked at all", async () => {
    const seller = await member("private_seller");
    for (let attempt = 0; attempt < 5; attempt++) expect((await close(seller.client, `wrong-${attempt}`)).data).toEqual({ closed: false });
    const refused = await close(seller.client, seller.password);
    expect(refused.error).toMatchObject({ code: "GM429", message: "Too many wrong passwords: wait 15 minutes and try again" });
    expect(await count(`select 1 from auth.users where id = $1`, [seller.id])).toBe(1);
  });

  test("another member's password closes nothing: the function only ever closes the caller's own account", async () => {
    const owner = await member("private_seller");
    const stranger = await member();
    expect((await close(stranger.client, owner.password)).data).toEqual({ closed: false });
    expect(await count(`select 1 from auth.users where id in ($1, $2)`, [owner.id, stranger.id])).toBe(2);
  });

  test("an auction with bids runs to its end first (refused, nothing changed); once it has settled, the account closes", async () => {
    const everything = await sellerWithEverything();
    const { seller, buyer, bidder, otherSeller, live, photo, avatarPath, withBids, withoutBids, thread, asBuyer, receivedId, givenId, paymentId } = everything;

    const refused = await close(seller.client, seller.password);
    expect(refused.error).toMatchObject({
      code: "GM409",
      message: "You have an auction with bids: it runs to its end and settles, and you can close your account once it has",
    });
    expect(await count(`select 1 from auth.users where id = $1`, [seller.id])).toBe(1);
    expect(await count(`select 1 from public.generator_listings where id = $1 and status = 'active'`, [live.id])).toBe(1);
    expect(await count(`select 1 from public.auction_listings where id = any($1) and status = 'active'`, [[withBids.id, withoutBids.id]])).toBe(2);

    // A bidder on someone else's running auction waits too.
    expect((await close(bidder.client, bidder.password)).error).toMatchObject({ code: "GM409" });

    // The auction ends and settles (unsold: the reserve was not met).
    await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", withBids.id);
    expect((await backend.client().rpc("settle_due_auctions")).error).toBeNull();
    expect((await service.from("auction_listings").select("status").eq("id", withBids.id).single()).data!.status).toBe("unsold");

    const { data, error } = await close(seller.client, seller.password);
    expect(error).toBeNull();
    expect(data).toMatchObject({ closed: true });
    // The files of the member's folders, for the Worker to remove from Storage.
    const files = (data as { files: Record<string, string[]> }).files;
    expect(files["listing-photos"]).toEqual([photo.storagePath]);
    expect(files.avatars).toEqual([avatarPath]);

    // Gone: the Auth user, sessions, profile, listings, auctions, saved things.
    expect(await count(`select 1 from auth.users where id = $1`, [seller.id])).toBe(0);
    expect(await count(`select 1 from auth.sessions where user_id = $1`, [seller.id])).toBe(0);
    expect(await count(`select 1 from public.profiles where id = $1`, [seller.id])).toBe(0);
    expect(await count(`select 1 from public.generator_listings where dealer_id = $1 or id = $2`, [seller.id, live.id])).toBe(0);
    expect(await count(`select 1 from public.auction_listings where seller_id = $1 or id = any($2)`, [seller.id, [withBids.id, withoutBids.id]])).toBe(0);
    expect(await count(`select 1 from public.saved_listings where user_id = $1`, [seller.id])).toBe(0);
    expect(await count(`select 1 from public.saved_searches where user_id = $1`, [seller.id])).toBe(0);

    // Kept, without them: both conversations and their messages, read by the other party.
    expect(await count(`select 1 from public.conversation_threads where id = $1 and seller_id is null and buyer_id = $2`, [thread.id, buyer.id])).toBe(1);
    expect(await count(`select 1 from public.conversation_threads where id = $1 and buyer_id is null and seller_id = $2`, [asBuyer.id, otherSeller.id])).toBe(1);
    const buyerReads = await buyer.client.from("messages").select("message_content, sender_id, kind").eq("thread_id", thread.id).order("created_at");
    expect(buyerReads.data).toEqual([
      { message_content: "Is it still available?", sender_id: buyer.id, kind: "member" },
      { message_content: "Yes, come and see it on Saturday.", sender_id: null, kind: "member" },
    ]);
    const inbox = await buyer.client.rpc("member_inbox", { p_side: "buyer" });
    expect(inbox.data!.find((row: { id: string }) => row.id === thread.id)).toMatchObject({ other_party_id: null, other_full_name: null, kept_title: live.title });
    const sellerInbox = await otherSeller.client.rpc("member_inbox", { p_side: "seller" });
    expect(sellerInbox.data!.find((row: { id: string }) => row.id === asBuyer.id)).toMatchObject({ other_party_id: null, latest_message: "Does it have an ATS?" });
    // No one can write to a former member: the thread has nobody on the other side.
    const reply = await buyer.client.from("messages").insert({ thread_id: thread.id, recipient_id: seller.id, message_content: "Hello?" });
    expect(reply.error).not.toBeNull();

    // Reviews stay, anonymised: the one they received (no seller) and the one they gave (no buyer).
    expect(await count(`select 1 from public.seller_reviews where id = $1 and seller_id is null and buyer_id = $2 and comment = 'Honest seller.'`, [receivedId, buyer.id])).toBe(1);
    expect(await count(`select 1 from public.seller_reviews where id = $1 and buyer_id is null and seller_id = $2 and rating = 4`, [givenId, otherSeller.id])).toBe(1);

    // The payment is kept with what the law needs (amount, VAT, receipt number, dates), nobody's.
    const payment = (await service.from("payments").select("user_id, status, amount_pence, vat_pence, receipt_number, paid_at").eq("id", paymentId).single()).data!;
    expect(payment).toMatchObject({ user_id: null, status: "paid", amount_pence: 995 });
    expect(payment.receipt_number).toBeGreaterThan(0);
    expect(payment.paid_at).not.toBeNull();

    // Their queued emails went with them; the confirmation goes to the address itself.
    const outbox = await backend.db.query<{ kind: string; recipient_id: string | null; to_address: string | null }>(
      `select kind, recipient_id, to_address from private.outgoing_emails where recipient_id = $1 or to_address = $2`,
      [seller.id, seller.email],
    );
    expect(outbox.rows).toEqual([{ kind: "account_closed", recipient_id: null, to_address: seller.email }]);
    // Delivery claims it with that address, with no member to unsubscribe or greet by name.
    const claim = await service.rpc("claim_emails", { p_keys: [`account_closed/${seller.id}`] });
    expect(claim.error).toBeNull();
    expect(claim.data.batches[0].emails).toEqual([expect.objectContaining({ kind: "account_closed", to: seller.email, recipient: null, name: null })]);

    // They can no longer sign in; a new sign-up with the same email works.
    const signIn = await backend.client().auth.signInWithPassword({ email: seller.email, password: seller.password });
    expect(signIn.error).not.toBeNull();
    const again = await backend.client().auth.signUp({ email: seller.email, password: "A-new-password-123", options: { data: { user_type: "buyer", full_name: "New Member" } } });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(seller.id);
  });

  test("commission owed and a weekly plan that renews are refused with what to do", async () => {
    const seller = await member("private_seller");
    const auction = await createAuction(service, seller.id, { starting_price: 1000 });
    const bidder = await member();
    expect((await bidder.client.rpc("place_bid", { p_auction_id: auction.id, p_amount: 2000 })).error).toBeNull();
    await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
    expect((await backend.client().rpc("settle_due_auctions")).error).toBeNull();
    expect((await close(seller.client, seller.password)).error).toMatchObject({
      code: "GM409",
      message: "You owe commission on a sold auction: pay it in Billing, then close your account",
    });

    const trader = await member("trade_seller");
    await backend.db.query(
      `insert into public.member_plans (user_id, plan_id, renews_at, provider, status) values ($1, 'trade-standard', now() + interval '7 days', 'simulated', 'active')`,
      [trader.id],
    );
    expect((await close(trader.client, trader.password)).error).toMatchObject({
      code: "GM409",
      message: "Your plan renews every week: cancel it in Billing, then close your account",
    });
    expect(await count(`select 1 from auth.users where id in ($1, $2)`, [seller.id, trader.id])).toBe(2);
  });
});

describe("accounts deleted at once", () => {
  test("a seller and the buyers they talked to, deleted together, are all deleted: their shared conversations never deadlock them", async () => {
    // Each deletion sets its side of the same threads to null; before deletions waited for one
    // another (serialize_account_deletion, 10-members.sql), two of them at once could deadlock.
    for (let round = 0; round < 5; round++) {
      const seller = await createMember(service, { userType: "private_seller" });
      const buyers = await Promise.all([1, 2, 3].map(() => createMember(service)));
      const listing = await createListing(service, seller.id);
      for (const buyer of buyers) {
        await createConversation(service, {
          buyerId: buyer.id,
          sellerId: seller.id,
          listingId: listing.id,
          messages: [{ text: "Is it still available?" }, { text: "Yes, it is.", from: "seller" }],
        });
      }
      const people = [seller, ...buyers];
      const deleted = await Promise.all(people.map((person) => service.auth.admin.deleteUser(person.id)));
      expect(deleted.map(({ error }) => error)).toEqual([null, null, null, null]);
      expect(await count("select 1 from public.profiles where id = any($1::uuid[])", [people.map((person) => person.id)])).toBe(0);
    }
  });
});
