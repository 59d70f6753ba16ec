/**
 * Refunds from /moderation (docs/payments.md "Refunds"), posted as a browser without JavaScript
 * posts the form: staff find a payment and refund all or part of it with a reason, which the
 * member then reads on their receipt; a member who is not staff is refused. Through the local
 * provider on the shared Worker, and through Stripe (the stand-in, tests/support/stripe-stand-in.ts)
 * on a Worker of this file's own with Stripe's settings.
 */
import { afterAll, afterEach, beforeAll, test as base, describe, expect } from "vitest";
import { NO_SUCH_REFUND_MESSAGE } from "../../app/routes/moderation/rules";
import { formatDate } from "../../app/utils/format";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { demoPassword } from "../support/dev-vars";
import { memberFixture, useFreeTrial, type Member } from "../support/factories";
import { startStripeStandIn, type StripeStandIn } from "../support/stripe-stand-in";
import { startWorker, type Worker } from "../support/worker/harness";
import { pageWindow } from "../support/worker/page-window";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());
const staffAccount = () => ({ email: "demo-staff@genmarket.test", password: demoPassword() });
const REASON = "Charged for a week the member could not use";
const UNAVAILABLE = "Refunds are unavailable just now; nothing was refunded.";

const test = base.extend<{ buyer: Member; seller: Member }>({
  buyer: memberFixture(admin, { userType: "buyer" }),
  seller: memberFixture(admin, { userType: "private_seller" }),
});

type App = Pick<Worker, "get" | "post" | "signIn">;

const words = (element: { textContent: string | null } | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

function documentOf(html: string) {
  return pageWindow(html, worker.url).document;
}

const receiptNumber = (number: number) => `GM-R-${String(number).padStart(6, "0")}`;

/** A buyer's Priority Buyer week (£8.95), paid through the shared Worker's local provider. */
async function paidPlan(buyer: Member) {
  // A member's first plan is a free trial, with nothing to refund: this buyer had theirs.
  await useFreeTrial(admin, buyer.id);
  expect((await worker.post("/checkout?plan=priority-buyer", { plan: "priority-buyer" }, await worker.signIn(buyer))).status).toBe(302);
  const { data } = await admin.from("payments").select("id, reference, receipt_number").eq("user_id", buyer.id).eq("status", "paid").single();
  return data!;
}

/** The refund form as staff fill it in. */
const refundForm = (paymentId: string, fields: Partial<Record<"amount" | "reason" | "confirm" | "refundKey", string>> = {}) => ({
  intent: "refund-payment",
  paymentId,
  refundKey: crypto.randomUUID(),
  amount: "8.95",
  reason: REASON,
  confirm: "on",
  ...fields,
});

const refundsOf = async (paymentId: string) =>
  (await admin.from("payment_refunds").select("id, amount_pence, reason, status, provider_refund_id").eq("payment_id", paymentId).order("created_at")).data!;

const paymentStatus = async (paymentId: string) => (await admin.from("payments").select("status").eq("id", paymentId).single()).data!.status;

/** The member's receipt: its refunds table's rows, and the labelled facts (status, refunded, paid after refunds). */
async function readReceipt(app: App, jar: Awaited<ReturnType<App["signIn"]>>, paymentId: string) {
  const document = documentOf(await (await app.get(`/dashboard/receipts/${paymentId}`, jar)).text());
  const receipt = document.querySelector('article[aria-labelledby="receipt-title"]');
  const facts = Object.fromEntries([...(receipt?.querySelectorAll("dl > div") ?? [])].map((pair) => [words(pair.querySelector("dt")), words(pair.querySelector("dd"))]));
  const refunds = [...(receipt?.querySelectorAll('section[aria-labelledby="receipt-refunds"] tbody tr') ?? [])].map((row) => [...row.children].map(words));
  return { facts, refunds };
}

const today = () => formatDate(new Date().toISOString());

describe("refunds through the local provider", () => {
  test("staff find a payment by its receipt number and refund part of it, then the rest; the member's receipt and Billing show each refund", async ({ buyer }) => {
    const payment = await paidPlan(buyer);
    const number = receiptNumber(payment.receipt_number!);
    const staff = await worker.signIn(staffAccount());
    const found = documentOf(await (await worker.get(`/moderation?payment=${number}`, staff)).text());
    const card = found.querySelector('ul[aria-label="Payments found"] article');
    expect(words(card?.querySelector("h3"))).toBe(`${number}: Priority Buyer plan, one week`);
    expect(words(card)).toContain(buyer.email);
    // The amount defaults to what is left, in pounds.
    expect(card?.querySelector('input[name="amount"]')?.getAttribute("value")).toBe("8.95");

    // A double click (the same form, the same key, twice) is one refund.
    const form = refundForm(payment.id, { amount: "3.00" });
    const [first, second] = await Promise.all([worker.post(`/moderation?payment=${number}`, form, staff), worker.post(`/moderation?payment=${number}`, form, staff)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(first.headers.get("location")).toBe(`/moderation?payment=${encodeURIComponent(number)}#payments`);
    expect(await refundsOf(payment.id)).toMatchObject([{ amount_pence: 300, reason: REASON, status: "succeeded" }]);
    expect(await paymentStatus(payment.id)).toBe("paid");

    const member = await worker.signIn(buyer);
    const partly = await readReceipt(worker, member, payment.id);
    expect(partly.refunds).toEqual([[today(), REASON, "Refunded", "£3.00"]]);
    expect(partly.facts).toMatchObject({ Status: "Partly refunded", Refunded: "£3.00", "Paid after refunds": "£5.95", "Total paid": "£8.95" });
    const billing = documentOf(await (await worker.get("/dashboard?view=billing", member)).text());
    expect(words(billing.querySelector('ul[aria-label="Receipts"] > li'))).toContain("£8.95 (partly refunded)");

    // More than is left: the database's words, the values kept, nothing refunded.
    const over = await worker.post(`/moderation?payment=${number}`, refundForm(payment.id, { amount: "6.00" }), staff);
    expect(over.status).toBe(409);
    await expectServerError(/moderation: starting a refund[^]*GM409/);
    const overPage = documentOf(await over.text());
    expect(words(overPage.querySelector("#payments"))).toContain("Only £5.95 is left to refund on this payment");
    expect(overPage.querySelector('#payments input[name="amount"]')?.getAttribute("value")).toBe("6.00");
    expect(words(overPage.querySelector('#payments textarea[name="reason"]'))).toBe(REASON);
    expect(await refundsOf(payment.id)).toHaveLength(1);

    const rest = await worker.post(`/moderation?payment=${number}`, refundForm(payment.id, { amount: "5.95", reason: "The rest of the week, as agreed on the phone" }), staff);
    expect(rest.status).toBe(302);
    expect(await paymentStatus(payment.id)).toBe("refunded");
    const refunded = await readReceipt(worker, member, payment.id);
    expect(refunded.refunds).toEqual([
      [today(), REASON, "Refunded", "£3.00"],
      [today(), "The rest of the week, as agreed on the phone", "Refunded", "£5.95"],
    ]);
    expect(refunded.facts).toMatchObject({ Status: "Refunded", Refunded: "£8.95", "Paid after refunds": "£0.00" });
    const billingAfter = documentOf(await (await worker.get("/dashboard?view=billing", member)).text());
    expect(words(billingAfter.querySelector('ul[aria-label="Receipts"] > li'))).toContain("£8.95 (refunded)");
  });

  // What tests/e2e/payment-forms.spec.ts's refund test does with JavaScript, through the card's own form.
  test("staff refund part of a payment from /moderation with the card's form; what is left and the refund show", async ({ buyer }) => {
    const payment = await paidPlan(buyer);
    const visitor = new Visitor(worker, await worker.signIn(staffAccount()));
    await visitor.open(`/moderation?payment=${encodeURIComponent(buyer.email)}`);
    const found = 'ul[aria-label="Payments found"]';
    expectText(visitor, "Priority Buyer plan, one week", found);
    await visitor
      .form("Refund", { within: found })
      .fill("Amount to refund (£)", "3.00")
      .fill("Reason for the member", "Charged twice for the same week by mistake")
      .check(/^Refund this amount to/)
      .submit("Refund");
    expect(visitor.path).toBe(`/moderation?payment=${encodeURIComponent(buyer.email)}`);
    expect(visitor.document.URL).toMatch(/#payments$/);
    const table = visitor.document.querySelector(`table[aria-label="Refunds of ${receiptNumber(payment.receipt_number!)}"]`);
    expect([...(table?.querySelectorAll("tbody tr") ?? [])].map(words)).toEqual([expect.stringMatching(/£3\.00 ?Charged twice for the same week by mistake ?Refunded/)]);
    expectText(visitor, "£5.95", found);
    expect(await refundsOf(payment.id)).toMatchObject([{ amount_pence: 300, status: "succeeded" }]);
    visitor.close();
  });

  test("a form without a reason, a confirming tick or a usable amount is refused with what to fix, the values kept", async ({ buyer }) => {
    const payment = await paidPlan(buyer);
    const staff = await worker.signIn(staffAccount());
    const response = await worker.post(`/moderation?payment=${payment.reference}`, refundForm(payment.id, { amount: "two pounds", reason: "Sorry", confirm: "" }), staff);
    expect(response.status).toBe(400);
    const section = words(documentOf(await response.text()).querySelector("#payments"));
    expect(section).toContain("Enter the amount in pounds and pence, like 8.95");
    expect(section).toContain("Please give the member a reason for the refund: at least 10 characters");
    expect(section).toContain("Tick the box to confirm the refund");
    // A form for a payment not among those found (stale or altered) says the refund was not made.
    const elsewhere = await worker.post(`/moderation?payment=${payment.reference}`, refundForm("not-a-payment"), staff);
    expect(elsewhere.status).toBe(400);
    expect(words(documentOf(await elsewhere.text()).querySelector("#payments [role=alert]"))).toBe(NO_SUCH_REFUND_MESSAGE);
    expect(await refundsOf(payment.id)).toEqual([]);
  });

  test("a member who is not staff cannot refund, even by posting the form; signed out, they are sent to sign in", async ({ buyer, seller }) => {
    const payment = await paidPlan(buyer);
    const refused = await worker.post("/moderation", refundForm(payment.id), await worker.signIn(seller));
    expect(refused.status).toBe(403);
    expect((await worker.post("/moderation", refundForm(payment.id), await worker.signIn(buyer))).status).toBe(403);
    expect((await worker.post("/moderation", refundForm(payment.id))).status).toBe(302);
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await paymentStatus(payment.id)).toBe("paid");
  });
});

describe("refunds through Stripe", () => {
  let stripe: StripeStandIn;
  let app: Worker;
  let expectedErrors: RegExp[] = [];

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    app = await startWorker({ secrets: stripe.secrets });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });

  // What this Worker logs as an error is a failure unless the test expects it.
  afterEach(() => {
    const unexpected = app.takeErrorLogs().filter((message) => !expectedErrors.some((pattern) => pattern.test(message)));
    expectedErrors = [];
    stripe.setRefundStatus("succeeded");
    stripe.setUnavailable(false);
    expect(unexpected).toEqual([]);
  });

  /** A card payment as complete_checkout_payment leaves it: paid, with Stripe's PaymentIntent. */
  async function paidByCard(member: Member) {
    const intent = `pi_test_${crypto.randomUUID().replaceAll("-", "")}`;
    const { data } = await admin
      .from("payments")
      .insert({
        user_id: member.id,
        purpose: "auction_fee",
        amount_pence: 4995,
        status: "paid",
        paid_at: new Date().toISOString(),
        provider: "stripe",
        checkout_session_id: `cs_test_${crypto.randomUUID().replaceAll("-", "")}`,
        provider_payment_id: intent,
        reference: `GM-${crypto.randomUUID().slice(0, 12).toUpperCase()}`,
      })
      .select("id, reference, receipt_number")
      .single();
    return { ...data!, intent };
  }

  const refundRequests = () => stripe.requests.filter((request) => request.path === "/v1/refunds");

  function postWebhook(payload: string) {
    return app.fetch("/webhooks/stripe", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://stripe.com", "Stripe-Signature": stripe.signature(payload) },
      body: payload,
    });
  }

  test("a refund asks Stripe for the PaymentIntent and the amount in pence, keyed by our refund; it shows on the member's receipt", async ({ seller }) => {
    const payment = await paidByCard(seller);
    const staff = await app.signIn(staffAccount());
    const before = refundRequests().length;
    const form = refundForm(payment.id, { amount: "49.95" });
    const response = await app.post(`/moderation?payment=${payment.reference}`, form, staff);
    expect(response.status).toBe(302);
    const sent = refundRequests().slice(before);
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/v1/refunds",
        body: { payment_intent: payment.intent, amount: "4995", metadata: { refund_id: form.refundKey } },
        idempotencyKey: `refund:${form.refundKey}`,
      },
    ]);
    const [refund] = await refundsOf(payment.id);
    expect(refund).toMatchObject({ id: form.refundKey, amount_pence: 4995, status: "succeeded" });
    expect(stripe.refunds.get(refund!.provider_refund_id!)).toMatchObject({ amount: 4995, payment_intent: payment.intent });
    expect(await paymentStatus(payment.id)).toBe("refunded");
    const receipt = await readReceipt(app, await app.signIn(seller), payment.id);
    expect(receipt.refunds).toEqual([[today(), REASON, "Refunded", "£49.95"]]);
    expect(receipt.facts).toMatchObject({ Status: "Refunded", "Paid after refunds": "£0.00" });
  });

  test("a refund Stripe finishes later is recorded by its signed webhook, once however often it comes", async ({ seller }) => {
    const payment = await paidByCard(seller);
    const staff = await app.signIn(staffAccount());
    stripe.setRefundStatus("pending");
    const response = await app.post(`/moderation?payment=${payment.reference}`, refundForm(payment.id, { amount: "20.00" }), staff);
    expect(response.status).toBe(302);
    const [pending] = await refundsOf(payment.id);
    expect(pending).toMatchObject({ amount_pence: 2000, status: "pending" });
    const refund = stripe.refunds.get(pending!.provider_refund_id!)!;
    const event = JSON.stringify(stripe.event("refund.updated", { ...refund, status: "succeeded" }));
    expect((await postWebhook(event)).status).toBe(200);
    expect(await refundsOf(payment.id)).toMatchObject([{ status: "succeeded" }]);
    // The same event again changes nothing more: one event recorded.
    expect((await postWebhook(event)).status).toBe(200);
    expect(await refundsOf(payment.id)).toMatchObject([{ amount_pence: 2000, status: "succeeded" }]);
    expect(await paymentStatus(payment.id)).toBe("paid");
    // A charge.refunded about it, later, finds it done.
    const charge = JSON.stringify(stripe.event("charge.refunded", { id: "ch_test_1", object: "charge", refunds: { object: "list", data: [{ ...refund, status: "succeeded" }] } }));
    expect((await postWebhook(charge)).status).toBe(200);
    expect(await refundsOf(payment.id)).toMatchObject([{ amount_pence: 2000, status: "succeeded" }]);
  });

  test("with Stripe down, staff are told nothing was refunded and keep the form; the same form again makes the one refund", async ({ seller }) => {
    const payment = await paidByCard(seller);
    const staff = await app.signIn(staffAccount());
    const form = refundForm(payment.id, { amount: "10.00" });
    stripe.setUnavailable(true);
    expectedErrors = [/payments: Stripe did not answer a refund/];
    const down = await app.post(`/moderation?payment=${payment.reference}`, form, staff);
    expect(down.status).toBe(503);
    const page = documentOf(await down.text());
    expect(words(page.querySelector("#payments"))).toContain(UNAVAILABLE);
    expect(page.querySelector('#payments input[name="amount"]')?.getAttribute("value")).toBe("10.00");
    expect(page.querySelector('#payments input[name="refundKey"]')?.getAttribute("value")).toBe(form.refundKey);
    expect(await refundsOf(payment.id)).toMatchObject([{ status: "pending", provider_refund_id: null }]);
    expect(await paymentStatus(payment.id)).toBe("paid");

    stripe.setUnavailable(false);
    const again = await app.post(`/moderation?payment=${payment.reference}`, form, staff);
    expect(again.status).toBe(302);
    expect(await refundsOf(payment.id)).toMatchObject([{ id: form.refundKey, amount_pence: 1000, status: "succeeded" }]);
    expect([...stripe.refunds.values()].filter((refund) => refund.metadata.refund_id === form.refundKey)).toHaveLength(1);
  });
});
