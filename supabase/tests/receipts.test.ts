/**
 * Receipts (docs/payments.md "Receipts", supabase/schemas/30-payments.sql): a payment becoming
 * paid gets the next receipt number and its amount split into net and VAT at plans.ts's rate,
 * private sellers' and buyers' prices including VAT, trade packages' price being the net with
 * VAT added; a member reads only their own. Numbering under concurrent completions is tested
 * on PostgreSQL 15 (supabase/tests/postgres15.test.ts).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auctionAdminFee, listingOptions, planChargePence, subscriptionPlans, VAT_RATE } from "~/content/plans";
import { createMember, type Member } from "../../tests/support/factories.ts";
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

type ReceiptRow = {
  id: string;
  status: string;
  amount_pence: number;
  receipt_number: number | null;
  net_pence: number | null;
  vat_pence: number | null;
  vat_rate: number | string | null;
};

async function member(userType: Member["userType"]) {
  const made = await createMember(admin, { userType });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

/** The VAT inside a VAT-inclusive amount, in whole pence: amount x rate / (1 + rate), rounded half up. */
const vatInside = (pence: number) => {
  const ratePerMille = Math.round(VAT_RATE * 1000);
  return Math.round((pence * ratePerMille) / (1000 + ratePerMille));
};

async function buyPlan(client: SupabaseClient, plan: string) {
  const started = await client.rpc("start_plan_payment", { p_plan: plan }).single<ReceiptRow>();
  expect(started.error).toBeNull();
  expect(started.data!.receipt_number).toBeNull();
  const paid = await client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id }).single<ReceiptRow>();
  expect(paid.error).toBeNull();
  return paid.data!;
}

describe("a paid payment's receipt", () => {
  test("plans: Priority Buyer's price includes VAT; a trade package's price is the net, VAT added", async () => {
    const buyer = await member("buyer");
    const trade = await member("trade_seller");
    for (const plan of subscriptionPlans) {
      const receipt = await buyPlan(plan.vat === "added" ? trade.client : buyer.client, plan.id);
      const charged = planChargePence(plan);
      expect(receipt.amount_pence, plan.id).toBe(charged);
      expect(Number(receipt.vat_rate), plan.id).toBe(VAT_RATE);
      if (plan.vat === "added") {
        expect(receipt.net_pence, plan.id).toBe(Math.round(plan.price * 100));
      } else {
        expect(receipt.vat_pence, plan.id).toBe(vatInside(charged));
      }
      expect(receipt.net_pence! + receipt.vat_pence!, plan.id).toBe(charged);
    }
    // Priority Buyer £8.95 inc. VAT: £1.49 VAT. Trade Standard £49.95 + VAT: £59.94, of which £9.99 VAT.
    const { data } = await trade.client.from("payments").select("amount_pence, net_pence, vat_pence").eq("plan_id", "trade-standard").single();
    expect(data).toEqual({ amount_pence: 5994, net_pence: 4995, vat_pence: 999 });
  });

  test("listing options, the upgrade and the auction admin fee include VAT", async () => {
    const seller = await member("private_seller");
    const basic = listingOptions.find((option) => option.key === "basic")!;
    const enhanced = listingOptions.find((option) => option.key === "enhanced")!;
    const prices = [
      { purpose: "listing_option", listing_option: "basic", pounds: basic.price },
      { purpose: "listing_option", listing_option: "enhanced", pounds: enhanced.price },
      { purpose: "listing_upgrade", listing_option: "enhanced", pounds: enhanced.price - basic.price },
      { purpose: "auction_fee", listing_option: null, pounds: auctionAdminFee },
    ];
    for (const price of prices) {
      const amount = Math.round(price.pounds * 100);
      const { data, error } = await admin
        .from("payments")
        .insert({
          user_id: seller.id,
          purpose: price.purpose,
          listing_option: price.listing_option,
          amount_pence: amount,
          status: "paid",
          paid_at: new Date().toISOString(),
          provider: "simulated",
          reference: `GM-TEST${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
        })
        .select("amount_pence, net_pence, vat_pence, vat_rate, receipt_number")
        .single<ReceiptRow>();
      expect(error).toBeNull();
      expect(data!.receipt_number).toBeGreaterThan(0);
      expect(Number(data!.vat_rate)).toBe(VAT_RATE);
      expect({ net: data!.net_pence, vat: data!.vat_pence }, price.purpose).toEqual({ net: amount - vatInside(amount), vat: vatInside(amount) });
    }
    // The wizard's Basic £20 inc. VAT: £16.67 net and £3.33 VAT; the admin fee £49.95: £41.62 and £8.33.
    const { data } = await seller.client.from("payments").select("amount_pence, net_pence, vat_pence").order("amount_pence");
    expect(data).toEqual([
      { amount_pence: 1500, net_pence: 1250, vat_pence: 250 },
      { amount_pence: 2000, net_pence: 1667, vat_pence: 333 },
      { amount_pence: 3500, net_pence: 2917, vat_pence: 583 },
      { amount_pence: 4995, net_pence: 4162, vat_pence: 833 },
    ]);
  });

  test("numbers follow one another; a pending or cancelled payment has none; a payment paid again keeps its number", async () => {
    const buyer = await member("buyer");
    const first = await buyPlan(buyer.client, "priority-buyer");
    const other = await member("buyer");
    const second = await buyPlan(other.client, "priority-buyer");
    expect(second.receipt_number).toBe(first.receipt_number! + 1);
    const again = await buyer.client.rpc("complete_simulated_payment", { p_payment_id: first.id }).single<ReceiptRow>();
    expect(again.data!.receipt_number).toBe(first.receipt_number);
    const { data: unpaid } = await admin.from("payments").select("receipt_number").in("status", ["pending", "cancelled"]);
    expect(unpaid!.every((row) => row.receipt_number === null)).toBe(true);
  });

  test("a member reads their own receipt and nobody else's, and cannot change it", async () => {
    const owner = await member("buyer");
    const stranger = await member("buyer");
    const receipt = await buyPlan(owner.client, "priority-buyer");
    const own = await owner.client.from("payments").select("receipt_number, net_pence, vat_pence").eq("id", receipt.id).maybeSingle();
    expect(own.data).toEqual({ receipt_number: receipt.receipt_number, net_pence: receipt.net_pence, vat_pence: receipt.vat_pence });
    const theirs = await stranger.client.from("payments").select("receipt_number").eq("id", receipt.id).maybeSingle();
    expect(theirs).toMatchObject({ data: null, error: null });
    const changed = await owner.client.from("payments").update({ receipt_number: 1 }).eq("id", receipt.id);
    expect(changed.error).not.toBeNull();
  });
});
