/**
 * app/content/plans.ts is the one source of GenMarket's prices and rates; SQL holds some of
 * them too, and each is tied to it by a test: the listing options' prices
 * (sell-wizard.test.ts), their periods (moderation.test.ts), and the auction commission and
 * its VAT (auctions.test.ts at chosen prices; here on both sides of every tier boundary
 * plans.ts has, so a tier moved or added in plans.ts fails until SQL has it too).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auctionCommission, auctionCommissionTiers } from "../../app/content/plans.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

test("the auction commission and its VAT are plans.ts's on both sides of every tier boundary", async () => {
  const boundaries = auctionCommissionTiers.flatMap((tier) => (tier.upTo === null ? [] : [tier.upTo]));
  expect(boundaries.length).toBeGreaterThan(0);
  const prices = [1, ...boundaries.flatMap((upTo) => [upTo - 1, upTo, upTo + 1]), boundaries.at(-1)! * 10];
  for (const price of prices) {
    const { data, error } = await anon.rpc("auction_commission", { p_sale_price: price }).single<{ commission: number; vat: number }>();
    expect(error).toBeNull();
    const expected = auctionCommission(price);
    expect([Number(data!.commission), Number(data!.vat)], `£${price}`).toEqual([expected.commission, expected.vat]);
  }
});
