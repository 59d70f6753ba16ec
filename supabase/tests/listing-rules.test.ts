/**
 * The listing rules SQL shares with the app (app/models/listing-rules.ts): the same answer
 * from both, and RLS acting on it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingStatuses } from "../../app/content/listing-statuses.ts";
import { MAX_LISTING_PHOTOS, MAX_PHOTO_ALT_LENGTH } from "../../app/models/listing-photo-rules.ts";
import { listingRequirements, ownerMayEdit } from "../../app/models/listing-rules.ts";
import { createListing } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let seller: SupabaseClient;
let sellerId: string;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  ({ client: seller, id: sellerId } = await backend.signedInClient("demo-private@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

describe("which listings their owner may change", () => {
  test("SQL and the app give the same answer for every status", async () => {
    for (const status of listingStatuses) {
      const { data, error } = await seller.rpc("owner_may_edit_listing_status", { p_status: status });
      expect(error).toBeNull();
      expect(data, status).toBe(ownerMayEdit(status));
    }
  });

  test("an owner changes a live listing, but not an expired or sold one, through the API", async () => {
    const service = backend.client("service_role");
    const listings = [];
    for (const status of ["active", "expired", "sold"] as const) listings.push({ ...(await createListing(service, sellerId, { status })), status });
    for (const listing of listings) {
      const { data } = await seller.from("generator_listings").update({ price_gbp: 900 }).eq("id", listing.id).select("id");
      expect(data, listing.status).toHaveLength(ownerMayEdit(listing.status) ? 1 : 0);
    }
  });
});

describe("what a listing still lacks", () => {
  test("SQL names every requirement of the app's list, in its order, in its words", async () => {
    // A new draft with only its title: it lacks everything else.
    const { data: created } = await seller.from("generator_listings").insert({ dealer_id: sellerId, title: "Only a title" }).select("id").single();
    const { data: missing, error } = await seller.rpc("listing_missing_fields", { p_listing_id: created!.id });
    expect(error).toBeNull();
    expect(missing).toEqual(listingRequirements.map((requirement) => requirement.name));
    for (const requirement of listingRequirements) {
      const { data: label } = await seller.rpc("listing_field_label", { p_field: requirement.name });
      expect(label, requirement.name).toBe(requirement.label);
    }
  });
});

describe("how many photos a listing has", () => {
  test("SQL's limit is the app's", async () => {
    expect((await backend.client().rpc("listing_max_photos")).data).toBe(MAX_LISTING_PHOTOS);
  });

  test("a photo past the limit is refused, one at a time or several in one statement, whoever adds it", async () => {
    const service = backend.client("service_role");
    const { id } = await createListing(service, sellerId, { status: "draft" });
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ listing_id: id, storage_path: "seed/diesel-standby-1.png", position: from + index }));
    expect((await service.from("listing_photos").insert(rows(0, MAX_LISTING_PHOTOS - 2))).error).toBeNull();
    // Three at once where two places are left: none is added.
    const both = await service.from("listing_photos").insert(rows(MAX_LISTING_PHOTOS - 2, 3));
    expect(both.error?.message).toBe(`A listing can have at most ${MAX_LISTING_PHOTOS} photos`);
    expect((await service.from("listing_photos").insert(rows(MAX_LISTING_PHOTOS - 2, 2))).error).toBeNull();
    const last = await service.from("listing_photos").insert(rows(MAX_LISTING_PHOTOS, 1));
    expect(last.error?.message).toBe(`A listing can have at most ${MAX_LISTING_PHOTOS} photos`);
    const { count } = await service.from("listing_photos").select("id", { count: "exact", head: true }).eq("listing_id", id);
    expect(count).toBe(MAX_LISTING_PHOTOS);
  });
});

describe("a photo's alternative text", () => {
  test("SQL takes the app's longest and refuses one character more", async () => {
    const service = backend.client("service_role");
    const { id } = await createListing(service, sellerId, { status: "draft" });
    const { data: photo } = await service.from("listing_photos").insert({ listing_id: id, storage_path: "seed/battery-1.png", position: 0 }).select("id").single();
    expect((await seller.from("listing_photos").update({ alt: "a".repeat(MAX_PHOTO_ALT_LENGTH) }).eq("id", photo!.id)).error).toBeNull();
    expect((await seller.from("listing_photos").update({ alt: "a".repeat(MAX_PHOTO_ALT_LENGTH + 1) }).eq("id", photo!.id)).error?.code).toBe("23514");
  });
});
