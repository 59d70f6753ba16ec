/**
 * Commission on sold auctions (docs/payments.md "Commission", supabase/schemas/30-payments.sql):
 * settling a sale charges the seller once, the tiers of plans.ts plus VAT, due in 14 days; a
 * charge unpaid past its due date stops new auctions until it is paid; the card provider's
 * side (invoices, invoice.paid) is the service role's alone; a seller reads only their own.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auctionCommission } from "../../app/content/plans.ts";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "private_seller" | "trade_seller" | "buyer", fullName?: string) {
  const made = await createMember(service, { userType, ...(fullName ? { fullName } : {}) });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

type Charge = {
  payment_id: string;
  auction_id: string;
  auction_title: string;
  sale_price: number;
  commission_pence: number;
  vat_pence: number;
  amount_pence: number;
  due_at: string;
  state: string;
  invoice_url: string | null;
};

const chargesOf = async (client: SupabaseClient) => {
  const { data, error } = await client.rpc("my_commission_charges");
  expect(error).toBeNull();
  return data as Charge[];
};

const commissionPayments = async (auctionIds: string[]) =>
  (await service.from("payments").select("id, user_id, status, amount_pence, due_at, created_at").eq("purpose", "commission").in("auction_id", auctionIds))
    .data!;

/** An auction of `seller`'s that has ended with one bid of `price` (or none) by a new bidder, not yet settled. */
async function endedAuction(sellerId: string, price: number | null, overrides: Record<string, unknown> = {}) {
  const auction = await createAuction(service, sellerId, { starting_price: price ?? 1000, ...overrides });
  if (price !== null) {
    const bidder = await member("buyer");
    expect((await bidder.client.rpc("place_bid", { p_auction_id: auction.id, p_amount: price })).error).toBeNull();
  }
  await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
  return auction;
}

describe("charging the commission when an auction sells", () => {
  test("the amounts are plans.ts's tiers plus VAT, at and around the tier edges; £25,000 is £2,500 + £500 VAT", async () => {
    const seller = await member("private_seller");
    const prices = [1_000, 15_000, 15_001, 25_000, 40_000, 40_001, 123_457];
    const auctions: Array<{ id: string }> = [];
    for (const price of prices) auctions.push(await endedAuction(seller.id, price));
    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();

    const charges = await chargesOf(seller.client);
    for (const [index, price] of prices.entries()) {
      const charge = charges.find((row) => row.auction_id === auctions[index]!.id)!;
      const expected = auctionCommission(price);
      expect(
        { sale: charge.sale_price, commission: charge.commission_pence, vat: charge.vat_pence, total: charge.amount_pence },
        `£${price}`,
      ).toEqual({
        sale: price,
        commission: Math.round(expected.commission * 100),
        vat: Math.round(expected.vat * 100),
        total: Math.round(expected.total * 100),
      });
    }
    const example = charges.find((row) => row.sale_price === 25_000)!;
    expect([example.commission_pence, example.vat_pence, example.amount_pence]).toEqual([250_000, 50_000, 300_000]);
  });

  test("one charge per sold auction, due 14 days after the sale, however often settling runs; none for unsold or cancelled ones", async () => {
    const seller = await member("private_seller");
    const sold = await endedAuction(seller.id, 5_000);
    const noBids = await endedAuction(seller.id, null);
    const belowReserve = await endedAuction(seller.id, 2_000, { reserve_price: 9_000 });
    const cancelled = await endedAuction(seller.id, null, { status: "cancelled" });

    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();
    expect((await anon.rpc("settle_due_auctions")).error).toBeNull();

    const payments = await commissionPayments([sold.id, noBids.id, belowReserve.id, cancelled.id]);
    expect(payments).toHaveLength(1);
    const [charge] = payments;
    expect(charge).toMatchObject({ user_id: seller.id, status: "pending", amount_pence: 72_000 });
    const days = (Date.parse(charge!.due_at) - Date.parse(charge!.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(14, 5);
    expect((await chargesOf(seller.client)).map((row) => [row.auction_title, row.state])).toEqual([[sold.title, "due"]]);
  });

  test("a seller reads only their own charges; nobody writes them or calls the card provider's functions", async () => {
    const seller = await member("private_seller");
    const other = await member("private_seller");
    const sold = await endedAuction(seller.id, 3_000);
    await anon.rpc("settle_due_auctions");
    const [charge] = await commissionPayments([sold.id]);

    expect(await chargesOf(other.client)).toEqual([]);
    expect((await other.client.from("payments").select("id").eq("id", charge!.id)).data).toEqual([]);
    expect((await seller.client.from("payments").select("id").eq("id", charge!.id)).data).toEqual([{ id: charge!.id }]);
    expect((await seller.client.from("payments").update({ status: "paid" }).eq("id", charge!.id)).error?.code).toBe("42501");
    expect((await other.client.rpc("complete_simulated_payment", { p_payment_id: charge!.id })).error?.code).toBe("GM404");
    for (const client of [seller.client, anon]) {
      const complete = await client.rpc("complete_commission_invoice", {
        p_payment_id: charge!.id, p_invoice_id: "in_x", p_amount_pence: charge!.amount_pence, p_currency: "gbp", p_event_id: "evt_x",
      });
      expect(complete.error?.code).toBe("42501");
      expect((await client.rpc("commission_invoices_to_send")).error?.code).toBe("42501");
    }
  });
});

describe("an overdue commission", () => {
  test("stops the seller paying for or creating a new auction, with where to pay; paying it lifts that", async () => {
    const seller = await member("private_seller");
    const sold = await endedAuction(seller.id, 25_000, { title: "Perkins 100 kVA standby set, sold" });
    await anon.rpc("settle_due_auctions");
    const [charge] = await commissionPayments([sold.id]);

    // Due but not yet overdue: nothing stops them.
    expect((await seller.client.rpc("start_auction_fee_payment")).error).toBeNull();

    await service.from("payments").update({ due_at: new Date(Date.now() - 60_000).toISOString() }).eq("id", charge!.id);
    expect((await chargesOf(seller.client))[0]!.state).toBe("overdue");
    const fee = await seller.client.rpc("start_auction_fee_payment");
    expect(fee.error?.code).toBe("GM402");
    expect(fee.error?.message).toMatch(/^Your commission of £3,000 \(VAT included\) on "Perkins 100 kVA standby set, sold" was due on \d+ \w+ \d{4} and is unpaid: pay it in My Auctions \(\/dashboard\?view=listings#my-auctions\)/);
    const created = await seller.client.rpc("create_auction", {
      p_fee_payment_id: crypto.randomUUID(), p_title: "Another generator", p_description: "x".repeat(60), p_brand: null, p_model: null,
      p_year: 2020, p_hours: 10, p_power_kw: 100, p_fuel_type: "Diesel", p_phase: "Three Phase", p_type: "dieselStandby", p_condition: "used-good", p_location: "Leeds",
      p_warranty_length: 0, p_starting_price: 1000, p_reserve_price: null, p_duration_days: 7, p_photo_paths: [],
    });
    expect(created.error?.code).toBe("GM402");
    expect(created.error?.message).toMatch(/^Your commission of £3,000/);

    // Paid (the local provider here): a receipt, and the next auction may be paid for.
    const paid = await seller.client.rpc("complete_simulated_payment", { p_payment_id: charge!.id }).single<{ status: string; receipt_number: number; net_pence: number; vat_pence: number }>();
    expect(paid.error).toBeNull();
    expect(paid.data).toMatchObject({ status: "paid", net_pence: 250_000, vat_pence: 50_000 });
    expect(paid.data!.receipt_number).toBeGreaterThan(0);
    expect((await chargesOf(seller.client))[0]!.state).toBe("paid");
    expect((await seller.client.rpc("start_auction_fee_payment")).error).toBeNull();
  });
});

describe("the card provider's invoice", () => {
  test("the service role sends what has no invoice, records it, and marks it paid once per event, for the charge's amount only", async () => {
    const seller = await member("private_seller", "Sam Seller");
    const sold = await endedAuction(seller.id, 10_000);
    await anon.rpc("settle_due_auctions");
    const [charge] = await commissionPayments([sold.id]);

    const { data: toSend } = await service.rpc("commission_invoices_to_send", { p_limit: 100 });
    expect((toSend as Array<{ payment_id: string }>).find((row) => row.payment_id === charge!.id)).toMatchObject({
      member_id: seller.id, email: seller.email, full_name: "Sam Seller", customer_id: null,
      commission_pence: 120_000, vat_pence: 24_000, amount_pence: 144_000, provider_invoice_id: null,
    });
    expect((await service.rpc("record_stripe_customer", { p_member_id: seller.id, p_customer_id: "cus_first" })).data).toBe("cus_first");
    expect((await service.rpc("record_stripe_customer", { p_member_id: seller.id, p_customer_id: "cus_second" })).data).toBe("cus_first");
    expect((await service.rpc("record_commission_invoice", { p_payment_id: charge!.id, p_invoice_id: "in_one" })).error).toBeNull();
    expect((await service.rpc("record_commission_invoice", { p_payment_id: charge!.id, p_invoice_id: "in_two" })).error?.code).toBe("GM409");
    await service.rpc("record_commission_invoice", { p_payment_id: charge!.id, p_invoice_id: "in_one", p_invoice_url: "https://invoice.test/in_one" });
    const stillToSend = (await service.rpc("commission_invoices_to_send", { p_limit: 100 })).data as Array<{ payment_id: string }>;
    expect(stillToSend.map((row) => row.payment_id)).not.toContain(charge!.id);
    expect((await chargesOf(seller.client))[0]!.invoice_url).toBe("https://invoice.test/in_one");

    const complete = (event: string, invoice = "in_one", amount = 144_000) =>
      service.rpc("complete_commission_invoice", { p_payment_id: charge!.id, p_invoice_id: invoice, p_amount_pence: amount, p_currency: "gbp", p_event_id: event });
    expect((await complete("evt_wrong_invoice", "in_two")).error?.code).toBe("GM404");
    expect((await complete("evt_wrong_amount", "in_one", 100)).error?.code).toBe("GM409");
    const first = await complete("evt_paid");
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: "paid", provider: "stripe", provider_invoice_id: "in_one" });
    const again = await complete("evt_paid");
    expect(again.data).toEqual(first.data);
    expect((await complete("evt_paid_other")).data).toEqual(first.data);
  });
});
