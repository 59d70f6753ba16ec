/**
 * Card payments through Stripe (docs/payments.md), against the Stripe stand-in
 * (tests/support/stripe-stand-in.ts) and a Worker of this file's own with Stripe's settings;
 * the shared Worker has none, and keeps paying through the local provider. Every fee goes to
 * a Checkout Session priced by SQL; a payment becomes paid only on Stripe's word (a signed
 * webhook event or the session retrieved on the return page), once.
 */
import { afterAll, afterEach, beforeAll, test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { cookiePolicyBreaches, documentedNamesOf } from "../support/cookie-policy";
import { addListingPhoto, createListing, memberFixture, setMemberPlan, type Member } from "../support/factories";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { startWorker, type Worker } from "../support/worker/harness";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const UNAVAILABLE = "Payments are unavailable just now; nothing was charged.";

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

// What this file's Worker logs as an error is a failure unless the test expects it.
let expectedErrors: RegExp[] = [];
afterEach(() => {
  const unexpected = app.takeErrorLogs().filter((message) => !expectedErrors.some((pattern) => pattern.test(message)));
  expectedErrors = [];
  expect(unexpected).toEqual([]);
});

const test = base.extend<{ seller: Member; dealer: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

/** A private seller's draft that lacks nothing but payment, with `option` chosen. */
async function payableDraft(seller: Member, option: "basic" | "enhanced" = "basic") {
  const draft = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby", chosen_option: option });
  await addListingPhoto(admin, { sellerId: seller.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
  return draft;
}

async function listingStatus(id: string) {
  const { data } = await admin.from("generator_listings").select("status, listing_option, featured").eq("id", id).single();
  return data!;
}

async function paymentsOf(member: Member) {
  const { data } = await admin
    .from("payments")
    .select("id, status, purpose, amount_pence, provider, provider_payment_id, checkout_session_id, paid_at")
    .eq("user_id", member.id)
    .order("created_at");
  return data!;
}

/** The Checkout Session a redirect to the stand-in's checkout page opened. */
function sessionOf(response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location.startsWith(`${stripe.url}/pay/`)).toBe(true);
  const session = stripe.session(location.slice(`${stripe.url}/pay/`.length));
  expect(session).toBeDefined();
  return session!;
}

/** POSTs a webhook to the app as Stripe does: JSON, signed, from Stripe's servers (no Origin of ours). */
function postWebhook(payload: string, signature: string | null) {
  return app.fetch("/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://stripe.com", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  });
}

function completedEvent(sessionId: string, overrides: object = {}) {
  return JSON.stringify(stripe.event("checkout.session.completed", { ...stripe.session(sessionId), ...overrides }));
}

describe("a private seller's listing fee", () => {
  test("Publish opens one Checkout Session at SQL's price in GBP, whatever the form says; the signed webhook makes it paid and sends the listing for review, once", async ({ seller }) => {
    const draft = await payableDraft(seller, "basic");
    const jar = await app.signIn(seller);
    // The browser's values are never used: the price is Basic's, £20.00 in pence.
    const tampered = { intent: "publish", amount: "1", amount_pence: "1", listingOption: "basic", price: "0.01" };
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, tampered, jar));
    expect(session.line_items).toEqual([{ name: "Basic Listing (30 days)", unit_amount: 2000, quantity: 1, currency: "gbp" }]);
    expect(session.success_url).toBe(`${app.url.origin}/confirmation?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${app.url.origin}/sell-generator?edit=${draft.id}&step=5`);
    // Nothing is paid or published until Stripe says so.
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });
    expect(await paymentsOf(seller)).toMatchObject([{ status: "pending", amount_pence: 2000, checkout_session_id: session.id }]);

    stripe.pay(session.id);
    const event = completedEvent(session.id);
    const delivered = await postWebhook(event, stripe.signature(event));
    expect(delivered.status).toBe(200);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "pending", listing_option: "basic" });
    const [paid] = await paymentsOf(seller);
    // Stripe's PaymentIntent is kept, for a refund to name.
    expect(paid).toMatchObject({ status: "paid", provider: "stripe", provider_payment_id: stripe.session(session.id)!.payment_intent });

    // The same event again (Stripe retries) changes nothing more.
    const again = await postWebhook(event, stripe.signature(event));
    expect(again.status).toBe(200);
    expect(await paymentsOf(seller)).toEqual([paid]);
  });

  test("back from Checkout, the return page confirms the payment with Stripe itself, before any webhook, and says the listing is submitted", async ({ seller }) => {
    const draft = await payableDraft(seller, "enhanced");
    const jar = await app.signIn(seller);
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, jar));
    expect(session.amount_total).toBe(3500);

    // Not paid yet: the return page says so and nothing changes.
    const early = await app.get(`/confirmation?session_id=${session.id}`, jar);
    expect(await early.text()).toContain("Payment Not Completed");
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });

    stripe.pay(session.id);
    const back = await app.get(`/confirmation?session_id=${session.id}`, jar);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`/sell-generator?edit=${draft.id}`);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "pending", listing_option: "enhanced" });
    const page = await (await app.get(`/sell-generator?edit=${draft.id}`, jar)).text();
    expect(page).toContain("Payment received");

    // The webhook that follows finds it done.
    const [paid] = await paymentsOf(seller);
    const event = completedEvent(session.id);
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    expect(await paymentsOf(seller)).toEqual([paid]);
  });

  // What tests/e2e/stripe-checkout.spec.ts walks with JavaScript: Publish's 303 to the checkout page, its Cancel link and its Pay button.
  test("without JavaScript: a private seller leaves for the checkout page, cancels once, pays, and comes back to the listing submitted for review", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const visitor = new Visitor(app, await app.signIn(seller));
    const review = `/sell-generator?edit=${draft.id}&step=5`;
    await visitor.open(review);
    await visitor.press("Pay £20 and Publish");
    expect(visitor.document.URL).toMatch(new RegExp(`^${stripe.url}`));
    expectText(visitor, "Pay GenMarket £20.00", "h1");
    expectText(visitor, "Basic Listing (30 days)");

    // Cancel: back on the Review step, nothing charged, nothing sent for review.
    await visitor.follow("Cancel");
    expect(visitor.path).toBe(review);
    expect(visitor.button("Pay £20 and Publish")).toBeTruthy();
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });

    // Again: the same checkout, paid this time.
    await visitor.press("Pay £20 and Publish");
    await visitor.press("Pay £20.00");
    expect(visitor.path).toBe(`/sell-generator?edit=${draft.id}`);
    expectText(visitor, "Payment received");
    expect(await listingStatus(draft.id)).toMatchObject({ status: "pending" });
    expect((await paymentsOf(seller)).map(({ status, amount_pence, provider }) => ({ status, amount_pence, provider }))).toEqual([
      { status: "paid", amount_pence: 2000, provider: "stripe" },
    ]);
    visitor.close();
  });

  test("two presses of Publish at once open one Checkout Session, and a later press goes back to it", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const jar = await app.signIn(seller);
    const press = () => app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, jar);
    const [first, second] = await Promise.all([press(), press()]);
    expect(sessionOf(first).id).toBe(sessionOf(second).id);
    expect(sessionOf(await press()).id).toBe(sessionOf(first).id);
    expect(await paymentsOf(seller)).toHaveLength(1);
  });

  test("with Stripe down, the seller is told nothing was charged and stays on the Review step", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const jar = await app.signIn(seller);
    stripe.setUnavailable(true);
    expectedErrors = [/payments: Stripe did not open a checkout/];
    try {
      const response = await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, jar);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain(UNAVAILABLE);
    } finally {
      stripe.setUnavailable(false);
    }
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });
    expect((await paymentsOf(seller)).filter((payment) => payment.status === "paid")).toEqual([]);
  });

  test("the return page with someone else's or a made-up session confirms nothing", async ({ seller, buyer }) => {
    const draft = await payableDraft(seller);
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, await app.signIn(seller)));
    stripe.pay(session.id);
    const buyerJar = await app.signIn(buyer);
    const theirs = await app.get(`/confirmation?session_id=${session.id}`, buyerJar);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toContain("Nothing to Confirm");
    const madeUp = await app.get("/confirmation?session_id=cs_test_madeUp123", buyerJar);
    expect(madeUp.status).toBe(404);
    expect(await madeUp.text()).toContain("Nothing to Confirm");
  });
});

describe("the webhook", () => {
  test("a bad or missing signature, an old timestamp, a body that is not an event and another endpoint's secret are refused with 400, and write nothing", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, await app.signIn(seller)));
    stripe.pay(session.id);
    const event = completedEvent(session.id);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const refused = [
      await postWebhook(event, null),
      await postWebhook(event, "t=1,v1=deadbeef"),
      await postWebhook(event, stripe.signature(event, { timestamp: sixMinutesAgo })),
      await postWebhook(event, stripe.signature(event, { secret: "whsec_someone_else" })),
      await postWebhook(event.replace('"amount_total":2000', '"amount_total":1'), stripe.signature(event)),
      await postWebhook("{not json", stripe.signature("{not json")),
    ];
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });
    expect(await paymentsOf(seller)).toMatchObject([{ status: "pending" }]);
  });

  test("a visit (GET) is told the address only takes Stripe's POSTs", async () => {
    const visit = await app.get("/webhooks/stripe");
    expect(visit.status).toBe(405);
    expect(visit.headers.get("allow")).toBe("POST");
  });

  test("an event of a kind the site does not act on, or about a session that is not ours, is answered 200 and ignored", async () => {
    const other = JSON.stringify(stripe.event("customer.created", { id: "cus_123", object: "customer" }));
    expect((await postWebhook(other, stripe.signature(other))).status).toBe(200);
    const foreign = JSON.stringify(
      stripe.event("checkout.session.completed", { id: "cs_test_notOurs", object: "checkout.session", payment_status: "paid", amount_total: 2000, currency: "gbp" }),
    );
    const answer = await postWebhook(foreign, stripe.signature(foreign));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, applied: false });
  });

  test("a signed event whose amount differs from SQL's price changes nothing and is logged for staff", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, await app.signIn(seller)));
    stripe.pay(session.id);
    const event = completedEvent(session.id, { amount_total: 100 });
    expectedErrors = [/webhooks: Stripe checkout.session.completed .* was refused/];
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });
    expect(await paymentsOf(seller)).toMatchObject([{ status: "pending" }]);
  });

  test("an unpaid completion (a bank payment still on its way) waits; its later success applies it", async ({ seller }) => {
    const draft = await payableDraft(seller);
    const session = sessionOf(await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, await app.signIn(seller)));
    const waiting = completedEvent(session.id, { status: "complete", payment_status: "unpaid" });
    expect((await postWebhook(waiting, stripe.signature(waiting))).status).toBe(200);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "draft" });
    stripe.pay(session.id);
    const succeeded = JSON.stringify(stripe.event("checkout.session.async_payment_succeeded", stripe.session(session.id)!));
    expect((await postWebhook(succeeded, stripe.signature(succeeded))).status).toBe(200);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "pending" });
  });
});

describe("other fees", () => {
  test("Promote: one Checkout Session for the chosen live listings at £15 each; once paid each is Enhanced and featured", async ({ seller }) => {
    const first = await createListing(admin, seller.id, { status: "active", listing_option: "basic" });
    const second = await createListing(admin, seller.id, { status: "active", listing_option: "basic" });
    const jar = await app.signIn(seller);
    const session = sessionOf(await app.fetch("/sellers-portal?tab=listings", promoteBoth(first.id, second.id, jar)));
    expect(session.line_items.map((item) => item.unit_amount)).toEqual([1500, 1500]);
    stripe.pay(session.id);
    const back = await app.get(`/confirmation?session_id=${session.id}`, jar);
    expect(back.headers.get("location")).toBe("/sellers-portal?tab=listings");
    for (const listing of [first, second]) {
      expect(await listingStatus(listing.id)).toMatchObject({ status: "active", listing_option: "enhanced", featured: true });
    }
  });

  test("Renew: an expired listing's new period through Checkout at SQL's price; a second press goes back to it; the signed webhook renews it once and the return page says so", async ({ seller }) => {
    const listing = await createListing(admin, seller.id, { status: "expired", listing_option: "basic", expires_at: new Date(Date.now() - 86_400_000).toISOString() });
    const jar = await app.signIn(seller);
    const session = sessionOf(await app.post(`/listings/${listing.id}/renew`, { option: "enhanced", amount_pence: "1" }, jar));
    expect(session.line_items).toEqual([{ name: "Renew a listing: Enhanced Listing (60 days)", unit_amount: 3500, quantity: 1, currency: "gbp" }]);
    expect(session.cancel_url).toBe(`${app.url.origin}/listings/${listing.id}/renew`);
    expect(await listingStatus(listing.id)).toMatchObject({ status: "expired" });
    // A double click: the same checkout.
    expect(sessionOf(await app.post(`/listings/${listing.id}/renew`, { option: "enhanced" }, jar)).id).toBe(session.id);

    stripe.pay(session.id);
    const event = completedEvent(session.id);
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    expect(await listingStatus(listing.id)).toMatchObject({ status: "active", listing_option: "enhanced", featured: true });
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    expect((await paymentsOf(seller)).map((payment) => [payment.purpose, payment.status])).toEqual([["listing_renewal", "paid"]]);
    const back = await app.get(`/confirmation?session_id=${session.id}`, jar);
    expect(back.headers.get("location")).toBe("/sellers-portal?tab=listings");
  });

  test("a plan's first week: the Checkout Session is the plan's price with VAT, and the return page confirms the plan", async ({ dealer }) => {
    const jar = await app.signIn(dealer);
    const session = sessionOf(await app.post("/checkout", { plan: "trade-standard", amount: "1" }, jar));
    expect(session.amount_total).toBe(5994);
    stripe.pay(session.id);
    const page = await (await app.get(`/confirmation?session_id=${session.id}`, jar)).text();
    expect(page).toContain("Subscription Confirmed");
    const { data } = await admin.from("member_plans").select("plan_id").eq("user_id", dealer.id).is("ended_at", null).single();
    expect(data).toEqual({ plan_id: "trade-standard" });
  });

  test("an auction's admin fee: £49.95 through Checkout; Cancel and the paid return both come back to the form as the seller typed it", async ({ seller }) => {
    const jar = await app.signIn(seller);
    const typed = { title: "Perkins 100 kVA standby set, one owner", description: "Serviced every March; load bank tested.\nCollection from Leeds.", brand: "Perkins", startingPrice: "4500" };
    const paying = await app.post("/create-auction", { intent: "pay-fee", ...typed }, jar);
    // The form is kept in the cookie the Cookie Policy lists (tests/worker/cookie-policy.test.ts sees the others).
    expect(cookiePolicyBreaches(paying.headers.getSetCookie())).toEqual([]);
    expect(documentedNamesOf(paying.headers.getSetCookie())).toContain("gm_auction_draft");
    const session = sessionOf(paying);
    expect(session.line_items).toEqual([{ name: "Auction admin fee", unit_amount: 4995, quantity: 1, currency: "gbp" }]);
    expect(session.cancel_url).toBe(`${app.url.origin}/create-auction`);
    const showsTyped = (page: string) => {
      expect(page).toContain(`value="${typed.title}"`);
      expect(page).toContain("Serviced every March; load bank tested.\nCollection from Leeds.");
      expect(page).toContain(`value="${typed.startingPrice}"`);
    };
    // Cancel on the checkout page: the form as it was, the fee still to pay.
    showsTyped(await (await app.get("/create-auction", jar)).text());

    stripe.pay(session.id);
    const event = completedEvent(session.id);
    expect((await postWebhook(event, stripe.signature(event))).status).toBe(200);
    expect(await paymentsOf(seller)).toMatchObject([{ purpose: "auction_fee", status: "paid", amount_pence: 4995 }]);
    const back = await app.get(`/confirmation?session_id=${session.id}`, jar);
    expect(back.headers.get("location")).toBe("/create-auction");
    const form = await (await app.get("/create-auction", jar)).text();
    showsTyped(form);
    expect(form).toContain("paid. It is used when you create your auction.");
  });

  test("a trade seller within their package publishes without any checkout", async ({ dealer }) => {
    await setMemberPlan(admin, dealer.id, "trade-standard");
    const draft = await createListing(admin, dealer.id, { status: "draft", type: "dieselStandby" });
    await addListingPhoto(admin, { sellerId: dealer.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
    const response = await app.post(`/sell-generator?edit=${draft.id}&step=5`, { intent: "publish" }, await app.signIn(dealer));
    expect(response.status).toBe(302);
    expect(await listingStatus(draft.id)).toMatchObject({ status: "pending" });
  });
});

/** The sellers portal's Promote confirmation for two listings, as the form posts it. */
function promoteBoth(first: string, second: string, jar: { header(): string }): RequestInit {
  const body = new URLSearchParams([
    ["intent", "confirm-promote"],
    ["ids", first],
    ["ids", second],
  ]);
  return { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.header() }, body };
}
