/**
 * Creating an auction in the database (supabase/schemas/40-auctions.sql), through supabase-js
 * as the app meets it: the admin fee priced in SQL from the figure plans.ts shows, paid
 * before the auction exists and used by exactly one; create_auction's refusals (unpaid,
 * reused fee, someone else's or missing images, bad fields), each leaving nothing written;
 * and who may write payments, auctions and auction photos (nobody, directly).
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auctionDurationsDays, MAX_AUCTION_IMAGES } from "../../app/content/auctions.ts";
import { auctionAdminFee } from "../../app/content/plans.ts";
import { storedPowerKw } from "../../app/content/power.ts";
import { createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const BUCKET = "listing-photos";
const DENIED = "42501";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

type Signed = { client: SupabaseClient; id: string };

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  anon = backend.client();
  // Fees are charged by the local provider, as seed.sql allows locally.
  await backend.db.query("update private.platform_settings set simulated_payments = true");
});

afterAll(async () => {
  await backend?.close();
});

/** A new member, signed in. */
async function member(userType: "buyer" | "private_seller" | "trade_seller" = "private_seller"): Promise<Signed> {
  const created = await createMember(service, { userType });
  return backend.signedInClient(created.email, created.password);
}

/** An image uploaded as the create form uploads it: the member's own folder, a random name. */
async function upload(who: Signed, folder = "auction-uploads", extension = "png") {
  const path = `${who.id}/${folder}/${crypto.randomUUID()}.${extension}`;
  const { error } = await who.client.storage.from(BUCKET).upload(path, PNG, { contentType: `image/${extension}` });
  expect(error).toBeNull();
  return path;
}

type Payment = { id: string; status: string; amount_pence: number; purpose: string; used_at: string | null; auction_id: string | null };

/** Pays the admin fee as the local payment provider does; returns the paid payment. */
async function payFee(who: Signed) {
  const started = await who.client.rpc("start_auction_fee_payment").single<Payment>();
  expect(started.error).toBeNull();
  const paid = await who.client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id }).single<Payment>();
  expect(paid.error).toBeNull();
  return paid.data!;
}

const fields = {
  p_title: "Perkins 100 kVA standby set",
  p_description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
  p_brand: "Perkins",
  p_model: "1104A-44TG2",
  p_year: 2018,
  p_hours: 3200,
  p_power_kw: 100,
  p_fuel_type: "Diesel",
  p_type: "dieselStandby",
  p_phase: "Three Phase",
  p_condition: "used-good",
  p_location: "Leeds",
  p_warranty_length: 0,
  p_starting_price: 5000,
  p_reserve_price: null as number | null,
  p_duration_days: 7,
  p_postcode: "LS10 1AB" as string | null,
  p_vat_status: "vat-na" as string | null,
  p_delivery: "collection" as string | null,
  p_collection_terms: null as string | null,
};

const create = (who: Signed, feeId: string, photos: string[], overrides: Partial<Record<keyof typeof fields, unknown>> = {}) =>
  who.client.rpc("create_auction", { p_fee_payment_id: feeId, p_photo_paths: photos, ...fields, ...overrides });

async function auctionsOf(who: Signed) {
  const { data, error } = await service.from("auction_listings").select("id").eq("seller_id", who.id);
  expect(error).toBeNull();
  return data!;
}

async function paymentRow(id: string) {
  return (await service.from("payments").select("status, used_at, auction_id").eq("id", id).single()).data!;
}

async function pendingUploads(who: Signed) {
  const { data, error } = await who.client.rpc("my_auction_uploads");
  expect(error).toBeNull();
  return (data as Array<{ storage_path: string }>).map((row) => row.storage_path);
}

describe("the admin fee", () => {
  test("is the £49.95 plans.ts shows, decided in SQL; the durations and image limit are the form's", async () => {
    expect(auctionAdminFee).toBe(49.95);
    expect((await anon.rpc("auction_admin_fee_pence")).data).toBe(Math.round(auctionAdminFee * 100));
    expect((await anon.rpc("auction_durations_days")).data).toEqual([...auctionDurationsDays]);
    expect((await anon.rpc("auction_max_photos")).data).toBe(MAX_AUCTION_IMAGES);

    const seller = await member();
    const paid = await payFee(seller);
    expect(paid).toMatchObject({ status: "paid", amount_pence: 4995, purpose: "auction_fee", used_at: null, auction_id: null });
  });

  test("is for sellers; a double click starts one payment, and a paid fee not yet used is never charged again", async () => {
    const buyer = await member("buyer");
    expect((await buyer.client.rpc("start_auction_fee_payment")).error).toMatchObject({ code: "GM403", message: "Only sellers can create auctions" });
    expect((await anon.rpc("start_auction_fee_payment")).error?.code).toBe(DENIED);

    const seller = await member("trade_seller");
    const [first, second] = await Promise.all([
      seller.client.rpc("start_auction_fee_payment").single<Payment>(),
      seller.client.rpc("start_auction_fee_payment").single<Payment>(),
    ]);
    expect(second.data!.id).toBe(first.data!.id);
    const paid = await payFee(seller);
    expect(paid.id).toBe(first.data!.id);
    expect((await payFee(seller)).id).toBe(paid.id);
    const { data } = await service.from("payments").select("id").eq("user_id", seller.id);
    expect(data).toEqual([{ id: paid.id }]);
  });
});

describe("create_auction", () => {
  test("creates the active auction with its photos in order, ending after the chosen days by the database clock, and uses the fee", async () => {
    const seller = await member();
    const photos = [await upload(seller), await upload(seller)];
    expect(await pendingUploads(seller)).toEqual(photos);
    const fee = await payFee(seller);

    const { data: id, error } = await create(seller, fee.id, [photos[1]!, photos[0]!], {
      p_title: "  Perkins 100 kVA standby set  ",
      p_brand: " ",
      p_reserve_price: 8000,
      p_duration_days: 3,
      // 7 kVA as the form stores it (content/power.ts storedPowerKw): kept to the hundredth of a kW.
      p_power_kw: storedPowerKw(7, "kVA"),
      p_vat_status: "ex-vat",
      p_delivery: "delivery-quoted",
      p_collection_terms: "  Collection from Stourton within 14 days; forklift on site.  ",
    });
    expect(error).toBeNull();
    const { data: auction } = await service
      .from("auction_listings")
      .select("seller_id, title, brand, power_kw, status, reserve_price, admin_fee_paid, admin_fee_amount, created_at, auction_end_date, bid_count, current_bid, postcode, latitude, longitude, vat_status, delivery, collection_terms")
      .eq("id", id)
      .single();
    expect(auction).toMatchObject({
      seller_id: seller.id,
      title: "Perkins 100 kVA standby set",
      brand: null,
      power_kw: 5.6,
      status: "active",
      reserve_price: 8000,
      admin_fee_paid: true,
      admin_fee_amount: 49.95,
      bid_count: 0,
      current_bid: null,
      postcode: "LS10 1AB",
      vat_status: "ex-vat",
      delivery: "delivery-quoted",
      collection_terms: "Collection from Stourton within 14 days; forklift on site.",
    });
    // What it costs is on the page for everyone (auction_page).
    const page = (await anon.rpc("auction_page", { p_auction_id: id })).data as { auction: Record<string, unknown> };
    expect(page.auction).toMatchObject({ vat_status: "ex-vat", delivery: "delivery-quoted", collection_terms: "Collection from Stourton within 14 days; forklift on site." });
    // Placed at LS10's centre (the trigger, supabase/schemas/05-places.sql), for /auctions' distances.
    const [ls10] = (await backend.db.query<{ latitude: number; longitude: number }>(`select latitude, longitude from public.outcodes where outcode = 'LS10'`)).rows;
    expect({ latitude: auction!.latitude, longitude: auction!.longitude }).toEqual(ls10);
    expect(Date.parse(auction!.auction_end_date) - Date.parse(auction!.created_at)).toBe(3 * 24 * 3600 * 1000);
    const { data: rows } = await anon.from("auction_photos").select("storage_path, position").eq("auction_id", id).order("position");
    expect(rows).toEqual([
      { storage_path: photos[1], position: 0 },
      { storage_path: photos[0], position: 1 },
    ]);
    expect(await paymentRow(fee.id)).toMatchObject({ status: "paid", auction_id: id });
    expect((await paymentRow(fee.id)).used_at).not.toBeNull();
    // The images are the auction's now: no longer pending, and the seller can no longer remove them.
    expect(await pendingUploads(seller)).toEqual([]);
    await seller.client.storage.from(BUCKET).remove([photos[0]!]);
    expect((await anon.storage.from(BUCKET).download(photos[0]!)).error).toBeNull();
  });

  test("refuses without a paid fee of the caller's own", async () => {
    const seller = await member();
    const other = await member();
    const photo = await upload(seller);
    const pending = (await seller.client.rpc("start_auction_fee_payment").single<Payment>()).data!;
    const theirs = await payFee(other);
    for (const feeId of [pending.id, theirs.id, crypto.randomUUID()]) {
      expect((await create(seller, feeId, [photo])).error, feeId).toMatchObject({
        code: "GM402",
        message: "Please pay the admin fee before creating your auction",
      });
    }
    expect(await auctionsOf(seller)).toEqual([]);
    expect((await paymentRow(theirs.id)).used_at).toBeNull();
  });

  test("a fee pays for one auction: sent again, at once or later, it creates nothing more", async () => {
    const seller = await member();
    const fee = await payFee(seller);
    const photos = [await upload(seller), await upload(seller)];
    const [first, second] = await Promise.all([create(seller, fee.id, [photos[0]!]), create(seller, fee.id, [photos[1]!])]);
    const created = [first, second].filter((result) => result.error === null);
    expect(created).toHaveLength(1);
    expect([first, second].find((result) => result.error)?.error).toMatchObject({ code: "GM409", message: "This admin fee has already paid for an auction" });
    expect(await auctionsOf(seller)).toEqual([{ id: created[0]!.data }]);
    expect((await create(seller, fee.id, [await upload(seller)])).error?.code).toBe("GM409");
    expect(await auctionsOf(seller)).toHaveLength(1);
  });

  test("refuses images that are not the caller's own pending uploads, writing nothing", async () => {
    const seller = await member();
    const other = await member();
    const used = await upload(seller);
    expect((await create(seller, (await payFee(seller)).id, [used])).error).toBeNull();
    const fee = await payFee(seller);
    const mine = await upload(seller);
    const refusals = [
      await upload(other), // someone else's file
      `${seller.id}/auction-uploads/${crypto.randomUUID()}.png`, // no such file
      await upload(seller, "elsewhere"), // the seller's, but not an auction upload
      await upload(seller, "auction-uploads", "gif"), // a type the form does not take (nor lists)
      `${seller.id}/auction-uploads/../${other.id}/auction-uploads/x.png`,
      used, // another auction's photo
      "seed/perkins-100.png",
    ];
    for (const path of refusals) {
      expect((await create(seller, fee.id, [mine, path])).error, path).toMatchObject({
        code: "GM400",
        message: "One of your images is no longer available. Please remove it and upload it again.",
      });
    }
    expect((await create(seller, fee.id, [mine, mine])).error?.code).toBe("GM400");
    expect(await auctionsOf(seller)).toHaveLength(1);
    expect((await paymentRow(fee.id)).used_at).toBeNull();
    expect(await pendingUploads(seller)).toEqual([mine]);
  });

  test("refuses bad fields, no images and too many images, leaving the fee and the uploads as they were", async () => {
    const seller = await member();
    const fee = await payFee(seller);
    const photo = await upload(seller);
    const nextYear = new Date().getUTCFullYear() + 1;
    const cases: Array<[Partial<Record<keyof typeof fields, unknown>>, string[], string | RegExp]> = [
      [{ p_title: "Too short" }, [photo], /check constraint/],
      [{ p_description: "Short description." }, [photo], /check constraint/],
      [{ p_reserve_price: 5000 }, [photo], /check constraint/],
      [{ p_starting_price: 0 }, [photo], /check constraint/],
      [{ p_hours: -1 }, [photo], /check constraint/],
      [{ p_power_kw: 0 }, [photo], /check constraint/],
      [{ p_power_kw: 100_000.01 }, [photo], /check constraint/],
      [{ p_warranty_length: -1 }, [photo], /check constraint/],
      [{ p_fuel_type: "petrol" }, [photo], /check constraint/],
      [{ p_phase: null }, [photo], /null value/],
      [{ p_phase: "three" }, [photo], /check constraint/],
      [{ p_type: null }, [photo], "Generator type is required"],
      [{ p_type: "Standby" }, [photo], /check constraint/],
      [{ p_location: "" }, [photo], /check constraint/],
      [{ p_duration_days: 4 }, [photo], "Auction duration is required"],
      [{ p_year: 1899 }, [photo], "Year must be valid"],
      [{ p_year: nextYear + 1 }, [photo], "Year must be valid"],
      [{ p_postcode: "ls10 1ab" }, [photo], "Please enter a valid UK postcode"],
      [{ p_postcode: "LEEDS" }, [photo], "Please enter a valid UK postcode"],
      [{ p_vat_status: "zero" }, [photo], "VAT status is required"],
      [{ p_delivery: "courier" }, [photo], "Collection and delivery is required"],
      [{ p_collection_terms: "x".repeat(501) }, [photo], "Collection and delivery terms must be 500 characters or fewer"],
      [{}, [], "Please upload at least one image of your generator"],
    ];
    for (const [overrides, photos, message] of cases) {
      const { error } = await create(seller, fee.id, photos, overrides);
      expect(error?.message, JSON.stringify(overrides)).toMatch(message);
    }
    const many = await Promise.all(Array.from({ length: MAX_AUCTION_IMAGES }, () => upload(seller)));
    expect((await create(seller, fee.id, [photo, ...many])).error?.message).toBe(`An auction can have at most ${MAX_AUCTION_IMAGES} images`);

    expect(await auctionsOf(seller)).toEqual([]);
    expect((await service.from("auction_photos").select("id").in("storage_path", [photo, ...many])).data).toEqual([]);
    expect((await paymentRow(fee.id)).used_at).toBeNull();
    expect(await pendingUploads(seller)).toHaveLength(MAX_AUCTION_IMAGES + 1);
    // Put right, the same fee and images make the auction.
    expect((await create(seller, fee.id, [photo, ...many.slice(1)], { p_year: nextYear })).error).toBeNull();
  });

  test("is for signed-in sellers only", async () => {
    const buyer = await member("buyer");
    const photo = await upload(buyer);
    expect((await create(buyer, crypto.randomUUID(), [photo])).error).toMatchObject({ code: "GM403", message: "Only sellers can create auctions" });
    expect((await anon.rpc("create_auction", { p_fee_payment_id: crypto.randomUUID(), p_photo_paths: [photo], ...fields })).error?.code).toBe(DENIED);
  });
});

describe("who writes what", () => {
  test("nobody writes payments, auctions or auction photos directly; a seller removes only their own pending uploads", async () => {
    const seller = await member();
    const fee = await payFee(seller);
    const photo = await upload(seller);
    const { data: auctionId } = await create(seller, fee.id, [photo]);

    const forgedFee = await seller.client.from("payments").insert({ user_id: seller.id, purpose: "auction_fee", amount_pence: 1, status: "paid", reference: "FREE" });
    expect(forgedFee.error?.code).toBe(DENIED);
    expect((await seller.client.from("payments").update({ used_at: null, auction_id: null }).eq("id", fee.id)).error?.code).toBe(DENIED);
    const forgedAuction = await seller.client.from("auction_listings").insert({ seller_id: seller.id, title: fields.p_title });
    expect(forgedAuction.error?.code).toBe(DENIED);
    const extra = await upload(seller);
    expect((await seller.client.from("auction_photos").insert({ auction_id: auctionId, storage_path: extra, position: 1 })).error?.code).toBe(DENIED);
    expect((await seller.client.from("auction_photos").update({ position: 5 }).eq("auction_id", auctionId)).error?.code).toBe(DENIED);
    expect((await seller.client.from("auction_photos").delete().eq("auction_id", auctionId)).error?.code).toBe(DENIED);
    expect((await anon.from("payments").select("id")).error?.code).toBe(DENIED);

    // Another member cannot remove the seller's pending upload; the seller can.
    const other = await member();
    await other.client.storage.from(BUCKET).remove([extra]);
    expect(await pendingUploads(seller)).toEqual([extra]);
    expect((await seller.client.storage.from(BUCKET).remove([extra])).error).toBeNull();
    expect(await pendingUploads(seller)).toEqual([]);
    expect(await pendingUploads(other)).toEqual([]);
  });
});
