/**
 * Listing photos are private until their listing is public (docs/security.md), through
 * Storage and PostgREST as a visitor, another member, the owner and staff would use them:
 * who lists folders and downloads files, which file a photo row may point at, and which
 * types the bucket takes. (The Worker's /photos route is tested in tests/worker/photos.test.ts.)
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const BUCKET = "listing-photos";
const DENIED = "42501";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: SupabaseClient;
let buyer: SupabaseClient;
let seller: SupabaseClient; // demo private seller: a draft and a pending listing with uploaded photos
let sellerId: string;
let dealer: SupabaseClient; // demo trade seller: an active listing with an uploaded photo
let dealerId: string;

type Listing = { id: string; photo: string };
let draft: Listing;
let pending: Listing;
let active: Listing;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  service = backend.client("service_role");
  ({ client: staff } = await backend.signedInClient("demo-staff@genmarket.test"));
  ({ client: buyer } = await backend.signedInClient("demo-buyer@genmarket.test"));
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-private@genmarket.test"));
  ({ client: dealer, id: dealerId } = await backend.signedInClient("demo-trade@genmarket.test"));
  draft = await listingWithPhoto(seller, sellerId, "draft");
  pending = await listingWithPhoto(seller, sellerId, "pending");
  active = await listingWithPhoto(dealer, dealerId, "active");
});

afterAll(async () => {
  await backend?.close();
});

/** Everything an active listing needs (the database checks it). */
const complete = {
  type: "dieselStandby",
  condition: "used-good",
  description: "Serviced yearly.",
  power_kw: 88,
  fuel: "Diesel",
  brand: "FG Wilson",
  year: 2016,
  price_gbp: 12500,
  location: "Leeds",
  region: "leeds",
};

/** A listing of the member's with one photo uploaded as the sell wizard does it; the platform then sets its status. */
async function listingWithPhoto(client: SupabaseClient, userId: string, status: "draft" | "pending" | "active"): Promise<Listing> {
  const listing = { ...complete, dealer_id: userId, title: `A ${status} generator` };
  const { data, error } = await client.from("generator_listings").insert(listing).select("id").single();
  expect(error).toBeNull();
  const id = data!.id as string;
  const photo = await uploadPhoto(client, userId, id);
  expect((await client.from("listing_photos").insert({ listing_id: id, storage_path: photo, position: 0 })).error).toBeNull();
  if (status !== "draft") expect((await service.from("generator_listings").update({ status }).eq("id", id)).error).toBeNull();
  return { id, photo };
}

async function uploadPhoto(client: SupabaseClient, userId: string, listingId: string) {
  const path = `${userId}/${listingId}/${crypto.randomUUID()}.png`;
  const { error } = await client.storage.from(BUCKET).upload(path, PNG, { contentType: "image/png" });
  expect(error).toBeNull();
  return path;
}

const names = async (client: SupabaseClient, prefix: string) => {
  const { data, error } = await client.storage.from(BUCKET).list(prefix);
  expect(error).toBeNull();
  return data!.map((entry) => entry.name);
};

const downloads = async (client: SupabaseClient, path: string) => (await client.storage.from(BUCKET).download(path)).error === null;

describe("who reads a listing's photos", () => {
  test("a visitor and another member can neither list a draft's folders nor fetch its photo or a pending listing's", async () => {
    for (const [who, client] of [["anon", anon], ["another member", buyer]] as const) {
      expect(await names(client, ""), who).not.toContain(sellerId);
      expect(await names(client, sellerId), who).toEqual([]);
      expect(await names(client, `${sellerId}/${draft.id}`), who).toEqual([]);
      expect(await downloads(client, draft.photo), who).toBe(false);
      expect(await downloads(client, pending.photo), who).toBe(false);
    }
    // Nor by the bucket's public URL: the bucket is private.
    const publicUrl = anon.storage.from(BUCKET).getPublicUrl(draft.photo).data.publicUrl;
    expect((await backend.fetch(publicUrl)).status).not.toBe(200);
  });

  test("everyone fetches an active listing's photo (a listing shows only what is public)", async () => {
    for (const client of [anon, buyer, seller]) expect(await downloads(client, active.photo)).toBe(true);
    expect(await names(anon, `${dealerId}/${active.id}`)).toEqual([active.photo.split("/")[2]]);
  });

  test("the owner lists and fetches their draft's and pending listing's photos; staff fetch them too", async () => {
    expect(await names(seller, sellerId)).toEqual(expect.arrayContaining([draft.id, pending.id]));
    expect(await names(seller, `${sellerId}/${draft.id}`)).toEqual([draft.photo.split("/")[2]]);
    for (const photo of [draft.photo, pending.photo]) {
      expect(await downloads(seller, photo)).toBe(true);
      expect(await downloads(staff, photo)).toBe(true);
    }
  });

  test("a photo stops being public when its listing does", async () => {
    const listing = await listingWithPhoto(dealer, dealerId, "active");
    expect(await downloads(anon, listing.photo)).toBe(true);
    await service.from("generator_listings").update({ status: "sold" }).eq("id", listing.id);
    expect(await downloads(anon, listing.photo)).toBe(false);
    expect(await downloads(dealer, listing.photo)).toBe(true);
  });
});

describe("which file a photo row may point at", () => {
  test("a seller cannot point their listing's photo at another user's file, a seed image, another listing's folder or a guessable name", async () => {
    const { data } = await dealer.from("generator_listings").insert({ dealer_id: dealerId, title: "Dealer draft" }).select("id").single();
    const listingId = data!.id as string;
    const insert = (storage_path: string) => dealer.from("listing_photos").insert({ listing_id: listingId, storage_path, position: 0 });

    expect((await insert(draft.photo)).error?.code).toBe(DENIED);
    expect((await insert("seed/portable-1.png")).error?.code).toBe(DENIED);
    const elsewhere = await uploadPhoto(dealer, dealerId, active.id);
    expect((await insert(elsewhere)).error?.code).toBe(DENIED);
    const guessable = `${dealerId}/${listingId}/1.png`;
    expect((await dealer.storage.from(BUCKET).upload(guessable, PNG, { contentType: "image/png" })).error).toBeNull();
    expect((await insert(guessable)).error?.code).toBe(DENIED);
    // A name of the right form with no file behind it.
    expect((await insert(`${dealerId}/${listingId}/${crypto.randomUUID()}.png`)).error?.code).toBe(DENIED);

    const own = await uploadPhoto(dealer, dealerId, listingId);
    const added = await dealer.from("listing_photos").insert({ listing_id: listingId, storage_path: own, position: 0 }).select("id").single();
    expect(added.error).toBeNull();
    // Once made, a row keeps its file and its listing.
    const repoint = await dealer.from("listing_photos").update({ storage_path: draft.photo }).eq("id", added.data!.id);
    expect(repoint.error?.code).toBe(DENIED);
    expect((await dealer.from("listing_photos").update({ listing_id: active.id }).eq("id", added.data!.id)).error?.code).toBe(DENIED);
    expect((await dealer.from("listing_photos").update({ alt: "Front" }).eq("id", added.data!.id)).error).toBeNull();
  });
});

describe("what the bucket takes", () => {
  test("JPEG, PNG, WebP and GIF only: SVG and HTML are refused, as a form upload, a raw body and an update", async () => {
    const { data: bucket } = await service.storage.getBucket(BUCKET);
    expect(bucket).toMatchObject({ public: false, allowed_mime_types: ["image/jpeg", "image/png", "image/webp", "image/gif"] });

    const storage = seller.storage.from(BUCKET);
    const path = (extension: string) => `${sellerId}/${draft.id}/${crypto.randomUUID()}.${extension}`;
    for (const type of ["image/svg+xml", "text/html"]) {
      const asForm = await storage.upload(path("svg"), new Blob([SVG], { type }));
      expect(asForm.error, `${type} as a form`).toMatchObject({ statusCode: "415" });
      const asRaw = await storage.upload(path("svg"), new TextEncoder().encode(SVG), { contentType: type });
      expect(asRaw.error, `${type} raw`).toMatchObject({ statusCode: "415" });
      const overPhoto = await storage.update(draft.photo, new TextEncoder().encode(SVG), { contentType: type });
      expect(overPhoto.error, `${type} over a photo`).toMatchObject({ statusCode: "415" });
    }
    for (const type of ["image/jpeg", "image/webp", "image/gif"]) {
      expect((await storage.upload(path("img"), PNG, { contentType: type })).error, type).toBeNull();
    }
  });
});

describe("a photo's web copies (listing_photo_copies)", () => {
  /** A copy's file in the member's folder of the listing, named as copies are (a 64-hex hash). */
  async function uploadCopy(client: SupabaseClient, userId: string, listingId: string, extension: "webp" | "jpg" = "webp") {
    const hash = Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, "0")).join("");
    const path = `${userId}/${listingId}/${hash}.${extension}`;
    const { error } = await client.storage.from(BUCKET).upload(path, PNG, { contentType: extension === "webp" ? "image/webp" : "image/jpeg" });
    expect(error).toBeNull();
    return path;
  }
  const photoIdOf = async (listing: Listing) =>
    (await service.from("listing_photos").select("id").eq("storage_path", listing.photo).single()).data!.id as string;
  const copyRow = (photo_id: string, storage_path: string, width = 640) => ({ photo_id, storage_path, width, height: 480, format: "webp", bytes: 12 });

  test("the owner adds copies of their photo; a stranger cannot add copies of it, nor the owner of a file not theirs", async () => {
    const photoId = await photoIdOf(draft);
    const stranger = await uploadCopy(buyer, (await buyer.auth.getUser()).data.user!.id, draft.id);
    expect((await buyer.from("listing_photo_copies").insert(copyRow(photoId, stranger))).error?.code).toBe(DENIED);
    // The stranger's own file, or the seller's file: a stranger still cannot attach it to the seller's photo.
    const sellers = await uploadCopy(seller, sellerId, draft.id);
    expect((await buyer.from("listing_photo_copies").insert(copyRow(photoId, sellers))).error?.code).toBe(DENIED);
    // The owner: their own file under the listing's folder, yes; a name with no file behind it, no.
    expect((await seller.from("listing_photo_copies").insert(copyRow(photoId, sellers))).error).toBeNull();
    const missing = `${sellerId}/${draft.id}/${"0".repeat(64)}.webp`;
    expect((await seller.from("listing_photo_copies").insert(copyRow(photoId, missing, 320))).error?.code).toBe(DENIED);
    // Copies never change: no update, for anyone but the service role.
    expect((await seller.from("listing_photo_copies").update({ width: 10 }).eq("storage_path", sellers)).error?.code).toBe(DENIED);
    // A stranger cannot delete them either (RLS: nothing to delete).
    await buyer.from("listing_photo_copies").delete().eq("storage_path", sellers);
    expect((await service.from("listing_photo_copies").select("id").eq("storage_path", sellers)).data).toHaveLength(1);
  });

  test("a draft's copies are not visible to a visitor or another member, nor their files; an active listing's are", async () => {
    const draftCopy = await uploadCopy(seller, sellerId, draft.id, "jpg");
    expect((await seller.from("listing_photo_copies").insert(copyRow(await photoIdOf(draft), draftCopy, 1280))).error).toBeNull();
    const activeCopy = await uploadCopy(dealer, dealerId, active.id);
    expect((await dealer.from("listing_photo_copies").insert(copyRow(await photoIdOf(active), activeCopy))).error).toBeNull();

    for (const client of [anon, buyer]) {
      expect((await client.from("listing_photo_copies").select("storage_path").eq("storage_path", draftCopy)).data).toEqual([]);
      expect(await downloads(client, draftCopy)).toBe(false);
      expect((await client.from("listing_photo_copies").select("storage_path").eq("storage_path", activeCopy)).data).toEqual([{ storage_path: activeCopy }]);
      expect(await downloads(client, activeCopy)).toBe(true);
    }
    expect(await downloads(seller, draftCopy)).toBe(true);
    expect(await downloads(staff, draftCopy)).toBe(true);
    expect((await staff.from("listing_photo_copies").select("storage_path").eq("storage_path", draftCopy)).data).toHaveLength(1);

    // The listing page's photos carry their copies; a photo without any (the seed's) has [].
    const { data: page } = await anon.rpc("listing_page", { p_listing: active.id });
    expect(page.listing.photos).toEqual([
      { storage_path: active.photo, alt: null, copies: [{ storage_path: activeCopy, width: 640, height: 480, format: "webp" }] },
    ]);
  });

  test("deleting the photo deletes its copies; deleting the listing answers the copies' files to remove", async () => {
    const listing = await listingWithPhoto(dealer, dealerId, "draft");
    const copy = await uploadCopy(dealer, dealerId, listing.id);
    expect((await dealer.from("listing_photo_copies").insert(copyRow(await photoIdOf(listing), copy))).error).toBeNull();
    const { data: paths, error } = await dealer.rpc("delete_own_listings", { p_listing_ids: [listing.id] });
    expect(error).toBeNull();
    expect([...(paths as string[])].sort()).toEqual([listing.photo, copy].sort());
    expect((await service.from("listing_photo_copies").select("id").eq("storage_path", copy)).data).toEqual([]);
  });
});

describe("a listing's photo order and alternative text: the owner's only (set_listing_photo_position, listing_photos' column grants)", () => {
  /** A listing of the dealer's with four of the seed's images, in the given status; their ids in order. */
  async function listingWithFourPhotos(status: "active" | "pending") {
    const listing = await listingWithPhoto(dealer, dealerId, "draft");
    const rows = [1, 2, 3].map((n) => ({ listing_id: listing.id, storage_path: `seed/battery-${n}.png`, position: n }));
    expect((await service.from("listing_photos").insert(rows)).error).toBeNull();
    expect((await service.from("generator_listings").update({ status }).eq("id", listing.id)).error).toBeNull();
    return { id: listing.id, photos: await order(listing.id) };
  }
  const order = async (listingId: string) =>
    ((await service.from("listing_photos").select("id, position").eq("listing_id", listingId).order("position")).data ?? []).map((row) => row.id as string);
  const positions = async (listingId: string) =>
    ((await service.from("listing_photos").select("position").eq("listing_id", listingId).order("position")).data ?? []).map((row) => row.position as number);

  test("the owner makes the fourth photo the cover, then moves it to third place; the positions are 0 to 3 each time", async () => {
    const { id, photos: [a, b, c, d] } = await listingWithFourPhotos("active");
    expect((await service.from("listing_photos").delete().eq("id", b!)).error).toBeNull(); // a gap: positions 0, 2, 3
    expect((await dealer.rpc("set_listing_photo_position", { p_photo_id: d, p_position: 0 })).error).toBeNull();
    expect(await order(id)).toEqual([d, a, c]);
    expect(await positions(id)).toEqual([0, 1, 2]);
    // Past the end: the last place.
    expect((await dealer.rpc("set_listing_photo_position", { p_photo_id: d, p_position: 9 })).error).toBeNull();
    expect(await order(id)).toEqual([a, c, d]);
    expect((await dealer.rpc("set_listing_photo_position", { p_photo_id: d, p_position: 1 })).error).toBeNull();
    expect(await order(id)).toEqual([a, d, c]);
  });

  test("another member and a visitor can neither reorder nor describe the photos; the owner cannot while the listing is reviewed", async () => {
    const live = await listingWithFourPhotos("active");
    const cover = live.photos[3]!;
    const refused = await buyer.rpc("set_listing_photo_position", { p_photo_id: cover, p_position: 0 });
    expect(refused.error?.message).toBe("Only the seller can arrange this listing's photos, and not while it is reviewed");
    expect((await anon.rpc("set_listing_photo_position", { p_photo_id: cover, p_position: 0 })).error?.code).toBe(DENIED);
    expect((await buyer.rpc("move_listing_photo", { p_photo_id: cover, p_direction: -1 })).error).toBeNull(); // RLS: nothing to update
    expect(await order(live.id)).toEqual(live.photos);
    const { data: described } = await buyer.from("listing_photos").update({ alt: "Scrap" }).eq("id", cover).select("id");
    expect(described).toEqual([]);
    // The owner may describe their photo, but not point it at another file.
    expect((await dealer.from("listing_photos").update({ alt: "The control panel" }).eq("id", cover).select("alt")).data).toEqual([{ alt: "The control panel" }]);
    expect((await dealer.from("listing_photos").update({ storage_path: "seed/battery-4.png" }).eq("id", cover)).error?.code).toBe(DENIED);

    const reviewed = await listingWithFourPhotos("pending");
    const asked = await dealer.rpc("set_listing_photo_position", { p_photo_id: reviewed.photos[1], p_position: 0 });
    expect(asked.error?.message).toBe("Only the seller can arrange this listing's photos, and not while it is reviewed");
    expect(await order(reviewed.id)).toEqual(reviewed.photos);
  });
});
