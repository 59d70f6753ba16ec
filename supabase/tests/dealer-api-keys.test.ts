/**
 * The dealer API's keys (supabase/schemas/88-dealer-api.sql; docs/api.md): a Premium dealer
 * makes, names and revokes keys; the key is answered once and only its hash is kept; the
 * service role learns who a key acts as, and nobody learns it for a key revoked, unknown, or
 * whose dealer's plan no longer sells API access.
 */
import { createHash } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createMember, setMemberPlan, type Member } from "../../tests/support/factories.ts";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  service = backend.client("service_role");
});

afterAll(async () => {
  await backend?.close();
});

type Person = Member & { client: SupabaseClient };

async function person(userType: Member["userType"], plan?: string): Promise<Person> {
  const made = await createMember(service, { userType });
  if (plan) await setMemberPlan(service, made.id, plan);
  return { ...made, client: (await backend.signedInClient(made.email, made.password)).client };
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

const holderOf = async (key: string) => {
  const { data, error } = await service.rpc("api_key_holder", { p_key_hash: hashOf(key) });
  expect(error).toBeNull();
  return data as { key_id: string; dealer_id: string; scope: string } | null;
};

async function makeKey(dealer: Person, name = "Stock system", scope = "read-write") {
  const { data, error } = await dealer.client.rpc("create_api_key", { p_name: name, p_scope: scope });
  expect(error).toBeNull();
  return data as { id: string; key: string };
}

test("a Premium dealer's key is answered once, kept as its hash, and acts as its dealer with its scope", async () => {
  const dealer = await person("trade_seller", "trade-premium");
  const made = await makeKey(dealer, "  Website feed  ", "read");
  expect(made.key).toMatch(/^gmk_[0-9a-f]{48}$/);

  // The dealer's list: the name, scope and prefix, never the key nor its hash.
  const { data: listed } = await dealer.client.from("api_keys").select("id, name, scope, key_prefix, last_used_at, revoked_at");
  expect(listed).toEqual([{ id: made.id, name: "Website feed", scope: "read", key_prefix: made.key.slice(0, 12), last_used_at: null, revoked_at: null }]);
  const { error: hidden } = await dealer.client.from("api_keys").select("key_hash");
  expect(hidden).not.toBeNull();
  const { data: stored } = await service.from("api_keys").select("key_hash").eq("id", made.id).single();
  expect(stored!.key_hash).toBe(hashOf(made.key));
  expect(JSON.stringify(stored)).not.toContain(made.key);

  expect(await holderOf(made.key)).toEqual({ key_id: made.id, dealer_id: dealer.id, scope: "read" });
  const { data: used } = await dealer.client.from("api_keys").select("last_used_at").eq("id", made.id).single();
  expect(used!.last_used_at).not.toBeNull();
});

test("revoked, unknown, or the plan ended: the key acts as nobody; another dealer cannot revoke it", async () => {
  const dealer = await person("trade_seller", "trade-premium");
  const other = await person("trade_seller", "trade-premium");
  const kept = await makeKey(dealer);
  const revoked = await makeKey(dealer, "Old system");

  expect((await other.client.rpc("revoke_api_key", { p_id: kept.id })).data).toBe(false);
  expect(await holderOf(kept.key)).not.toBeNull();
  expect((await dealer.client.rpc("revoke_api_key", { p_id: revoked.id })).data).toBe(true);
  expect((await dealer.client.rpc("revoke_api_key", { p_id: revoked.id })).data).toBe(false);
  expect(await holderOf(revoked.key)).toBeNull();
  expect(await holderOf(`gmk_${"0".repeat(48)}`)).toBeNull();

  // Down to Standard, which sells no API access: the kept key stops working, and comes back with Premium.
  await setMemberPlan(service, dealer.id, "trade-standard");
  expect(await holderOf(kept.key)).toBeNull();
  await setMemberPlan(service, dealer.id, "trade-premium");
  expect(await holderOf(kept.key)).toMatchObject({ dealer_id: dealer.id });
});

test("only a Premium dealer makes keys, named and scoped, at most max_api_keys at once; nobody but the service role asks who a key is", async () => {
  const standard = await person("trade_seller", "trade-standard");
  const privateSeller = await person("private_seller");
  for (const [who, message] of [
    [standard, "API access comes with the Premium package"],
    [privateSeller, "API keys are for trade sellers"],
  ] as const) {
    const { data, error } = await who.client.rpc("create_api_key", { p_name: "Feed", p_scope: "read" });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "GM403", message });
  }

  const dealer = await person("trade_seller", "trade-premium");
  for (const [name, scope, message] of [
    ["   ", "read", "Name the key in 1 to 60 characters"],
    ["x".repeat(61), "read", "Name the key in 1 to 60 characters"],
    ["Feed", "admin", "Choose read or read-write"],
  ] as const) {
    const { error } = await dealer.client.rpc("create_api_key", { p_name: name, p_scope: scope });
    expect(error).toMatchObject({ code: "GM400", message });
  }
  const { data: max } = await dealer.client.rpc("max_api_keys");
  for (let made = 0; made < (max as number); made++) await makeKey(dealer, `Key ${made + 1}`);
  const { error: tooMany } = await dealer.client.rpc("create_api_key", { p_name: "One more", p_scope: "read" });
  expect(tooMany).toMatchObject({ code: "GM409" });
  expect(tooMany!.message).toContain(`You have ${max} keys already`);

  const { error: asMember } = await dealer.client.rpc("api_key_holder", { p_key_hash: hashOf("gmk_anything") });
  expect(asMember).not.toBeNull();
  const { error: asVisitor } = await backend.client().rpc("api_key_holder", { p_key_hash: hashOf("gmk_anything") });
  expect(asVisitor).not.toBeNull();
  const { error: forged } = await dealer.client.from("api_keys").insert({ dealer_id: dealer.id, name: "Forged", scope: "read", key_prefix: "gmk_00000000", key_hash: "0".repeat(64) });
  expect(forged).not.toBeNull();
});
