/**
 * The sell wizard's photo upload through the built Worker and wrangler's local Images binding
 * (app/models/listing-photo.server.ts addProcessedListingPhotos, docs/decisions/016-photo-processing.md),
 * posted as a browser without JavaScript posts it: a phone's photo (4000×3000, EXIF with GPS,
 * make, model and artist, orientation 6) is stored only as its web copies, upright, at the
 * expected widths and without any of its EXIF; the same photo again and a file that is no
 * photo are refused with a message naming them and write nothing; the live listing's page
 * offers the copies in a <picture> sized as they are, and a copy is served as immutable.
 */
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMMUTABLE_PHOTO_CACHE_CONTROL } from "~/utils/cache";
import { readPhotoHeader } from "~/utils/photo-header";
import { MAX_PHOTO_UPLOAD_BYTES } from "~/utils/photos.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, createMember, deleteMember, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { CAMERA_EXIF, phonePhoto } from "../support/photo-fixtures";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

let seller: Member;
let listing: { id: string; title: string };
let jar: CookieJar;
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  seller = await createMember(admin, { userType: "private_seller" });
  // A live listing: its photos are public as soon as they are added, so the page can be read anonymously.
  listing = await createListing(admin, seller.id);
  jar = await worker.signIn(seller);
  photo = await phonePhoto();
}, 60_000);

afterAll(async () => {
  if (seller) await deleteMember(admin, seller);
});

/** Posts the photos step's Upload with these files, as the form does (multipart). */
function upload(files: Array<{ name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }>) {
  const form = new FormData();
  form.set("intent", "upload");
  for (const file of files) form.append("photos", new File([file.bytes], file.name, { type: file.type ?? "image/jpeg" }));
  return worker.fetch(`/sell-generator?edit=${listing.id}&step=3`, { method: "POST", body: form, headers: { Cookie: jar.header() } });
}

async function photoRows() {
  const { data, error } = await admin
    .from("listing_photos")
    .select("id, storage_path, listing_photo_copies(storage_path, width, height, format, bytes)")
    .eq("listing_id", listing.id);
  expect(error).toBeNull();
  return data!;
}

async function storedObjects() {
  const { data, error } = await admin.storage.from("listing-photos").list(`${seller.id}/${listing.id}`);
  expect(error).toBeNull();
  return data!.map((object) => `${seller.id}/${listing.id}/${object.name}`);
}

async function download(path: string) {
  const { data, error } = await admin.storage.from("listing-photos").download(path);
  expect(error).toBeNull();
  return new Uint8Array(await data!.arrayBuffer());
}

describe("a phone photo uploaded on the photos step", () => {
  test("is stored only as upright WebP and JPEG copies at 1920, 1280, 640 and 320 px, none carrying its EXIF", async () => {
    const response = await upload([{ name: "yard.jpg", bytes: photo }]);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/sell-generator?edit=${listing.id}&step=3`);

    const [row, ...others] = await photoRows();
    expect(others).toEqual([]);
    const copies = row!.listing_photo_copies;
    // Upright: orientation 6 turns the 4000×3000 stored pixels into a 3000×4000 portrait.
    expect(copies.map(({ width, height, format }) => ({ width, height, format })).sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))).toEqual(
      [240, 480, 960, 1440].flatMap((width) => [
        { width, height: (width * 4) / 3, format: "jpeg" },
        { width, height: (width * 4) / 3, format: "webp" },
      ]),
    );
    const prefix = `${seller.id}/${listing.id}/`;
    for (const copy of copies) expect(copy.storage_path).toMatch(new RegExp(`^${prefix}[0-9a-f]{64}\\.(webp|jpg)$`));
    // The photo row points at its largest JPEG copy, for readers that know no copies.
    expect(row!.storage_path).toBe(copies.find((copy) => copy.format === "jpeg" && copy.width === 1440)!.storage_path);
    // Only the copies are stored: the original (with its GPS position) is not.
    expect((await storedObjects()).sort()).toEqual(copies.map((copy) => copy.storage_path).sort());
    // The step's tile shows a copy of its size (640 px on the long side), not the largest.
    const step = await (await worker.fetch(`/sell-generator?edit=${listing.id}&step=3`, { headers: { Cookie: jar.header() } })).text();
    expect(step).toContain(`src="/photos/${copies.find((copy) => copy.format === "jpeg" && copy.width === 480)!.storage_path}"`);

    for (const copy of copies) {
      const bytes = await download(copy.storage_path);
      expect(bytes.byteLength).toBe(copy.bytes);
      expect(copy.storage_path.split("/").pop()).toBe(`${await sha256Hex(bytes)}.${copy.format === "webp" ? "webp" : "jpg"}`);
      const header = readPhotoHeader(bytes)!;
      expect({ format: header.format, width: header.width, height: header.height, orientation: header.orientation }).toEqual({
        format: copy.format,
        width: copy.width,
        height: copy.height,
        orientation: 1,
      });
      const exif = await exifr.parse(bytes, { gps: true, xmp: true, icc: false }).catch(() => undefined);
      expect(exif?.latitude).toBeUndefined();
      expect(exif?.Make).toBeUndefined();
      const text = Buffer.from(bytes).toString("latin1");
      for (const value of [CAMERA_EXIF.make, CAMERA_EXIF.model, CAMERA_EXIF.artist, "Exif\0\0"]) expect(text).not.toContain(value);
    }
  }, 60_000);

  test("the same photo again is refused, naming it, and nothing is written", async () => {
    const before = await storedObjects();
    const response = await upload([{ name: "yard-again.jpg", bytes: photo }]);
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain("yard-again.jpg is already one of this listing's photos");
    expect(await photoRows()).toHaveLength(1);
    expect((await storedObjects()).sort()).toEqual(before.sort());
  }, 60_000);

  test("a file that is no photo and one over 20 MB are refused with processPhoto's messages, and nothing is written", async () => {
    const before = await storedObjects();
    const overTwentyMegabytes = new Uint8Array(MAX_PHOTO_UPLOAD_BYTES + 1);
    overTwentyMegabytes.set(photo);
    const response = await upload([
      { name: "notes.jpg", bytes: new Uint8Array(Buffer.from("Service history: oil changed 2023.\n")) },
      { name: "big.jpg", bytes: overTwentyMegabytes },
    ]);
    expect(response.status).toBe(400);
    const page = textOf(await response.text());
    expect(page).toContain("notes.jpg is not a photo: upload a JPEG, PNG, WebP or GIF image");
    expect(page).toContain("big.jpg is larger than 20 MB");
    expect(await photoRows()).toHaveLength(1);
    expect((await storedObjects()).sort()).toEqual(before.sort());
  });

  test("the live listing's page offers the copies in a <picture>, and a copy is cached as immutable", async () => {
    const [row] = await photoRows();
    const response = await freshPage(`/listings/${listing.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1];
    expect(picture).toBeDefined();
    const url = (copy: { storage_path: string }) => `/photos/${copy.storage_path}`;
    const srcset = (format: string) =>
      row!.listing_photo_copies
        .filter((copy) => copy.format === format)
        .sort((a, b) => a.width - b.width)
        .map((copy) => `${url(copy)} ${copy.width}w`)
        .join(", ");
    // WebP where the browser reads it, else the JPEG copies; a phone's width picks the 640, a desktop's the 1280 (photoSizes.main).
    expect(picture).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 1024px) 800px, calc(100vw - 4.5rem)"/>`);
    const img = /<img [^>]*>/.exec(picture!)![0];
    expect(img).toContain(`srcSet="${srcset("jpeg")}"`);
    expect(img).toContain('width="1440" height="1920"');
    expect(img).toContain(`src="/photos/${row!.storage_path}"`);

    // The home page's featured cards (a PostgREST read, not search_listings) offer the copies too, at a card's width.
    expect((await admin.from("generator_listings").update({ featured: true }).eq("id", listing.id)).error).toBeNull();
    const home = await (await freshPage("/")).text();
    const card = new RegExp(`<article id="listing-${listing.id}".*?</article>`, "s").exec(home)?.[0];
    expect(card).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"/>`);

    const copy = await worker.fetch(url(row!.listing_photo_copies.find((candidate) => candidate.format === "webp")!));
    expect(copy.status).toBe(200);
    expect(copy.headers.get("Content-Type")).toBe("image/webp");
    expect(copy.headers.get("Cache-Control")).toBe(IMMUTABLE_PHOTO_CACHE_CONTROL);
  });
});

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
