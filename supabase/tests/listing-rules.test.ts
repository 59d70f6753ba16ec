/**
 * The listing rules SQL shares with the app (app/models/listing-rules.ts): the same answer
 * from both, and RLS acting on it.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingStatuses } from "../../app/content/listing-statuses.ts";
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
