/**
 * Refunds in SQL (supabase/schemas/30-payments.sql "Refunds", docs/payments.md "Refunds"): staff
 * refund a paid payment in full or in part with a reason, never more than is left, the same
 * form key being one refund; the local provider's refund succeeds at once, the card provider's
 * word is recorded once; a member reads the refunds of their own payments only, and nobody
 * writes them directly.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let admin: SupabaseClient;
let staff: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  admin = backend.client("service_role");
  ({ client: staff } = await backend.signedInClient("demo-staff@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

type PaymentRow = { id: string; status: string; amount_pence: number; receipt_number: number | null; reference: string };
type RefundRow = { id: string; payment_id: string; amount_pence: number; reason: string; status: string; refunded_at: string | null; provider_refund_id: string | null };

const REASON = "Charged twice for the same week by mistake";

async function buyer() {
  const made = await createMember(admin, { userType: "buyer" });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

/** A buyer's Priority Buyer week (£8.95), paid through the local provider. */
async function paidPlan(client: SupabaseClient) {
  const started = await client.rpc("start_plan_payment", { p_plan: "priority-buyer" }).single<PaymentRow>();
  expect(started.error).toBeNull();
  const paid = await client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id }).single<PaymentRow>();
  expect(paid.error).toBeNull();
  return paid.data!;
}

/** A paid card payment, as complete_checkout_payment leaves it. */
async function paidByCard(memberId: string) {
  const { data, error } = await admin
    .from("payments")
    .insert({
      user_id: memberId,
      purpose: "auction_fee",
      amount_pence: 4995,
      status: "paid",
      paid_at: new Date().toISOString(),
      provider: "stripe",
      provider_payment_id: `pi_test_${crypto.randomUUID().replaceAll("-", "")}`,
      reference: `GM-${crypto.randomUUID().slice(0, 12).toUpperCase()}`,
    })
    .select("id, status, amount_pence, receipt_number, reference")
    .single<PaymentRow>();
  expect(error).toBeNull();
  return data!;
}

const start = (client: SupabaseClient, paymentId: string, amount: number, reason = REASON, key: string = crypto.randomUUID()) =>
  client.rpc("start_payment_refund", { p_refund_id: key, p_payment_id: paymentId, p_amount_pence: amount, p_reason: reason }).single<RefundRow>();

const refundLocally = (client: SupabaseClient, refundId: string) => client.rpc("complete_simulated_refund", { p_refund_id: refundId }).single<RefundRow>();

const paymentStatus = async (id: string) => (await admin.from("payments").select("status").eq("id", id).single()).data!.status as string;

describe("starting a refund", () => {
  test("a refund in full: the payment becomes refunded and keeps its receipt number; nothing more can be refunded", async () => {
    const member = await buyer();
    const payment = await paidPlan(member.client);
    const started = await start(staff, payment.id, 895);
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({ payment_id: payment.id, amount_pence: 895, reason: REASON, status: "pending" });
    expect(await paymentStatus(payment.id)).toBe("paid");
    const done = await refundLocally(staff, started.data!.id);
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ status: "succeeded" });
    expect(done.data!.refunded_at).not.toBeNull();
    const { data } = await admin.from("payments").select("status, receipt_number").eq("id", payment.id).single();
    expect(data).toEqual({ status: "refunded", receipt_number: payment.receipt_number });
    // Already refunded: refused with words to show.
    const again = await start(staff, payment.id, 1);
    expect(again.error).toMatchObject({ code: "GM409", message: "This payment has already been refunded in full" });
    // Completing it twice changes nothing more.
    expect((await refundLocally(staff, started.data!.id)).data).toMatchObject({ status: "succeeded" });
  });

  test("partial refunds: the payment stays paid until they add up to all of it; more than is left is refused", async () => {
    const member = await buyer();
    const payment = await paidPlan(member.client);
    const first = await start(staff, payment.id, 300);
    await refundLocally(staff, first.data!.id);
    expect(await paymentStatus(payment.id)).toBe("paid");
    const over = await start(staff, payment.id, 596);
    expect(over.error).toMatchObject({ code: "GM409", message: "Only £5.95 is left to refund on this payment" });
    const rest = await start(staff, payment.id, 595);
    expect(rest.error).toBeNull();
    // A pending refund holds its amount.
    expect((await start(staff, payment.id, 1)).error).toMatchObject({ code: "GM409", message: "Nothing is left to refund on this payment: its refunds take all of it" });
    await refundLocally(staff, rest.data!.id);
    expect(await paymentStatus(payment.id)).toBe("refunded");
  });

  test("the same form key twice is one refund; refunds at once never add up to more than was paid", async () => {
    const member = await buyer();
    const payment = await paidPlan(member.client);
    const key = crypto.randomUUID();
    const [one, two] = await Promise.all([start(staff, payment.id, 500, REASON, key), start(staff, payment.id, 500, REASON, key)]);
    expect(one.data!.id).toBe(key);
    expect(two.data!.id).toBe(key);
    const attempts = await Promise.all(Array.from({ length: 5 }, () => start(staff, payment.id, 200)));
    expect(attempts.filter((attempt) => !attempt.error)).toHaveLength(1);
    const { data } = await admin.from("payment_refunds").select("amount_pence").eq("payment_id", payment.id);
    expect(data!.reduce((sum, row) => sum + row.amount_pence, 0)).toBe(700);
  });

  test("refused: no amount, no reason, an unpaid payment, a made-up one", async () => {
    const member = await buyer();
    const payment = await paidPlan(member.client);
    expect((await start(staff, payment.id, 0)).error).toMatchObject({ code: "GM400", message: "Enter an amount to refund of at least £0.01" });
    expect((await start(staff, payment.id, 100, "  short  ")).error).toMatchObject({
      code: "GM400",
      message: "Please give the member a reason for the refund (10 to 500 characters)",
    });
    const { data: unpaid } = await admin
      .from("payments")
      .insert({ user_id: member.id, purpose: "auction_fee", amount_pence: 4995, reference: `GM-${crypto.randomUUID().slice(0, 12).toUpperCase()}` })
      .select("id")
      .single();
    expect((await start(staff, unpaid!.id, 100)).error).toMatchObject({ code: "GM409", message: "Only a paid payment can be refunded" });
    expect((await start(staff, crypto.randomUUID(), 100)).error).toMatchObject({ code: "GM404" });
  });

  test("a member who is not staff can neither start, complete, record nor write a refund", async () => {
    const member = await buyer();
    const payment = await paidPlan(member.client);
    expect((await start(member.client, payment.id, 895)).error).toMatchObject({ code: "GM403", message: "Only staff can refund payments" });
    expect((await start(backend.client(), payment.id, 895)).error).not.toBeNull();
    const started = await start(staff, payment.id, 100);
    expect((await refundLocally(member.client, started.data!.id)).error).toMatchObject({ code: "GM403" });
    const recorded = await member.client.rpc("record_payment_refund", { p_refund_id: started.data!.id, p_provider_refund_id: "re_x", p_status: "succeeded" });
    expect(recorded.error).not.toBeNull();
    const inserted = await member.client.from("payment_refunds").insert({ payment_id: payment.id, amount_pence: 895, reason: REASON });
    expect(inserted.error).not.toBeNull();
    await member.client.from("payment_refunds").update({ status: "succeeded" }).eq("id", started.data!.id);
    expect((await admin.from("payment_refunds").select("status").eq("id", started.data!.id).single()).data).toEqual({ status: "pending" });
    expect((await member.client.rpc("find_payments_to_refund", { p_query: payment.reference })).error).toMatchObject({ code: "GM403" });
  });
});

describe("a card payment's refund", () => {
  test("the local provider does not refund it; the provider's word is recorded once per event, and a failure frees the amount", async () => {
    const member = await buyer();
    const payment = await paidByCard(member.id);
    const started = await start(staff, payment.id, 4995);
    expect((await refundLocally(staff, started.data!.id)).error).toMatchObject({ code: "GM409", message: "This payment was taken by card: Stripe refunds it" });

    const record = (status: string, event?: string, amount?: number) =>
      admin
        .rpc("record_payment_refund", {
          p_refund_id: started.data!.id,
          p_provider_refund_id: "re_test_full",
          p_status: status,
          ...(amount ? { p_amount_pence: amount } : {}),
          ...(event ? { p_event_id: event, p_event_type: "refund.updated" } : {}),
        })
        .single<RefundRow>();
    expect((await record("pending")).data).toMatchObject({ status: "pending", provider_refund_id: "re_test_full" });
    expect((await record("succeeded", "evt_refund_1", 4000)).error).toMatchObject({ code: "GM409" });
    expect((await record("succeeded", "evt_refund_2", 4995)).data).toMatchObject({ status: "succeeded" });
    expect(await paymentStatus(payment.id)).toBe("refunded");
    // The same event again changes nothing, even if it said otherwise.
    expect((await record("failed", "evt_refund_2")).data).toMatchObject({ status: "succeeded" });
    expect(await paymentStatus(payment.id)).toBe("refunded");
    // Found by Stripe's refund id alone (charge.refunded carries no metadata of ours).
    const byProviderId = await admin
      .rpc("record_payment_refund", { p_refund_id: null, p_provider_refund_id: "re_test_full", p_status: "succeeded", p_event_id: "evt_refund_3" })
      .single<RefundRow>();
    expect(byProviderId.data).toMatchObject({ id: started.data!.id, status: "succeeded" });
    // A refund started elsewhere (Stripe's dashboard) is none of ours.
    expect((await admin.rpc("record_payment_refund", { p_refund_id: null, p_provider_refund_id: "re_elsewhere", p_status: "succeeded" })).error).toMatchObject({ code: "GM404" });

    // The bank returned it later: failed, the payment is paid again and its amount can be refunded again.
    expect((await record("failed", "evt_refund_4")).data).toMatchObject({ status: "failed" });
    expect(await paymentStatus(payment.id)).toBe("paid");
    expect((await start(staff, payment.id, 4995)).error).toBeNull();
  });
});

describe("reading refunds", () => {
  test("a member reads the refunds of their own payments; staff read all and find payments by receipt number, reference or email", async () => {
    const member = await buyer();
    const stranger = await buyer();
    const payment = await paidPlan(member.client);
    const started = await start(staff, payment.id, 200);
    await refundLocally(staff, started.data!.id);
    const own = await member.client.from("payment_refunds").select("amount_pence, reason, status").eq("payment_id", payment.id);
    expect(own.data).toEqual([{ amount_pence: 200, reason: REASON, status: "succeeded" }]);
    expect((await stranger.client.from("payment_refunds").select("id").eq("payment_id", payment.id)).data).toEqual([]);
    expect((await backend.client().from("payment_refunds").select("id").eq("payment_id", payment.id)).data ?? []).toEqual([]);
    expect((await staff.from("payment_refunds").select("id").eq("payment_id", payment.id)).data).toEqual([{ id: started.data!.id }]);

    const receipt = `GM-R-${String(payment.receipt_number).padStart(6, "0")}`;
    for (const query of [receipt, String(payment.receipt_number), payment.reference.toLowerCase(), member.email.toUpperCase()]) {
      const { data, error } = await staff.rpc("find_payments_to_refund", { p_query: query });
      expect(error, query).toBeNull();
      expect(data, query).toEqual([
        expect.objectContaining({
          id: payment.id,
          member_email: member.email,
          amount_pence: 895,
          refundable_pence: 695,
          refunds: [expect.objectContaining({ amount_pence: 200, reason: REASON, status: "succeeded" })],
        }),
      ]);
    }
    expect((await staff.rpc("find_payments_to_refund", { p_query: "nobody@example.test" })).data).toEqual([]);
    expect((await staff.rpc("find_payments_to_refund", { p_query: "  " })).data).toEqual([]);
  });
});
