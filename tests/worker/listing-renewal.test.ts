/**
 * Renew on an expired listing (docs/sellers-portal.md, docs/payments.md), walked as a browser
 * without JavaScript: from My Listings and the sellers portal to the Renew page, the option
 * chosen and paid through the local provider, the same listing live again and its receipt in
 * Billing; a trade seller's renewal from their package. Refusals (not theirs, not expired,
 * already renewed, no package, a made-up option) answer a 4xx in words and write nothing.
 * The SQL is supabase/tests/listing-renewal.test.ts's.
 */
import { test as base, describe, expect } from "vitest";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createListing, memberFixture, setMemberPlan, uniqueToken, type Member } from "../support/factories";
import { expectServerError } from "../support/worker/server-errors";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const DAY_MS = 86_400_000;

const test = base.extend<{ seller: Member; dealer: Member; stranger: Member }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  dealer: memberFixture(admin, { userType: "trade_seller" }),
  stranger: memberFixture(admin, { userType: "private_seller" }),
});

/** A listing of the seller's whose period ended ten days ago. */
const expiredListing = (sellerId: string, overrides: Record<string, unknown> = {}) =>
  createListing(admin, sellerId, {
    title: `Pramac renewal ${uniqueToken()}`,
    status: "expired",
    listing_option: "basic",
    expires_at: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    ...overrides,
  });

const listingRow = async (id: string) =>
  (await admin.from("generator_listings").select("status, listing_option, featured, expires_at").eq("id", id).single()).data!;

const paymentsOf = async (listingId: string) =>
  (await admin.from("payments").select("id, purpose, status, listing_option, amount_pence").eq("listing_id", listingId)).data ?? [];

const renewPath = (id: string) => `/listings/${id}/renew`;

describe("renewing as a seller who pays per listing", () => {
  test("My Listings' Renew opens the page; Enhanced paid, the same listing is live again and its receipt is in Billing", async ({ seller }) => {
    const listing = await expiredListing(seller.id);
    const visitor = new Visitor(worker, await signIn(seller));
    // The overview says so, and My Listings has Renew.
    await visitor.open("/dashboard");
    expectText(visitor, "One listing has expired: Renew, in My Listings, puts it back on the site with its photos, messages and statistics.");
    await visitor.open("/dashboard?view=listings");
    await visitor.follow(`Renew ${listing.title}`);
    expect(visitor.path).toBe(renewPath(listing.id));
    expect(visitor.text("h1")).toBe("Renew your listing");
    expectText(visitor, listing.title);
    expectText(visitor, /Ended on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expectText(visitor, "£20 for 30 days inc. VAT");
    expectText(visitor, "£35 for 60 days inc. VAT");
    expectText(visitor, "Test mode: no card is charged.");

    const form = visitor.form("Pay and renew");
    // The listing's own option is ticked at first.
    expect(form.checked(/^Basic Listing/)).toBe(true);
    await form.check(/^Enhanced Listing/).submit("Pay and renew");
    expect(visitor.path).toBe("/sellers-portal?tab=listings");

    const renewed = await listingRow(listing.id);
    expect(renewed).toMatchObject({ status: "active", listing_option: "enhanced", featured: true });
    expect(Math.abs(Date.parse(renewed.expires_at!) - (Date.now() + 60 * DAY_MS))).toBeLessThan(120_000);
    const payments = await paymentsOf(listing.id);
    expect(payments).toEqual([expect.objectContaining({ purpose: "listing_renewal", status: "paid", listing_option: "enhanced", amount_pence: 3500 })]);
    // The public sees it again at its own address.
    expect((await get(`/listings/${listing.id}`)).status).toBe(200);

    // The receipt, like any listing payment's.
    await visitor.open("/dashboard?view=billing");
    expectText(visitor, `Renewal, Enhanced Listing: ${listing.title}`);
    await visitor.open(`/dashboard/receipts/${payments[0]!.id}`);
    expect(visitor.status).toBe(200);
    expectText(visitor, `Renewal, Enhanced Listing: ${listing.title}`);

    // The page now says there is nothing to renew, and a second post (a double submit) is refused in words.
    await visitor.open(renewPath(listing.id));
    expectText(visitor, /This listing is live until \d{1,2} [A-Z][a-z]{2} \d{4}: there is nothing to renew\./);
    const again = await post(renewPath(listing.id), { option: "enhanced" }, visitor.jar);
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/This listing is live until \d{1,2} [A-Z][a-z]{2} \d{4}: only an expired listing can be renewed/);
    await expectServerError(/renew: renewing listing/);
    expect(await paymentsOf(listing.id)).toHaveLength(1);
  });

  test("the portal's listings table and phone cards show Renew on an expired row only; its page and the wizard link to it", async ({ seller }) => {
    const expired = await expiredListing(seller.id);
    const live = await createListing(admin, seller.id, { title: `Pramac live ${uniqueToken()}` });
    const visitor = await new Visitor(worker, await signIn(seller)).open("/sellers-portal?tab=listings");
    const renewLinks = [...visitor.document.querySelectorAll("a")].filter((a) => /^Renew\b/.test((a.textContent ?? "").trim()));
    expect(renewLinks.map((a) => [a.textContent?.replace(/\s+/g, " ").trim(), a.getAttribute("href")])).toEqual([[`Renew ${expired.title}`, renewPath(expired.id)]]);
    expect(visitor.text()).not.toContain(`Renew ${live.title}`);
    // Its own page and the sell wizard's panel, as its seller reads them, lead there too.
    await visitor.open(`/listings/${expired.id}`);
    await visitor.follow("Renew");
    expect(visitor.path).toBe(renewPath(expired.id));
    await visitor.open(`/sell-generator?edit=${expired.id}`);
    expectText(visitor, "Renew it to put it back on the site for a new period");
    await visitor.follow("Renew");
    expect(visitor.path).toBe(renewPath(expired.id));
  });
});

describe("renewing as a trade seller", () => {
  test("with ads left, Renew uses one at once with no payment; without a package, the page and a post say to choose one", async ({ dealer }) => {
    const listing = await expiredListing(dealer.id, { listing_option: null });
    const visitor = new Visitor(worker, await signIn(dealer));
    await visitor.open(renewPath(listing.id));
    expectText(visitor, "Trade listings run on a trade package");
    expect(() => visitor.button(/Renew listing|Pay and renew/)).toThrow();
    const refused = await post(renewPath(listing.id), {}, visitor.jar);
    expect(refused.status).toBe(402);
    expect(await refused.text()).toContain("Trade listings run on a trade package");
    await expectServerError(/renew: renewing listing/);
    expect((await listingRow(listing.id)).status).toBe("expired");

    await setMemberPlan(admin, dealer.id, "trade-standard");
    await visitor.open("/sellers-portal?tab=listings");
    await visitor.follow(`Renew ${listing.title}`);
    expectText(visitor, "No fee: renewing uses one of your Standard package's ads (10 of 10 left).");
    await visitor.form("Renew listing").submit("Renew listing");
    expect(visitor.path).toBe("/sellers-portal?tab=listings");
    expect(await listingRow(listing.id)).toMatchObject({ status: "active", featured: false });
    expect(await paymentsOf(listing.id)).toEqual([]);
  });
});

describe("refusals", () => {
  test("another member's listing is a 404 to read and to post; nothing is written", async ({ seller, stranger }) => {
    const listing = await expiredListing(seller.id);
    const jar = await signIn(stranger);
    expect((await get(renewPath(listing.id), jar)).status).toBe(404);
    const response = await post(renewPath(listing.id), { option: "basic" }, jar);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Listing not found");
    await expectServerError(/renew: renewing listing/);
    expect(await paymentsOf(listing.id)).toEqual([]);
    expect((await listingRow(listing.id)).status).toBe("expired");
  });

  test("a listing that is not expired, or a made-up option: refused in words, nothing written; signed out, the sign-in gate", async ({ seller }) => {
    const jar = await signIn(seller);
    const pending = await createListing(admin, seller.id, { status: "pending" });
    const page = await get(renewPath(pending.id), jar);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Only an expired listing can be renewed: this one is pending review.");
    const response = await post(renewPath(pending.id), { option: "basic" }, jar);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Only an expired listing can be renewed");
    await expectServerError(/renew: renewing listing/);
    expect(await paymentsOf(pending.id)).toEqual([]);

    const expired = await expiredListing(seller.id);
    const madeUp = await post(renewPath(expired.id), { option: "gold" }, jar);
    expect(madeUp.status).toBe(400);
    expect(await madeUp.text()).toContain("Choose Basic or Enhanced to renew this listing");
    expect(await paymentsOf(expired.id)).toEqual([]);

    const signedOut = await get(renewPath(expired.id));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: renewPath(expired.id) })}`);
    expect((await anonClient(testBackendUrl()).from("generator_listings").select("id").eq("id", expired.id)).data).toEqual([]);
  });
});
