/**
 * A dealer's depots on the public pages (docs/listings.md#the-listing-pages-depot,
 * docs/reviews.md#depots) through the built Worker, as a browser without JavaScript reads and
 * follows them: the listing page's Where it is, the seller page's Depots and its current
 * listings filtered by depot (?depot=). Each test makes its own dealer, depots and listings.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createDepot, createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const admin = serviceRoleClient(testBackendUrl());

type Listing = { id: string; title: string };
type Depot = { id: string; name: string };

const LEEDS = {
  name: "Leeds depot",
  address: "Unit 4, Stourton Industrial Estate, Pontefract Lane, Leeds",
  postcode: "LS10 1RS",
  phone: "0113 496 0000",
  opening_hours: "Mon–Fri 8am–5pm\nSat 9am–12pm",
};
const YORK = { name: "York depot", address: "12 Foss Islands Road, York", postcode: "YO31 7UL", phone: "01904 555 0100", opening_hours: "Mon–Sat 7:30am–6pm" };

const test = base.extend<{ dealer: Member; leeds: Depot; york: Depot; atLeeds: Listing; atYork: Listing; privateSeller: Member; otherDealer: Member }>({
  dealer: memberFixture(admin, { userType: "trade_seller", companyName: `Depot Power ${uniqueToken()}` }),
  // The dealer's first depot is their main one; listings land there unless placed elsewhere.
  leeds: async ({ dealer }, use) => use(await createDepot(admin, dealer.id, LEEDS)),
  york: async ({ dealer, leeds }, use) => {
    expect(leeds.id).toBeTruthy();
    await use(await createDepot(admin, dealer.id, YORK));
  },
  atLeeds: async ({ dealer, leeds }, use) => {
    expect(leeds.id).toBeTruthy();
    await use(await createListing(admin, dealer.id, { title: `Perkins 100 kVA at Leeds ${uniqueToken()}` }));
  },
  atYork: async ({ dealer, york }, use) => use(await createListing(admin, dealer.id, { title: `FG Wilson 60 kVA at York ${uniqueToken()}`, depot_id: york.id })),
  privateSeller: memberFixture(admin, { userType: "private_seller" }),
  otherDealer: memberFixture(admin, { userType: "trade_seller", companyName: `Other Depot Power ${uniqueToken()}` }),
});

/** What a description list in `root` says for `term` ("Opening hours"). */
function definition(root: { querySelectorAll(selector: "dt"): NodeListOf<HTMLElement> }, term: string) {
  const dt = [...root.querySelectorAll("dt")].find((element) => element.textContent === term);
  expect(dt, term).toBeDefined();
  return dt!.nextElementSibling?.textContent;
}

/** The page's JSON-LD. */
function structuredData(visitor: Visitor) {
  const script = visitor.document.querySelector('script[type="application/ld+json"]');
  expect(script, "the page's JSON-LD").not.toBeNull();
  return JSON.parse(script!.textContent!) as Record<string, unknown>;
}

describe("the listing page's depot", () => {
  test("says where the generator is: the depot's name, address, phone and hours as the dealer wrote them", async ({ dealer, atLeeds, atYork }) => {
    const visitor = new Visitor(worker);
    await visitor.open(`/listings/${atLeeds.id}`);
    expect(visitor.status).toBe(200);
    expectText(visitor, "Where it is", "#depot h2");
    for (const text of [LEEDS.name, LEEDS.address, LEEDS.postcode, LEEDS.phone]) expectText(visitor, text, "#depot");
    expect(visitor.document.querySelector("#depot a[href^='tel:']")?.getAttribute("href")).toBe("tel:+441134960000");
    // The dealer's line breaks are kept (shown with white-space: pre-line).
    expect(definition(visitor.document.querySelector("#depot")!, "Opening hours")).toBe(LEEDS.opening_hours);
    expect(structuredData(visitor)).toMatchObject({
      offers: {
        availableAtOrFrom: {
          "@type": "Place",
          name: LEEDS.name,
          address: { "@type": "PostalAddress", streetAddress: LEEDS.address, postalCode: LEEDS.postcode, addressCountry: "GB" },
          telephone: LEEDS.phone,
        },
      },
    });

    // The York listing is at York, and its box leads to that depot's listings on the dealer's page.
    await visitor.open(`/listings/${atYork.id}`);
    for (const text of [YORK.name, YORK.address, YORK.postcode, YORK.opening_hours]) expectText(visitor, text, "#depot");
    expect(visitor.text("#depot")).not.toContain(LEEDS.name);
    await visitor.follow(`More from ${YORK.name}`, { within: "#depot" });
    expect(visitor.path).toMatch(new RegExp(`^/seller/${dealer.id}\\?depot=`));
    expectText(visitor, `Current Listings at ${YORK.name} (1)`);
    expectText(visitor, atYork.title, "#current-listings");
    expect(visitor.text("#current-listings")).not.toContain(atLeeds.title);
    expectText(visitor, "Depots (2)", "#depots");
  });

  test("a private seller's listing has no depot box", async ({ privateSeller }) => {
    const listing = await createListing(admin, privateSeller.id);
    const visitor = new Visitor(worker);
    await visitor.open(`/listings/${listing.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.document.querySelector("#depot")).toBeNull();
    expect(visitor.text()).not.toContain("Where it is");
    expect(JSON.stringify(structuredData(visitor))).not.toContain("availableAtOrFrom");
  });
});

describe("the seller page's depots", () => {
  test("lists each depot with its listings count; ?depot= shows that depot's listings only, and back to all", async ({ dealer, leeds, york, atLeeds, atYork }) => {
    // Sold listings are past, never counted at a depot.
    await createListing(admin, dealer.id, { status: "sold", depot_id: york.id });
    const visitor = new Visitor(worker);
    await visitor.open(`/seller/${dealer.id}`);
    expect(visitor.status).toBe(200);
    expectText(visitor, "Depots (2)", "#depots h2");
    const depots = [...visitor.document.querySelectorAll("#depots li")];
    // The main one first, with its badge.
    expect(depots.map((depot) => depot.querySelector("h3")?.textContent)).toEqual([LEEDS.name, YORK.name]);
    expect(depots[0]!.textContent).toContain("Main depot");
    expect(depots[1]!.textContent).not.toContain("Main depot");
    for (const [depot, values] of [[depots[0]!, LEEDS], [depots[1]!, YORK]] as const) {
      for (const text of [values.address, values.postcode, values.phone, "1 current listing"]) expect(depot.textContent, text).toContain(text);
      expect(definition(depot, "Opening hours")).toBe(values.opening_hours);
    }
    expectText(visitor, "Current Listings (2)", "#current-listings h2");
    for (const text of [atLeeds.title, atYork.title, `At ${LEEDS.name}`, `At ${YORK.name}`]) expectText(visitor, text, "#current-listings");
    expect(structuredData(visitor)).toMatchObject({
      "@type": "Organization",
      location: [
        { "@type": "Place", name: LEEDS.name, address: { postalCode: LEEDS.postcode } },
        { "@type": "Place", name: YORK.name, address: { postalCode: YORK.postcode } },
      ],
    });

    // A plain link from the depot's card filters the listings, and the page is cached per address.
    await visitor.follow(`1 current listing at ${YORK.name}`, { within: "#depots" });
    expect(visitor.path).toBe(`/seller/${dealer.id}?depot=${york.id}`);
    expectText(visitor, `Current Listings at ${YORK.name} (1)`, "#current-listings h2");
    expectText(visitor, atYork.title, "#current-listings");
    expect(visitor.text("#current-listings")).not.toContain(atLeeds.title);
    expect(visitor.document.querySelector('#current-listings [aria-current="true"]')?.textContent).toBe(`${YORK.name} (1)`);
    const response = await worker.fetch(`/seller/${dealer.id}?depot=${york.id}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");

    // The filter's links: another depot, and all of them again.
    await visitor.follow(`${LEEDS.name} (1)`, { within: "#current-listings nav" });
    expect(visitor.path).toBe(`/seller/${dealer.id}?depot=${leeds.id}`);
    expect(visitor.text("#current-listings")).toContain(atLeeds.title);
    expect(visitor.text("#current-listings")).not.toContain(atYork.title);
    await visitor.follow("All depots (2)", { within: "#current-listings nav" });
    expect(visitor.path).toBe(`/seller/${dealer.id}`);
    expectText(visitor, "Current Listings (2)", "#current-listings h2");
  });

  test("an unknown depot, or another dealer's, is ignored: every current listing shows", async ({ dealer, york, atLeeds, atYork, otherDealer }) => {
    const elsewhere = await createDepot(admin, otherDealer.id, { name: "Elsewhere depot" });
    for (const depot of [crypto.randomUUID(), "not-a-depot", "%27%20or%201%3D1", elsewhere.id]) {
      const visitor = new Visitor(worker);
      await visitor.open(`/seller/${dealer.id}?depot=${depot}`);
      expect(visitor.status, depot).toBe(200);
      expectText(visitor, "Current Listings (2)", "#current-listings h2");
      for (const title of [atLeeds.title, atYork.title]) expectText(visitor, title, "#current-listings");
    }
    expect(york.id).toBeTruthy();
  });

  test("a dealer with one depot has no filter; a private seller no depots", async ({ dealer, leeds, atLeeds, privateSeller }) => {
    const visitor = new Visitor(worker);
    await visitor.open(`/seller/${dealer.id}?depot=${leeds.id}`);
    expectText(visitor, "Depot", "#depots h2");
    expectText(visitor, "1 current listing", "#depots");
    expectText(visitor, "Current Listings (1)", "#current-listings h2");
    expectText(visitor, atLeeds.title, "#current-listings");
    expect(visitor.document.querySelector("#current-listings nav")).toBeNull();
    expect(visitor.text("#current-listings")).not.toContain(`At ${LEEDS.name}`);

    await createListing(admin, privateSeller.id);
    await visitor.open(`/seller/${privateSeller.id}`);
    expect(visitor.document.querySelector("#depots")).toBeNull();
    expectText(visitor, "Current Listings (1)", "#current-listings h2");
  });
});
