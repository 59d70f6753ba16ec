/**
 * One database round trip per public page (docs/decisions/003-one-database-call-per-public-page.md), counted by the local backend
 * (GET /_local/requests): a visitor's browse page, listing page, auctions list and auction
 * page each make one request; a member's page adds the session's reads once (Auth's check,
 * my_profile, the unread count), not once per loader, and their own state. `npm run bench`
 * prints the same counts; timings are its alone.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ seller: Member; buyer: Member; listing: { id: string; title: string } }>({
  seller: memberFixture(admin, { userType: "trade_seller", companyName: "Round Trip Plant Ltd" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
  listing: async ({ seller }, use) => {
    await use(await createListing(admin, seller.id));
  },
});

/**
 * What the Worker's email queue consumer asks the backend (app/utils/admin.server.ts,
 * docs/email.md): a batch queued by an earlier test can be delivered while a page is asked
 * for, and its calls are not the page's.
 */
const emailDelivery = /^POST \/rest\/v1\/rpc\/(hand_out_emails|claim_emails|record_emails_sent|record_email_attempt_failed|record_emails_dead)$/;

/** The backend requests one GET of `path` made, by name. A bot's user agent: no listing view is written after the answer. */
async function requestsFor(path: string, cookie: string) {
  const served = async () => (await fetch(`${testBackendUrl()}/_local/requests`)).json() as Promise<{ count: number; recent: string[] }>;
  const before = (await served()).count;
  const response = await worker.fetch(path, { headers: { Cookie: cookie, "User-Agent": "GenMarketTest/1.0 (bot)" } });
  expect(response.status).toBe(200);
  await response.text();
  const after = await served();
  return after.recent.slice(after.recent.length - (after.count - before)).filter((request) => !emailDelivery.test(request));
}

// Any cookie keeps a visitor's page away from the edge cache (server.ts): rendered every time.
const visitor = "gm_test=fresh";
const auctionPath = async () => {
  const { data, error } = await admin.from("auction_listings").select("id").eq("status", "active").limit(1).single();
  expect(error).toBeNull();
  return `/auctions/${data!.id}`;
};

describe("round trips per page", () => {
  test("a visitor's public pages are one call each", async ({ listing }) => {
    expect(await requestsFor("/listings", visitor)).toEqual(["POST /rest/v1/rpc/listings_page"]);
    expect(await requestsFor(`/listings/${listing.id}`, visitor)).toEqual(["POST /rest/v1/rpc/listing_page"]);
    expect(await requestsFor("/auctions", visitor)).toEqual(["POST /rest/v1/rpc/search_auctions"]);
    expect(await requestsFor(await auctionPath(), visitor)).toEqual(["POST /rest/v1/rpc/auction_page"]);
  });

  test("a member's page reads their session once, then the page and their own state", async ({ buyer, listing }) => {
    const cookie = (await worker.signIn(buyer)).header();
    const session = ["GET /auth/v1/user", "GET /rest/v1/my_profile", "HEAD /rest/v1/messages"];
    const listingPage = await requestsFor(`/listings/${listing.id}`, cookie);
    expect([...listingPage].sort()).toEqual([...session, "POST /rest/v1/rpc/listing_page", "GET /rest/v1/saved_listings"].sort());
    expect([...(await requestsFor("/auctions", cookie))].sort()).toEqual([...session, "POST /rest/v1/rpc/search_auctions"].sort());
  });
});
