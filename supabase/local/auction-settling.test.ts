/**
 * Scheduled closing without a page visit: the local backend's timer (what `npm run dev`
 * runs, standing in for the Worker's Cron Trigger) settles an auction once its end has
 * passed, with nobody asking for it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { createAuction, createMember } from "../../tests/support/factories.ts";
import { startAuctionSettling } from "./auction-settling.ts";
import { startTestBackend, type TestBackend } from "./testing.ts";

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend?.close();
});

test("a due auction is settled by the timer alone; an open one is left open", async () => {
  const service = backend.client("service_role");
  const seller = await createMember(service, { userType: "private_seller" });
  const bidder = await createMember(service, { fullName: "Kim Reed" });
  // Open long enough for the bid on a busy machine; the end is brought near after it.
  const due = await createAuction(service, seller.id, { auction_end_date: new Date(Date.now() + 10 * 60_000).toISOString() });
  const open = await createAuction(service, seller.id);
  const client = (await backend.signedInClient(bidder.email, bidder.password)).client;
  expect((await client.rpc("place_bid", { p_auction_id: due.id, p_amount: 1000 })).error).toBeNull();
  // The bid's soft close moved the end to 2 minutes after it: bring it back to a second from now.
  await service.from("auction_listings").update({ auction_end_date: new Date(Date.now() + 1000).toISOString() }).eq("id", due.id);

  const settled: number[] = [];
  const stop = startAuctionSettling(backend, backend.config, { intervalMs: 100, onSettled: (count) => settled.push(count) });
  try {
    await expect
      .poll(async () => (await service.from("auction_listings").select("status").eq("id", due.id).single()).data?.status, { timeout: 10_000 })
      .toBe("sold");
  } finally {
    stop();
  }
  expect(settled).toEqual([1]);
  expect((await service.from("auction_outcomes").select("winner_id, sale_price").eq("auction_id", due.id).single()).data).toEqual({
    winner_id: bidder.id,
    sale_price: 1000,
  });
  expect((await service.from("auction_listings").select("status").eq("id", open.id).single()).data?.status).toBe("active");
});
