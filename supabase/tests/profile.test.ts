/**
 * Profiles as members could change them straight through supabase-js, whatever the page
 * shows (supabase/schemas/10-members.sql): their own row only, the account type rules, the columns
 * they may not set, the email that cannot change by any route, the avatars bucket's
 * folders, and the verified flag only staff set.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createAuction, createListing, createMember } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

async function member(userType: "buyer" | "private_seller" | "trade_seller" = "buyer", extra: { staff?: boolean } = {}) {
  const made = await createMember(service, { userType, ...extra, ...(userType === "trade_seller" ? { companyName: "Fen Power Ltd" } : {}) });
  const { client } = await backend.signedInClient(made.email, made.password);
  return { id: made.id, email: made.email, client };
}

const profileOf = async (id: string) =>
  (await service.from("profiles").select("user_type, company_name, company_tel, verified, image_url, town").eq("id", id).single()).data!;

const avatarUrl = (id: string, file = "1.png") => `${backend.config.publicUrl}/storage/v1/object/public/avatars/${id}/${file}`;

describe("whose profile", () => {
  test("a member changes their own profile; another member's update touches no row", async () => {
    const owner = await member();
    const other = await member();
    const own = await owner.client.from("profiles").update({ town: "Ely" }, { count: "exact" }).eq("id", owner.id);
    expect(own).toMatchObject({ error: null, count: 1 });
    const theirs = await other.client.from("profiles").update({ town: "Hacked" }, { count: "exact" }).eq("id", owner.id);
    expect(theirs.count).toBe(0);
    expect((await profileOf(owner.id)).town).toBe("Ely");
  });

  test("the verified flag, the id and the timestamps are not a member's to set", async () => {
    const seller = await member("private_seller");
    for (const values of [{ verified: true }, { id: crypto.randomUUID() }, { created_at: "2020-01-01T00:00:00Z" }]) {
      const { error } = await seller.client.from("profiles").update(values).eq("id", seller.id);
      expect(error?.code, JSON.stringify(values)).toBe("42501");
    }
    expect((await profileOf(seller.id)).verified).toBe(false);
  });
});

describe("account type", () => {
  test("a buyer becomes a private seller and back", async () => {
    const buyer = await member();
    expect((await buyer.client.from("profiles").update({ user_type: "private_seller" }).eq("id", buyer.id)).error).toBeNull();
    expect((await profileOf(buyer.id)).user_type).toBe("private_seller");
    expect((await buyer.client.from("profiles").update({ user_type: "buyer" }).eq("id", buyer.id)).error).toBeNull();
    expect((await profileOf(buyer.id)).user_type).toBe("buyer");
  });

  test("a trade seller account needs a company name and a business phone, and keeps them", async () => {
    const buyer = await member();
    const refused = await buyer.client.from("profiles").update({ user_type: "trade_seller", company_name: "Ely Gensets" }).eq("id", buyer.id);
    expect(refused.error).toMatchObject({ code: "GM400", message: "A trade seller account needs a company name and a business phone" });
    expect((await profileOf(buyer.id)).user_type).toBe("buyer");
    const becomes = await buyer.client
      .from("profiles")
      .update({ user_type: "trade_seller", company_name: "Ely Gensets", company_tel: "01353 496000" })
      .eq("id", buyer.id);
    expect(becomes.error).toBeNull();
    const blanked = await buyer.client.from("profiles").update({ company_tel: " " }).eq("id", buyer.id);
    expect(blanked.error?.code).toBe("GM400");
    // Other columns of a dealer who never gave a business line still save (their photo, town).
    const dealer = await member("trade_seller");
    expect((await dealer.client.from("profiles").update({ town: "Wisbech" }).eq("id", dealer.id)).error).toBeNull();
  });

  test("a seller with a live listing or auction cannot become a buyer", async () => {
    const withListing = await member("private_seller");
    await createListing(service, withListing.id, { status: "pending" });
    const refused = await withListing.client.from("profiles").update({ user_type: "buyer" }).eq("id", withListing.id);
    expect(refused.error).toMatchObject({ code: "GM409" });
    expect(refused.error?.message).toMatch(/^You have listings or auctions on sale/);
    const withAuction = await member("private_seller");
    await createAuction(service, withAuction.id);
    expect((await withAuction.client.from("profiles").update({ user_type: "buyer" }).eq("id", withAuction.id)).error?.code).toBe("GM409");
    expect((await profileOf(withAuction.id)).user_type).toBe("private_seller");
  });

  test("the platform (service role) is not bound by the member's rules", async () => {
    const buyer = await member();
    expect((await service.from("profiles").update({ user_type: "trade_seller" }).eq("id", buyer.id)).error).toBeNull();
  });
});

describe("email cannot be changed", () => {
  test("by the member through supabase-js, nor through the admin API", async () => {
    const someone = await member();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const asked = await someone.client.auth.updateUser({ email: `new-${someone.id}@example.test` });
    expect(asked.error).not.toBeNull();
    const admin = await service.auth.admin.updateUserById(someone.id, { email: `admin-${someone.id}@example.test` });
    expect(admin.error).not.toBeNull();
    logged.mockRestore();
    const { data } = await service.auth.admin.getUserById(someone.id);
    expect(data.user).toMatchObject({ email: someone.email });
    expect(data.user?.new_email ?? "").toBe("");
    // Metadata and passwords still change as before.
    expect((await someone.client.auth.updateUser({ data: { theme: "dark" } })).error).toBeNull();
  });

  test("profiles has no email column to write, and my_profile is read-only", async () => {
    const someone = await member();
    expect((await someone.client.from("profiles").update({ email: "x@example.test" } as never).eq("id", someone.id)).error).not.toBeNull();
    expect((await someone.client.from("my_profile").update({ town: "Ely" }).eq("id", someone.id)).error?.code).toBe("42501");
  });

  test("the platform changes an address in SQL only by saying so", async () => {
    const someone = await member();
    const address = `support-${someone.id}@example.test`;
    await expect(backend.db.query("update auth.users set email = $2 where id = $1", [someone.id, address])).rejects.toThrow(
      "Your email address cannot be changed",
    );
    await backend.db.transaction(async (tx) => {
      await tx.query("set local genmarket.allow_email_change = 'on'");
      await tx.query("update auth.users set email = $2 where id = $1", [someone.id, address]);
    });
    expect((await service.auth.admin.getUserById(someone.id)).data.user?.email).toBe(address);
  });
});

describe("avatars", () => {
  test("a member uploads to their own folder and points their profile at it; the public URL serves it", async () => {
    const owner = await member("private_seller");
    const path = `${owner.id}/${Date.now()}.png`;
    const upload = await owner.client.storage.from("avatars").upload(path, PNG, { contentType: "image/png", cacheControl: "3600", upsert: false });
    expect(upload.error).toBeNull();
    const url = owner.client.storage.from("avatars").getPublicUrl(path).data.publicUrl;
    expect((await owner.client.from("profiles").update({ image_url: url }).eq("id", owner.id)).error).toBeNull();
    const served = await backend.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    // No overwrite: the same path again is refused.
    const again = await owner.client.storage.from("avatars").upload(path, PNG, { contentType: "image/png", upsert: false });
    expect(again.error).not.toBeNull();
    const overwrite = await owner.client.storage.from("avatars").upload(path, PNG, { contentType: "image/png", upsert: true });
    expect(overwrite.error).not.toBeNull();
    // The owner removes their old file.
    expect((await owner.client.storage.from("avatars").remove([path])).data).toHaveLength(1);
  });

  test("another member cannot write into, or remove from, someone's folder", async () => {
    const owner = await member();
    const other = await member();
    const path = `${owner.id}/${Date.now()}.png`;
    expect((await owner.client.storage.from("avatars").upload(path, PNG, { contentType: "image/png" })).error).toBeNull();
    const intrusion = await other.client.storage.from("avatars").upload(`${owner.id}/${Date.now()}-x.png`, PNG, { contentType: "image/png" });
    expect(intrusion.error).not.toBeNull();
    const removed = await other.client.storage.from("avatars").remove([path]);
    expect(removed.data ?? []).toHaveLength(0);
    expect((await backend.fetch(owner.client.storage.from("avatars").getPublicUrl(path).data.publicUrl)).status).toBe(200);
    const anon = await backend.client().storage.from("avatars").upload(`${owner.id}/anon.png`, PNG, { contentType: "image/png" });
    expect(anon.error).not.toBeNull();
  });

  test("the bucket takes images only, up to 5 MB", async () => {
    const owner = await member();
    const text = await owner.client.storage.from("avatars").upload(`${owner.id}/note.txt`, "hello", { contentType: "text/plain" });
    expect(text.error).not.toBeNull();
    const big = await owner.client.storage
      .from("avatars")
      .upload(`${owner.id}/big.png`, new Uint8Array(5 * 1024 * 1024 + 1), { contentType: "image/png" });
    expect(big.error).not.toBeNull();
  });

  test("a profile photo is a file of the member's own folder, or none", async () => {
    const owner = await member();
    const other = await member();
    for (const url of ["https://tracker.example/pixel.png", avatarUrl(other.id), `javascript:alert(1)//${avatarUrl(owner.id)}`]) {
      const { error } = await owner.client.from("profiles").update({ image_url: url }).eq("id", owner.id);
      expect(error, url).toMatchObject({ code: "GM400", message: "Please upload your profile photo from your profile" });
    }
    expect((await owner.client.from("profiles").update({ image_url: avatarUrl(owner.id) }).eq("id", owner.id)).error).toBeNull();
    expect((await owner.client.from("profiles").update({ image_url: null }).eq("id", owner.id)).error).toBeNull();
  });
});

describe("verified sellers", () => {
  test("staff set and clear a seller's flag; anyone else is refused with GM403", async () => {
    const staff = await member("buyer", { staff: true });
    const seller = await member("trade_seller");
    const buyer = await member();
    expect(await staff.client.rpc("set_seller_verified", { p_seller: seller.id, p_verified: true })).toMatchObject({ data: true, error: null });
    expect((await profileOf(seller.id)).verified).toBe(true);
    const bySeller = await seller.client.rpc("set_seller_verified", { p_seller: seller.id, p_verified: false });
    expect(bySeller.error).toMatchObject({ code: "GM403", message: "Only staff can verify sellers" });
    expect((await backend.client().rpc("set_seller_verified", { p_seller: seller.id, p_verified: false })).error).not.toBeNull();
    expect((await profileOf(seller.id)).verified).toBe(true);
    expect((await staff.client.rpc("set_seller_verified", { p_seller: seller.id, p_verified: false })).error).toBeNull();
    expect((await profileOf(seller.id)).verified).toBe(false);
    const notSeller = await staff.client.rpc("set_seller_verified", { p_seller: buyer.id, p_verified: true });
    expect(notSeller.error).toMatchObject({ code: "GM404", message: "Seller not found" });
  });
});
