/**
 * The marketing pages' live figures (app/models/marketplace-counts.server.ts) read as an
 * anonymous visitor from the seeded database: listings with a head count, every member
 * figure from one aggregate request (profiles grouped by kind and verification). Each must
 * equal the same count taken in SQL.
 */
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, test } from "vitest";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { startTestBackend, type TestBackend } from "../local/testing.ts";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.close();
});

test("the figures equal the database's own counts, the member ones from one aggregate request", async () => {
  const requests: string[] = [];
  const { rows } = await backend.db.query<Record<string, number>>(
    `select
       (select count(*)::int from public.generator_listings where status = 'active') as listings,
       (select count(*)::int from public.profiles where verified and user_type in ('private_seller', 'trade_seller')) as "verifiedSellers",
       (select count(*)::int from public.profiles where user_type = 'buyer') as buyers,
       (select count(*)::int from public.profiles where user_type = 'trade_seller') as "tradeSellers",
       (select count(*)::int from public.profiles) as members`,
  );
  const counted = await countMarketplace(loggingClient(requests));
  expect(counted).toEqual(rows[0]);
  expect(counted!.buyers).toBeGreaterThan(0);
  expect(requests.filter((url) => url.includes("/profiles"))).toEqual([
    expect.stringContaining("select=user_type%2Cverified%2Ccount%28%29"),
  ]);
});

/** An anonymous visitor's client that notes every request's URL, so the test sees how many were made. */
function loggingClient(requests: string[]) {
  return createClient(backend.config.publicUrl, backend.config.anonKey, {
    global: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(String(input));
        return backend.fetch(input, init);
      },
    },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
