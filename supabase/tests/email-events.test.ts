/**
 * Each event's SQL queues its email in the event's own transaction (docs/email.md,
 * supabase/schemas/15-email.sql's private.outgoing_emails): done through the real function as
 * the real role, the event queues one row to the right member with the right kind and data;
 * done again (or the clock run again) it queues nothing more; the other party and bystanders
 * get nothing. Each row's data renders with the app's template (renderEmail) into the subject
 * and link expected, which ties SQL's jsonb to the template's schema.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { emailKindKeys, type EmailKind } from "~/content/email-kinds";
import { findPlan, planChargePence } from "~/content/plans";
import { renderEmail } from "~/emails/render.server";
import { formatReceiptNumber } from "~/models/receipt.server";
import { createAuction, createListing, createMember, useFreeTrial, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const DAY = 24 * 3600 * 1000;
const origin = "https://genmarket.example";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
  ({ client: staff } = await backend.signedInClient("demo-staff@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

type Person = Member & { client: SupabaseClient };

async function person(userType: Member["userType"] = "buyer", fullName?: string): Promise<Person> {
  const made = await createMember(service, { userType, ...(fullName ? { fullName } : {}) });
  return { ...made, client: (await backend.signedInClient(made.email, made.password)).client };
}

type Queued = { kind: EmailKind; idempotency_key: string; data: Record<string, unknown> };

/** Every email queued to these members, oldest first. */
async function emailsTo(...members: Pick<Member, "id">[]) {
  const { rows } = await backend.db.query<Queued & { recipient_id: string }>(
    "select recipient_id, kind, idempotency_key, data from private.outgoing_emails where recipient_id = any($1::uuid[]) order by created_at, idempotency_key",
    [members.map((member) => member.id)],
  );
  return rows;
}

/** The one email of this kind a member was queued (fails unless exactly one). */
async function theEmail(member: Pick<Member, "id">, kind: EmailKind) {
  const emails = (await emailsTo(member)).filter((email) => email.kind === kind);
  expect(emails).toHaveLength(1);
  return emails[0]!;
}

/** The email as the queue's consumer renders it. */
function rendered(email: Queued) {
  const result = renderEmail(email.kind, email.data, { origin, recipientName: "Sam Member", unsubscribeUrl: null });
  if ("error" in result) throw new Error(result.error);
  return result;
}

const rpc = async (client: SupabaseClient, fn: string, args: Record<string, unknown> = {}) => {
  const { data, error } = await client.rpc(fn, args);
  expect(error).toBeNull();
  return data;
};

const bid = (who: Person, auctionId: string, amount: number, extra: Record<string, unknown> = {}) =>
  rpc(who.client, "place_bid", { p_auction_id: auctionId, p_amount: amount, ...extra });

const reminders = () => rpc(service, "queue_reminder_emails");

const settle = () => rpc(anon, "settle_due_auctions");

const endNow = async (auctionId: string) =>
  expect((await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auctionId)).error).toBeNull();

describe("the kinds", () => {
  test("the outbox's check constraint takes exactly app/content/email-kinds.ts's kinds", async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'outgoing_emails_kind_check'",
    );
    const inCheck = [...rows[0]!.definition.matchAll(/'([a-z_]+)'::text/g)].map((match) => match[1]);
    expect(inCheck.sort()).toEqual([...emailKindKeys].sort());
  });
});

describe("auctions", () => {
  test("outbid: the bidder who lost the lead, once per lost lead, with the new minimum and a link to bid", async () => {
    const seller = await person("private_seller");
    const first = await person();
    const second = await person();
    const auction = await createAuction(service, seller.id, { starting_price: 1000 });
    await bid(first, auction.id, 1000);
    expect(await emailsTo(first, second, seller)).toEqual([]);

    const submission = crypto.randomUUID();
    await bid(second, auction.id, 1500, { p_submission_id: submission });
    // The same submission again (a double click) places nothing, so tells nobody again.
    await bid(second, auction.id, 1500, { p_submission_id: submission });
    // The leader raising their own maximum displaces nobody.
    await bid(second, auction.id, 1600, { p_max_amount: 3000 });
    const outbid = await theEmail(first, "outbid");
    expect(outbid.data).toEqual({
      auctionId: auction.id,
      auctionTitle: auction.title,
      currentBid: 1500,
      minimumBid: 1550,
      endsAt: expect.any(String),
    });
    expect(rendered(outbid)).toMatchObject({ subject: `You have been outbid on ${auction.title}`, link: `${origin}/auctions/${auction.id}` });
    expect(rendered(outbid).text).toContain("Bid at least: £1,550");
    expect(await emailsTo(second, seller)).toEqual([]);

    // The first bidder takes the lead back past the proxy: the second is told; a lead lost again is a second email.
    await bid(first, auction.id, 3500);
    expect((await theEmail(second, "outbid")).data).toMatchObject({ currentBid: 3500, minimumBid: 3550 });
    await bid(second, auction.id, 4000);
    expect((await emailsTo(first)).filter((email) => email.kind === "outbid")).toHaveLength(2);
    expect(await emailsTo(seller)).toEqual([]);
  });

  test("auction_ending: within the hour, each bidder and watcher once however often the clock runs; never the seller; only the service role runs it", async () => {
    const seller = await person("private_seller");
    const bidder = await person();
    const watcher = await person();
    const later = await person();
    const auction = await createAuction(service, seller.id);
    const notYet = await createAuction(service, seller.id);
    await bid(bidder, auction.id, 1000);
    await rpc(bidder.client, "set_auction_watched", { p_auction_id: auction.id, p_watching: true });
    await rpc(watcher.client, "set_auction_watched", { p_auction_id: auction.id, p_watching: true });
    await rpc(later.client, "set_auction_watched", { p_auction_id: notYet.id, p_watching: true });
    await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() + 30 * 60_000).toISOString() }).eq("id", auction.id);
    await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() + 2 * 3600_000).toISOString() }).eq("id", notYet.id);

    for (const client of [anon, bidder.client]) expect((await client.rpc("queue_reminder_emails")).error).not.toBeNull();
    expect(await emailsTo(bidder, watcher)).toEqual([]);
    await reminders();
    await reminders();
    for (const member of [bidder, watcher]) {
      const ending = await theEmail(member, "auction_ending");
      expect(ending.data).toMatchObject({ auctionId: auction.id, currentBid: 1000, minimumBid: 1050 });
      expect(rendered(ending)).toMatchObject({ subject: `Ending within the hour: ${auction.title}`, link: `${origin}/auctions/${auction.id}` });
    }
    expect(await emailsTo(seller, later)).toEqual([]);
  });

  test("settling a sale: the winner's email (what next, the conversation) and the seller's (commission, VAT, due date, Billing), once; the loser neither", async () => {
    const seller = await person("private_seller");
    const winner = await person("buyer", "Wendy Winner");
    const loser = await person();
    const auction = await createAuction(service, seller.id, { starting_price: 20_000, reserve_price: 24_000 });
    await bid(loser, auction.id, 20_000);
    await bid(winner, auction.id, 25_000);
    await endNow(auction.id);
    await settle();
    await settle();

    const won = await theEmail(winner, "auction_won");
    const { data: thread } = await winner.client.from("conversation_threads").select("id").eq("auction_id", auction.id).single();
    expect(won.data).toEqual({ auctionId: auction.id, auctionTitle: auction.title, amount: 25_000, threadId: thread!.id });
    expect(rendered(won)).toMatchObject({ subject: `You won ${auction.title}`, link: `${origin}/dashboard?thread=${thread!.id}` });

    const sold = await theEmail(seller, "auction_sold");
    const { data: charges } = await seller.client.rpc("my_commission_charges");
    const charge = (charges as Array<{ auction_id: string; commission_pence: number; vat_pence: number; amount_pence: number; due_at: string }>).find(
      (row) => row.auction_id === auction.id,
    )!;
    expect(sold.data).toMatchObject({
      salePrice: 25_000,
      winnerName: "Wendy Winner",
      commissionPence: charge.commission_pence,
      vatPence: charge.vat_pence,
      amountDuePence: charge.amount_pence,
    });
    expect(Date.parse(sold.data.dueAt as string)).toBe(Date.parse(charge.due_at));
    const soldEmail = rendered(sold);
    expect(soldEmail).toMatchObject({ subject: `Your auction sold: ${auction.title}`, link: `${origin}/dashboard?view=billing` });
    expect(soldEmail.text).toContain("Commission: £2,500");
    expect(soldEmail.text).toContain("To pay: £3,000");

    expect((await emailsTo(winner)).map((email) => email.kind)).toEqual(["auction_won"]);
    expect((await emailsTo(seller)).map((email) => email.kind)).toEqual(["auction_sold"]);
    expect((await emailsTo(loser)).map((email) => email.kind)).toEqual(["outbid"]);
  });

  test("settling without a sale: the seller's auction_unsold, reserve not met or no bids, once; bidders get no such email", async () => {
    const seller = await person("private_seller");
    const bidder = await person();
    const underReserve = await createAuction(service, seller.id, { starting_price: 1000, reserve_price: 5000 });
    const noBids = await createAuction(service, seller.id);
    await bid(bidder, underReserve.id, 1200);
    await endNow(underReserve.id);
    await endNow(noBids.id);
    await settle();
    await settle();

    const unsold = (await emailsTo(seller)).filter((email) => email.kind === "auction_unsold");
    expect(unsold.map((email) => email.data)).toEqual(
      expect.arrayContaining([
        { auctionId: underReserve.id, auctionTitle: underReserve.title, outcome: "reserve_not_met", highestBid: 1200 },
        { auctionId: noBids.id, auctionTitle: noBids.title, outcome: "no_bids", highestBid: null },
      ]),
    );
    expect(unsold).toHaveLength(2);
    const reserve = rendered(unsold.find((email) => email.data.auctionId === underReserve.id)!);
    expect(reserve).toMatchObject({ subject: `Your auction ended unsold: ${underReserve.title}`, link: `${origin}/create-auction` });
    expect(reserve.text).toContain("the highest bid, £1,200, did not meet your reserve");
    expect(await emailsTo(bidder)).toEqual([]);
  });
});

describe("listings", () => {
  test("moderation: approved with its end date and a link to it; rejected with the reason and a link to edit; a decision made twice emails once", async () => {
    const seller = await person("private_seller");
    const approved = await createListing(service, seller.id, { status: "pending" });
    const rejected = await createListing(service, seller.id, { status: "pending" });
    await rpc(staff, "moderate_listing", { p_listing_id: approved.id, p_decision: "approve" });
    expect((await staff.rpc("moderate_listing", { p_listing_id: approved.id, p_decision: "approve" })).error?.code).toBe("GM409");
    const reason = "Photos show a <b>different</b> generator & no serial plate";
    await rpc(staff, "moderate_listing", { p_listing_id: rejected.id, p_decision: "reject", p_reason: reason });

    const live = await theEmail(seller, "listing_approved");
    expect(live.data).toMatchObject({ listingId: approved.id, listingTitle: approved.title });
    const { data: row } = await service.from("generator_listings").select("expires_at").eq("id", approved.id).single();
    expect(Date.parse(live.data.expiresAt as string)).toBe(Date.parse(row!.expires_at));
    expect(rendered(live)).toMatchObject({ subject: `Your listing is live: ${approved.title}`, link: `${origin}/listings/${approved.id}` });

    const refused = await theEmail(seller, "listing_rejected");
    expect(refused.data).toEqual({ listingId: rejected.id, listingTitle: rejected.title, reason });
    const refusal = rendered(refused);
    expect(refusal).toMatchObject({ subject: `Your listing needs changes: ${rejected.title}`, link: `${origin}/sell-generator?edit=${rejected.id}` });
    expect(refusal.text).toContain(`> ${reason}`);
    expect(refusal.html).toContain("&lt;b&gt;different&lt;/b&gt;");
  });

  test("the clock: a listing ending within 3 days is reminded once per period; one whose period ended is expired and emailed once; others nothing", async () => {
    const seller = await person("private_seller");
    const other = await person("private_seller");
    const soon = await createListing(service, seller.id, { expires_at: new Date(Date.now() + 2 * DAY).toISOString() });
    const over = await createListing(service, seller.id, { expires_at: new Date(Date.now() - 60_000).toISOString() });
    await createListing(service, other.id, { expires_at: new Date(Date.now() + 10 * DAY).toISOString() });
    await reminders();
    await reminders();

    const expiring = await theEmail(seller, "listing_expiring");
    expect(expiring.data).toMatchObject({ listingId: soon.id, listingTitle: soon.title });
    expect(rendered(expiring).link).toBe(`${origin}/dashboard?view=listings`);
    expect(rendered(expiring).subject).toMatch(new RegExp(`^Your listing expires on \\d{1,2} [A-Z][a-z]{2} \\d{4}: ${soon.title}$`));

    const expired = await theEmail(seller, "listing_expired");
    expect(expired.data).toMatchObject({ listingId: over.id, listingTitle: over.title });
    expect(rendered(expired)).toMatchObject({ subject: `Your listing has expired: ${over.title}`, link: `${origin}/listings/${over.id}/renew` });
    const { data: statuses } = await service.from("generator_listings").select("id, status").in("id", [soon.id, over.id]);
    expect(Object.fromEntries(statuses!.map((row) => [row.id, row.status]))).toEqual({ [soon.id]: "active", [over.id]: "expired" });

    // Promote lengthens the period: the new end is reminded in its turn.
    await service.from("generator_listings").update({ expires_at: new Date(Date.now() + 2.5 * DAY).toISOString() }).eq("id", soon.id);
    await reminders();
    expect((await emailsTo(seller)).filter((email) => email.kind === "listing_expiring")).toHaveLength(2);
    expect(await emailsTo(other)).toEqual([]);
  });
});

describe("reviews", () => {
  test("a review emails the seller, its reply the buyer, each once; member text is escaped in the HTML part", async () => {
    const seller = await person("private_seller", "Sally Seller");
    const buyer = await person("buyer", "Rita Reviewer");
    const auction = await createAuction(service, seller.id);
    await bid(buyer, auction.id, 1000);
    await endNow(auction.id);
    await settle();

    const comment = "Great set <script>alert(1)</script>";
    const review = (await rpc(buyer.client, "leave_seller_review", {
      p_seller: seller.id,
      p_listing_id: null,
      p_auction_id: auction.id,
      p_rating: 5,
      p_comment: comment,
    })) as string;
    const received = await theEmail(seller, "review_received");
    expect(received.data).toEqual({ reviewId: review, buyerName: "Rita Reviewer", subjectTitle: auction.title, rating: 5, comment });
    const receivedEmail = rendered(received);
    expect(receivedEmail).toMatchObject({ subject: "Rita Reviewer left you a 5-star review", link: `${origin}/dashboard?view=reviews` });
    expect(receivedEmail.html).not.toContain("<script>");

    await rpc(seller.client, "reply_to_seller_review", { p_review: review, p_reply: "Thank you, Rita!" });
    expect((await seller.client.rpc("reply_to_seller_review", { p_review: review, p_reply: "Again" })).error?.code).toBe("GM409");
    const reply = await theEmail(buyer, "review_reply");
    expect(reply.data).toMatchObject({ reviewId: review, sellerId: seller.id, sellerFullName: "Sally Seller", sellerCompanyName: null, reply: "Thank you, Rita!", rating: 5 });
    expect(rendered(reply)).toMatchObject({ subject: "Sally Seller replied to your review", link: `${origin}/seller/${seller.id}` });

    expect((await emailsTo(seller)).map((email) => email.kind).sort()).toEqual(["auction_sold", "review_received"]);
    expect((await emailsTo(buyer)).map((email) => email.kind).sort()).toEqual(["auction_won", "review_reply"]);
  });
});

describe("payments and plans", () => {
  const planCharge = (plan: string) => planChargePence(findPlan(plan)!);

  test("a paid payment: one receipt email with its number and a link to the receipt page; the local provider's renewal: plan_renewed and its receipt, once", async () => {
    const buyer = await person();
    await useFreeTrial(service, buyer.id);
    const started = (await rpc(buyer.client, "start_plan_payment", { p_plan: "priority-buyer" })) as { id: string };
    const paid = (await rpc(buyer.client, "complete_simulated_payment", { p_payment_id: started.id })) as { receipt_number: number };
    await buyer.client.rpc("complete_simulated_payment", { p_payment_id: started.id });
    const receipt = await theEmail(buyer, "payment_receipt");
    expect(receipt.data).toMatchObject({ paymentId: started.id, receiptNumber: paid.receipt_number, amountPence: 895, purpose: "plan", planId: "priority-buyer" });
    const receiptEmail = rendered(receipt);
    expect(receiptEmail).toMatchObject({ subject: `Your GenMarket receipt ${formatReceiptNumber(paid.receipt_number)}`, link: `${origin}/dashboard/receipts/${started.id}` });
    expect(receiptEmail.text).toContain("For: Priority Buyer plan, one week");
    // The first week bought at checkout is no renewal.
    expect((await emailsTo(buyer)).map((email) => email.kind)).toEqual(["payment_receipt"]);

    const { data: plan } = await service.from("member_plans").select("id").eq("user_id", buyer.id).is("ended_at", null).single();
    await service
      .from("member_plans")
      .update({ started_at: new Date(Date.now() - 8 * DAY).toISOString(), renews_at: new Date(Date.now() - 60_000).toISOString() })
      .eq("id", plan!.id);
    await rpc(service, "end_lapsed_plans");
    await rpc(service, "end_lapsed_plans");
    const renewed = await theEmail(buyer, "plan_renewed");
    expect(renewed.data).toMatchObject({ planId: "priority-buyer", amountPence: planCharge("priority-buyer") });
    expect(rendered(renewed)).toMatchObject({ subject: "Your Priority Buyer plan has renewed", link: `${origin}/dashboard?view=billing` });
    const receipts = (await emailsTo(buyer)).filter((email) => email.kind === "payment_receipt");
    expect(receipts).toHaveLength(2);
    expect(receipts.map((email) => email.data.paymentId)).toContain(renewed.data.paymentId);
  });

  test("trial_ending: 3 days before the trial ends, once; not for a trial cancelled at period end", async () => {
    const dealer = await person("trade_seller");
    const quitter = await person("trade_seller");
    for (const member of [dealer, quitter]) {
      const started = (await rpc(member.client, "start_plan_payment", { p_plan: "trade-standard" })) as { id: string };
      await rpc(member.client, "start_simulated_trial", { p_payment_id: started.id });
    }
    await rpc(quitter.client, "cancel_plan_at_period_end");
    await reminders();
    expect(await emailsTo(dealer, quitter)).toEqual([]);

    const ends = new Date(Date.now() + 2 * DAY).toISOString();
    await service.from("member_plans").update({ trial_ends_at: ends, renews_at: ends }).in("user_id", [dealer.id, quitter.id]).is("ended_at", null);
    await reminders();
    await reminders();
    const ending = await theEmail(dealer, "trial_ending");
    expect(ending.data).toMatchObject({ planId: "trade-standard", amountPence: planCharge("trade-standard") });
    expect(rendered(ending)).toMatchObject({ subject: "Your Standard plan's free trial ends soon", link: `${origin}/dashboard?view=billing` });
    expect(await emailsTo(quitter)).toEqual([]);
  });

  test("with Stripe: a failed renewal emails once when the grace starts; the first week's invoice is a receipt only, the next one a renewal too", async () => {
    const dealer = await person("trade_seller");
    await useFreeTrial(service, dealer.id);
    const started = (await rpc(dealer.client, "start_plan_payment", { p_plan: "trade-single" })) as { id: string };
    const subscriptionId = `sub_${crypto.randomUUID().replaceAll("-", "")}`;
    const week = (weeks: number) => new Date(Date.now() + weeks * 7 * DAY).toISOString();
    await rpc(service, "sync_plan_subscription", {
      p_subscription_id: subscriptionId,
      p_customer_id: "cus_test123",
      p_member: dealer.id,
      p_plan: "trade-single",
      p_payment_id: started.id,
      p_status: "active",
      p_amount_pence: planCharge("trade-single"),
      p_currency: "gbp",
      p_trial_ends_at: null,
      p_period_ends_at: week(1),
      p_cancel_at_period_end: false,
    });
    const invoice = (overrides: Record<string, unknown>) => ({
      p_invoice_id: `in_${crypto.randomUUID().replaceAll("-", "")}`,
      p_subscription_id: subscriptionId,
      p_paid: true,
      p_amount_pence: planCharge("trade-single"),
      p_currency: "gbp",
      p_event_id: `evt_${crypto.randomUUID()}`,
      p_event_type: "invoice.paid",
      ...overrides,
    });
    await rpc(service, "record_plan_invoice", invoice({ p_period_ends_at: week(1) }));
    expect((await emailsTo(dealer)).map((email) => email.kind)).toEqual(["payment_receipt"]);

    const failed = { p_paid: false, p_event_type: "invoice.payment_failed" };
    await rpc(service, "record_plan_invoice", invoice(failed));
    await rpc(service, "record_plan_invoice", invoice(failed));
    const failure = await theEmail(dealer, "renewal_failed");
    const { data: plan } = await service.from("member_plans").select("grace_until").eq("user_id", dealer.id).is("ended_at", null).single();
    expect(failure.data).toMatchObject({ planId: "trade-single", amountPence: planCharge("trade-single") });
    expect(Date.parse(failure.data.graceUntil as string)).toBe(Date.parse(plan!.grace_until));
    expect(rendered(failure)).toMatchObject({ subject: "The renewal payment for your Single Ad plan failed", link: `${origin}/dashboard?view=billing` });

    const renewal = invoice({ p_period_ends_at: week(2) });
    await rpc(service, "record_plan_invoice", renewal);
    await rpc(service, "record_plan_invoice", { ...renewal, p_event_id: `evt_${crypto.randomUUID()}` });
    expect((await theEmail(dealer, "plan_renewed")).data).toMatchObject({ planId: "trade-single", amountPence: planCharge("trade-single") });
    expect((await emailsTo(dealer)).filter((email) => email.kind === "payment_receipt")).toHaveLength(2);
  });
});

describe("accounts", () => {
  test("password_changed: the member, once per change, by whichever way it changed; other updates of the account send nothing", async () => {
    const member = await person();
    const bystander = await person();
    // The member's own change (the reset page's updateUser), then the platform's (Auth's admin API).
    expect((await member.client.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
    expect(await emailsTo(member)).toEqual([]);
    expect((await member.client.auth.updateUser({ password: "a-new-password-1" })).error).toBeNull();
    const first = await theEmail(member, "password_changed");
    expect(rendered(first)).toMatchObject({ subject: "Your GenMarket password was changed", link: `${origin}/forgot-password` });
    expect(rendered(first).text).toContain("Every other device signed in to your account has been signed out.");
    expect((await service.auth.admin.updateUserById(member.id, { password: "a-new-password-2" })).error).toBeNull();
    expect((await emailsTo(member)).filter((email) => email.kind === "password_changed")).toHaveLength(2);
    expect(await emailsTo(bystander)).toEqual([]);
  });
});
