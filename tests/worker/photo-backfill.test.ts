/**
 * The photo backfill (scripts/photo-backfill.mjs → routes/admin.photo-backfill.ts →
 * app/models/photo-backfill.server.ts, docs/decisions/016-photo-processing.md "Photos stored
 * before copies"): photos stored as sent before copies existed, a phone's JPEG with its GPS
 * position, get the copies an upload makes, without any of its EXIF, and the pages serve them;
 * the original is gone. A run after an interruption picks up; a run with nothing left changes
 * nothing. Scoped to this file's member (the script's --user), so other files' photos are not
 * touched. Small photos: what is tested is the backfill, not Images (tests/worker/photo-processing.test.ts).
 */
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { backfillPhotos } from "../../scripts/photo-backfill.mjs";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { devVar } from "../support/dev-vars";
import { addListingPhoto, createAuction, createListing, createMember, deleteMember, type Member } from "../support/factories";
import { CAMERA_EXIF, exifSegment, jpegOf, photographicPixels, withExif } from "../support/photo-fixtures";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());
let seller: Member;
let listingId: string;
let auctionId: string;
let original: Uint8Array<ArrayBuffer>;
const stored = { listing: "", auction: "", avatar: "" };

const run = () => backfillPhotos({ url: worker.url, key: devVar("SUPABASE_SERVICE_ROLE_KEY"), user: seller.id });

/** What a reader of EXIF finds of the phone's: nothing, once processed. */
async function cameraTraces(bytes: Uint8Array) {
  const exif = (await exifr.parse(bytes, { gps: true, tiff: true, xmp: true, translateValues: false }).catch(() => undefined)) ?? {};
  return Object.entries(exif).filter(([key]) => /^(Make|Model|Artist|GPS|latitude|longitude)/.test(key));
}

beforeAll(async () => {
  // 1200×900: copies at 320, 640 and 1200 px; orientation 1 (turning is decision 016's test).
  original = withExif(await jpegOf(photographicPixels(1200, 900, 7), 1200, 900), exifSegment({ orientation: 1 })) as Uint8Array<ArrayBuffer>;
  expect(await cameraTraces(original)).not.toEqual([]);
  seller = await createMember(admin, { userType: "private_seller", label: "photo-backfill" });
  listingId = (await createListing(admin, seller.id)).id;
  stored.listing = (await addListingPhoto(admin, { sellerId: seller.id, listingId, bytes: original, contentType: "image/jpeg", extension: "jpg" })).storagePath;

  auctionId = (await createAuction(admin, seller.id)).id;
  stored.auction = `${seller.id}/auction-uploads/${crypto.randomUUID()}.jpg`;
  expect((await admin.storage.from("listing-photos").upload(stored.auction, original, { contentType: "image/jpeg" })).error).toBeNull();
  expect((await admin.from("auction_photos").insert({ auction_id: auctionId, storage_path: stored.auction, position: 0 })).error).toBeNull();

  stored.avatar = `${seller.id}/before-copies.jpg`;
  expect((await admin.storage.from("avatars").upload(stored.avatar, original, { contentType: "image/jpeg" })).error).toBeNull();
  const avatarUrl = admin.storage.from("avatars").getPublicUrl(stored.avatar).data.publicUrl;
  expect((await admin.from("profiles").update({ image_url: avatarUrl }).eq("id", seller.id)).error).toBeNull();
}, 60_000);

afterAll(async () => {
  if (seller) await deleteMember(admin, seller);
});

async function listingPhoto() {
  const { data, error } = await admin.from("listing_photos").select("id, storage_path, listing_photo_copies(id, storage_path, format, width)").eq("listing_id", listingId).single();
  expect(error).toBeNull();
  return data!;
}

async function auctionPhoto() {
  const { data, error } = await admin.from("auction_photos").select("id, storage_path").eq("auction_id", auctionId).single();
  expect(error).toBeNull();
  const copies = await admin.from("auction_photo_copies").select("id, storage_path, format, width").eq("photo_path", data!.storage_path);
  return { ...data!, copies: copies.data ?? [] };
}

const avatarUrl = async () => (await admin.from("profiles").select("image_url").eq("id", seller.id).single()).data?.image_url ?? "";
const exists = async (bucket: string, path: string) => (await admin.storage.from(bucket).download(path)).data !== null;

describe("photos stored before copies", () => {
  test("get the upload's copies, without EXIF, served by the pages; the originals are removed", { timeout: 90_000 }, async () => {
    const first = await run();
    expect(first.refused).toEqual([]);
    expect(first.done).toBe(3);

    const photo = await listingPhoto();
    expect(photo.listing_photo_copies.map((copy) => `${copy.format} ${copy.width}`).sort()).toEqual(
      ["jpeg 1200", "jpeg 320", "jpeg 640", "webp 1200", "webp 320", "webp 640"],
    );
    expect(photo.storage_path).toBe(photo.listing_photo_copies.find((copy) => copy.format === "jpeg" && copy.width === 1200)!.storage_path);
    expect(await exists("listing-photos", stored.listing)).toBe(false);

    const page = await (await worker.get(`/listings/${listingId}`)).text();
    for (const copy of photo.listing_photo_copies) {
      expect(page).toContain(`/photos/${copy.storage_path}`);
      const served = await worker.fetch(`/photos/${copy.storage_path}`);
      expect(served.status).toBe(200);
      expect(await cameraTraces(new Uint8Array(await served.arrayBuffer()))).toEqual([]);
    }

    const auction = await auctionPhoto();
    expect(auction.storage_path).toMatch(new RegExp(`^${seller.id}/auction-uploads/${auction.id}/[0-9a-f]{64}\\.jpg$`));
    expect(auction.copies).toHaveLength(6);
    expect(await exists("listing-photos", stored.auction)).toBe(false);
    const auctionPage = await (await worker.get(`/auctions/${auctionId}`)).text();
    for (const copy of auction.copies) expect(auctionPage).toContain(`/photos/${copy.storage_path}`);

    const avatar = await avatarUrl();
    expect(avatar).toMatch(/\/[0-9a-f]{64}-320\.jpg$/);
    const avatarCopy = await fetch(avatar);
    expect(avatarCopy.status).toBe(200);
    expect(await cameraTraces(new Uint8Array(await avatarCopy.arrayBuffer()))).toEqual([]);
    expect(await exists("avatars", stored.avatar)).toBe(false);
  });

  test("a run after an interruption picks up (copies made, original not yet removed), and a run with nothing left changes nothing", { timeout: 60_000 }, async () => {
    const before = { listing: await listingPhoto(), auction: await auctionPhoto(), avatar: await avatarUrl() };
    // As if the run had stopped after the copies' rows: the row still points at its original.
    expect((await admin.storage.from("listing-photos").upload(stored.listing, original, { contentType: "image/jpeg" })).error).toBeNull();
    expect((await admin.from("listing_photos").update({ storage_path: stored.listing }).eq("id", before.listing.id)).error).toBeNull();

    const resumed = await run();
    expect(resumed).toMatchObject({ done: 1, refused: [] });
    expect(await listingPhoto()).toEqual(before.listing);
    expect(await exists("listing-photos", stored.listing)).toBe(false);

    const again = await run();
    expect(again).toMatchObject({ done: 0, refused: [] });
    expect({ listing: await listingPhoto(), auction: await auctionPhoto(), avatar: await avatarUrl() }).toEqual(before);
  });

  test("only with the service role key", async () => {
    const response = await worker.fetch("/admin/photo-backfill", {
      method: "POST",
      headers: { Authorization: "Bearer not-the-key", "Content-Type": "application/x-www-form-urlencoded" },
      body: "limit=1",
    });
    expect(response.status).toBe(401);
    expect(await response.text()).toContain("service role key");
  });
});

// The fixture's make is what the phone wrote (kept here so the check above is not vacuous).
test("the original carries the phone's make and GPS", async () => {
  const exif = await exifr.parse(original, { gps: true });
  expect(exif.Make).toBe(CAMERA_EXIF.make);
  expect(exif.latitude).toBeCloseTo(51.5, 1);
});
