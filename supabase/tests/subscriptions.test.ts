/**
 * Weekly plans as subscriptions in SQL (supabase/schemas/30-payments.sql "Weekly plans as
 * subscriptions", docs/payments.md "Weekly plans"): one free trial per member; the local
 * provider's trial, renewal and cancel at period end; a Stripe subscription mirrored from its
 * events, each once and in any order; a paid invoice's receipt, a £0 trial invoice none; a
 * failed renewal's grace, then the plan ends and listings over the allowance are paused,
 * never deleted. Time is moved by moving the plan's timestamps.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PLAN_GRACE_DAYS, PLAN_TRIAL_DAYS, planChargePence, findPlan } from "~/content/plans";
import { createListing, createMember, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  admin = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

const DAY = 24 * 3600 * 1000;

async function member(userType: Member["userType"] = "trade_seller") {
  const made = await createMember(admin, { userType });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

type PaymentRow = { id: string; status: string; amount_pence: number; plan_id: string; trial_days: number | null; receipt_number: number | null; provider: string | null };
type PlanRow = {
  id: string;
  plan_id: string;
  status: string;
  provider: string | null;
  renews_at: string;
  trial_ends_at: string | null;
  cancel_at_period_end: boolean;
  grace_until: string | null;
  ended_at: string | null;
  subscription_id: string | null;
};

const plansOf = async (userId: string) =>
  (await admin.from("member_plans").select("*").eq("user_id", userId).order("created_at")).data as PlanRow[];
const currentPlanOf = async (userId: string) =>
  (await admin.from("member_plans").select("*").eq("user_id", userId).is("ended_at", null).maybeSingle()).data as PlanRow | null;
const paymentsOf = async (userId: string) =>
  (await admin.from("payments").select("*").eq("user_id", userId).order("created_at")).data as PaymentRow[];
const listingStatuses = async (ids: string[]) => {
  const { data } = await admin.from("generator_listings").select("id, status").in("id", ids);
  return ids.map((id) => data!.find((row) => row.id === id)?.status ?? "deleted");
};

/** Moves a plan's clock: its period (and grace) ended `ago` ms before now. */
async function periodEnded(planRowId: string, { ago = 60_000, grace = false } = {}) {
  const ended = new Date(Date.now() - ago).toISOString();
  const patch: Record<string, string> = { started_at: new Date(Date.now() - ago - 7 * DAY).toISOString(), renews_at: ended };
  if (grace) patch.grace_until = ended;
  const { error } = await admin.from("member_plans").update(patch).eq("id", planRowId);
  expect(error).toBeNull();
}

const endLapsed = async () => {
  const { data, error } = await admin.rpc("end_lapsed_plans");
  expect(error).toBeNull();
  return data as number;
};

describe("the trial and grace are plans.ts's", () => {
  test("14 days' trial, 3 days' grace", async () => {
    expect((await admin.rpc("plan_trial_days")).data).toBe(PLAN_TRIAL_DAYS);
    expect((await admin.rpc("plan_grace_days")).data).toBe(PLAN_GRACE_DAYS);
  });
});

describe("the local provider", () => {
  test("a member's first plan starts a 14-day trial with no charge; a second plan has none and is paid at once", async () => {
    const dealer = await member();
    const first = await dealer.client.rpc("start_plan_payment", { p_plan: "trade-standard" }).single<PaymentRow>();
    expect(first.data).toMatchObject({ trial_days: 14, status: "pending" });
    const trial = await dealer.client.rpc("start_simulated_trial", { p_payment_id: first.data!.id }).single<PaymentRow>();
    expect(trial.error).toBeNull();
    expect(trial.data).toMatchObject({ status: "cancelled", receipt_number: null });
    const plan = (await currentPlanOf(dealer.id))!;
    expect(plan).toMatchObject({ plan_id: "trade-standard", status: "trialing", provider: "simulated" });
    expect(Date.parse(plan.trial_ends_at!) - Date.now()).toBeGreaterThan(14 * DAY - 60_000);
    expect(plan.renews_at).toBe(plan.trial_ends_at);
    // The confirmation page confirms the trial.
    const confirmed = await dealer.client.rpc("plan_confirmation", { p_payment_id: first.data!.id });
    expect(confirmed.data).toMatchObject({ plan_id: "trade-standard" });

    // One trial per member: the next plan has none, and a trial cannot be forced.
    const second = await dealer.client.rpc("start_plan_payment", { p_plan: "trade-premium" }).single<PaymentRow>();
    expect(second.data).toMatchObject({ trial_days: 0 });
    const forced = await dealer.client.rpc("start_simulated_trial", { p_payment_id: second.data!.id });
    expect(forced.error?.code).toBe("GM409");
    const paid = await dealer.client.rpc("complete_simulated_payment", { p_payment_id: second.data!.id }).single<PaymentRow>();
    expect(paid.data).toMatchObject({ status: "paid", amount_pence: planChargePence(findPlan("trade-premium")!) });
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-premium", status: "active", provider: "simulated" });
  });

  test("at the end of the trial or the week the plan renews by itself, as if paid, with a receipt; once per period", async () => {
    const buyer = await member("buyer");
    const started = await buyer.client.rpc("start_plan_payment", { p_plan: "priority-buyer" }).single<PaymentRow>();
    await buyer.client.rpc("start_simulated_trial", { p_payment_id: started.data!.id });
    const plan = (await currentPlanOf(buyer.id))!;
    await periodEnded(plan.id);
    expect(await endLapsed()).toBeGreaterThanOrEqual(1);
    const renewed = (await currentPlanOf(buyer.id))!;
    expect(renewed).toMatchObject({ id: plan.id, status: "active" });
    expect(Date.parse(renewed.renews_at) - Date.now()).toBeGreaterThan(7 * DAY - 2 * 60_000);
    const charges = (await paymentsOf(buyer.id)).filter((payment) => payment.status === "paid");
    expect(charges).toMatchObject([{ amount_pence: 895, provider: "simulated", plan_id: "priority-buyer" }]);
    expect(charges[0]!.receipt_number).toBeGreaterThan(0);
    await endLapsed();
    expect((await paymentsOf(buyer.id)).filter((payment) => payment.status === "paid")).toHaveLength(1);
  });

  test("cancel at period end: the plan runs to the end of what was paid, then ends, and listings over the allowance are paused, not deleted", async () => {
    const dealer = await member();
    const started = await dealer.client.rpc("start_plan_payment", { p_plan: "trade-single" }).single<PaymentRow>();
    await dealer.client.rpc("start_simulated_trial", { p_payment_id: started.data!.id });
    const live = await createListing(admin, dealer.id, { status: "active" });
    const cancelled = await dealer.client.rpc("cancel_plan_at_period_end").single<PlanRow>();
    expect(cancelled.data).toMatchObject({ cancel_at_period_end: true, ended_at: null });
    // Still on it until the period ends.
    await endLapsed();
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-single", cancel_at_period_end: true });
    await periodEnded(cancelled.data!.id);
    await endLapsed();
    expect(await currentPlanOf(dealer.id)).toBeNull();
    expect((await plansOf(dealer.id)).at(-1)).toMatchObject({ status: "canceled" });
    expect(await listingStatuses([live.id])).toEqual(["inactive"]);
    // Nothing was charged for the cancelled period.
    expect((await paymentsOf(dealer.id)).filter((payment) => payment.status === "paid")).toEqual([]);
  });

  test("a plan set by staff has nothing to cancel; nobody else's plan is touched", async () => {
    const dealer = await member();
    await admin.from("member_plans").insert({ user_id: dealer.id, plan_id: "trade-single", renews_at: new Date(Date.now() + 7 * DAY).toISOString() });
    const refused = await dealer.client.rpc("cancel_plan_at_period_end");
    expect(refused.error?.code).toBe("GM409");
    const none = await (await member("buyer")).client.rpc("cancel_plan_at_period_end");
    expect(none.error?.code).toBe("GM404");
  });
});

/** A Stripe subscription of `plan` started from a checkout of the member's, as Stripe would say it is. */
async function stripeCheckout(dealer: Awaited<ReturnType<typeof member>>, plan = "trade-standard") {
  const started = await dealer.client.rpc("start_plan_payment", { p_plan: plan }).single<PaymentRow>();
  expect(started.error).toBeNull();
  const subscriptionId = `sub_${crypto.randomUUID().replaceAll("-", "")}`;
  const mirror = (overrides: Record<string, unknown> = {}) => ({
    p_subscription_id: subscriptionId,
    p_customer_id: "cus_test123",
    p_member: dealer.id,
    p_plan: plan,
    p_payment_id: started.data!.id,
    p_status: "trialing",
    p_amount_pence: planChargePence(findPlan(plan)!),
    p_currency: "gbp",
    p_trial_ends_at: new Date(Date.now() + 14 * DAY).toISOString(),
    p_period_ends_at: new Date(Date.now() + 14 * DAY).toISOString(),
    p_cancel_at_period_end: false,
    ...overrides,
  });
  return { payment: started.data!, subscriptionId, mirror };
}

const invoice = (subscriptionId: string, overrides: Record<string, unknown> = {}) => ({
  p_invoice_id: `in_${crypto.randomUUID().replaceAll("-", "")}`,
  p_subscription_id: subscriptionId,
  p_paid: true,
  p_amount_pence: 5994,
  p_currency: "gbp",
  p_period_ends_at: new Date(Date.now() + 21 * DAY).toISOString(),
  p_event_id: `evt_${crypto.randomUUID()}`,
  p_event_type: "invoice.paid",
  ...overrides,
});

describe("a Stripe subscription", () => {
  test("only the service role mirrors subscriptions, records invoices and runs the clock", async () => {
    const dealer = await member();
    const { mirror, subscriptionId } = await stripeCheckout(dealer);
    for (const client of [dealer.client, backend.client()]) {
      expect((await client.rpc("sync_plan_subscription", mirror())).error).not.toBeNull();
      expect((await client.rpc("record_plan_invoice", invoice(subscriptionId))).error).not.toBeNull();
      expect((await client.rpc("end_lapsed_plans")).error).not.toBeNull();
    }
    expect(await plansOf(dealer.id)).toEqual([]);
  });

  test("the checkout's event starts the trial once; the same event again, or a stale one after, changes nothing", async () => {
    const dealer = await member();
    const { mirror, payment } = await stripeCheckout(dealer);
    const event = { p_event_id: `evt_${crypto.randomUUID()}`, p_event_type: "checkout.session.completed" };
    const first = await admin.rpc("sync_plan_subscription", mirror(event));
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ applied: true });
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-standard", status: "trialing", provider: "stripe" });
    // The checkout's payment is closed: Stripe's charges are receipted per invoice.
    expect((await paymentsOf(dealer.id)).map((row) => [row.id, row.status])).toEqual([[payment.id, "cancelled"]]);
    const again = await admin.rpc("sync_plan_subscription", mirror({ ...event, p_status: "canceled" }));
    expect(again.data).toMatchObject({ applied: false });
    expect(await plansOf(dealer.id)).toHaveLength(1);
    expect(await currentPlanOf(dealer.id)).toMatchObject({ status: "trialing" });
    // A period end older than the one known never moves the plan back.
    const known = (await currentPlanOf(dealer.id))!.renews_at;
    await admin.rpc("sync_plan_subscription", mirror({ p_period_ends_at: new Date(Date.now() + DAY).toISOString() }));
    expect((await currentPlanOf(dealer.id))!.renews_at).toBe(known);
  });

  test("a subscription whose price is not the plan's, or with someone else's payment, starts nothing", async () => {
    const dealer = await member();
    const other = await member();
    const { mirror } = await stripeCheckout(dealer);
    const cheap = await admin.rpc("sync_plan_subscription", mirror({ p_amount_pence: 100 }));
    expect(cheap.error?.code).toBe("GM409");
    const stolen = await admin.rpc("sync_plan_subscription", mirror({ p_member: other.id }));
    expect(stolen.error?.code).toBe("GM404");
    expect(await plansOf(dealer.id)).toEqual([]);
    expect(await plansOf(other.id)).toEqual([]);
  });

  test("the trial's £0 invoice gives no receipt; each paid renewal one receipt and the next period, however often its event comes", async () => {
    const dealer = await member();
    const { mirror, subscriptionId } = await stripeCheckout(dealer);
    await admin.rpc("sync_plan_subscription", mirror());
    const trialInvoice = await admin.rpc("record_plan_invoice", invoice(subscriptionId, { p_amount_pence: 0 }));
    expect(trialInvoice.error).toBeNull();
    expect((await paymentsOf(dealer.id)).filter((row) => row.status === "paid")).toEqual([]);

    const renewal = invoice(subscriptionId);
    expect((await admin.rpc("record_plan_invoice", renewal)).error).toBeNull();
    expect((await admin.rpc("record_plan_invoice", renewal)).error).toBeNull();
    // The same invoice in another event (Stripe sends invoice.paid and a retry) is still one receipt.
    expect((await admin.rpc("record_plan_invoice", { ...renewal, p_event_id: `evt_${crypto.randomUUID()}` })).error).toBeNull();
    const receipts = (await paymentsOf(dealer.id)).filter((row) => row.status === "paid");
    expect(receipts).toMatchObject([{ amount_pence: 5994, plan_id: "trade-standard", provider: "stripe" }]);
    expect(receipts[0]!.receipt_number).toBeGreaterThan(0);
    // As instants: Postgres writes 06:46:30.12+00:00 where JavaScript writes 06:46:30.120Z.
    expect(Date.parse((await currentPlanOf(dealer.id))!.renews_at)).toBe(Date.parse(renewal.p_period_ends_at));
  });

  test("the first invoice before the checkout's event: the subscription starts from its metadata, and the checkout's event finds it done", async () => {
    const dealer = await member();
    const { mirror, subscriptionId } = await stripeCheckout(dealer);
    // invoice.paid first: the app mirrors the retrieved subscription (no event), then the invoice.
    await admin.rpc("sync_plan_subscription", mirror({ p_status: "active", p_trial_ends_at: null }));
    await admin.rpc("record_plan_invoice", invoice(subscriptionId));
    const checkoutEvent = await admin.rpc("sync_plan_subscription", mirror({ p_status: "active", p_trial_ends_at: null, p_event_id: `evt_${crypto.randomUUID()}`, p_event_type: "checkout.session.completed" }));
    expect(checkoutEvent.error).toBeNull();
    expect(await plansOf(dealer.id)).toHaveLength(1);
    expect((await paymentsOf(dealer.id)).filter((row) => row.status === "paid")).toHaveLength(1);
  });

  test("a failed renewal gives 3 days' grace with the plan working; when grace passes the plan ends and live and pending listings over the allowance are paused, never deleted", async () => {
    const dealer = await member();
    const { mirror, subscriptionId } = await stripeCheckout(dealer, "trade-single");
    await admin.rpc("sync_plan_subscription", mirror());
    const kept = await createListing(admin, dealer.id, { status: "active" });
    const waiting = await createListing(admin, dealer.id, { status: "draft" });
    await admin.from("generator_listings").update({ status: "pending" }).eq("id", waiting.id);

    const failed = await admin.rpc("record_plan_invoice", invoice(subscriptionId, { p_paid: false, p_event_type: "invoice.payment_failed" }));
    expect(failed.error).toBeNull();
    const inGrace = (await currentPlanOf(dealer.id))!;
    expect(inGrace.status).toBe("past_due");
    expect(Date.parse(inGrace.grace_until!) - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    // A second failure does not stretch the grace.
    await admin.rpc("record_plan_invoice", invoice(subscriptionId, { p_paid: false, p_event_type: "invoice.payment_failed" }));
    expect((await currentPlanOf(dealer.id))!.grace_until).toBe(inGrace.grace_until);
    // Still working during grace: the allowance is there.
    await endLapsed();
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-single" });

    await periodEnded(inGrace.id, { grace: true });
    await endLapsed();
    expect(await currentPlanOf(dealer.id)).toBeNull();
    expect((await plansOf(dealer.id)).at(-1)).toMatchObject({ status: "unpaid" });
    expect(await listingStatuses([kept.id, waiting.id])).toEqual(["inactive", "draft"]);
    expect(await dealer.client.rpc("my_listing_terms").then(({ data }) => data)).toMatchObject({ plan_id: null, left: null });

    // Paid late: the plan comes back (the paused listings stay paused until the seller reactivates them).
    await admin.rpc("record_plan_invoice", invoice(subscriptionId));
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-single", status: "active", grace_until: null });
    expect(await listingStatuses([kept.id, waiting.id])).toEqual(["inactive", "draft"]);
  });

  test("a paid renewal during grace ends the grace", async () => {
    const dealer = await member();
    const { mirror, subscriptionId } = await stripeCheckout(dealer);
    await admin.rpc("sync_plan_subscription", mirror({ p_status: "active" }));
    await admin.rpc("record_plan_invoice", invoice(subscriptionId, { p_paid: false, p_event_type: "invoice.payment_failed" }));
    await admin.rpc("record_plan_invoice", invoice(subscriptionId));
    expect(await currentPlanOf(dealer.id)).toMatchObject({ status: "active", grace_until: null, ended_at: null });
  });

  test("cancel at period end is mirrored; the subscription's end ends the plan and pauses the newest listings over the allowance", async () => {
    const dealer = await member();
    const { mirror } = await stripeCheckout(dealer, "trade-single");
    await admin.rpc("sync_plan_subscription", mirror({ p_status: "active" }));
    const updated = await admin.rpc("sync_plan_subscription", mirror({ p_status: "active", p_cancel_at_period_end: true, p_event_id: `evt_${crypto.randomUUID()}`, p_event_type: "customer.subscription.updated" }));
    expect(updated.error).toBeNull();
    expect(await currentPlanOf(dealer.id)).toMatchObject({ cancel_at_period_end: true, ended_at: null });
    const listing = await createListing(admin, dealer.id, { status: "active" });
    const deleted = await admin.rpc("sync_plan_subscription", mirror({ p_status: "canceled", p_cancel_at_period_end: true, p_event_id: `evt_${crypto.randomUUID()}`, p_event_type: "customer.subscription.deleted" }));
    expect(deleted.error).toBeNull();
    expect(await currentPlanOf(dealer.id)).toBeNull();
    expect(await listingStatuses([listing.id])).toEqual(["inactive"]);
  });

  test("moving to a smaller package keeps the oldest live listings and pauses the newest; a new subscription answers the one it replaced", async () => {
    const dealer = await member();
    const premium = await stripeCheckout(dealer, "trade-premium");
    await admin.rpc("sync_plan_subscription", premium.mirror({ p_status: "active" }));
    const oldest = await createListing(admin, dealer.id, { status: "active", created_at: new Date(Date.now() - 3 * DAY).toISOString() });
    const newer = await createListing(admin, dealer.id, { status: "active", created_at: new Date(Date.now() - DAY).toISOString() });
    const single = await stripeCheckout(dealer, "trade-single");
    const replaced = await admin.rpc("sync_plan_subscription", single.mirror({ p_status: "active", p_trial_ends_at: null }));
    expect(replaced.data).toMatchObject({ applied: true, replaced_subscription_id: premium.subscriptionId });
    expect(await currentPlanOf(dealer.id)).toMatchObject({ plan_id: "trade-single" });
    expect(await listingStatuses([oldest.id, newer.id])).toEqual(["active", "inactive"]);
  });
});
