/**
 * /photos/<storage path> through the built Worker (docs/security.md): a listing's photos
 * are served to whoever may see the listing, as the bytes say they are, and nothing else
 * is served at all. (Who may read which object is tested in supabase/tests/listing-photos.test.ts.)
 */
import { readFileSync } from "node:fs";
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { demoPassword } from "../support/dev-vars";
import { addListingPhoto, createListing, createMember, deleteMember, type ListingStatus, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());
const PNG = new Uint8Array(readFileSync(new URL("../fixtures/generator-panel.png", import.meta.url)));
const JPEG = new Uint8Array(readFileSync(new URL("../fixtures/generator-front.jpg", import.meta.url)));
const staff = { email: "demo-staff@genmarket.test", password: demoPassword() };
/** A cookie the app does not read: the request is anonymous but skips the edge cache. */
const notCached = { headers: { Cookie: "gm_test=fresh" } };

/** Each test's private seller, removed afterwards with their listings. */
const test = base.extend<{ seller: Member }>({
  // eslint-disable-next-line no-empty-pattern
  seller: async ({}, use) => {
    const seller = await createMember(admin, { userType: "private_seller" });
    await use(seller);
    await deleteMember(admin, seller);
  },
});

/** A listing of the seller's in this status with one photo (a PNG unless other bytes are given); its /photos address. */
async function listingPhoto(seller: Member, status: ListingStatus, photo = { bytes: PNG, contentType: "image/png", extension: "png" }) {
  const listing = await createListing(admin, seller.id, { status });
  const { storagePath } = await addListingPhoto(admin, { sellerId: seller.id, listingId: listing.id, ...photo });
  return { listing, url: `/photos/${storagePath}` };
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("/photos", () => {
  test("an active listing's photo: its bytes, typed by their content, nosniff, cacheable at the edge", async ({ seller }) => {
    const { url } = await listingPhoto(seller, "active", { bytes: JPEG, contentType: "image/jpeg", extension: "jpg" });
    const response = await worker.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await bytesOf(response)).toEqual(JPEG);
    // A member is served the public photo the same way.
    const asMember = await worker.get(url, await worker.signIn(seller));
    expect(asMember.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
  });

  test("a draft's photo is a 404 to visitors and other members; its owner gets it with their session, never cached", async ({ seller }) => {
    const { url } = await listingPhoto(seller, "draft");
    const anonymous = await worker.fetch(url);
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(await anonymous.text()).not.toContain("PNG");

    const other = await createMember(admin);
    try {
      expect((await worker.get(url, await worker.signIn(other))).status).toBe(404);
    } finally {
      await deleteMember(admin, other);
    }

    const asOwner = await worker.get(url, await worker.signIn(seller));
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get("content-type")).toBe("image/png");
    expect(asOwner.headers.get("cache-control")).toBe("private, no-store");
    expect(await bytesOf(asOwner)).toEqual(PNG);
  });

  test("staff get a pending listing's photo; visitors do not", async ({ seller }) => {
    const { url } = await listingPhoto(seller, "pending");
    expect((await worker.fetch(url)).status).toBe(404);
    const asStaff = await worker.get(url, await worker.signIn(staff));
    expect(asStaff.status).toBe(200);
    expect(asStaff.headers.get("cache-control")).toBe("private, no-store");
  });

  test("a photo is no longer served to visitors once its listing is sold", async ({ seller }) => {
    const { listing, url } = await listingPhoto(seller, "active");
    expect((await worker.fetch(url, notCached)).status).toBe(200);
    await admin.from("generator_listings").update({ status: "sold" }).eq("id", listing.id);
    expect((await worker.fetch(url, notCached)).status).toBe(404);
  });

  test("a file that is not a JPEG, PNG, WebP or GIF by its bytes is never served, whatever type it was stored with", async ({ seller }) => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { url } = await listingPhoto(seller, "active", { bytes: svg, contentType: "image/png", extension: "png" });
    expect((await worker.fetch(url)).status).toBe(404);
    expect((await worker.get(url, await worker.signIn(seller))).status).toBe(404);
  });

  test("only photo paths are looked up: other names and climbing paths are 404s", async () => {
    for (const path of ["/photos/seed/portable-1.svg", "/photos/seed/..%2F..%2Fetc%2Fpasswd.png", "/photos/", "/photos/seed/portable-1.png.html"]) {
      expect((await worker.fetch(path)).status, path).toBe(404);
    }
  });

  test("listing pages show photos from /photos, which the Content-Security-Policy allows", async () => {
    const response = await worker.fetch("/listings/10000000-0000-4000-8000-000000000002", notCached);
    const html = await response.text();
    const sources = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.filter((src) => src.startsWith("/photos/seed/")).length).toBeGreaterThan(0);
    expect(html).not.toContain("/storage/v1/");
    // The Supabase project's origin is there for profile photos (its public avatars bucket).
    expect(response.headers.get("content-security-policy")).toContain(`img-src 'self' data: blob: ${testBackendUrl()};`);

    const photo = await worker.fetch(sources.find((src) => src.startsWith("/photos/"))!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");
  });
});
