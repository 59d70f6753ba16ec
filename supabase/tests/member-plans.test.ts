/**
 * Plans that can be bought (supabase/schemas/30-payments.sql): the plans' prices, allowances and
 * early-access period tied to app/content/plans.ts; a member's plan readable by them and
 * written only by payment completion and staff; a trade package's ad allowance enforced
 * when publishing; Priority Buyers' first access to newly approved listings; and one
 * payment for a listing however often Publish is pressed.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PRIORITY_EARLY_ACCESS_HOURS, planChargePence, subscriptionPlans, tradeSellerPlans } from "~/content/plans";
import { createListing, createMember, setMemberPlan, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let admin: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  admin = backend.client("service_role");
  anon = backend.client();
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: Member["userType"] = "buyer", options: { staff?: boolean } = {}) {
  const made = await createMember(admin, { userType, ...options });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { ...made, client };
}

type PaymentRow = { id: string; status: string; amount_pence: number; plan_id: string | null; reference: string };

async function buyPlan(client: SupabaseClient, plan: string) {
  const started = await client.rpc("start_plan_payment", { p_plan: plan }).single<PaymentRow>();
  if (started.error) return started;
  return client.rpc("complete_simulated_payment", { p_payment_id: started.data.id }).single<PaymentRow>();
}

const currentPlan = async (client: SupabaseClient, userId: string) =>
  (await client.from("member_plans").select("plan_id").eq("user_id", userId).is("ended_at", null).maybeSingle()).data?.plan_id ?? null;

describe("the plans' figures are plans.ts's", () => {
  test("price, charge (VAT included), ad allowance, API access, depots and early-access hours", async () => {
    expect(subscriptionPlans.map((plan) => plan.id)).toEqual(["priority-buyer", "trade-single", "trade-standard", "trade-premium"]);
    for (const plan of subscriptionPlans) {
      expect((await anon.rpc("plan_price_pence", { p_plan: plan.id })).data, plan.id).toBe(Math.round(plan.price * 100));
      expect((await anon.rpc("plan_charge_pence", { p_plan: plan.id })).data, plan.id).toBe(planChargePence(plan));
      expect((await anon.rpc("plan_ad_allowance", { p_plan: plan.id })).data, plan.id).toBe(plan.adLimit ?? null);
      expect((await anon.rpc("plan_has_api_access", { p_plan: plan.id })).data, plan.id).toBe(plan.apiAccess === true);
      if (plan.depotLimit !== undefined) expect((await anon.rpc("plan_depot_allowance", { p_plan: plan.id })).data, plan.id).toBe(plan.depotLimit);
    }
    expect(tradeSellerPlans.map((plan) => plan.adLimit)).toEqual([1, 10, 20]);
    expect(tradeSellerPlans.map((plan) => plan.depotLimit)).toEqual([1, 1, 10]);
    expect((await anon.rpc("plan_price_pence", { p_plan: "basic-buyer" })).data).toBeNull();
    expect((await anon.rpc("priority_early_access_hours")).data).toBe(PRIORITY_EARLY_ACCESS_HOURS);
  });
});

describe("a member's plan", () => {
  test("paying puts the member on it at the SQL price; a double start pays once; /confirmation reads only one's own", async () => {
    const dealer = await member("trade_seller");
    const first = await dealer.client.rpc("start_plan_payment", { p_plan: "trade-premium" }).single<PaymentRow>();
    const again = await dealer.client.rpc("start_plan_payment", { p_plan: "trade-premium" }).single<PaymentRow>();
    expect(again.data?.id).toBe(first.data?.id);
    const paid = await dealer.client.rpc("complete_simulated_payment", { p_payment_id: first.data!.id }).single<PaymentRow>();
    expect(paid.data).toMatchObject({ status: "paid", amount_pence: 10794, plan_id: "trade-premium" });
    expect(await currentPlan(dealer.client, dealer.id)).toBe("trade-premium");
    expect((await dealer.client.rpc("start_plan_payment", { p_plan: "trade-premium" })).error).toMatchObject({
      code: "GM409",
      message: "You are already on this plan",
    });

    const confirmation = await dealer.client.rpc("plan_confirmation", { p_payment_id: paid.data!.id });
    expect(confirmation.data).toMatchObject({ plan_id: "trade-premium", reference: paid.data!.reference, amount_pence: 10794 });
    const stranger = await member();
    expect((await stranger.client.rpc("plan_confirmation", { p_payment_id: paid.data!.id })).data).toBeNull();
    expect((await dealer.client.rpc("plan_confirmation", { p_payment_id: crypto.randomUUID() })).data).toBeNull();

    // Moving to another package ends the first.
    expect((await buyPlan(dealer.client, "trade-single")).error).toBeNull();
    const { data: plans } = await dealer.client.from("member_plans").select("plan_id, ended_at").eq("user_id", dealer.id).order("started_at");
    expect(plans?.map((plan) => [plan.plan_id, plan.ended_at !== null])).toEqual([["trade-premium", true], ["trade-single", false]]);
  });

  test("trade packages are for trade sellers; an unknown plan is refused", async () => {
    const buyer = await member();
    expect((await buyer.client.rpc("start_plan_payment", { p_plan: "trade-standard" })).error?.code).toBe("GM403");
    expect((await buyer.client.rpc("start_plan_payment", { p_plan: "platinum" })).error?.code).toBe("GM400");
    expect((await buyPlan(buyer.client, "priority-buyer")).error).toBeNull();
    expect(await currentPlan(buyer.client, buyer.id)).toBe("priority-buyer");
  });

  test("a member reads their own plan but cannot write it through supabase-js; only staff set one", async () => {
    const buyer = await member();
    const other = await member();
    await setMemberPlan(admin, other.id, "priority-buyer");
    expect((await buyer.client.from("member_plans").select("id").eq("user_id", other.id)).data).toEqual([]);
    expect((await anon.from("member_plans").select("id")).error?.code).toBe("42501");

    const forged = await buyer.client
      .from("member_plans")
      .insert({ user_id: buyer.id, plan_id: "priority-buyer", renews_at: new Date(Date.now() + 7 * 86_400_000).toISOString() });
    expect(forged.error?.code).toBe("42501");
    expect((await other.client.from("member_plans").update({ plan_id: "trade-premium" }).eq("user_id", other.id)).error?.code).toBe("42501");
    expect((await other.client.from("member_plans").delete().eq("user_id", other.id)).error?.code).toBe("42501");
    expect((await buyer.client.from("payments").insert({ user_id: buyer.id, purpose: "plan", plan_id: "priority-buyer", amount_pence: 1, reference: `X-${buyer.id}` })).error?.code).toBe("42501");
    expect((await buyer.client.rpc("set_member_plan", { p_member: buyer.id, p_plan: "priority-buyer" })).error?.code).toBe("GM403");
    expect(await currentPlan(buyer.client, buyer.id)).toBeNull();
    expect(await currentPlan(other.client, other.id)).toBe("priority-buyer");

    const staff = await member("buyer", { staff: true });
    expect((await staff.client.rpc("set_member_plan", { p_member: buyer.id, p_plan: "priority-buyer" })).error).toBeNull();
    expect(await currentPlan(buyer.client, buyer.id)).toBe("priority-buyer");
    expect((await staff.client.rpc("set_member_plan", { p_member: buyer.id, p_plan: null })).error).toBeNull();
    expect(await currentPlan(buyer.client, buyer.id)).toBeNull();
  });
});

/** A trade seller's complete draft with a photo, as the wizard leaves it before Publish. */
async function completeDraft(seller: Member) {
  const listing = await createListing(admin, seller.id, { status: "draft", type: "dieselStandby" });
  const { error } = await admin.from("listing_photos").insert({ listing_id: listing.id, storage_path: `${seller.id}/${listing.id}/a.png`, position: 0 });
  expect(error).toBeNull();
  return listing;
}

describe("the trade packages' ad allowance", () => {
  test("is the package's ads less the active and pending ones, never below 0; null without a package or for a private seller", async () => {
    const dealer = await member("trade_seller");
    const left = async (id: string) => (await backend.db.query<{ left: number | null }>("select private.active_ad_allowance_left($1) as left", [id])).rows[0]!.left;
    expect(await left(dealer.id)).toBeNull();
    await setMemberPlan(admin, dealer.id, "trade-single");
    expect(await left(dealer.id)).toBe(1);
    await createListing(admin, dealer.id, { status: "pending" });
    expect(await left(dealer.id)).toBe(0);
    await createListing(admin, dealer.id);
    expect(await left(dealer.id)).toBe(0);
    await createListing(admin, dealer.id, { status: "sold" });
    const seller = await member("private_seller");
    expect(await left(seller.id)).toBeNull();
    expect((await dealer.client.rpc("my_listing_terms")).data).toEqual({ user_type: "trade_seller", plan_id: "trade-single", allowance: 1, left: 0 });
  });

  test("publishing needs a package, then publishes within it without a fee and refuses past it, naming the allowance", async () => {
    const dealer = await member("trade_seller");
    const first = await completeDraft(dealer);
    const noPackage = await dealer.client.rpc("publish_listing", { p_listing_id: first.id });
    // The same sentence bulk upload's confirm gives (private.require_ad_allowance; supabase/tests/bulk-upload.test.ts).
    expect(noPackage.error).toMatchObject({
      code: "GM402",
      message: "Trade listings run on a trade package: choose Single Ad, Standard or Premium on the Trade Sellers page (/trade-sellers) to publish",
    });

    await setMemberPlan(admin, dealer.id, "trade-single");
    expect((await dealer.client.rpc("publish_listing", { p_listing_id: first.id })).data).toBe("pending");
    const second = await completeDraft(dealer);
    const full = await dealer.client.rpc("publish_listing", { p_listing_id: second.id });
    expect(full.error).toMatchObject({ code: "GM409" });
    expect(full.error?.message).toBe(
      "Your Single Ad package allows 1 active ad and 1 is live or awaiting review: upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate a listing, to publish this one",
    );
    expect((await dealer.client.from("payments").select("id")).data).toEqual([]);
  });
});

describe("one payment per publish", () => {
  test("paying and publishing twice (a double click) leaves one paid payment and a pending listing", async () => {
    const seller = await member("private_seller");
    const listing = await completeDraft(seller);
    expect((await seller.client.from("generator_listings").update({ chosen_option: "enhanced" }).eq("id", listing.id)).error).toBeNull();
    expect((await seller.client.rpc("listing_missing_fields", { p_listing_id: listing.id })).data).toEqual([]);
    expect((await seller.client.rpc("publish_listing", { p_listing_id: listing.id })).error).toMatchObject({
      code: "GM402",
      message: "This listing has not been paid for",
    });
    const starts = await Promise.all([1, 2].map(() => seller.client.rpc("start_listing_payment", { p_listing_id: listing.id, p_option: "enhanced" }).single<PaymentRow>()));
    expect(starts[0]!.data?.id).toBe(starts[1]!.data?.id);
    for (const started of starts) {
      expect((await seller.client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id })).error).toBeNull();
      expect((await seller.client.rpc("publish_listing", { p_listing_id: listing.id })).data).toBe("pending");
    }
    const { data: payments } = await seller.client.from("payments").select("status, amount_pence").eq("listing_id", listing.id);
    expect(payments).toEqual([{ status: "paid", amount_pence: 3500 }]);
  });

  test("without a chosen or paid option a private seller's listing lacks one", async () => {
    const seller = await member("private_seller");
    const listing = await completeDraft(seller);
    expect((await seller.client.rpc("listing_missing_fields", { p_listing_id: listing.id })).data).toEqual(["listing_option"]);
  });
});

describe("Priority Buyers' first access to new stock", () => {
  test("a listing approved an hour ago is a Priority Buyer's and its seller's alone; one approved 25 hours ago is everyone's", async () => {
    const dealer = await member("trade_seller");
    const priority = await member();
    await setMemberPlan(admin, priority.id, "priority-buyer");
    const visitorMember = await member();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const fresh = await createListing(admin, dealer.id, { reviewed_at: hoursAgo(1), brand: "Earlybird" });
    const older = await createListing(admin, dealer.id, { reviewed_at: hoursAgo(PRIORITY_EARLY_ACCESS_HOURS + 1), brand: "Earlybird" });

    const seen = async (client: SupabaseClient) => {
      const rows = (await client.from("generator_listings").select("id").in("id", [fresh.id, older.id])).data!.map((row) => row.id);
      const search = (await client.rpc("search_listings", { brands: ["Earlybird"] })).data as { listings: { id: string }[] };
      const options = (await client.rpc("listing_filter_options")).data as { brands: string[] };
      const page = (await client.rpc("seller_public_page", { p_seller: dealer.id })).data as { listings: { id: string }[] };
      return {
        rows: rows.includes(fresh.id),
        olderRow: rows.includes(older.id),
        search: search.listings.map((listing) => listing.id).includes(fresh.id),
        olderSearch: search.listings.map((listing) => listing.id).includes(older.id),
        page: page.listings.map((listing) => listing.id).includes(fresh.id),
        brand: options.brands.includes("Earlybird"),
      };
    };
    const hidden = { rows: false, olderRow: true, search: false, olderSearch: true, page: false, brand: true };
    const shown = { rows: true, olderRow: true, search: true, olderSearch: true, page: true, brand: true };
    expect(await seen(anon)).toEqual(hidden);
    expect(await seen(visitorMember.client)).toEqual(hidden);
    expect(await seen(priority.client)).toEqual(shown);
    expect(await seen(dealer.client)).toEqual(shown);
  });
});
