/**
 * Bulk upload's SQL (supabase/schemas/85-bulk-upload.sql): a seller stores only their own previews, and
 * confirm_listing_import applies one all or none: new rows as pending listings for review
 * (a private seller's as drafts), updates by the seller's own stock_ref, never anyone
 * else's, twice applying nothing, within the trade package's allowance by the rule the wizard's
 * publish follows (private.require_ad_allowance, supabase/schemas/30-payments.sql).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" | "trade_seller" = "trade_seller") {
  const made = await createMember(service, { userType });
  return { id: made.id, client: (await backend.signedInClient(made.email, made.password)).client };
}

type TradePackage = "trade-single" | "trade-standard" | "trade-premium";

/** A dealer on a trade package (plans.ts: 1, 10 or 20 ads live or awaiting review). */
async function dealerOn(plan: TradePackage) {
  const dealer = await member("trade_seller");
  await setMemberPlan(service, dealer.id, plan);
  return dealer;
}

/** A listing's columns as models/listing-rows.server.ts plans them. */
function values(title: string, price = 12_500) {
  return {
    title, type: "dieselStandby", condition: "used-good", description: "Serviced, load bank tested.", power_kw: 80,
    fuel: "Diesel", brand: "Perkins", model: null, year: 2019, hours: 4200, price_gbp: price, vat_status: "ex-vat",
    postcode: "B6 4AA", location: "Birmingham", warranty_months: 6, phase: "Three Phase", sockets: false, emissions: null,
  };
}

type Change =
  | { action: "create"; stock_ref: string | null; title: string; price?: number }
  | { action: "update"; stock_ref: string; listing_id: string; title: string; price?: number };

/** Stores a preview as the seller (through RLS, as the app does); its id. */
async function storePreview(client: SupabaseClient, changes: Change[]) {
  const { data, error } = await client
    .from("listing_imports")
    .insert({
      file_name: "stock.csv",
      captcha_id: crypto.randomUUID(),
      row_count: changes.length,
      changes: changes.map(({ title, price, ...change }, index) => ({ row: index + 2, ...change, values: values(title, price), images: [] })),
      failures: [],
      unchanged_count: 0,
    })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

const confirm = (client: SupabaseClient, id: string) => client.rpc("confirm_listing_import", { p_import_id: id });

async function listingsOf(sellerId: string) {
  const { data } = await service.from("generator_listings").select("id, status, title, stock_ref, price_gbp, location").eq("dealer_id", sellerId).order("title");
  return data ?? [];
}

describe("listing_imports", () => {
  test("a seller stores and reads only their own previews; a buyer stores none; nobody marks one applied by hand", async () => {
    const seller = await member();
    const other = await member();
    const buyer = await member("buyer");
    const id = await storePreview(seller.client, [{ action: "create", stock_ref: "A1", title: "Perkins set A1" }]);
    expect((await other.client.from("listing_imports").select("id").eq("id", id)).data).toEqual([]);
    const buyerInsert = await buyer.client.from("listing_imports").insert({ file_name: "x.csv", captcha_id: crypto.randomUUID(), row_count: 0 });
    expect(buyerInsert.error?.code).toBe("42501");
    const forged = await seller.client.from("listing_imports").insert({ file_name: "x.csv", captcha_id: crypto.randomUUID(), row_count: 0, status: "applied" } as never);
    expect(forged.error).not.toBeNull();
    const update = await seller.client.from("listing_imports").update({ row_count: 3 } as never).eq("id", id).select("id");
    expect(update.data ?? []).toEqual([]);
    // One solved captcha makes one import.
    const { data: stored } = await service.from("listing_imports").select("captcha_id").eq("id", id).single();
    const replay = await seller.client.from("listing_imports").insert({ file_name: "again.csv", captcha_id: stored!.captcha_id, row_count: 0 });
    expect(replay.error?.code).toBe("23505");
  });

  test("only a verified dealer stores a preview without a captcha; one upload form (submission_id) makes one import", async () => {
    const dealer = await member("trade_seller");
    const privateSeller = await member("private_seller");
    const withoutCaptcha = (client: SupabaseClient, submissionId = crypto.randomUUID()) =>
      client.from("listing_imports").insert({ file_name: "x.csv", submission_id: submissionId, row_count: 0 }).select("id");
    expect((await dealer.client.rpc("bulk_upload_needs_captcha")).data).toBe(true);
    expect((await withoutCaptcha(dealer.client)).error?.code).toBe("42501");
    // Verified private sellers still solve one: only dealers skip it.
    await service.from("profiles").update({ verified: true }).in("id", [dealer.id, privateSeller.id]);
    expect((await privateSeller.client.rpc("bulk_upload_needs_captcha")).data).toBe(true);
    expect((await withoutCaptcha(privateSeller.client)).error?.code).toBe("42501");
    expect((await dealer.client.rpc("bulk_upload_needs_captcha")).data).toBe(false);
    const submissionId = crypto.randomUUID();
    expect((await withoutCaptcha(dealer.client, submissionId)).error).toBeNull();
    expect((await withoutCaptcha(dealer.client, submissionId)).error?.code).toBe("23505");
  });
});

describe("confirm_listing_import", () => {
  test("applies every row at once: new rows pending review with their stock_ref, updates by stock_ref; a second confirm applies nothing", async () => {
    const seller = await dealerOn("trade-standard");
    const live = await createListing(service, seller.id, { title: "Perkins set B2 (live)", stock_ref: "B2", price_gbp: 9_000 });
    const untouched = await createListing(service, seller.id, { title: "Perkins set Z9 (not in the file)", stock_ref: "Z9" });
    const id = await storePreview(seller.client, [
      { action: "create", stock_ref: "B1", title: "Perkins set B1", price: 12_500 },
      { action: "update", stock_ref: "B2", listing_id: live.id, title: "Perkins set B2 (live)", price: 9_500 },
      { action: "create", stock_ref: null, title: "Perkins set without a ref" },
    ]);
    const first = await confirm(seller.client, id);
    expect(first).toMatchObject({ error: null, data: { created: 2, updated: 1, already_applied: false } });
    expect(await listingsOf(seller.id)).toEqual([
      expect.objectContaining({ title: "Perkins set B1", status: "pending", stock_ref: "B1", price_gbp: 12_500, location: "Birmingham" }),
      expect.objectContaining({ id: live.id, status: "active", price_gbp: 9_500 }),
      expect.objectContaining({ id: untouched.id, status: "active", price_gbp: 900 }),
      expect.objectContaining({ title: "Perkins set without a ref", status: "pending", stock_ref: null }),
    ]);
    // The staff queue shows the new ones (pending, submitted now).
    const { data: queued } = await service.from("generator_listings").select("submitted_at").eq("dealer_id", seller.id).eq("status", "pending");
    expect(queued?.every((listing) => listing.submitted_at !== null)).toBe(true);

    const again = await confirm(seller.client, id);
    expect(again).toMatchObject({ error: null, data: { created: 2, updated: 1, already_applied: true } });
    expect(await listingsOf(seller.id)).toHaveLength(4);
    const { data: stored } = await seller.client.from("listing_imports").select("status, created_count, updated_count, applied_at").eq("id", id).single();
    expect(stored).toMatchObject({ status: "applied", created_count: 2, updated_count: 1 });
  });

  test("all or none: one row that can no longer be applied leaves every listing as it was", async () => {
    const seller = await dealerOn("trade-standard");
    const waiting = await createListing(service, seller.id, { title: "Perkins set C2", stock_ref: "C2", status: "pending" });
    const id = await storePreview(seller.client, [
      { action: "create", stock_ref: "C1", title: "Perkins set C1" },
      { action: "update", stock_ref: "C2", listing_id: waiting.id, title: "Perkins set C2", price: 1 },
    ]);
    const { error } = await confirm(seller.client, id);
    expect(error).toMatchObject({ code: "GM409", message: expect.stringContaining("Row 3: the listing with stock ref C2 has changed since the preview") });
    expect(await listingsOf(seller.id)).toEqual([expect.objectContaining({ id: waiting.id, price_gbp: 900 })]);
    const { data: stored } = await seller.client.from("listing_imports").select("status").eq("id", id).single();
    expect(stored?.status).toBe("previewed");
  });

  test("never changes another seller's listing, even with its id and stock_ref", async () => {
    const seller = await member();
    const rival = await member();
    const theirs = await createListing(service, rival.id, { title: "Rival's set D1", stock_ref: "D1", price_gbp: 5_000 });
    const id = await storePreview(seller.client, [{ action: "update", stock_ref: "D1", listing_id: theirs.id, title: "Hijacked", price: 1 }]);
    expect((await confirm(seller.client, id)).error?.code).toBe("GM409");
    expect(await listingsOf(rival.id)).toEqual([expect.objectContaining({ title: "Rival's set D1", price_gbp: 5_000 })]);
    // Nor confirm their import.
    const rivalImport = await storePreview(rival.client, [{ action: "create", stock_ref: "D2", title: "Rival's set D2" }]);
    expect((await confirm(seller.client, rivalImport)).error?.code).toBe("GM404");
    expect(await listingsOf(rival.id)).toHaveLength(1);
  });

  test("a private seller's new rows become drafts to finish and pay for in the wizard", async () => {
    const seller = await member("private_seller");
    const id = await storePreview(seller.client, [{ action: "create", stock_ref: "E1", title: "Private set E1" }]);
    expect((await confirm(seller.client, id)).error).toBeNull();
    expect(await listingsOf(seller.id)).toEqual([expect.objectContaining({ status: "draft" })]);
  });

});

describe("the trade package's allowance, as the wizard's (private.require_ad_allowance)", () => {
  test("a dealer without a package is told to choose one on /trade-sellers, and nothing is written", async () => {
    const seller = await member();
    const draft = await createListing(service, seller.id, { title: "Draft with ref", stock_ref: "N0", status: "draft" });
    const id = await storePreview(seller.client, [
      { action: "create", stock_ref: "N1", title: "New set N1" },
      { action: "update", stock_ref: "N0", listing_id: draft.id, title: "Draft with ref", price: 1_234 },
    ]);
    const { error } = await confirm(seller.client, id);
    expect(error).toMatchObject({
      code: "GM402",
      message: "Trade listings run on a trade package: choose Single Ad, Standard or Premium on the Trade Sellers page (/trade-sellers) to publish",
    });
    expect(await listingsOf(seller.id)).toEqual([expect.objectContaining({ id: draft.id, status: "draft", price_gbp: 900 })]);
    const { data: stored } = await seller.client.from("listing_imports").select("status").eq("id", id).single();
    expect(stored?.status).toBe("previewed");

    // A file of updates only adds no listing, so it needs no ads.
    const updatesOnly = await storePreview(seller.client, [{ action: "update", stock_ref: "N0", listing_id: draft.id, title: "Draft with ref", price: 1_234 }]);
    expect((await confirm(seller.client, updatesOnly)).error).toBeNull();
    expect(await listingsOf(seller.id)).toEqual([expect.objectContaining({ id: draft.id, price_gbp: 1_234 })]);
  });

  test("Single Ad with one live ad: a file of 2 new listings is refused whole, naming the package, its allowance and what is live", async () => {
    const seller = await dealerOn("trade-single");
    await createListing(service, seller.id, { title: "The one live ad" });
    const id = await storePreview(seller.client, [
      { action: "create", stock_ref: "G1", title: "New set G1" },
      { action: "create", stock_ref: "G2", title: "New set G2" },
    ]);
    const { error } = await confirm(seller.client, id);
    expect(error).toMatchObject({
      code: "GM409",
      message:
        "Your Single Ad package allows 1 active ad and 1 is live or awaiting review, so none of these 2 new listings fits: upgrade your package on the Trade Sellers page (/trade-sellers), or deactivate listings, to publish them",
    });
    expect(await listingsOf(seller.id)).toEqual([expect.objectContaining({ title: "The one live ad", status: "active" })]);
  });

  test("with room for some, says how many fit and confirms a file that fits; updates and drafts do not count", async () => {
    const seller = await dealerOn("trade-standard");
    for (let i = 0; i < 8; i++) await createListing(service, seller.id, { title: `Live ad ${i}`, status: i % 2 ? "active" : "pending" });
    const draft = await createListing(service, seller.id, { title: "Draft with ref", stock_ref: "F0", status: "draft" });
    const id = await storePreview(seller.client, [
      { action: "create", stock_ref: "F1", title: "New set F1" },
      { action: "create", stock_ref: "F2", title: "New set F2" },
      { action: "create", stock_ref: "F3", title: "New set F3" },
      { action: "update", stock_ref: "F0", listing_id: draft.id, title: "Draft with ref", price: 1_234 },
    ]);
    const { error } = await confirm(seller.client, id);
    expect(error).toMatchObject({
      code: "GM409",
      message:
        "Your Standard package allows 10 active ads and 8 are live or awaiting review, so only 2 of these 3 new listings fit: publish at most 2, or upgrade your package on the Trade Sellers page (/trade-sellers) or deactivate listings to publish them all",
    });
    expect(await listingsOf(seller.id)).toHaveLength(9);
    const fits = await storePreview(seller.client, [
      { action: "create", stock_ref: "F1", title: "New set F1" },
      { action: "create", stock_ref: "F2", title: "New set F2" },
      { action: "update", stock_ref: "F0", listing_id: draft.id, title: "Draft with ref", price: 1_234 },
    ]);
    expect((await confirm(seller.client, fits)).data).toMatchObject({ created: 2, updated: 1 });
    expect(await listingsOf(seller.id)).toHaveLength(11);
  });

  test("a confirm and a publish at once cannot both take the last ad", async () => {
    const seller = await dealerOn("trade-single");
    const draft = await createListing(service, seller.id, { title: "Complete draft", status: "draft" });
    const photo = await service.from("listing_photos").insert({ listing_id: draft.id, storage_path: `${seller.id}/${draft.id}/a.png`, position: 0 });
    expect(photo.error).toBeNull();
    const id = await storePreview(seller.client, [{ action: "create", stock_ref: "H1", title: "New set H1" }]);
    const [confirmed, published] = await Promise.all([confirm(seller.client, id), seller.client.rpc("publish_listing", { p_listing_id: draft.id })]);
    expect([confirmed.error, published.error].filter(Boolean)).toEqual([expect.objectContaining({ code: "GM409" })]);
    const live = (await listingsOf(seller.id)).filter((listing) => listing.status === "pending");
    expect(live).toHaveLength(1);
  });
});
