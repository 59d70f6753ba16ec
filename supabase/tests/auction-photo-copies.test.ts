/**
 * An auction image's web copies (auction_photo_copies, supabase/schemas/40-auctions.sql;
 * docs/decisions/016-photo-processing.md) through supabase-js as the app meets them: the
 * seller adds them to an image waiting in their uploads folder, my_auction_uploads lists the
 * image once (its largest JPEG copy), create_auction takes it, and from then on the copies are
 * readable exactly as the auction photo is (everyone's while the auction stands, its seller's
 * alone once cancelled) and nobody adds, removes or overwrites one. A stranger cannot add
 * copies to another seller's image.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const BUCKET = "listing-photos";
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;

type Signed = { client: SupabaseClient; id: string };

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
  anon = backend.client();
  await backend.db.query("update private.platform_settings set simulated_payments = true");
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" = "private_seller"): Promise<Signed> {
  const created = await createMember(service, { userType });
  return backend.signedInClient(created.email, created.password);
}

const hash = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");

type CopyRow = { photo_path: string; storage_path: string; width: number; height: number; format: string; bytes: number };

/**
 * An image as the create form stores it: its copies (a JPEG and a WebP, and a smaller JPEG)
 * in a folder of its own among `owner`'s uploads; the largest JPEG stands for the image.
 */
function imageOf(owner: Signed) {
  const folder = `${owner.id}/auction-uploads/${crypto.randomUUID()}`;
  const photoPath = `${folder}/${hash()}.jpg`;
  const copies: CopyRow[] = [
    { photo_path: photoPath, storage_path: photoPath, width: 640, height: 480, format: "jpeg", bytes: JPEG.byteLength },
    { photo_path: photoPath, storage_path: `${folder}/${hash()}.webp`, width: 640, height: 480, format: "webp", bytes: JPEG.byteLength },
    { photo_path: photoPath, storage_path: `${folder}/${hash()}.jpg`, width: 320, height: 240, format: "jpeg", bytes: JPEG.byteLength },
  ];
  return { photoPath, copies };
}

async function uploadFiles(who: Signed, copies: CopyRow[]) {
  for (const copy of copies) {
    const contentType = copy.format === "webp" ? "image/webp" : "image/jpeg";
    const { error } = await who.client.storage.from(BUCKET).upload(copy.storage_path, JPEG, { contentType });
    expect(error).toBeNull();
  }
}

async function storedImage(who: Signed) {
  const image = imageOf(who);
  await uploadFiles(who, image.copies);
  expect((await who.client.from("auction_photo_copies").insert(image.copies)).error).toBeNull();
  return image;
}

/** create_auction with a paid fee (the seller's unused one if they have it) and these images. */
async function tryCreate(who: Signed, photoPaths: string[]) {
  const started = await who.client.rpc("start_auction_fee_payment").single<{ id: string; status: string }>();
  expect(started.error).toBeNull();
  if (started.data!.status !== "paid") {
    expect((await who.client.rpc("complete_simulated_payment", { p_payment_id: started.data!.id })).error).toBeNull();
  }
  return who.client.rpc("create_auction", {
    p_fee_payment_id: started.data!.id,
    p_title: "Perkins 100 kVA standby set",
    p_description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
    p_brand: "Perkins",
    p_model: "1104A-44TG2",
    p_year: 2018,
    p_hours: 3200,
    p_power_kw: 100,
    p_fuel_type: "Diesel",
    p_phase: "Three Phase",
    p_type: "dieselStandby",
    p_condition: "used-good",
    p_location: "Leeds",
    p_warranty_length: 0,
    p_starting_price: 5000,
    p_reserve_price: null,
    p_duration_days: 7,
    p_photo_paths: photoPaths,
  });
}

async function createAuction(who: Signed, photoPaths: string[]) {
  const { data, error } = await tryCreate(who, photoPaths);
  expect(error).toBeNull();
  return data as string;
}

async function visibleCopies(client: SupabaseClient, photoPath: string) {
  const { data, error } = await client.from("auction_photo_copies").select("storage_path").eq("photo_path", photoPath);
  expect(error).toBeNull();
  return data!.map((row) => row.storage_path).sort();
}

const sorted = (copies: CopyRow[]) => copies.map((copy) => copy.storage_path).sort();

describe("auction image copies", () => {
  test("wait as the seller's alone, listed once by my_auction_uploads, and an auction's once created: public with it, fixed", async () => {
    const seller = await member();
    const image = await storedImage(seller);
    const other = await storedImage(seller);

    expect(await visibleCopies(seller.client, image.photoPath)).toEqual(sorted(image.copies));
    expect(await visibleCopies(anon, image.photoPath)).toEqual([]);
    // The image once, by its largest JPEG copy; never its other copies.
    const waiting = await seller.client.rpc("my_auction_uploads");
    expect(waiting.error).toBeNull();
    expect((waiting.data as Array<{ storage_path: string }>).map((row) => row.storage_path).sort()).toEqual(
      [image.photoPath, other.photoPath].sort(),
    );

    // A copy that is not the image's largest JPEG is no image of its own.
    expect((await tryCreate(seller, [image.copies[2]!.storage_path])).error?.code).toBe("GM400");

    const auctionId = await createAuction(seller, [image.photoPath]);
    expect(await visibleCopies(anon, image.photoPath)).toEqual(sorted(image.copies));
    const webp = await anon.storage.from(BUCKET).download(image.copies[1]!.storage_path);
    expect(webp.error).toBeNull();
    // The auction page offers them.
    const page = await anon.rpc("auction_page", { p_auction_id: auctionId });
    expect(page.error).toBeNull();
    const photos = (page.data as { photos: Array<{ storage_path: string; copies: CopyRow[] }> }).photos;
    expect(photos.map((photo) => photo.storage_path)).toEqual([image.photoPath]);
    expect(photos[0]!.copies.map((copy) => copy.storage_path).sort()).toEqual(sorted(image.copies));

    // Fixed: the seller adds none, removes none, and cannot remove or overwrite their files.
    const folder = image.photoPath.slice(0, image.photoPath.lastIndexOf("/"));
    const extra: CopyRow = { ...image.copies[0]!, storage_path: `${folder}/${hash()}.jpg`, width: 160, height: 120 };
    await uploadFiles(seller, [extra]);
    expect((await seller.client.from("auction_photo_copies").insert(extra)).error?.code).toBe("42501");
    const removed = await seller.client.from("auction_photo_copies").delete().eq("photo_path", image.photoPath).select("id");
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([]);
    await seller.client.storage.from(BUCKET).remove([image.copies[1]!.storage_path]);
    expect((await anon.storage.from(BUCKET).download(image.copies[1]!.storage_path)).error).toBeNull();
    const overwrite = await seller.client.storage.from(BUCKET).upload(image.copies[1]!.storage_path, JPEG, { contentType: "image/webp", upsert: true });
    expect(overwrite.error).not.toBeNull();
    expect(await visibleCopies(anon, image.photoPath)).toEqual(sorted(image.copies));

    // A waiting image's copies the seller may remove (Remove on the create form).
    const gone = await seller.client.from("auction_photo_copies").delete().eq("photo_path", other.photoPath).select("id");
    expect(gone.error).toBeNull();
    expect(gone.data).toHaveLength(3);
  });

  test("a stranger cannot add copies to another seller's image, waiting or in an auction", async () => {
    const seller = await member();
    const stranger = await member();
    const image = await storedImage(seller);
    await createAuction(seller, [image.photoPath]);
    const waiting = await storedImage(seller);

    for (const target of [image, waiting]) {
      // Their own file, claimed as a copy of the seller's image: refused.
      const ownFolder = `${stranger.id}/auction-uploads/${target.photoPath.split("/")[2]}`;
      const theirs: CopyRow = { ...target.copies[0]!, storage_path: `${ownFolder}/${hash()}.webp`, format: "webp", width: 160, height: 120 };
      await uploadFiles(stranger, [theirs]);
      expect((await stranger.client.from("auction_photo_copies").insert(theirs)).error).not.toBeNull();
      // A row naming a file of the seller's folder: refused.
      const inSellers: CopyRow = { ...target.copies[0]!, storage_path: `${target.photoPath.slice(0, target.photoPath.lastIndexOf("/"))}/${hash()}.jpg`, width: 160, height: 120 };
      expect((await stranger.client.from("auction_photo_copies").insert(inSellers)).error?.code).toBe("42501");
      // Nor remove theirs.
      const removed = await stranger.client.from("auction_photo_copies").delete().eq("photo_path", target.photoPath).select("id");
      expect(removed.data ?? []).toEqual([]);
      expect((await service.from("auction_photo_copies").select("id").eq("photo_path", target.photoPath)).data).toHaveLength(3);
    }
    // A waiting image's copies are nobody's to read but the seller's.
    expect(await visibleCopies(stranger.client, waiting.photoPath)).toEqual([]);
  });

  test("a cancelled auction's copies are hidden from visitors as its photo is, and still its seller's", async () => {
    const seller = await member();
    const buyer = await member("buyer");
    const image = await storedImage(seller);
    const auctionId = await createAuction(seller, [image.photoPath]);
    expect((await seller.client.rpc("cancel_auction", { p_auction_id: auctionId })).error).toBeNull();

    for (const visitor of [anon, buyer.client]) {
      expect((await visitor.from("auction_photos").select("id").eq("auction_id", auctionId)).data).toEqual([]);
      expect(await visibleCopies(visitor, image.photoPath)).toEqual([]);
      expect((await visitor.storage.from(BUCKET).download(image.copies[1]!.storage_path)).error).not.toBeNull();
    }
    expect(await visibleCopies(seller.client, image.photoPath)).toEqual(sorted(image.copies));
  });
});
