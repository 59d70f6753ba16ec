/**
 * The moderation queue's rules (supabase/schemas/80-moderation.sql) through the APIs, as the app
 * meets them: real sign-ins with supabase-js as the seeded staff account, the listing's
 * owner, another seller, a buyer and an anonymous visitor.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listingOptions } from "../../app/content/plans.ts";
import { createListing, uniqueToken } from "../../tests/support/factories.ts";
import { startTestBackend, TEST_DEMO_PASSWORD, type TestBackend } from "../local/testing.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The listing periods as the pricing pages state them (one source); SQL must agree. */
const periodDays = (key: "basic" | "enhanced") => listingOptions.find((option) => option.key === key)!.days;

let backend: TestBackend;
let anon: SupabaseClient;
let staff: SupabaseClient;
let owner: SupabaseClient; // demo private seller
let otherSeller: SupabaseClient; // demo trade seller
let buyer: SupabaseClient;
let ownerId: string;
let staffId: string;

/** A complete listing of the demo private seller, waiting for review, with one photo. */
async function pendingListing(listingOption: "basic" | "enhanced" | null) {
  const service = backend.client("service_role");
  const { id } = await createListing(service, ownerId, {
    status: "pending",
    listing_option: listingOption,
    title: `Moderation test ${uniqueToken()}: Honda EU30i`,
  });
  const photo = await service
    .from("listing_photos")
    .insert({ listing_id: id, storage_path: "seed/portable-1.png", position: 0, alt: "Front" });
  expect(photo.error).toBeNull();
  return id;
}

async function listingAsService(id: string) {
  const { data } = await backend
    .client("service_role")
    .from("generator_listings")
    .select("status, expires_at, featured, featured_until, published_at, rejection_reason, reviewed_at, reviewed_by, submitted_at")
    .eq("id", id)
    .single();
  return data!;
}

const moderate = (client: SupabaseClient, id: string, decision: string, reason?: string) =>
  client.rpc("moderate_listing", { p_listing_id: id, p_decision: decision, p_reason: reason ?? null });

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  ({ client: staff, id: staffId } = await backend.signedInClient("demo-staff@genmarket.test"));
  ({ client: owner, id: ownerId } = await backend.signedInClient("demo-private@genmarket.test"));
  ({ client: otherSeller } = await backend.signedInClient("demo-trade@genmarket.test"));
  ({ client: buyer } = await backend.signedInClient("demo-buyer@genmarket.test"));
});

afterAll(async () => {
  await backend?.close();
});

describe("the staff role", () => {
  test("the seeded staff account is staff; the demo members are not", async () => {
    expect((await staff.rpc("is_staff")).data).toBe(true);
    for (const client of [owner, otherSeller, buyer, anon]) {
      expect((await client.rpc("is_staff")).data).toBe(false);
    }
  });

  test("a staff password alone (no two-step code, aal1) is no staff session: nothing under review is read or decided", async () => {
    const passwordOnly = backend.client();
    const { data, error } = await passwordOnly.auth.signInWithPassword({ email: "demo-staff@genmarket.test", password: TEST_DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(JSON.parse(atob(data.session!.access_token.split(".")[1]!)).aal).toBe("aal1");
    expect((await passwordOnly.rpc("is_staff")).data).toBe(false);
    const pending = await pendingListing("basic");
    expect((await passwordOnly.from("generator_listings").select("id").eq("id", pending)).data).toEqual([]);
    expect((await moderate(passwordOnly, pending, "approve")).error?.code).toBe("42501");
    expect((await listingAsService(pending)).status).toBe("pending");
  });

  test("a user who sets role: staff on themselves gets it in user_metadata and nothing more", async () => {
    const { client: member } = await backend.signedInClient("demo-buyer@genmarket.test");
    const { data, error } = await member.auth.updateUser({ data: { role: "staff" } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata.role).toBe("staff");
    expect(data.user!.app_metadata.role).toBeUndefined();
    // A fresh token carries the new user_metadata, and still no staff role.
    expect((await member.auth.refreshSession()).error).toBeNull();
    expect((await member.rpc("is_staff")).data).toBe(false);
    const pending = await pendingListing("basic");
    expect((await member.from("generator_listings").select("id").eq("id", pending)).data).toEqual([]);
    expect((await moderate(member, pending, "approve")).error?.code).toBe("42501");
    expect((await listingAsService(pending)).status).toBe("pending");
  });
});

describe("reading listings under review", () => {
  test("staff read pending listings and their photos; only the owner else does", async () => {
    const id = await pendingListing("basic");
    const asStaff = await staff.from("generator_listings").select("id, status, submitted_at").eq("status", "pending");
    expect(asStaff.error).toBeNull();
    expect(asStaff.data!.map((row) => row.id)).toContain(id);
    // The seeded pending listing of another seller is in the queue too.
    expect(asStaff.data!.map((row) => row.id)).toContain("10000000-0000-4000-8000-000000000076");
    expect(asStaff.data!.every((row) => row.submitted_at)).toBe(true);
    expect((await staff.from("listing_photos").select("storage_path").eq("listing_id", id)).data).toEqual([
      { storage_path: "seed/portable-1.png" },
    ]);

    expect((await owner.from("generator_listings").select("status").eq("id", id)).data).toEqual([{ status: "pending" }]);
    for (const client of [anon, otherSeller, buyer]) {
      expect((await client.from("generator_listings").select("id").eq("id", id)).data).toEqual([]);
      expect((await client.from("listing_photos").select("id").eq("listing_id", id)).data).toEqual([]);
    }
  });

  test("staff can read but not write someone else's listing directly", async () => {
    const id = await pendingListing("basic");
    const update = await staff.from("generator_listings").update({ title: "Edited by staff" }, { count: "exact" }).eq("id", id);
    expect(update.count).toBe(0);
    const activate = await staff.from("generator_listings").update({ status: "active" }, { count: "exact" }).eq("id", id);
    expect(activate.count ?? 0).toBe(0);
    expect((await listingAsService(id)).status).toBe("pending");
  });
});

describe("moderate_listing", () => {
  test("only staff moderate: the owner, other members and visitors are refused, even through rpc", async () => {
    const id = await pendingListing("basic");
    for (const client of [owner, otherSeller, buyer]) {
      const { error } = await moderate(client, id, "approve");
      expect(error?.code).toBe("42501");
      expect(error?.message).toBe("Only staff can moderate listings");
    }
    expect((await moderate(anon, id, "approve")).error?.code).toBe("42501");
    expect((await listingAsService(id)).status).toBe("pending");
  });

  test("approving a Basic listing makes it public for its period in plans.ts (30 days)", async () => {
    const id = await pendingListing("basic");
    const before = Date.now();
    const { data, error } = await moderate(staff, id, "approve");
    expect(error).toBeNull();
    expect(data).toBe("active");
    const row = await listingAsService(id);
    expect(row).toMatchObject({ status: "active", featured: false, featured_until: null, rejection_reason: null, reviewed_by: staffId });
    expect(row.published_at).not.toBeNull();
    const days = (Date.parse(row.expires_at) - before) / DAY_MS;
    expect(periodDays("basic")).toBe(30);
    expect(days).toBeGreaterThan(periodDays("basic") - 0.01);
    expect(days).toBeLessThan(periodDays("basic") + 0.01);

    // Priority Buyers see it first (member-plans.test.ts); everyone once that period is over.
    expect((await anon.from("generator_listings").select("id").eq("id", id)).data).toEqual([]);
    await backend.db.query("update public.generator_listings set reviewed_at = reviewed_at - interval '25 hours' where id = $1", [id]);
    expect((await anon.from("generator_listings").select("id").eq("id", id)).data).toEqual([{ id }]);
    expect((await anon.from("listing_photos").select("storage_path").eq("listing_id", id)).data).toHaveLength(1);
    const search = await anon.rpc("search_listings", { search: "Moderation test", page_size: 100 });
    expect(search.data.listings.map((listing: { id: string }) => listing.id)).toContain(id);
  });

  test("approving an Enhanced listing makes it public and featured for its period in plans.ts (60 days)", async () => {
    const id = await pendingListing("enhanced");
    const before = Date.now();
    expect((await moderate(staff, id, "approve")).error).toBeNull();
    const row = await listingAsService(id);
    expect(row).toMatchObject({ status: "active", featured: true });
    expect(row.featured_until).toBe(row.expires_at);
    const days = (Date.parse(row.expires_at) - before) / DAY_MS;
    expect(periodDays("enhanced")).toBe(60);
    expect(days).toBeGreaterThan(periodDays("enhanced") - 0.01);
    expect(days).toBeLessThan(periodDays("enhanced") + 0.01);
  });

  test("a listing without an option runs for the Basic 30 days", async () => {
    const id = await pendingListing(null);
    expect((await moderate(staff, id, "approve")).error).toBeNull();
    const row = await listingAsService(id);
    expect(Math.round((Date.parse(row.expires_at) - Date.now()) / DAY_MS)).toBe(periodDays("basic"));
    expect(row.featured).toBe(false);
  });

  test("rejecting needs a reason of 10 to 500 characters; the owner reads it, nobody else sees the listing", async () => {
    const id = await pendingListing("basic");
    for (const reason of [undefined, "   ", "Too short", "x".repeat(501)]) {
      const { error } = await moderate(staff, id, "reject", reason);
      expect(error?.code, String(reason)).toBe("GM400");
    }
    expect((await listingAsService(id)).status).toBe("pending");

    const reason = "  Please add a photo of the engine's data plate.  ";
    const { data, error } = await moderate(staff, id, "reject", reason);
    expect(error).toBeNull();
    expect(data).toBe("rejected");
    const { data: own } = await owner.from("generator_listings").select("status, rejection_reason, reviewed_at").eq("id", id).single();
    expect(own).toMatchObject({ status: "rejected", rejection_reason: reason.trim() });
    expect(own!.reviewed_at).not.toBeNull();
    for (const client of [anon, otherSeller, buyer]) {
      expect((await client.from("generator_listings").select("id").eq("id", id)).data).toEqual([]);
    }
    const search = await anon.rpc("search_listings", { search: "Moderation test", page_size: 100 });
    expect(search.data.listings.map((listing: { id: string }) => listing.id)).not.toContain(id);
  });

  test("only a pending listing can be decided, once", async () => {
    const id = await pendingListing("basic");
    expect((await moderate(staff, id, "approve")).error).toBeNull();
    for (const decision of ["approve", "reject"]) {
      const { error } = await moderate(staff, id, decision, "A second reviewer's late decision.");
      expect(error?.code).toBe("GM409");
      expect(error?.message).toBe("This listing is not awaiting review");
    }
    expect((await listingAsService(id)).status).toBe("active");
    // The seeded draft (73) and an unknown id are not awaiting review either.
    expect((await moderate(staff, "10000000-0000-4000-8000-000000000073", "approve")).error?.code).toBe("GM409");
    expect((await moderate(staff, "d0000000-0000-4000-8000-000000000000", "approve")).error?.code).toBe("GM409");
  });

  test("an unknown decision changes nothing", async () => {
    const id = await pendingListing("basic");
    expect((await moderate(staff, id, "publish")).error?.code).toBe("22023");
    expect((await listingAsService(id)).status).toBe("pending");
  });

  test("nobody writes the review's columns through the table", async () => {
    const id = await pendingListing("basic");
    const { error } = await owner.from("generator_listings").update({ rejection_reason: "I approve of myself." }).eq("id", id);
    expect(error?.code).toBe("42501");
  });
});
