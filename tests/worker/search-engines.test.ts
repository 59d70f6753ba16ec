/**
 * What search engines read (docs/content.md#search-engines): a live listing's and an auction's
 * schema.org Product with its Offer (app/utils/structured-data.ts), none on a page that is not
 * public, and the sitemap's listings, open auctions and seller pages with their last change.
 */
import { test as base, describe, expect } from "vitest";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createListing, memberFixture, type Member } from "../support/factories";
import { freshPage, worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ dealer: Member; privateSeller: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller", companyName: "Leeds Power Sales Ltd" }),
  privateSeller: memberFixture(admin, { userType: "private_seller", fullName: "Tom Auctioneer" }),
});

/** The page's JSON-LD blocks, parsed. */
async function structuredData(path: string) {
  const response = await freshPage(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

const productOf = (blocks: Record<string, unknown>[]) => blocks.find((block) => block["@type"] === "Product");

describe("schema.org Product", () => {
  test("a live listing: its price in pounds, VAT, condition, brand, photos as absolute addresses, and the dealer", async ({ dealer }) => {
    const listing = await createListing(admin, dealer.id, {
      brand: "Perkins",
      model: "1104A-44TG2",
      condition: "new-in-stock",
      price_gbp: 12_500,
      vat_status: "ex-vat",
    });
    await admin.from("listing_photos").insert({ listing_id: listing.id, storage_path: "seed/diesel-standby-1.png", position: 0 });
    const url = `${worker.url.origin}/listings/${listing.id}`;

    const product = productOf(await structuredData(`/listings/${listing.id}`));
    expect(product).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: listing.title,
      url,
      description: "Serviced last spring, runs well, collection only.",
      image: [`${worker.url.origin}/photos/seed/diesel-standby-1.png`],
      brand: { "@type": "Brand", name: "Perkins" },
      model: "1104A-44TG2",
      offers: {
        "@type": "Offer",
        url,
        price: 12_500,
        priceCurrency: "GBP",
        priceSpecification: { "@type": "UnitPriceSpecification", price: 12_500, priceCurrency: "GBP", valueAddedTaxIncluded: false },
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: { "@type": "Organization", name: "Leeds Power Sales Ltd" },
      },
    });
  });

  test("a listing that is not public has none: its owner's pending page", async ({ dealer }) => {
    const listing = await createListing(admin, dealer.id, { status: "pending" });
    const jar = await worker.signIn(dealer);
    const response = await worker.get(`/listings/${listing.id}`, jar);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("not public");
    expect(html).not.toContain('"@type":"Product"');
  });

  test("an auction: the current bid as the price until its end, used, from a private seller", async ({ privateSeller }) => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    const auction = await createAuction(admin, privateSeller.id, { brand: "Perkins", starting_price: 4_000, auction_end_date: endsAt.toISOString() });
    const url = `${worker.url.origin}/auctions/${auction.id}`;

    let product = productOf(await structuredData(`/auctions/${auction.id}`));
    expect(product).toMatchObject({ "@type": "Product", name: auction.title, url, brand: { "@type": "Brand", name: "Perkins" } });
    expect(product!.offers).toEqual({
      "@type": "Offer",
      url,
      price: 4_000,
      priceCurrency: "GBP",
      priceValidUntil: endsAt.toISOString().slice(0, 10),
      availabilityEnds: expect.stringMatching(new RegExp(`^${endsAt.toISOString().slice(0, 16)}`)),
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/UsedCondition",
      seller: { "@type": "Person", name: "Tom Auctioneer" },
    });

    // After a bid, the bid is the price (place_bid sets current_bid; here set as it would).
    await admin.from("auction_listings").update({ current_bid: 4_250, bid_count: 1 }).eq("id", auction.id);
    product = productOf(await structuredData(`/auctions/${auction.id}`));
    expect(product!.offers).toMatchObject({ price: 4_250 });
  });
});

describe("sitemap.xml", () => {
  test("lists live listings, open auctions and their sellers' pages, each with its last change; not an ended auction", async ({ dealer, privateSeller }) => {
    const listing = await createListing(admin, dealer.id);
    const open = await createAuction(admin, privateSeller.id);
    const ended = await createAuction(admin, privateSeller.id, { auction_end_date: new Date(Date.now() - 60_000).toISOString() });

    const response = await worker.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [new URL(match[1]!).pathname, match[2]]),
    );
    const day = /^\d{4}-\d{2}-\d{2}$/;
    expect(entries.get(`/listings/${listing.id}`)).toMatch(day);
    expect(entries.get(`/auctions/${open.id}`)).toMatch(day);
    expect(entries.has(`/auctions/${ended.id}`)).toBe(false);
    for (const seller of [dealer, privateSeller]) expect(entries.get(`/seller/${seller.id}`), seller.fullName).toMatch(day);

    // Every open auction the public can see, and no other (the worker tests' files run one at a time).
    const { data, error } = await anonClient(testBackendUrl())
      .from("auction_listings")
      .select("id")
      .eq("status", "active")
      .gt("auction_end_date", new Date().toISOString());
    expect(error).toBeNull();
    const listed = [...entries.keys()].filter((path) => path.startsWith("/auctions/")).sort();
    expect(listed).toEqual(data!.map((row) => `/auctions/${row.id}`).sort());
  });
});
