/**
 * Commission on sold auctions (docs/payments.md "Commission"). With Stripe: a Worker of this
 * file's own against the Stripe stand-in (tests/support/stripe-stand-in.ts), as in
 * stripe-payments.test.ts: the Cron Trigger settles a sale and sends its commission as one
 * Stripe invoice; a signed invoice.paid marks it paid once; an overdue one stops new auctions.
 * Without Stripe: the shared Worker's local provider pays it from My Auctions.
 */
import { afterAll, afterEach, beforeAll, test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, memberFixture, placeBid, type Member } from "../support/factories";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { startWorker, type Worker } from "../support/worker/harness";
import { worker as sharedWorker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const DAY_SECONDS = 86_400;

let stripe: StripeStandIn;
let app: Worker;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await startWorker({ secrets: stripe.secrets });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

// This file's charges: the Cron Trigger also invoices other files' sales on the shared
// backend, whose members may be deleted meanwhile; only errors about ours fail a test.
const ours = new Set<string>();
afterEach(() => {
  const othersCharge = /^commission: the Stripe invoice for payment (\S+) was not sent/;
  const errors = app.takeErrorLogs().filter((message) => {
    const charge = othersCharge.exec(message)?.[1];
    return !charge || ours.has(charge);
  });
  expect(errors).toEqual([]);
});

const test = base.extend<{ seller: Member; bidder: Member }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  bidder: memberFixture(admin, { userType: "buyer" }),
});

/** An auction of the seller's that `bidder` won at `price` and whose end has passed (not yet settled). */
async function wonAuction(seller: Member, bidder: Member, price: number) {
  const auction = await createAuction(admin, seller.id, { starting_price: price, title: `Perkins 100 kVA set sold for £${price}` });
  await placeBid(testBackendUrl(), bidder, auction.id, price);
  await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
  return auction;
}

async function chargeFor(auctionId: string) {
  const { data } = await admin
    .from("payments")
    .select("id, status, amount_pence, due_at, provider, provider_invoice_id, invoice_url, receipt_number")
    .eq("auction_id", auctionId)
    .eq("purpose", "commission")
    .single();
  ours.add(data!.id);
  return data!;
}

/** The stand-in's invoices for the member's Stripe customer(s). */
function invoicesOf(member: Member) {
  const customers = [...stripe.customers.values()].filter((customer) => customer.metadata.genmarket_member_id === member.id);
  return { customers, invoices: [...stripe.invoices.values()].filter((invoice) => customers.some((customer) => customer.id === invoice.customer)) };
}

function postWebhook(payload: string, signature: string | null) {
  return app.fetch("/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://stripe.com", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  });
}

const words = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&quot;|&#x27;/g, '"').replace(/\s+/g, " ").replace(/ ,/g, ",");

describe("with Stripe", () => {
  test("the Cron Trigger settles a sale and sends one Stripe invoice: commission and VAT lines in pence GBP, due in 14 days, once however often it runs", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 25_000);
    await app.scheduled();
    const charge = await chargeFor(auction.id);
    expect(charge).toMatchObject({ status: "pending", amount_pence: 300_000 });

    const { customers, invoices } = invoicesOf(seller);
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ email: seller.email, name: seller.fullName });
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices;
    expect(invoice).toMatchObject({
      status: "open",
      currency: "gbp",
      collection_method: "send_invoice",
      total: 300_000,
      metadata: { genmarket_payment_id: charge.id, purpose: "commission" },
    });
    expect(invoice!.lines.data.map((line) => [line.amount, line.currency])).toEqual([
      [250_000, "gbp"],
      [50_000, "gbp"],
    ]);
    expect(invoice!.lines.data.map((line) => line.description)).toEqual(["Commission: 10 % of the £25,000 sale price", "VAT at 20 % on the commission"]);
    // Stripe's due date is ours, 14 days after the sale (within the minute the job took).
    expect(invoice!.due_date).toBe(Math.floor(Date.parse(charge.due_at!) / 1000));
    expect(Math.abs(invoice!.due_date! - invoice!.created - 14 * DAY_SECONDS)).toBeLessThan(120);
    expect(charge).toMatchObject({ provider_invoice_id: invoice!.id, invoice_url: invoice!.hosted_invoice_url });
    // Every create carried an idempotency key.
    const creates = stripe.requests.filter((request) => request.method === "POST" && request.body.metadata && JSON.stringify(request.body).includes(charge.id));
    expect(creates.every((request) => request.idempotencyKey)).toBe(true);

    // The job again: nothing more is sent for it.
    await app.scheduled();
    expect(invoicesOf(seller).invoices).toHaveLength(1);

    // Their next sale reuses their customer.
    const second = await wonAuction(seller, bidder, 1_000);
    await app.scheduled();
    const after = invoicesOf(seller);
    expect(after.customers).toHaveLength(1);
    expect(after.invoices.map((one) => one.total).sort((a, b) => a - b)).toEqual([14_400, 300_000]);
    expect((await chargeFor(second.id)).amount_pence).toBe(14_400);

    // My Auctions: the amounts, the due date, Due, and the invoice's page to pay on.
    const page = await (await app.get("/dashboard?view=listings", await app.signIn(seller))).text();
    expect(words(page)).toContain("Commission £2,500 + VAT £500 = £3,000, due by");
    expect(page).toContain(`href="${invoice!.hosted_invoice_url}"`);
    expect(words(page)).toMatch(/Commission Due/);
  });

  test("a signed invoice.paid marks the charge paid once, in any order and twice; My Auctions then shows Paid; a bad signature is refused and writes nothing", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 5_000);
    await app.scheduled();
    const charge = await chargeFor(auction.id);
    const invoice = stripe.invoices.get(charge.provider_invoice_id!)!;

    stripe.payInvoice(invoice.id);
    const event = JSON.stringify(stripe.event("invoice.paid", invoice));
    const forged = await postWebhook(event, stripe.signature(event, { secret: "whsec_someone_else" }));
    expect(forged.status).toBe(400);
    expect(await postWebhook(event, null).then((response) => response.status)).toBe(400);
    expect((await chargeFor(auction.id)).status).toBe("pending");

    const delivered = await postWebhook(event, stripe.signature(event));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ received: true, applied: true });
    const paid = await chargeFor(auction.id);
    expect(paid).toMatchObject({ status: "paid", provider: "stripe", amount_pence: 72_000 });
    expect(paid.receipt_number).toBeGreaterThan(0);

    // The same event again, and another event saying the same: nothing more.
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    const another = JSON.stringify(stripe.event("invoice.paid", invoice));
    expect((await postWebhook(another, stripe.signature(another))).status).toBe(200);
    expect(await chargeFor(auction.id)).toEqual(paid);

    const jar = await app.signIn(seller);
    const page = words(await (await app.get("/dashboard?view=listings", jar)).text());
    expect(page).toContain("Commission £600 + VAT £120 = £720, paid");
    expect(page).toContain("Commission Paid");
    expect(page).not.toContain("Pay commission");
    // Its receipt, a VAT invoice.
    const receipt = words(await (await app.get(`/dashboard/receipts/${paid.id}`, jar)).text());
    expect(receipt).toContain(`Commission on the sale of your auction: ${auction.title}`);
    expect(receipt).toContain("£120");
  });

  test("an invoice event that is not ours (no commission metadata, or a subscription's) changes nothing", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 2_000);
    await app.scheduled();
    const charge = await chargeFor(auction.id);
    const invoice = stripe.payInvoice(charge.provider_invoice_id!);
    const foreign = JSON.stringify(stripe.event("invoice.paid", { ...invoice, metadata: {} }));
    expect((await postWebhook(foreign, stripe.signature(foreign))).status).toBe(200);
    const subscription = JSON.stringify(
      stripe.event("invoice.paid", { ...invoice, parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } } }),
    );
    expect((await postWebhook(subscription, stripe.signature(subscription))).status).toBe(200);
    expect((await chargeFor(auction.id)).status).toBe("pending");
  });

  test("a seller whose commission is overdue is told on /create-auction, before typing anything, with the invoice to pay; paid, the form is back", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 25_000);
    await app.scheduled();
    const charge = await chargeFor(auction.id);
    await admin.from("payments").update({ due_at: new Date(Date.now() - DAY_SECONDS * 1000).toISOString() }).eq("id", charge.id);

    const jar = await app.signIn(seller);
    const refused = await app.get("/create-auction", jar);
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(words(html)).toContain(`Your commission of £3,000 (VAT included) on “${auction.title}” was due on`);
    expect(html).toContain(`href="${charge.invoice_url}"`);
    expect(html).not.toContain('name="title"');
    // The admin fee is refused too, in the database's words.
    const fee = await app.post("/create-auction", { intent: "pay-fee", title: "Another set" }, jar);
    expect(fee.status).toBe(402);
    expect(words(await fee.text())).toContain("Your commission of £3,000 (VAT included)");
    // failedToSave logs each refusal it answers.
    expect(app.takeErrorLogs()).toEqual([expect.stringMatching(/^create auction: admin fee .*GM402/s)]);

    const event = JSON.stringify(stripe.event("invoice.paid", stripe.payInvoice(charge.provider_invoice_id!)));
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    const form = await app.get("/create-auction", jar);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="title"');
  });
});

describe("without Stripe (the local provider)", () => {
  test("My Auctions has a Pay commission form that pays it at once, without JavaScript", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 15_000);
    expect((await admin.rpc("settle_due_auctions")).error).toBeNull();
    const charge = await chargeFor(auction.id);
    const jar = await sharedWorker.signIn(seller);
    const page = await (await sharedWorker.get("/dashboard?view=listings", jar)).text();
    expect(words(page)).toContain("Commission £1,800 + VAT £360 = £2,160, due by");
    expect(page).toContain(`name="paymentId" value="${charge.id}"`);
    // Billing lists it to pay too, with the same form coming back to Billing.
    const billing = await (await sharedWorker.get("/dashboard?view=billing", jar)).text();
    expect(words(billing)).toContain(`Commission to pay On the sale of ${auction.title} Commission £1,800 + VAT £360 = £2,160, due by`);
    expect(billing).toContain(`name="paymentId" value="${charge.id}"`);
    expect(billing).toContain(`name="from" value="billing"`);

    const paid = await sharedWorker.post("/dashboard?view=listings", { intent: "pay-commission", paymentId: charge.id, from: "portal" }, jar);
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe("/sellers-portal?tab=auctions");
    expect(await chargeFor(auction.id)).toMatchObject({ status: "paid", provider: "simulated" });
    const portal = words(await (await sharedWorker.get("/sellers-portal?tab=auctions", jar)).text());
    expect(portal).toContain("Commission £1,800 + VAT £360 = £2,160, paid");
    // Paid, it leaves Billing's list to pay and is a receipt there.
    const billingAfter = words(await (await sharedWorker.get("/dashboard?view=billing", jar)).text());
    expect(billingAfter).not.toContain("Commission to pay");
    expect(billingAfter).toContain(`Commission on the sale of your auction: ${auction.title}`);
    const fromBilling = await sharedWorker.post("/dashboard?view=listings", { intent: "pay-commission", paymentId: charge.id, from: "billing" }, jar);
    expect(fromBilling.headers.get("location")).toBe("/dashboard?view=billing");
  });

  // What tests/e2e/payment-forms.spec.ts's commission test does with JavaScript, through Billing's own button.
  test("a seller pays the commission on a sale from Billing's button; it becomes a receipt", async ({ seller, bidder }) => {
    const auction = await wonAuction(seller, bidder, 15_000);
    expect((await admin.rpc("settle_due_auctions")).error).toBeNull();
    const visitor = new Visitor(sharedWorker, await sharedWorker.signIn(seller));
    await visitor.open("/dashboard?view=billing");
    const toPay = 'ul[aria-label="Commission to pay"]';
    expectText(visitor, `On the sale of ${auction.title}`, toPay);
    expectText(visitor, "Commission £1,800 + VAT £360 = £2,160, due by", toPay);
    await visitor.press(`Pay commission on ${auction.title}`, { within: toPay });
    expect(visitor.path).toBe("/dashboard?view=billing");
    expect(visitor.document.querySelector(toPay)).toBeNull();
    const receipt = [...visitor.document.querySelectorAll('ul[aria-label="Receipts"] > li')].find((item) =>
      item.textContent!.includes(`Commission on the sale of your auction: ${auction.title}`),
    );
    expect(receipt?.textContent).toContain("£2,160.00");
    expect(await chargeFor(auction.id)).toMatchObject({ status: "paid", provider: "simulated" });
    visitor.close();
  });
});
