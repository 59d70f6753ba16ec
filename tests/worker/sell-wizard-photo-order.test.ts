/**
 * A listing's photos as the seller arranges them on the sell wizard's photos step, posted as
 * a browser without JavaScript posts the form (with it the same buttons post the same form):
 * up to MAX_LISTING_PHOTOS photos, the next one refused with a message naming it; Make cover,
 * Move earlier and Move later; each photo's description, which the listing page gives as its
 * alternative text (else the title and the photo's number). (Uploading and processing a photo:
 * tests/worker/sell-wizard-photos.test.ts; the limit in SQL: supabase/tests/listing-rules.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultPhotoAlt, MAX_LISTING_PHOTOS, MAX_PHOTO_ALT_LENGTH } from "~/models/listing-photo-rules";
import { PHOTO_ALT_TOO_LONG } from "~/routes/sell-generator/schema";
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

describe("order, cover and descriptions", () => {
  /** The form as the step sends it: every photo's description as it stands, and the button pressed. */
  async function press(intent: string, alts: Record<string, string> = {}) {
    const rows = await photoRows();
    return post({ ...Object.fromEntries(rows.map((row) => [`alt-${row.id}`, row.alt ?? ""])), ...alts, intent });
  }
  const ids = async () => (await photoRows()).map((row) => row.id);

  test("Make cover puts a photo first and keeps the others' order; Move later and Move earlier swap it with its neighbour", async () => {
    const before = await ids();
    const fifth = before[4]!;
    const response = await press(`make-cover:${fifth}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(stepPath());
    expect(await ids()).toEqual([fifth, ...before.slice(0, 4), ...before.slice(5)]);
    expect((await photoRows()).map((row) => row.position)).toEqual(before.map((_, index) => index));

    expect((await press(`move-later:${fifth}`)).status).toBe(302);
    expect((await ids()).slice(0, 2)).toEqual([before[0], fifth]);
    expect((await press(`move-earlier:${fifth}`)).status).toBe(302);
    expect((await ids()).slice(0, 2)).toEqual([fifth, before[0]]);
  });

  test("a description is saved with any button, spaces tidied; the listing page gives it as the photo's alternative text, the default for the others", async () => {
    const [cover, secondPhoto] = await ids();
    expect((await press("upload", { [`alt-${cover}`]: "  Front of the canopy,\n doors closed " })).status).toBe(302);
    expect((await photoRows())[0]!.alt).toBe("Front of the canopy, doors closed");
    const step = textOf(await (await worker.fetch(stepPath(), { headers: { Cookie: jar.header() } })).text());
    expect(step).toContain('value="Front of the canopy, doors closed"');
    expect(step).toContain(`maxLength="${MAX_PHOTO_ALT_LENGTH}"`);

    const page = textOf(await (await freshPage(`/listings/${listing.id}`)).text());
    expect(page).toContain('alt="Front of the canopy, doors closed"');
    const second = textOf(await (await freshPage(`/listings/${listing.id}?photo=2`)).text());
    expect(second).toContain(`alt="${defaultPhotoAlt(listing.title, 2)}"`);
    // Emptied again: the default.
    expect((await press(`move-later:${secondPhoto}`, { [`alt-${cover}`]: " " })).status).toBe(302);
    expect((await photoRows())[0]!.alt).toBeNull();
  });

  test("a description too long is refused beside its field, as typed, and the button's move is not made", async () => {
    const before = await ids();
    const typed = "b".repeat(MAX_PHOTO_ALT_LENGTH + 1);
    const response = await press(`make-cover:${before[2]}`, { [`alt-${before[1]}`]: typed, [`alt-${before[0]}`]: "Kept as typed" });
    expect(response.status).toBe(400);
    const html = textOf(await response.text());
    expect(html).toContain(`Photo 2: ${PHOTO_ALT_TOO_LONG}`);
    const field = new RegExp(`<input[^>]*name="alt-${before[1]}"[^>]*>`).exec(html)?.[0];
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain(`value="${typed}"`);
    expect(html).toContain('value="Kept as typed"');
    expect(await ids()).toEqual(before);
    expect((await photoRows()).map((row) => row.alt)).toEqual(before.map(() => null));
  });

  test("another member's post cannot touch the photos: the listing is not found", async () => {
    const stranger = await createMember(admin, { userType: "private_seller" });
    try {
      const strangerJar = await worker.signIn(stranger);
      const [cover, second] = await ids();
      const form = new FormData();
      form.set(`alt-${second}`, "Scrap");
      form.set("intent", `make-cover:${second}`);
      const response = await worker.fetch(stepPath(), { method: "POST", body: form, headers: { Cookie: strangerJar.header() } });
      expect(response.status).toBe(404);
      expect((await ids()).slice(0, 2)).toEqual([cover, second]);
      expect((await photoRows())[1]!.alt).toBeNull();
    } finally {
      await deleteMember(admin, stranger);
    }
  });
});
