/**
 * Create auction's images through the built Worker and wrangler's local Images binding
 * (app/models/own-auction.server.ts uploadAuctionImages, docs/decisions/016-photo-processing.md),
 * posted as a browser without JavaScript posts the form: a phone's photo (4000×3000, EXIF
 * with GPS, make, model and artist, orientation 6) waits only as its web copies, upright and
 * without its EXIF, in a folder of its own; the same photo again, a file that is no photo and
 * an eleventh image are refused with a message naming them, the form keeps what was typed,
 * and nothing is written; an upload too large to read is refused before it is read. The
 * auction created from it offers the copies in a <picture> on its page, its card at /auctions
 * and My Auctions.
 */
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_AUCTION_IMAGES } from "~/content/auctions";
import { readPhotoHeader } from "~/utils/photo-header";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/utils/upload-size.server";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createMember, deleteMember, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { CAMERA_EXIF, jpegOf, phonePhoto, photographicPixels } from "../support/photo-fixtures";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

const details = {
  title: "Perkins 100 kVA standby set with photos",
  description: "Ex-hire diesel standby set, serviced every 250 hours, load bank tested last month.",
  brand: "Perkins",
  model: "1104A-44TG2",
  year: "2018",
  hours: "3200",
  power: "100",
  fuelType: "Diesel",
  type: "dieselStandby",
  phase: "Three Phase",
  condition: "used-good",
  location: "Stourton, Leeds",
  postcode: "ls10 1ab",
  warrantyLength: "3",
  startingPrice: "5000",
  auctionDuration: "7",
  vatStatus: "vat-na",
};

let seller: Member;
let jar: CookieJar;
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  seller = await createMember(admin, { userType: "private_seller" });
  jar = await worker.signIn(seller);
  photo = await phonePhoto();
}, 60_000);

afterAll(async () => {
  if (seller) await deleteMember(admin, seller);
});

type Upload = { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string };

/** The form's images as the last answer carried them (a browser sends them back with the form). */
let carried: string[] = [];

/** Posts the form with these files and the images it carries, as a browser does (multipart). */
async function post(fields: Record<string, string | string[]>, files: Upload[] = []) {
  const body = new FormData();
  if (!("images" in fields)) for (const image of carried) body.append("images", image);
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  for (const file of files) body.append("newImages", new File([file.bytes], file.name, { type: file.type ?? "image/jpeg" }));
  const response = await worker.fetch("/create-auction", { method: "POST", body, headers: { Cookie: jar.header() } });
  if (response.status !== 302 && response.status !== 413) carried = hiddenImages(await response.clone().text());
  return response;
}

const hiddenImages = (html: string) => [...html.matchAll(/<input type="hidden" name="images" value="([^"]+)"/g)].map((match) => match[1]!);
const valueOf = (html: string, name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(html)?.slice(1).find(Boolean);

type CopyRow = { photo_path: string; storage_path: string; width: number; height: number; format: string; bytes: number };

async function copyRows(): Promise<CopyRow[]> {
  const { data, error } = await admin
    .from("auction_photo_copies")
    .select("photo_path, storage_path, width, height, format, bytes")
    .like("photo_path", `${seller.id}/%`);
  expect(error).toBeNull();
  return data!;
}

/** Every file in the seller's uploads folder, folders followed. */
async function storedObjects() {
  const bucket = admin.storage.from("listing-photos");
  const root = `${seller.id}/auction-uploads`;
  const { data, error } = await bucket.list(root);
  expect(error).toBeNull();
  const paths: string[] = [];
  for (const entry of data!) {
    // A folder has no id.
    if (entry.id) {
      paths.push(`${root}/${entry.name}`);
      continue;
    }
    const inside = await bucket.list(`${root}/${entry.name}`);
    expect(inside.error).toBeNull();
    paths.push(...inside.data!.map((object) => `${root}/${entry.name}/${object.name}`));
  }
  return paths.sort();
}

async function download(path: string) {
  const { data, error } = await admin.storage.from("listing-photos").download(path);
  expect(error).toBeNull();
  return new Uint8Array(await data!.arrayBuffer());
}

/** A small photo of its own (a different picture for each seed). */
const smallPhoto = async (seed: number) => jpegOf(photographicPixels(480, 360, seed), 480, 360);

describe("an image uploaded on the create auction form", () => {
  test("a phone photo waits only as upright WebP and JPEG copies, none carrying its EXIF; the form keeps what was typed", async () => {
    const response = await post({ ...details, intent: "upload" }, [{ name: "yard.jpg", bytes: photo }]);
    expect(response.status).toBe(200);
    const html = textOf(await response.text());
    expect(valueOf(html, "title")).toBe(details.title);
    const [name, ...more] = hiddenImages(html);
    expect(more).toEqual([]);
    expect(name).toMatch(/^[0-9a-f-]{36}\/[0-9a-f]{64}\.jpg$/);
    const photoPath = `${seller.id}/auction-uploads/${name}`;

    const copies = await copyRows();
    // Upright: orientation 6 turns the 4000×3000 stored pixels into a 3000×4000 portrait.
    expect(copies.map(({ width, height, format }) => ({ width, height, format })).sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))).toEqual(
      [240, 480, 960, 1440].flatMap((width) => [
        { width, height: (width * 4) / 3, format: "jpeg" },
        { width, height: (width * 4) / 3, format: "webp" },
      ]),
    );
    for (const copy of copies) expect(copy.photo_path).toBe(photoPath);
    // The image is its largest JPEG copy.
    expect(copies.find((copy) => copy.format === "jpeg" && copy.width === 1440)!.storage_path).toBe(photoPath);
    // Only the copies are stored: the original (with its GPS position) is not.
    expect(await storedObjects()).toEqual(copies.map((copy) => copy.storage_path).sort());

    for (const copy of copies) {
      const bytes = await download(copy.storage_path);
      expect(bytes.byteLength).toBe(copy.bytes);
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

    // The form shows it as a <picture> of its copies.
    expect(html).toMatch(/<picture><source type="image\/webp" srcSet="[^"]*\.webp 240w/);
  }, 60_000);

  test("the same photo again and a file that is no photo are refused, naming them; the form keeps what was typed; nothing is written", async () => {
    const before = await storedObjects();
    const response = await post({ ...details, intent: "upload" }, [
      { name: "yard-again.jpg", bytes: photo },
      { name: "notes.jpg", bytes: new Uint8Array(Buffer.from("Service history: oil changed 2023.\n")) },
    ]);
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain("yard-again.jpg is already one of this auction's images");
    expect(html).toContain("notes.jpg is not a photo: upload a JPEG, PNG, WebP or GIF image");
    expect(valueOf(html, "title")).toBe(details.title);
    expect(hiddenImages(html)).toHaveLength(1);
    expect(await storedObjects()).toEqual(before);
    expect(await copyRows()).toHaveLength(8);
  }, 60_000);

  test(`an image past the ${MAX_AUCTION_IMAGES}th is refused with a message; the others are added`, async () => {
    const files = await Promise.all(
      Array.from({ length: MAX_AUCTION_IMAGES }, async (_, index) => ({ name: `photo-${index + 2}.jpg`, bytes: await smallPhoto(index + 2) })),
    );
    const response = await post({ ...details, intent: "upload" }, files);
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain(`Only ${MAX_AUCTION_IMAGES} images allowed: photo-${MAX_AUCTION_IMAGES + 1}.jpg was not added`);
    expect(hiddenImages(html)).toHaveLength(MAX_AUCTION_IMAGES);
    expect(html).toContain("You have added the most images an auction can have.");
  }, 60_000);

  test("an upload too large to read is refused before it is read, with a message", async () => {
    const before = await storedObjects();
    const body = new Uint8Array(MAX_UPLOAD_REQUEST_BYTES + 1);
    const response = await worker.fetch("/create-auction", {
      method: "POST",
      body,
      headers: { Cookie: jar.header(), "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(response.status).toBe(413);
    expect(textOf(await response.text())).toMatch(/These photos come to [\d.]+ MB together, more than one upload takes \(\d+ MB\): upload them a few at a time\./);
    expect(await storedObjects()).toEqual(before);
  });

  test("the auction made from them offers the copies in a <picture>: its page, its card at /auctions, My Auctions", async () => {
    // Opened afresh, the form offers the waiting photos as an unfinished auction's, to keep.
    const page = textOf(await (await worker.get("/create-auction", jar)).text());
    const images = [...page.matchAll(/value="keep-image:([^"]+)"/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThan(0);
    expect((await post({ intent: "pay-fee" })).status).toBe(200);
    const fee = /<input type="hidden" name="feePayment" value="([^"]+)"/.exec(await (await worker.get("/create-auction", jar)).text())![1]!;
    const created = await post({ ...details, images, feePayment: fee, intent: "create" });
    expect(created.status).toBe(302);
    const auctionPath = created.headers.get("location")!;
    expect(auctionPath).toMatch(/^\/auctions\/[0-9a-f-]{36}$/);

    const copies = (await copyRows()).filter((copy) => copy.photo_path === `${seller.id}/auction-uploads/${images[0]}`);
    const srcset = (format: string) =>
      copies
        .filter((copy) => copy.format === format)
        .sort((a, b) => a.width - b.width)
        .map((copy) => `/photos/${copy.storage_path} ${copy.width}w`)
        .join(", ");

    const auctionPage = await (await freshPage(auctionPath)).text();
    expect(auctionPage).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 1024px) 800px, calc(100vw - 4.5rem)"/>`);
    expect(auctionPage).toContain(`srcSet="${srcset("jpeg")}"`);
    expect(auctionPage).toContain('width="1440" height="1920"');

    const browse = await (await freshPage(`/auctions?${new URLSearchParams({ q: details.title })}`)).text();
    const card = new RegExp(`<article id="auction-${auctionPath.split("/").pop()}".*?</article>`, "s").exec(browse)?.[0];
    expect(card).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"/>`);

    const dashboard = await (await worker.get("/dashboard?view=listings", jar)).text();
    expect(dashboard).toContain(`<source type="image/webp" srcSet="${srcset("webp")}" sizes="120px"/>`);
  }, 60_000);
});
