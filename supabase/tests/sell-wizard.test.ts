/**
 * The sell wizard's database rules (supabase/schemas/20-listings.sql, 30-payments.sql), through supabase-js as the
 * app meets them: listing options priced in SQL, payments nobody can write directly,
 * publishing only a complete, paid, own draft (once), status no longer in the owner's
 * hands, and drafts and pending listings (and their photos) hidden from everyone else.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingOptions } from "~/content/plans";
import { createListing } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;
let seller: SupabaseClient; // demo private seller
let other: SupabaseClient; // demo trade seller
let sellerId: string;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-private@genmarket.test"));
  ({ client: other } = await backend.signedInClient("demo-trade@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

const completeDraft = {
  title: "FG Wilson P110-3 110 kVA standby",
  type: "dieselStandby",
  condition: "used-good",
  description: "Ex-hospital standby set, serviced yearly.",
  power_kw: 88,
  fuel: "Diesel",
  brand: "FG Wilson",
  year: 2016,
  price_gbp: 12500,
  vat_status: "ex-vat",
  postcode: "LS10 1AB",
};

/** A draft of the seller's with every field the wizard asks for, and optionally a photo. */
async function draft({ withPhoto = true, fields = {} }: { withPhoto?: boolean; fields?: Record<string, unknown> } = {}) {
  const { data, error } = await seller
    .from("generator_listings")
    .insert({ ...completeDraft, ...fields, dealer_id: sellerId })
    .select("id, status, type")
    .single();
  expect(error).toBeNull();
  if (withPhoto) await addPhoto(data!.id, 0);
  return data!;
}

/** A photo uploaded and added as the wizard does it. */
async function addPhoto(listingId: string, position: number) {
  const path = `${sellerId}/${listingId}/${crypto.randomUUID()}.png`;
  const upload = await seller.storage.from("listing-photos").upload(path, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { contentType: "image/png" });
  expect(upload.error).toBeNull();
  const { data, error } = await seller
    .from("listing_photos")
    .insert({ listing_id: listingId, storage_path: path, position })
    .select("id")
    .single();
  expect(error).toBeNull();
  return data!.id as string;
}

async function pay(listingId: string, option: "basic" | "enhanced", client = seller) {
  const started = await client.rpc("start_listing_payment", { p_listing_id: listingId, p_option: option }).single<{ id: string; amount_pence: number }>();
  if (started.error) return started;
  return client.rpc("complete_simulated_payment", { p_payment_id: started.data.id }).single<{ status: string; amount_pence: number; listing_option: string }>();
}

describe("listing options and payments", () => {
  test("the database charges exactly the prices the site shows (plans.ts)", async () => {
    expect(listingOptions.map((option) => [option.key, option.price])).toEqual([["basic", 20], ["enhanced", 35]]);
    for (const option of listingOptions) {
      const { data } = await anon.rpc("listing_option_amount_pence", { p_option: option.key });
      expect(data, option.key).toBe(Math.round(option.price * 100));
      const { id } = await draft();
      const paid = await pay(id, option.key);
      expect(paid.error).toBeNull();
      expect(paid.data).toMatchObject({ status: "paid", amount_pence: option.price * 100, listing_option: option.key });
      const { data: listing } = await seller.from("generator_listings").select("listing_option").eq("id", id).single();
      expect(listing?.listing_option).toBe(option.key);
    }
  });

  test("nobody writes a payment directly; an unknown option or a second option is refused", async () => {
    const { id } = await draft();
    const forged = await seller.from("payments").insert({ user_id: sellerId, listing_id: id, listing_option: "enhanced", amount_pence: 1, reference: "FREE" });
    expect(forged.error?.code).toBe("42501");
    expect((await seller.rpc("start_listing_payment", { p_listing_id: id, p_option: "platinum" })).error).not.toBeNull();

    expect((await pay(id, "basic")).error).toBeNull();
    expect((await seller.from("payments").update({ amount_pence: 1 }).eq("listing_id", id)).error?.code).toBe("42501");
    // Paid once: the same option again is the same payment; another option is refused.
    expect((await pay(id, "basic")).data).toMatchObject({ status: "paid", amount_pence: 2000 });
    expect((await seller.rpc("start_listing_payment", { p_listing_id: id, p_option: "enhanced" })).error).toMatchObject({
      code: "GM409",
      message: "This listing is already paid for",
    });
    const { data: payments } = await seller.from("payments").select("status, amount_pence").eq("listing_id", id);
    expect(payments).toEqual([{ status: "paid", amount_pence: 2000 }]);
    // Only the owner pays for a listing, and only the owner reads the payment.
    expect((await pay(id, "basic", other)).error?.code).toBe("GM404");
    expect((await other.from("payments").select("id").eq("listing_id", id)).data).toEqual([]);
    expect((await anon.from("payments").select("id")).error?.code).toBe("42501");
  });

  test("simulated payments are refused where the platform has not switched them on", async () => {
    const { id } = await draft({ fields: { chosen_option: "enhanced" } });
    await backend.db.query("update private.platform_settings set simulated_payments = false");
    try {
      const refused = await pay(id, "enhanced");
      expect(refused.error?.message).toBe("Simulated payments are not enabled on this project");
      const { data } = await seller.from("payments").select("status").eq("listing_id", id);
      expect(data).toEqual([{ status: "pending" }]);
      expect((await seller.rpc("publish_listing", { p_listing_id: id })).error).toMatchObject({ code: "GM402", message: "This listing has not been paid for" });
    } finally {
      await backend.db.query("update private.platform_settings set simulated_payments = true");
    }
  });
});

describe("publish_listing", () => {
  test("sends a complete, paid, own draft for review, once", async () => {
    const incomplete = await draft({ withPhoto: false, fields: { location: null } });
    expect((await pay(incomplete.id, "basic")).error).toBeNull();
    expect((await seller.rpc("publish_listing", { p_listing_id: incomplete.id })).error).toMatchObject({
      code: "GM409",
      message: "This listing is not complete yet: it still needs at least one photo",
    });
    await addPhoto(incomplete.id, 0);

    expect((await other.rpc("publish_listing", { p_listing_id: incomplete.id })).error).toMatchObject({ code: "GM404", message: "Listing not found" });
    const first = await seller.rpc("publish_listing", { p_listing_id: incomplete.id });
    expect(first).toMatchObject({ error: null, data: "pending" });
    const again = await seller.rpc("publish_listing", { p_listing_id: incomplete.id });
    expect(again).toMatchObject({ error: null, data: "pending" });

    const { data } = await seller.from("generator_listings").select("status, location, type, published_at").eq("id", incomplete.id).single();
    // The postcode stands in for a location not given; the type is the one the wizard stored.
    expect(data).toEqual({ status: "pending", location: "LS10 1AB", type: "dieselStandby", published_at: null });
  });

  test("a listing under review is frozen for its owner, photos included", async () => {
    const { id } = await draft();
    await pay(id, "enhanced");
    await seller.rpc("publish_listing", { p_listing_id: id });
    const update = await seller.from("generator_listings").update({ price_gbp: 1 }).eq("id", id).select("id");
    expect(update.data).toEqual([]);
    expect((await seller.from("listing_photos").insert({ listing_id: id, storage_path: `${sellerId}/${id}/9.png`, position: 9 })).error?.code).toBe("42501");
    expect((await seller.from("listing_photos").delete().eq("listing_id", id).select("id")).data).toEqual([]);
  });
});

describe("listing_missing_fields: what a listing still lacks", () => {
  const missingOf = async (id: string, client = seller) => client.rpc("listing_missing_fields", { p_listing_id: id });

  test("nothing for a complete draft with a chosen or paid option; each missing piece by name otherwise", async () => {
    const { id } = await draft();
    expect((await missingOf(id)).data).toEqual(["listing_option"]);
    expect((await pay(id, "basic")).error).toBeNull();
    expect(await missingOf(id)).toMatchObject({ data: [], error: null });
    const { id: chosen } = await draft({ fields: { chosen_option: "basic" } });
    expect(await missingOf(chosen)).toMatchObject({ data: [], error: null });

    const fields: Record<string, Record<string, unknown>> = {
      type: { type: null },
      condition: { condition: null },
      description: { description: "   " },
      power_kw: { power_kw: null },
      fuel: { fuel: null },
      brand: { brand: null },
      year: { year: null },
      price_gbp: { price_gbp: null },
      vat_status: { vat_status: null },
      postcode: { postcode: null, location: "Leeds" },
    };
    for (const [name, field] of Object.entries(fields)) {
      const { id: lacking } = await draft({ fields: field });
      expect((await missingOf(lacking)).data, name).toEqual([name, "listing_option"]);
    }
    const { id: noPhoto } = await draft({ withPhoto: false });
    expect((await missingOf(noPhoto)).data).toEqual(["photos", "listing_option"]);
    // A live listing needs no new payment.
    const { id: seeded } = await createListing(backend.client("service_role"), sellerId, { status: "active", type: "dieselStandby" });
    await addPhoto(seeded, 0);
    expect((await missingOf(seeded)).data).toEqual([]);
  });

  test("only the owner and staff may ask; anyone else gets no answer", async () => {
    const { id } = await draft({ fields: { brand: null } });
    const { client: staff } = await backend.signedInClient("demo-staff@genmarket.test");
    expect((await missingOf(id, staff)).data).toEqual(["brand", "listing_option"]);
    expect(await missingOf(id, other)).toMatchObject({ data: null, error: null });
    expect((await missingOf(id, anon)).error?.code).toBe("42501");
  });

  test("publish_listing refuses with what is missing, and changes nothing", async () => {
    const { id } = await draft({ withPhoto: false, fields: { brand: null, vat_status: null } });
    expect((await seller.rpc("publish_listing", { p_listing_id: id })).error).toMatchObject({
      code: "GM409",
      message: "This listing is not complete yet: it still needs the brand, at least one photo, the VAT status and a listing option",
    });
    const { data } = await seller.from("generator_listings").select("status, wizard_step").eq("id", id).single();
    expect(data).toEqual({ status: "draft", wizard_step: null });
  });

  test("a listing it calls complete meets the table's check for live listings once approved", async () => {
    const { id } = await draft({ fields: { location: null, region: null } });
    expect((await pay(id, "basic")).error).toBeNull();
    expect((await missingOf(id)).data).toEqual([]);
    expect((await seller.rpc("publish_listing", { p_listing_id: id })).data).toBe("pending");
    const { client: staff } = await backend.signedInClient("demo-staff@genmarket.test");
    expect(await staff.rpc("moderate_listing", { p_listing_id: id, p_decision: "approve" })).toMatchObject({ error: null, data: "active" });
  });
});

describe("status belongs to the platform", () => {
  test("owners cannot set status on insert or update; a new listing is a draft", async () => {
    const insert = await seller.from("generator_listings").insert({ ...completeDraft, dealer_id: sellerId, status: "active" });
    expect(insert.error?.code).toBe("42501");
    const { id, status } = await draft();
    expect(status).toBe("draft");
    const update = await seller.from("generator_listings").update({ status: "active" }).eq("id", id);
    expect(update.error?.code).toBe("42501");
    expect((await seller.from("generator_listings").update({ listing_option: "enhanced" }).eq("id", id)).error?.code).toBe("42501");
  });

  test("the listing option's check has the name moderation relies on", async () => {
    const { rows } = await backend.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'generator_listings_listing_option_check'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.definition).toContain("basic");
    expect(rows[0]!.definition).toContain("enhanced");
  });

  test("the wizard stores the type it asked, and nothing files it anew (the one type list, docs/selling.md)", async () => {
    expect((await draft({ fields: { type: "portable", fuel: "Petrol/Gasoline" } })).type).toBe("portable");
    const { id } = await draft({ fields: { type: "dieselPrime" } });
    const { data } = await seller.from("generator_listings").update({ fuel: "Natural Gas" }).eq("id", id).select("type").single();
    expect(data?.type).toBe("dieselPrime");
    const refused = await seller.from("generator_listings").update({ type: "Standby" as never }).eq("id", id);
    expect(refused.error?.code).toBe("23514");
  });
});

describe("drafts and pending listings are private", () => {
  test("anonymous visitors and other users cannot read a draft or pending listing, or its photos", async () => {
    const { id: draftId } = await draft();
    const { id: pendingId } = await draft();
    await pay(pendingId, "basic");
    expect((await seller.rpc("publish_listing", { p_listing_id: pendingId })).data).toBe("pending");

    for (const [who, client] of [["anon", anon], ["another seller", other]] as const) {
      const { data: listings, error } = await client.from("generator_listings").select("id").in("id", [draftId, pendingId]);
      expect(error, who).toBeNull();
      expect(listings, who).toEqual([]);
      const { data: photos } = await client.from("listing_photos").select("id").in("listing_id", [draftId, pendingId]);
      expect(photos, who).toEqual([]);
    }
    const { data: own } = await seller.from("generator_listings").select("id, status").in("id", [draftId, pendingId]).order("status");
    expect(own?.map((row) => row.status)).toEqual(["draft", "pending"]);
  });
});

describe("move_listing_photo", () => {
  test("swaps a photo with its neighbour; nothing at the ends; never someone else's", async () => {
    const { id } = await draft({ withPhoto: false });
    const first = await addPhoto(id, 0);
    const second = await addPhoto(id, 1);
    const third = await addPhoto(id, 4);
    const order = async () => (await seller.from("listing_photos").select("id").eq("listing_id", id).order("position")).data!.map((row) => row.id);

    expect((await seller.rpc("move_listing_photo", { p_photo_id: third, p_direction: -1 })).error).toBeNull();
    expect(await order()).toEqual([first, third, second]);
    await seller.rpc("move_listing_photo", { p_photo_id: first, p_direction: -1 });
    expect(await order()).toEqual([first, third, second]);
    expect((await other.rpc("move_listing_photo", { p_photo_id: first, p_direction: 1 })).error).toMatchObject({ code: "GM404", message: "Photo not found" });
    expect(await order()).toEqual([first, third, second]);
  });
});
