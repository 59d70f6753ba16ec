// The photos case of npm run bench (scripts/bench.mjs), and the 12-photo listing npm run
// lighthouse scores (scripts/lighthouse.mjs): one listing with 12 photos of 4000 × 3000 that
// the bench makes itself (a phone's JPEG: photographic detail and noise, GPS and camera in its
// EXIF; tests/support/photo-fixtures.ts), stored as sent and then made into web copies by
// the app's own processing in the Worker (processPhoto through the photo backfill,
// scripts/photo-backfill.mjs: the Images binding, as an upload). Then, on phone profiles in
// Chromium, the bytes of the image each page actually loads: the listing's card on
// /listings and the gallery's main photo on its page, against docs/decisions/016-photo-processing.md's
// acceptance (card ≤ 40 KB, gallery main ≤ 250 KB, no copy over 1920 px); and the two pages'
// times, rendered and from the edge cache.
import { chromium } from "@playwright/test";
import { serviceRoleClient } from "../../tests/support/backend.ts";
import { chromiumLaunchOptions } from "../../tests/support/chromium.js";
import { devVar } from "../../tests/support/dev-vars.ts";
import { addListingPhoto, createListing, createMember } from "../../tests/support/factories.ts";
import { exifSegment, jpegOf, photographicPixels, withExif } from "../../tests/support/photo-fixtures.ts";
import { backfillPhotos } from "../photo-backfill.mjs";
import { ms, summarise, time } from "./common.mjs";

export const BENCH_PHOTOS = 12;
const WIDTH = 4000;
const HEIGHT = 3000;

/** The acceptance (docs/decisions/016-photo-processing.md, docs/performance.md#photos). */
export const photoBudget = { cardBytes: 40 * 1024, mainBytes: 250 * 1024, longestSide: 1920 };

/** Phones the image bytes are measured on: CSS width × device pixel ratio. */
const phones = [
  { name: "Lighthouse's phone (412 px, 1.75×)", width: 412, height: 823, scale: 1.75 },
  { name: "390 px phone at 2×", width: 390, height: 844, scale: 2 },
  { name: "390 px phone at 3×", width: 390, height: 844, scale: 3 },
];

/**
 * Makes the listing on the stack: a seller, an active listing, 12 photos stored as sent, then
 * their copies made by the app. Returns its id and path, and how long the making took.
 */
export async function seedPhotoListing(stack, log = console.log) {
  // All made before the first request, then a pause: making them keeps this process's event
  // loop busy for a minute, so fetch has not yet seen the backend close its idle connections
  // (after 5 s), and a request written on one of them fails.
  const made = performance.now();
  const originals = [];
  for (let index = 0; index < BENCH_PHOTOS; index += 1) {
    // A different picture each (its seed), landscape as a phone held sideways stores it.
    originals.push(withExif(await jpegOf(photographicPixels(WIDTH, HEIGHT, index + 1), WIDTH, HEIGHT), exifSegment({ orientation: 1 })));
  }
  const originalBytes = originals.reduce((sum, bytes) => sum + bytes.byteLength, 0);
  log(`  ${BENCH_PHOTOS} photos of ${WIDTH} × ${HEIGHT} made (${(originalBytes / BENCH_PHOTOS / 1024 / 1024).toFixed(1)} MB each) in ${((performance.now() - made) / 1000).toFixed(0)} s`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const admin = serviceRoleClient(stack.backendUrl);
  const seller = await createMember(admin, { userType: "private_seller", label: "bench-photos" });
  const listing = await createListing(admin, seller.id, { title: `Bench listing with ${BENCH_PHOTOS} phone photos` });
  for (const [index, bytes] of originals.entries()) {
    await addListingPhoto(admin, { sellerId: seller.id, listingId: listing.id, bytes, contentType: "image/jpeg", extension: "jpg", position: index });
  }
  const processing = performance.now();
  const result = await backfillPhotos({ url: stack.url, key: devVar("SUPABASE_SERVICE_ROLE_KEY"), user: seller.id, limit: 1 });
  if (result.done !== BENCH_PHOTOS || result.refused.length) throw new Error(`photos: ${result.done} of ${BENCH_PHOTOS} processed; ${result.refused.join("; ")}`);
  const processingSeconds = (performance.now() - processing) / 1000;
  log(`  made into copies by the Worker in ${processingSeconds.toFixed(0)} s (${(processingSeconds / BENCH_PHOTOS).toFixed(1)} s a photo, wrangler's local Images)`);
  return { id: listing.id, path: `/listings/${listing.id}`, sellerId: seller.id, admin };
}

/** The bytes each copy has, by its storage path, and the largest long side. */
async function copiesOf(admin, listingId) {
  const { data, error } = await admin
    .from("listing_photos")
    .select("position, listing_photo_copies(storage_path, width, height, format, bytes)")
    .eq("listing_id", listingId)
    .order("position");
  if (error) throw new Error(`photos: reading copies: ${error.message}`);
  const copies = data.flatMap((photo) => photo.listing_photo_copies);
  return { photos: data.length, copies, longestSide: Math.max(...copies.map((copy) => Math.max(copy.width, copy.height))) };
}

/**
 * In Chromium at the phone's size: the image the browser chose (currentSrc) for the card
 * on /listings and for the gallery's main photo, with its rendered width, and the bytes it
 * transferred for each.
 */
async function loadedImages(browser, stack, listing, phone) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.scale,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const bytes = new Map();
    page.on("response", async (response) => {
      if (!new URL(response.url()).pathname.startsWith("/photos/")) return;
      const body = await response.body().catch(() => null);
      if (body) bytes.set(new URL(response.url()).pathname, body.byteLength);
    });
    const chosen = async (selector) => {
      const image = page.locator(selector).first();
      await image.scrollIntoViewIfNeeded();
      await image.evaluate((element) => (element.complete ? null : new Promise((resolve) => element.addEventListener("load", resolve, { once: true }))));
      const { src, width, height } = await image.evaluate((element) => ({ src: element.currentSrc, ...element.getBoundingClientRect().toJSON() }));
      await page.waitForLoadState("networkidle");
      const path = decodeURI(new URL(src).pathname);
      return { path, width, height, bytes: bytes.get(new URL(src).pathname) ?? bytes.get(path) ?? null };
    };
    await page.goto(`${stack.url}/listings`);
    const card = await chosen(`#listing-${listing.id} img`);
    await page.goto(`${stack.url}${listing.path}`);
    const main = await chosen("section[aria-label^='Photos of'] picture img");
    return { card, main };
  } finally {
    await context.close();
  }
}

export function photosCase({ runs, warmups }) {
  async function run([stack]) {
    const listing = await seedPhotoListing(stack);
    const { photos, copies, longestSide } = await copiesOf(listing.admin, listing.id);
    const kb = (value) => (value === null ? "?" : `${(value / 1024).toFixed(1)} KB`);
    console.log(`  ${photos} photos, ${copies.length} copies; the largest copy's long side ${longestSide} px (budget ${photoBudget.longestSide})`);
    const byFormat = (format) =>
      [...new Set(copies.filter((copy) => copy.format === format).map((copy) => copy.width))]
        .sort((a, b) => a - b)
        .map((width) => {
          const sizes = copies.filter((copy) => copy.format === format && copy.width === width).map((copy) => copy.bytes);
          return `${width} px ${kb(sizes.reduce((sum, size) => sum + size, 0) / sizes.length)}`;
        })
        .join(", ");
    console.log(`  copies, mean size per width: WebP ${byFormat("webp")}; JPEG ${byFormat("jpeg")}`);

    const failures = [];
    if (longestSide > photoBudget.longestSide) failures.push(`a copy is ${longestSide} px on its long side`);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      console.log("\nThe image each page loads on a phone (Chromium's choice from srcset and sizes)");
      for (const phone of phones) {
        const { card, main } = await loadedImages(browser, stack, listing, phone);
        const copyOf = (path) => copies.find((copy) => path.endsWith(copy.storage_path));
        const describe = ({ path, width, height, bytes }) => {
          const copy = copyOf(path);
          // Cropped to cover its box (a card), or shown whole (the gallery): the CSS px of the photo's width drawn.
          const drawn = copy ? Math.round(Math.max(width, (height * copy.width) / copy.height)) : Math.round(width);
          return `${kb(bytes)} (${copy ? `${copy.format} ${copy.width} × ${copy.height}` : path}; box ${Math.round(width)} × ${Math.round(height)} CSS px, ${drawn} px of photo width at ${phone.scale}× = ${Math.round(drawn * phone.scale)} device px)`;
        };
        console.log(`  ${phone.name}`);
        console.log(`    card on /listings     ${describe(card)}   budget ${kb(photoBudget.cardBytes)}${card.bytes > photoBudget.cardBytes ? "  OVER" : ""}`);
        console.log(`    gallery's main photo  ${describe(main)}   budget ${kb(photoBudget.mainBytes)}${main.bytes > photoBudget.mainBytes ? "  OVER" : ""}`);
        if (card.bytes === null || card.bytes > photoBudget.cardBytes) failures.push(`${phone.name}: card ${kb(card.bytes)}`);
        if (main.bytes === null || main.bytes > photoBudget.mainBytes) failures.push(`${phone.name}: gallery main ${kb(main.bytes)}`);
      }
    } finally {
      await browser.close();
    }

    console.log("\nPage times (median / p95), rendered (a cookie keeps the edge cache out) and from the edge cache");
    for (const [name, path] of [["the 12-photo listing page", listing.path], ["/listings", "/listings"]]) {
      for (const [how, init] of [["rendered", { headers: { Cookie: "bench=rendered" } }], ["from the cache", {}]]) {
        for (let i = 0; i < warmups; i++) await time(stack.url + path, init);
        const samples = [];
        let bytes = 0;
        for (let i = 0; i < runs; i++) {
          const result = await time(stack.url + path, init);
          samples.push(result.elapsed);
          bytes = result.body.length;
        }
        const { median, p95 } = summarise(samples);
        console.log(`  ${name.padEnd(26)} ${how.padEnd(15)} ${ms(median)} / ${ms(p95)}   HTML ${kb(bytes)}`);
      }
    }
    if (failures.length) {
      console.error(`\nPhotos over the acceptance: ${failures.join("; ")}`);
      process.exitCode = 1;
    }
  }

  return { name: "photos", stacks: [{ name: "photos" }], run };
}
