/**
 * A listing's photos as the seller arranges them on the sell wizard's photos step, posted as
 * a browser without JavaScript posts the form (with it the same buttons post the same form):
 * up to MAX_LISTING_PHOTOS photos, the next one refused with a message naming it; and the
 * listing page shows every photo. (Uploading and processing a photo:
 * tests/worker/sell-wizard-photos.test.ts; the limit in SQL: supabase/tests/listing-rules.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_LISTING_PHOTOS } from "~/models/listing-rules";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, createMember, deleteMember, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { jpegOf, photographicPixels } from "../support/photo-fixtures";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
const SEED_IMAGES = ["battery", "diesel-prime", "diesel-standby", "gas-powered", "home-backup"].flatMap((kind) => [1, 2, 3, 4].map((n) => `seed/${kind}-${n}.png`));

let seller: Member;
let listing: { id: string; title: string };
let jar: CookieJar;

beforeAll(async () => {
  seller = await createMember(admin, { userType: "private_seller" });
  // A live listing, so its page can be read anonymously; the seed's images stand in for uploads.
  listing = await createListing(admin, seller.id);
  const rows = SEED_IMAGES.slice(0, MAX_LISTING_PHOTOS).map((storage_path, position) => ({ listing_id: listing.id, storage_path, position }));
  expect((await admin.from("listing_photos").insert(rows)).error).toBeNull();
  jar = await worker.signIn(seller);
}, 60_000);

afterAll(async () => {
  if (seller) await deleteMember(admin, seller);
});

const stepPath = () => `/sell-generator?edit=${listing.id}&step=3`;

/** Posts the photos step's form with these fields (multipart, as the form is). */
function post(fields: Record<string, string>, files: Array<{ name: string; bytes: Uint8Array<ArrayBuffer> }> = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append("photos", new File([file.bytes], file.name, { type: "image/jpeg" }));
  return worker.fetch(stepPath(), { method: "POST", body: form, headers: { Cookie: jar.header() } });
}

async function photoRows() {
  const { data, error } = await admin.from("listing_photos").select("id, storage_path, position, alt").eq("listing_id", listing.id).order("position");
  expect(error).toBeNull();
  return data!;
}

describe(`up to ${MAX_LISTING_PHOTOS} photos`, () => {
  test(`a listing with ${MAX_LISTING_PHOTOS} photos offers no upload, and one more is refused with a message naming it; nothing is stored`, async () => {
    const step = textOf(await (await worker.fetch(stepPath(), { headers: { Cookie: jar.header() } })).text());
    expect(step).toContain(`Photo ${MAX_LISTING_PHOTOS}`);
    expect(step).toContain("You have added the most photos a listing can have");
    expect(step).not.toContain('name="photos"');

    const response = await post({ intent: "upload" }, [{ name: "one-more.jpg", bytes: await jpegOf(photographicPixels(480, 360, 7), 480, 360) }]);
    expect(response.status).toBe(400);
    expect(textOf(await response.text())).toContain(`Only ${MAX_LISTING_PHOTOS} photos allowed: one-more.jpg was not added`);
    expect(await photoRows()).toHaveLength(MAX_LISTING_PHOTOS);
    const { data: stored } = await admin.storage.from("listing-photos").list(`${seller.id}/${listing.id}`);
    expect(stored).toEqual([]);
  });

  test(`the listing page shows all ${MAX_LISTING_PHOTOS}`, async () => {
    const html = textOf(await (await freshPage(`/listings/${listing.id}`)).text());
    for (let number = 1; number <= MAX_LISTING_PHOTOS; number += 1) expect(html).toContain(`Show photo ${number} of ${MAX_LISTING_PHOTOS}`);
  });
});
