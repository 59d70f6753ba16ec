/**
 * Weekly plans as Stripe subscriptions (docs/payments.md "Weekly plans"), against the Stripe
 * stand-in (tests/support/stripe-stand-in.ts) and a Worker of this file's own with Stripe's
 * settings: the plan's Checkout is a weekly subscription at SQL's price with the first plan's
 * trial; signed events start the trial, renew the plan with a receipt and start a failed
 * renewal's grace, each once; Cancel at period end goes to Stripe; Manage card opens Stripe's
 * portal.
 */
import { afterAll, afterEach, beforeAll, test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { memberFixture, useFreeTrial, type Member } from "../support/factories";
import { startStripeStandIn, type StandInSession, type StripeStandIn } from "../support/stripe-stand-in";
import { startWorker, type Worker } from "../support/worker/harness";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

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

afterEach(() => {
  expect(app.takeErrorLogs()).toEqual([]);
});

const test = base.extend<{ dealer: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller" }),
});

/** The Checkout Session a redirect to the stand-in's checkout page opened. */
function sessionOf(response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get("location") ?? "";
  expect(location.startsWith(`${stripe.url}/pay/`)).toBe(true);
  return stripe.session(location.slice(`${stripe.url}/pay/`.length))!;
}

function postWebhook(payload: string, signature: string | null) {
  return app.fetch("/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://stripe.com", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  });
}

/** Signs and delivers an event, as Stripe does; answers the event's JSON (to deliver again). */
async function deliver(type: string, object: object) {
  const event = JSON.stringify(stripe.event(type, object));
  const response = await postWebhook(event, stripe.signature(event));
  expect(response.status).toBe(200);
  return event;
}

const planOf = async (member: Member) =>
  (await admin.from("member_plans").select("*").eq("user_id", member.id).is("ended_at", null).maybeSingle()).data;
const paidOf = async (member: Member) =>
  (await admin.from("payments").select("id, amount_pence, provider, receipt_number, provider_payment_id").eq("user_id", member.id).eq("status", "paid")).data!;

/** The dealer starts Standard through Checkout and pays on the stand-in's page. */
async function subscribe(dealer: Member, plan = "trade-standard") {
  const jar = await app.signIn(dealer);
  const session = sessionOf(await app.post("/checkout", { plan, amount: "1", amount_pence: "1" }, jar));
  stripe.pay(session.id);
  return { jar, session: stripe.session(session.id)! as StandInSession };
}

describe("a plan's Checkout", () => {
  test("is a weekly subscription at SQL's price in pence GBP, whatever the form says, with the first plan's 14-day trial and our ids", async ({ dealer }) => {
    const jar = await app.signIn(dealer);
    const session = sessionOf(await app.post("/checkout", { plan: "trade-standard", amount: "1", amount_pence: "1" }, jar));
    expect(session.mode).toBe("subscription");
    expect(session.line_items).toEqual([{ name: "Standard (weekly)", unit_amount: 5994, quantity: 1, currency: "gbp", interval: "week" }]);
    const { data: payment } = await admin.from("payments").select("id, trial_days").eq("user_id", dealer.id).single();
    expect(session.subscription_data).toEqual({
      trial_period_days: "14",
      metadata: { payment_id: payment!.id, member_id: dealer.id, plan_id: "trade-standard" },
    });
    const request = stripe.requests.find((recorded) => recorded.path === "/v1/checkout/sessions" && recorded.body.mode === "subscription");
    expect(request?.body).toMatchObject({ mode: "subscription", line_items: [{ price_data: { currency: "gbp", unit_amount: "5994", recurring: { interval: "week" } } }] });
  });

  test("a member who had their trial gets none", async ({ dealer }) => {
    await useFreeTrial(admin, dealer.id);
    const session = sessionOf(await app.post("/checkout", { plan: "trade-single" }, await app.signIn(dealer)));
    expect(session.subscription_data).toEqual({ metadata: expect.objectContaining({ plan_id: "trade-single" }) });
  });
});

describe("signed subscription events", () => {
  test("trial, then a renewal paid with its receipt, then a failed renewal's grace; each event once", async ({ dealer }) => {
    const { jar, session } = await subscribe(dealer);
    const completed = await deliver("checkout.session.completed", session);
    expect(await planOf(dealer)).toMatchObject({ plan_id: "trade-standard", status: "trialing", provider: "stripe", subscription_id: session.subscription });
    // The return page confirms the trial.
    const confirmation = textOf(await (await app.get(`/confirmation?session_id=${session.id}`, jar)).text());
    expect(confirmation).toContain("Subscription Confirmed");
    expect(confirmation).toMatch(/Free trialUntil .*, then £59\.94 inc\. VAT a week/);
    // The checkout's event again changes nothing.
    const again = await postWebhook(completed, stripe.signature(completed));
    expect(again.status).toBe(200);
    expect((await admin.from("member_plans").select("id").eq("user_id", dealer.id)).data).toHaveLength(1);

    // The trial's £0 invoice: no receipt.
    await deliver("invoice.paid", stripe.invoice(session.subscription!, { amount: 0 }));
    expect(await paidOf(dealer)).toEqual([]);

    // The first charge, at the trial's end: a receipt, and the plan runs a week more.
    const trialEnd = (await planOf(dealer))!.renews_at;
    const renewal = await deliver("invoice.paid", stripe.invoice(session.subscription!));
    const receipts = await paidOf(dealer);
    // Kept with the PaymentIntent that paid it: what a refund of this week names.
    const renewalInvoice = JSON.parse(renewal).data.object.id as string;
    expect(receipts).toMatchObject([{ amount_pence: 5994, provider: "stripe", provider_payment_id: stripe.paymentIntentOfInvoice(renewalInvoice) }]);
    expect(receipts[0]!.provider_payment_id).toMatch(/^pi_/);
    const plan = (await planOf(dealer))!;
    expect(plan.status).toBe("active");
    expect(Date.parse(plan.renews_at) - Date.parse(trialEnd)).toBe(7 * 24 * 3600 * 1000);
    expect((await postWebhook(renewal, stripe.signature(renewal))).status).toBe(200);
    expect(await paidOf(dealer)).toHaveLength(1);
    const billing = await (await app.get("/dashboard?view=billing", jar)).text();
    expect(textOf(billing)).toContain("Standard plan, one week");
    expect(billing).toContain(`href="/dashboard/receipts/${receipts[0]!.id}"`);
    // The receipt names Stripe's invoice as the card payment's reference.
    const receipt = textOf(await (await app.get(`/dashboard/receipts/${receipts[0]!.id}`, jar)).text());
    expect(receipt).toContain("Paid by card (Stripe)");
    expect(receipt).toContain(JSON.parse(renewal).data.object.id);

    // The next renewal fails: three days' grace, the plan still working, the member told.
    await deliver("invoice.payment_failed", stripe.invoice(session.subscription!, { paid: false }));
    const inGrace = (await planOf(dealer))!;
    expect(inGrace).toMatchObject({ plan_id: "trade-standard", status: "past_due" });
    expect(Date.parse(inGrace.grace_until!) - Date.now()).toBeGreaterThan(3 * 24 * 3600 * 1000 - 60_000);
    expect(textOf(await (await app.get("/dashboard?view=billing", jar)).text())).toContain("Your last weekly payment did not go through");
  });

  test("a bad signature is refused with 400 and writes nothing", async ({ dealer }) => {
    const { session } = await subscribe(dealer);
    const event = JSON.stringify(stripe.event("checkout.session.completed", session));
    expect((await postWebhook(event, stripe.signature(event, { secret: "whsec_someone_else" }))).status).toBe(400);
    const invoice = JSON.stringify(stripe.event("invoice.paid", stripe.invoice(session.subscription!)));
    expect((await postWebhook(invoice, "t=1,v1=deadbeef")).status).toBe(400);
    expect(await planOf(dealer)).toBeNull();
    expect(await paidOf(dealer)).toEqual([]);
  });

  test("the subscription's update and deletion are mirrored: cancelled at Stripe's portal, then ended", async ({ dealer }) => {
    const { session } = await subscribe(dealer);
    await deliver("checkout.session.completed", session);
    const subscription = stripe.subscription(session.subscription!)!;
    subscription.cancel_at_period_end = true;
    await deliver("customer.subscription.updated", subscription);
    expect(await planOf(dealer)).toMatchObject({ cancel_at_period_end: true });
    subscription.status = "canceled";
    await deliver("customer.subscription.deleted", subscription);
    expect(await planOf(dealer)).toBeNull();
  });
});

describe("the plan panel", () => {
  test("Cancel at period end tells Stripe and shows when the plan ends; Manage card opens Stripe's portal, back to Billing", async ({ dealer }) => {
    const { jar, session } = await subscribe(dealer);
    await deliver("checkout.session.completed", session);
    const cancelled = await app.post("/dashboard?view=billing", { intent: "cancel-plan" }, jar);
    expect(cancelled.status).toBe(302);
    const update = stripe.requests.find((request) => request.method === "POST" && request.path === `/v1/subscriptions/${session.subscription}`);
    expect(update?.body).toEqual({ cancel_at_period_end: "true" });
    const billing = textOf(await (await app.get("/dashboard?view=billing", jar)).text());
    expect(billing).toMatch(/Standard, since .*; cancelled: ends on /);
    expect(billing).not.toContain("Cancel at period end");
    expect(await planOf(dealer)).toMatchObject({ cancel_at_period_end: true, ended_at: null });

    const portal = await app.post("/dashboard?view=billing", { intent: "manage-card" }, jar);
    expect(portal.status).toBe(303);
    expect(portal.headers.get("location")).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    const opened = stripe.requests.find((request) => request.path === "/v1/billing_portal/sessions");
    expect(opened?.body).toEqual({ customer: stripe.subscription(session.subscription!)!.customer, return_url: `${app.url.origin}/dashboard?view=billing` });
  });
});
