/**
 * The catalogue through the built Worker: /listings counts and orders exactly what spec 01
 * §5 says, checked against an independent, straightforward implementation of those rules
 * over every active listing (read with the service role key); the detail page, its 404
 * and redirect; the home page's featured listings; caching.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { testBackendUrl } from "../backend-process";
import { serviceRoleClient } from "../support/backend";
import { createListing, createMember, deleteMember, uniqueToken } from "../support/factories";
import { freshPage, worker } from "./shared-worker";

type Listing = {
  id: string;
  title: string;
  type: string;
  brand: string;
  condition: string;
  year: number;
  hours: number | null;
  price_gbp: number;
  power_kw: number;
  fuel: string;
  phase: string | null;
  acoustic_type: string | null;
  warranty_months: number;
  sockets: boolean;
  featured: boolean;
  location: string;
  region: string | null;
  created_at: string;
};

let listings: Listing[];
const admin = serviceRoleClient(testBackendUrl());

beforeAll(async () => {
  const { data, error } = await admin
    .from("generator_listings")
    .select(
      "id, title, type, brand, condition, year, hours, price_gbp, power_kw, fuel, phase, acoustic_type, warranty_months, sockets, featured, location, region, created_at",
    )
    .eq("status", "active");
  expect(error).toBeNull();
  listings = data as Listing[];
  expect(listings.length).toBeGreaterThanOrEqual(60);
});

// ---------------------------------------------------------------------------------------
// Spec 01 §5, written out plainly, with the README's decisions on ranges and location.
// ---------------------------------------------------------------------------------------

const places: Record<string, string> = {
  london: "London", manchester: "Manchester", birmingham: "Birmingham", leeds: "Leeds",
  scotland: "Scotland", wales: "Wales", southwest: "South West", northeast: "North East",
};

function expectedListings(query: string) {
  const params = new URLSearchParams(query);
  const get = (name: string) => params.get(name) ?? undefined;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const search = (get("q") ?? "").replace(/[^\p{L}\p{N} -]/gu, "").slice(0, 64).trim().toLowerCase();
  const brands = params.getAll("brand");
  const [kvaMin, kvaMax] = (get("kva") ?? "").split("-").map(Number);
  const minPrice = number("minPrice") ?? 0;
  const maxPrice = number("maxPrice") ?? 200000;
  const minYear = number("minYear") ?? 2015;
  const maxYear = number("maxYear") ?? 2025;
  const yearInForce = minYear !== 2015 || maxYear !== 2025;
  const minHours = number("minHours") ?? 0;
  const maxHours = number("maxHours") ?? 10000;
  const location = get("location");

  const matching = listings.filter((listing) => {
    const kva = listing.power_kw * 1.25;
    const checks = [
      !search || listing.title.toLowerCase().includes(search),
      !get("type") || listing.type === get("type"),
      minPrice === 0 || listing.price_gbp >= minPrice,
      maxPrice === 200000 || listing.price_gbp <= maxPrice,
      brands.length === 0 || brands.includes(listing.brand),
      !params.has("power") || listing.power_kw === number("power"),
      !get("kva") || (kva >= kvaMin! && kva <= kvaMax!),
      !get("condition") || listing.condition === get("condition"),
      get("featured") !== "1" || listing.featured,
      !yearInForce || minYear === 2010 || listing.year >= minYear,
      !yearInForce || maxYear === 2025 || listing.year <= maxYear,
      minHours === 0 || (listing.hours !== null && listing.hours >= minHours),
      maxHours === 10000 || (listing.hours !== null && listing.hours <= maxHours),
      !get("phase") || listing.phase === get("phase"),
      !get("fuel") || listing.fuel === get("fuel"),
      !params.has("warranty") || listing.warranty_months >= number("warranty")!,
      !get("sockets") || listing.sockets === (get("sockets") === "yes"),
      !get("acoustic") || listing.acoustic_type === get("acoustic"),
      !location ||
        listing.region === location ||
        listing.location.toLowerCase().includes(places[location]!.toLowerCase()),
    ];
    return checks.every(Boolean);
  });

  // Ties are broken by id, so pages never overlap (uuids compare like their hex text).
  const sort = get("sort") ?? "newest";
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return matching.sort((a, b) => {
    if (sort === "price-asc") return a.price_gbp - b.price_gbp || compare(a.id, b.id);
    if (sort === "price-desc") return b.price_gbp - a.price_gbp || compare(b.id, a.id);
    return compare(b.created_at, a.created_at) || compare(b.id, a.id);
  });
}

/** The browse page now (never from the edge cache), to compare with the snapshot of the database. */
async function browse(query: string) {
  const response = await freshPage(`/listings${query ? `?${query}` : ""}`, { redirect: "follow" });
  expect(response.status, query).toBe(200);
  const html = await response.text();
  const found = html.match(/>(\d[\d,]*) generators? found</)?.[1];
  return {
    response,
    html,
    count: found === undefined ? undefined : Number(found.replace(/,/g, "")),
    ids: [...html.matchAll(/href="\/listings\/([0-9a-f-]{36})"/g)].map((match) => match[1]!),
  };
}

describe("/listings counts what spec 01 §5 says", () => {
  const combinations = [
    "",
    "q=honda",
    "q=KVA+Diesel",
    "q=hon%25da%3Cb%3E",
    "type=dieselStandby",
    "type=battery&sort=price-asc",
    "minPrice=5000&maxPrice=50000",
    "maxPrice=100000",
    "minPrice=195000",
    "brand=Honda&brand=Caterpillar&brand=Cummins",
    "kva=15-50",
    "kva=100-250&fuel=Diesel",
    "kva=1000-2000",
    "condition=used-good&location=london",
    "featured=1",
    "minYear=2018&maxYear=2025",
    "minYear=2010&maxYear=2016",
    "minYear=2019&maxYear=2023&type=portable",
    "maxHours=1000",
    "minHours=2000&maxHours=8000",
    "phase=Three+Phase&warranty=12",
    "sockets=yes&acoustic=Silenced",
    "sockets=no&location=scotland",
    "location=northeast",
    "location=wales&sort=price-desc",
    "acoustic=Acoustic+Canopy&condition=used-excellent&minPrice=10000",
  ];

  for (const query of combinations) {
    test(`?${query}`, async () => {
      const expected = expectedListings(query);
      const { count, ids } = await browse(query);
      expect(count).toBe(expected.length);
      expect(ids).toEqual(expected.slice(0, 24).map((listing) => listing.id));
    });
  }

  test("the filters narrow things down: most combinations match some but not all listings", () => {
    const narrowed = combinations.filter((query) => {
      const matching = expectedListings(query).length;
      return matching > 0 && matching < listings.length;
    });
    expect(narrowed.length).toBeGreaterThanOrEqual(combinations.length - 3);
  });

  test("power matches a listing's exact rating", async () => {
    const power = listings[0]!.power_kw;
    const query = `power=${power}`;
    expect((await browse(query)).count).toBe(expectedListings(query).length);
  });

  test("no match: the empty state", async () => {
    const { count, html } = await browse("q=zzzz-no-such-generator");
    expect(count).toBe(0);
    expect(html).toContain("No generators match your filters");
    expect(html).toContain("Try adjusting your search criteria");
  });
});

describe("/listings sorting and pages", () => {
  for (const sort of ["newest", "price-asc", "price-desc"]) {
    test(`${sort}: every page continues the order, keeping the filters in its links`, async () => {
      const expected = expectedListings(`sort=${sort}`).map((listing) => listing.id);
      const pages = Math.ceil(expected.length / 24);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const query = `sort=${sort}${page > 1 ? `&page=${page}` : ""}`;
        const { ids, html } = await browse(query);
        seen.push(...ids);
        if (page < pages) {
          const next = sort === "newest" ? `/listings?page=${page + 1}` : `/listings?sort=${sort}&amp;page=${page + 1}`;
          expect(html).toContain(`href="${next}"`);
        }
      }
      expect(seen).toEqual(expected);
    });
  }

  test("a page past the end shows the last page", async () => {
    const expected = expectedListings("");
    const { ids } = await browse("page=500");
    expect(ids).toEqual(expected.slice(Math.floor((expected.length - 1) / 24) * 24).map((listing) => listing.id));
  });
});

describe("/listings with any query", () => {
  test("hostile or invalid values never cause an error", async () => {
    for (const query of [
      "type=%27%3B+drop+table+generator_listings%3B--",
      "minPrice=-1e309&maxPrice=NaN&page=1e400",
      "brand=%22%29%28%2C&brand=" + "x".repeat(5000),
      "q=" + encodeURIComponent("%_\\'\"<script>"),
      "kva=0-2&kva=abc&sort[]=1&location[]=london",
      "power=1e-9&warranty=-1&minYear=%00",
    ]) {
      const { count } = await browse(query);
      expect(count, query).toBeGreaterThanOrEqual(0);
    }
  });

  test("redirect to their one clean address: defaults left out, ignored values dropped", async () => {
    const submittedWithoutJavaScript =
      "q=honda&minPrice=0&maxPrice=200000&power=&kva=&condition=&type=portable&location=&sort=newest" +
      "&minYear=2015&maxYear=2025&minHours=0&maxHours=10000&phase=&fuel=&warranty=&sockets=&acoustic=";
    for (const [query, clean] of [
      [submittedWithoutJavaScript, "/listings?q=honda&type=portable"],
      ["sort=price-asc&type=battery", "/listings?type=battery&sort=price-asc"],
      ["type=spaceship&page=1", "/listings"],
    ]) {
      const response = await worker.fetch(`/listings?${query}`);
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location")).toBe(clean);
    }
  });

  test("anonymous pages may be cached; pages with cookies may not", async () => {
    const anonymous = await worker.fetch("/listings?type=portable");
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    expect(anonymous.headers.get("vary")).toContain("Cookie");
    const withCookie = await worker.fetch("/listings?type=portable", { headers: { Cookie: "sb-127-auth-token=x" } });
    expect(withCookie.headers.get("cache-control") ?? "").not.toContain("public");
  });

  test("repeats are served from the edge cache; requests with a cookie always reach the app", async () => {
    const token = uniqueToken();
    const path = `/listings?q=${token}`;
    const countIn = async (response: Response) => Number((await response.text()).match(/>(\d+) generators? found</)?.[1]);
    // The first answer is stored in the background: wait until a repeat comes from the cache.
    await expect
      .poll(async () => (await worker.fetch(path)).headers.get("cf-cache-status"), { timeout: 5000 })
      .toBe("HIT");

    const seller = await createMember(admin, { userType: "private_seller" });
    try {
      await createListing(admin, seller.id, { title: `Pramac P6000 generator ${token}` });
      expect(await countIn(await worker.fetch(path))).toBe(0);
      expect(await countIn(await worker.fetch(path, { headers: { Cookie: "gm_theme=dark" } }))).toBe(1);
    } finally {
      await deleteMember(admin, seller);
    }
  });
});

/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");

describe("listing detail", () => {
  test("shows the listing, its seller's card and the safety tips", async () => {
    const listing = expectedListings("featured=1")[0]!;
    const response = await worker.fetch(`/listings/${listing.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    // React separates adjacent text with <!-- -->; read the text as a visitor would.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(`>${asHtml(listing.title)}</h1>`);
    expect(html).toContain(`Located in ${asHtml(listing.location)}`);
    expect(html).toContain(`£${listing.price_gbp.toLocaleString("en-GB")}`);
    for (const text of ["Contact Seller", "Call Seller", "Message Seller", "Save to Favorites", listing.id, "load test"]) {
      expect(html).toContain(text);
    }
    // Without JavaScript, all three tabs' sections are on the page.
    for (const heading of ["Details", "Specifications", "Applications"]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
  });

  test("an unknown or malformed id is a 404 'Listing Not Found'", async () => {
    for (const id of ["does-not-exist", "10000000-0000-4000-8000-999999999999", "%27%20or%201%3D1"]) {
      const response = await worker.fetch(`/listings/${id}`);
      expect(response.status, id).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Listing Not Found<\/h1>/);
      expect(html).toContain("The generator listing you&#x27;re looking for doesn&#x27;t exist or has been removed.");
      expect(html).toMatch(/<a [^>]*href="\/listings"[^>]*>Browse All Generators<\/a>/);
      expect(response.headers.get("cache-control") ?? "").not.toContain("public");
    }
  });

  test("drafts, expired and sold listings are not shown to the public", async () => {
    for (const id of ["10000000-0000-4000-8000-000000000073", "10000000-0000-4000-8000-000000000077", "10000000-0000-4000-8000-000000000078"]) {
      expect((await worker.fetch(`/listings/${id}`)).status, id).toBe(404);
    }
  });

  test("/listing/{id} redirects to /listings/{id}", async () => {
    const listing = listings[0]!;
    const response = await worker.fetch(`/listing/${listing.id}?photo=2`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/listings/${listing.id}?photo=2`);
    const target = await worker.fetch(response.headers.get("location")!);
    expect(target.status).toBe(200);
    expect((await target.text()).replaceAll("<!-- -->", "")).toContain(`>${asHtml(listing.title)}</h1>`);
  });
});

describe("home page featured listings", () => {
  test("the three newest featured listings, linking to /listing/{id}", async () => {
    const html = await (await freshPage("/")).text();
    const section = html.match(/<section[^>]*aria-labelledby="featured-heading"[^]*?<\/section>/)?.[0] ?? "";
    const newestFeatured = expectedListings("featured=1").slice(0, 3);
    expect(newestFeatured).toHaveLength(3);
    const linked = [...section.matchAll(/href="\/listing\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(linked).toEqual(newestFeatured.map((listing) => listing.id));
    expect(section).toContain("View Details");
    expect(section).toContain("Enquire");
  });
});
