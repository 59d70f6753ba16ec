/**
 * Card checkout payments in SQL (supabase/schemas/30-payments.sql): only the service role
 * completes them, on Stripe's word; each webhook event once; the webhook and the return page
 * arriving together apply a payment once; the amount must be SQL's; a member records a
 * checkout only on their own pending payments.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addListingPhoto, createListing, createMember, type Member } from "../../tests/support/factories.ts";
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

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
type PaymentRow = { id: string; status: string; amount_pence: number; paid_at: string | null; provider: string | null };

async function seller() {
  const made: Member = await createMember(admin, { userType: "private_seller" });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

/** A complete draft with Basic chosen, its pending listing fee, and a checkout recorded for it. */
async function listingInCheckout(member: Awaited<ReturnType<typeof seller>>, sessionId = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`) {
  const draft = await createListing(admin, member.id, { status: "draft", type: "dieselStandby", chosen_option: "basic" });
  await addListingPhoto(admin, { sellerId: member.id, listingId: draft.id, bytes: PNG, contentType: "image/png", extension: "png" });
  const started = await member.client.rpc("start_listing_payment", { p_listing_id: draft.id, p_option: "basic" }).single<PaymentRow>();
  expect(started.error).toBeNull();
  const recorded = await member.client.rpc("record_checkout_session", {
    p_payment_ids: [started.data!.id],
    p_session_id: sessionId,
    p_url: "https://checkout.stripe.com/c/pay/x",
    p_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  });
  expect(recorded.error).toBeNull();
  return { draft, payment: started.data!, sessionId };
}

const complete = (sessionId: string, options: { amount?: number; event?: string } = {}) =>
  admin.rpc("complete_checkout_payment", {
    p_session_id: sessionId,
    p_amount_pence: options.amount ?? 2000,
    p_currency: "gbp",
    p_provider: "stripe",
    ...(options.event ? { p_event_id: options.event, p_event_type: "checkout.session.completed" } : {}),
  });

const listingStatus = async (id: string) => (await admin.from("generator_listings").select("status").eq("id", id).single()).data!.status;
const paymentRow = async (id: string) => (await admin.from("payments").select("*").eq("id", id).single()).data as PaymentRow;

describe("completing a checkout", () => {
  test("only the service role can: a member (even for their own session) and a visitor are refused", async () => {
    const member = await seller();
    const { sessionId, payment } = await listingInCheckout(member);
    const asMember = await member.client.rpc("complete_checkout_payment", {
      p_session_id: sessionId,
      p_amount_pence: 2000,
      p_currency: "gbp",
      p_provider: "stripe",
    });
    expect(asMember.error?.code).toBe("42501");
    const asVisitor = await backend.client().rpc("complete_checkout_payment", {
      p_session_id: sessionId,
      p_amount_pence: 2000,
      p_currency: "gbp",
      p_provider: "stripe",
    });
    expect(asVisitor.error).not.toBeNull();
    expect((await paymentRow(payment.id)).status).toBe("pending");
  });

  test("the webhook and the return page at the same moment mark it paid once and send the listing for review once", async () => {
    const member = await seller();
    const { draft, payment, sessionId } = await listingInCheckout(member);
    const answers = await Promise.all([complete(sessionId, { event: `evt_${crypto.randomUUID()}` }), complete(sessionId), complete(sessionId)]);
    for (const answer of answers) expect(answer.error).toBeNull();
    const paid = await paymentRow(payment.id);
    expect(paid).toMatchObject({ status: "paid", provider: "stripe" });
    expect(await listingStatus(draft.id)).toBe("pending");
    // Later deliveries, a new event or the same one, leave it as it was.
    await complete(sessionId, { event: `evt_${crypto.randomUUID()}` });
    expect(await paymentRow(payment.id)).toEqual(paid);
  });

  test("an event id is applied once: the same event for another session changes nothing there", async () => {
    const member = await seller();
    const first = await listingInCheckout(member);
    const second = await listingInCheckout(member);
    const event = `evt_${crypto.randomUUID()}`;
    expect((await complete(first.sessionId, { event })).error).toBeNull();
    expect((await complete(second.sessionId, { event })).error).toBeNull();
    expect((await paymentRow(first.payment.id)).status).toBe("paid");
    expect((await paymentRow(second.payment.id)).status).toBe("pending");
  });

  test("an amount other than SQL's, or a session that is no payment's, changes nothing", async () => {
    const member = await seller();
    const { draft, payment, sessionId } = await listingInCheckout(member);
    expect((await complete(sessionId, { amount: 1999 })).error?.code).toBe("GM409");
    expect((await complete("cs_test_unknown")).error?.code).toBe("GM404");
    expect((await paymentRow(payment.id)).status).toBe("pending");
    expect(await listingStatus(draft.id)).toBe("draft");
  });

  test("a superseded checkout paid after another payment paid for the listing is refused for staff to refund", async () => {
    const member = await seller();
    const { draft, payment, sessionId } = await listingInCheckout(member);
    // The seller changes to Enhanced (the Basic payment is cancelled) and pays that first.
    await admin.from("generator_listings").update({ chosen_option: "enhanced" }).eq("id", draft.id);
    const enhanced = await member.client.rpc("start_listing_payment", { p_listing_id: draft.id, p_option: "enhanced" }).single<PaymentRow>();
    const enhancedSession = `cs_test_${crypto.randomUUID().replaceAll("-", "")}`;
    await member.client.rpc("record_checkout_session", {
      p_payment_ids: [enhanced.data!.id],
      p_session_id: enhancedSession,
      p_url: "https://checkout.stripe.com/c/pay/y",
      p_expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    expect((await complete(enhancedSession, { amount: 3500 })).error).toBeNull();
    expect((await paymentRow(payment.id)).status).toBe("cancelled");
    expect((await complete(sessionId)).error?.code).toBe("GM409");
    expect((await paymentRow(payment.id)).status).toBe("cancelled");
  });
});

describe("recording a checkout", () => {
  test("only on the member's own pending payments", async () => {
    const owner = await seller();
    const other = await seller();
    const { payment } = await listingInCheckout(owner);
    const stolen = await other.client.rpc("record_checkout_session", {
      p_payment_ids: [payment.id],
      p_session_id: "cs_test_hijack",
      p_url: "https://example.com/",
      p_expires_at: new Date().toISOString(),
    });
    expect(stolen.error?.code).toBe("GM404");
    const row = await admin.from("payments").select("checkout_session_id").eq("id", payment.id).single();
    expect(row.data!.checkout_session_id).not.toBe("cs_test_hijack");
  });
});
