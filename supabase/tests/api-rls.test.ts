/**
 * Row-level security through the APIs, as the app meets it: real sign-ins with supabase-js,
 * then every cross-user read and write on every table and the photo bucket, as anonymous,
 * as user A and as user B. (schema.test.ts checks the same policies directly in SQL.)
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let anon: SupabaseClient;
let userA: SupabaseClient; // demo private seller
let userB: SupabaseClient; // demo trade seller
let idA: string;
let idB: string;
let draftOfA: string;
let activeOfA: string;

const signedIn = (email: string) => backend.signedInClient(email);

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = backend.client();
  ({ client: userA, id: idA } = await signedIn("demo-private@genmarket.test"));
  ({ client: userB, id: idB } = await signedIn("demo-trade@genmarket.test"));
  const { data: own } = await userA.from("generator_listings").select("id, status").eq("dealer_id", idA);
  draftOfA = own!.find((listing) => listing.status === "draft")!.id;
  activeOfA = own!.find((listing) => listing.status === "active")!.id;
});

afterAll(async () => {
  await backend?.close();
});

describe("generator_listings", () => {
  test("anonymous visitors and other users read active listings only", async () => {
    for (const client of [anon, userB]) {
      const { data, error } = await client.from("generator_listings").select("id, status").eq("dealer_id", idA);
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(new Set(data!.map((listing) => listing.status))).toEqual(new Set(["active"]));
      const { data: draft } = await client.from("generator_listings").select("id").eq("id", draftOfA);
      expect(draft).toEqual([]);
    }
  });

  test("the owner reads every one of their listings, drafts included", async () => {
    const { data } = await userA.from("generator_listings").select("id").eq("id", draftOfA).single();
    expect(data?.id).toBe(draftOfA);
  });

  test("nobody writes another user's listing; anonymous visitors write nothing", async () => {
    const stolen = { dealer_id: idA, title: "Not mine" };
    const asB = await userB.from("generator_listings").insert(stolen);
    expect(asB.error?.code).toBe("42501");
    expect(asB.status).toBe(403);
    const asAnon = await anon.from("generator_listings").insert(stolen);
    expect(asAnon.error?.code).toBe("42501");
    expect(asAnon.status).toBe(401);

    const update = await userB.from("generator_listings").update({ title: "Hijacked" }).eq("id", activeOfA).select("id");
    expect(update.data).toEqual([]);
    const remove = await userB.from("generator_listings").delete().eq("id", activeOfA).select("id");
    expect(remove.data).toEqual([]);
    expect((await anon.from("generator_listings").delete().eq("id", activeOfA)).error?.code).toBe("42501");

    const { data: still } = await anon.from("generator_listings").select("title").eq("id", activeOfA).single();
    expect(still?.title).not.toBe("Hijacked");
  });

  test("the owner creates, edits and deletes their own listing; platform columns stay closed", async () => {
    const created = await userA
      .from("generator_listings")
      .insert({ dealer_id: idA, title: "Pramac P11000 11 kVA" })
      .select("id, title, status")
      .single();
    expect(created.error).toBeNull();
    const id = created.data!.id;
    const edited = await userA.from("generator_listings").update({ title: "Pramac P11000 11 kVA, 300 hours" }).eq("id", id).select("title").single();
    expect(edited.data?.title).toBe("Pramac P11000 11 kVA, 300 hours");
    // Featured placement is paid for: the owner cannot set it.
    const featured = await userA.from("generator_listings").update({ featured: true }).eq("id", id);
    expect(featured.error?.code).toBe("42501");
    const removed = await userA.from("generator_listings").delete().eq("id", id).select("id");
    expect(removed.data).toEqual([{ id }]);
  });
});

describe("listing_photos", () => {
  test("photos of hidden listings are hidden; nobody adds, moves or deletes another user's photos", async () => {
    const { data: draftPhotos } = await anon.from("listing_photos").select("id").eq("listing_id", draftOfA);
    expect(draftPhotos).toEqual([]);

    const insert = await userB.from("listing_photos").insert({ listing_id: activeOfA, storage_path: `${idB}/x.jpg`, position: 9 });
    expect(insert.error?.code).toBe("42501");
    const { data: photos } = await anon.from("listing_photos").select("id, position").eq("listing_id", activeOfA);
    expect(photos!.length).toBeGreaterThan(0);
    const photo = photos![0]!;
    expect((await userB.from("listing_photos").update({ position: 7 }).eq("id", photo.id).select("id")).data).toEqual([]);
    expect((await userB.from("listing_photos").delete().eq("id", photo.id).select("id")).data).toEqual([]);
    expect((await anon.from("listing_photos").delete().eq("id", photo.id)).error?.code).toBe("42501");

    const own = await userA.from("listing_photos").update({ alt: "Front view" }).eq("id", photo.id).select("alt").single();
    expect(own.data?.alt).toBe("Front view");
  });
});

describe("profiles", () => {
  test("public fields are public, private ones only through the owner's my_profile", async () => {
    const { data: publicA, error } = await anon.from("profiles").select("id, full_name, user_type").eq("id", idA).single();
    expect(error).toBeNull();
    expect(publicA?.user_type).toBe("private_seller");
    expect((await anon.from("profiles").select("phone").eq("id", idA)).error?.code).toBe("42501");
    expect((await userB.from("profiles").select("phone").eq("id", idA)).error?.code).toBe("42501");

    const mine = await userA.from("my_profile").select("id, phone");
    expect(mine.data?.map((row) => row.id)).toEqual([idA]);
    expect((await anon.from("my_profile").select("id")).error?.code).toBe("42501");
  });

  test("users update only their own profile and cannot create or delete profiles", async () => {
    const other = await userB.from("profiles").update({ bio: "Hijacked" }, { count: "exact" }).eq("id", idA);
    expect(other.error).toBeNull();
    expect(other.count).toBe(0);
    const own = await userA.from("profiles").update({ bio: "Selling my farm standby set." }, { count: "exact" }).eq("id", idA);
    expect(own.count).toBe(1);
    expect((await userB.from("profiles").insert({ id: idB, full_name: "Second me" })).error?.code).toBe("42501");
    expect((await userB.from("profiles").delete().eq("id", idB)).error?.code).toBe("42501");
  });
});

describe("listing-photos bucket", () => {
  const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" });

  test("users upload only into their own folder; a file no photo row shows is read by its uploader only; only the owner deletes", async () => {
    const own = await userA.storage.from("listing-photos").upload(`${idA}/${activeOfA}/front.png`, file);
    expect(own.error).toBeNull();
    const intoA = await userB.storage.from("listing-photos").upload(`${idA}/${activeOfA}/fake.png`, file);
    expect(intoA.error).not.toBeNull();
    const asAnon = await anon.storage.from("listing-photos").upload(`anon/fake.png`, file);
    expect(asAnon.error).not.toBeNull();

    expect((await userA.storage.from("listing-photos").download(`${idA}/${activeOfA}/front.png`)).error).toBeNull();
    for (const client of [anon, userB]) {
      expect((await client.storage.from("listing-photos").download(`${idA}/${activeOfA}/front.png`)).error).not.toBeNull();
    }

    const removedByB = await userB.storage.from("listing-photos").remove([`${idA}/${activeOfA}/front.png`]);
    expect(removedByB.data).toEqual([]);
    const removedByA = await userA.storage.from("listing-photos").remove([`${idA}/${activeOfA}/front.png`]);
    expect(removedByA.data?.map((object) => object.name)).toEqual([`${idA}/${activeOfA}/front.png`]);
  });
});
