/**
 * The dealer API's SQL (supabase/schemas/88-dealer-api.sql), called as the Worker calls it:
 * with a token for the dealer that carries the key's id and scope (api_key_id, api_scope;
 * app/utils/admin.server.ts signs it). A read-only key writes nothing whatever the route
 * does; an Idempotency-Key belongs to one key and one request; the status words are the bulk
 * upload's.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { statusWords } from "../../app/models/listing-rows.server.ts";
import { createApiKey, createListing, createMember, setMemberPlan } from "../../tests/support/factories.ts";
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

/** A Premium dealer, and a client acting as them through a key of this scope. */
async function dealerThroughKey(scope: "read" | "read-write") {
  const dealer = await createMember(service, { userType: "trade_seller" });
  await setMemberPlan(service, dealer.id, "trade-premium");
  const { id } = await createApiKey(service, dealer.id, scope);
  return { dealer, keyId: id, client: backend.userClient(dealer.id, { api_key_id: id, api_scope: scope }) };
}

const values = {
  title: "Perkins 100 kVA standby set",
  type: "dieselStandby",
  condition: "used-good",
  description: "Serviced.",
  power_kw: 80,
  fuel: "Diesel",
  brand: "Perkins",
  model: null,
  year: 2019,
  hours: 4200,
  price_gbp: 12500,
  vat_status: "ex-vat",
  postcode: "LS11 5DG",
  location: "Leeds",
  warranty_months: 0,
  phase: null,
  sockets: false,
  emissions: null,
};

test("a read-only key's token writes nothing, whichever function it calls", async () => {
  const { dealer, client } = await dealerThroughKey("read");
  await createListing(service, dealer.id, { stock_ref: "R-1" });
  for (const [name, args] of [
    ["api_create_listing", { p_stock_ref: "R-2", p_values: values }],
    ["api_update_listing", { p_stock_ref: "R-1", p_values: { ...values, price_gbp: 1 } }],
    ["api_withdraw_listing", { p_stock_ref: "R-1" }],
  ] as const) {
    const { error } = await client.rpc(name, args);
    expect(error, name).toMatchObject({ code: "GM403", message: expect.stringContaining("This API key can only read") });
  }
  const { data } = await service.from("generator_listings").select("stock_ref, status, price_gbp").eq("dealer_id", dealer.id);
  expect(data).toEqual([{ stock_ref: "R-1", status: "active", price_gbp: 900 }]);
});

test("a read and write key creates a listing for review, and its dealer's session may too; another dealer's stock_ref is not found", async () => {
  const { dealer, client } = await dealerThroughKey("read-write");
  const { data: id, error } = await client.rpc("api_create_listing", { p_stock_ref: "W-1", p_values: values });
  expect(error).toBeNull();
  const { data: made } = await service.from("generator_listings").select("dealer_id, status, stock_ref, power_kw").eq("id", id!).single();
  expect(made).toMatchObject({ dealer_id: dealer.id, status: "pending", stock_ref: "W-1" });

  const other = await createMember(service, { userType: "trade_seller" });
  await createListing(service, other.id, { stock_ref: "THEIRS" });
  for (const [name, args] of [
    ["api_update_listing", { p_stock_ref: "THEIRS", p_values: values }],
    ["api_withdraw_listing", { p_stock_ref: "THEIRS" }],
  ] as const) {
    const refused = await client.rpc(name, args);
    expect(refused.error, name).toMatchObject({ code: "GM404", message: "You have no listing with stock_ref THEIRS" });
  }
});

test("an Idempotency-Key: new, running, the first answer, or another request's; one key's keys are not another's", async () => {
  const { client, dealer } = await dealerThroughKey("read-write");
  const begin = (key: string, fingerprint: string, as = client) => as.rpc("begin_idempotent_request", { p_idempotency_key: key, p_fingerprint: fingerprint });
  const a = "a".repeat(64);
  const b = "b".repeat(64);
  expect((await begin("k1", a)).data).toEqual({ state: "new" });
  expect((await begin("k1", a)).data).toEqual({ state: "in_progress" });
  expect((await begin("k1", b)).data).toEqual({ state: "mismatch" });
  await client.rpc("finish_idempotent_request", { p_idempotency_key: "k1", p_status: 201, p_body: { id: "x" } });
  expect((await begin("k1", a)).data).toEqual({ state: "done", status: 201, body: { id: "x" } });

  // A server error frees the key: the retry runs.
  expect((await begin("k2", a)).data).toEqual({ state: "new" });
  await client.rpc("finish_idempotent_request", { p_idempotency_key: "k2", p_status: 500, p_body: {} });
  expect((await begin("k2", a)).data).toEqual({ state: "new" });

  // The same dealer's other key has keys of its own.
  const { id: secondKey } = await createApiKey(service, dealer.id, "read-write");
  const second = backend.userClient(dealer.id, { api_key_id: secondKey, api_scope: "read-write" });
  expect((await begin("k1", b, second)).data).toEqual({ state: "new" });
  // A token naming someone else's key, or none (a member's own session), has none.
  const stranger = await createMember(service, { userType: "trade_seller" });
  const borrowed = backend.userClient(stranger.id, { api_key_id: secondKey, api_scope: "read-write" });
  expect((await begin("k3", a, borrowed)).error).toMatchObject({ code: "GM403" });
  expect((await begin("k3", a, backend.userClient(dealer.id))).error).toMatchObject({ code: "GM403" });
  // Nobody reads the table directly.
  const { data: rows } = await client.from("api_idempotency_keys").select("idempotency_key");
  expect(rows ?? []).toEqual([]);
});

test("an update refused for its status says so in the bulk upload's words", async () => {
  const { db } = backend;
  for (const [status, words] of Object.entries(statusWords)) {
    const { rows } = await db.query<{ words: string }>("select private.listing_status_words($1) as words", [status]);
    expect(rows[0]!.words, status).toBe(words);
  }
});
