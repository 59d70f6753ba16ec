/**
 * The catalogue through the built Worker: /listings counts and orders exactly what docs/spec/01-marketplace-core.md
 * §5 says, checked against an independent, straightforward implementation of those rules
 * over every active listing (read with the service role key); the detail page, its 404
 * and redirect; the home page's featured listings; caching.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { buyingTips } from "../../app/content/audiences";
import { formatGBP } from "../../app/utils/format";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createConversation, createListing, createMember, deleteMember, uniqueToken } from "../support/factories";
import { CookieJar } from "../support/http";
import { browseResults, cardTitles, inputNamed } from "../support/worker/browse-results";
import { freshPage, worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

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
// docs/spec/01-marketplace-core.md §5, written out plainly, with docs/listings.md's decisions on ranges and location.
// ---------------------------------------------------------------------------------------

const places: Record<string, string> = {
  london: "London", manchester: "Manchester", birmingham: "Birmingham", leeds: "Leeds",
  scotland: "Scotland", wales: "Wales", southwest: "South West", northeast: "North East",
  east: "East of England", eastmidlands: "East Midlands", northernireland: "Northern Ireland",
};

/** The filters' matches; the search text's are the database's (checked below against search_listings). */
function expectedListings(query: string) {
  const params = new URLSearchParams(query);
  const get = (name: string) => params.get(name) ?? undefined;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const brands = params.getAll("brand");
  const [kvaMin, kvaMax] = (get("kva") ?? "").split("-").map(Number);
  const minPrice = number("minPrice");
  const maxPrice = number("maxPrice");
  const minYear = number("minYear") ?? 2010;
  const maxYear = number("maxYear") ?? 2025;
  const minHours = number("minHours") ?? 0;
  const maxHours = number("maxHours") ?? 10000;
  const location = get("location");

  const matching = listings.filter((listing) => {
    const kva = listing.power_kw * 1.25;
    const checks = [
      !get("type") || listing.type === get("type"),
      minPrice === undefined || listing.price_gbp >= minPrice,
      maxPrice === undefined || listing.price_gbp <= maxPrice,
      brands.length === 0 || brands.includes(listing.brand),
      !get("kva") || (kva >= kvaMin! && kva < kvaMax!),
      !get("condition") || listing.condition === get("condition"),
      get("featured") !== "1" || listing.featured,
      minYear === 2010 || listing.year >= minYear,
      maxYear === 2025 || listing.year <= maxYear,
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
  return {
    response,
    html,
    count: browseResults(html, "listing").count,
    ids: [...html.matchAll(/href="\/listings\/([0-9a-f-]{36})"/g)].map((match) => match[1]!),
  };
}

describe("/listings counts what docs/spec/01-marketplace-core.md §5 says", () => {
  const combinations = [
    "",
    "type=dieselStandby",
    "type=battery&sort=price-asc",
    "minPrice=5000&maxPrice=50000",
    "maxPrice=100000",
    "minPrice=195000",
    "minPrice=300&maxPrice=1500",
    "maxPrice=900&type=portable",
    "brand=Honda&brand=Caterpillar&brand=Cummins",
    "kva=15-50",
    "kva=100-250&fuel=Diesel",
    "kva=1000-2000",
    "condition=used-good&location=london",
    "featured=1",
    "minYear=2018",
    "maxYear=2016",
    "minYear=2015",
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

  // The keyword search's matching and order are the database's (private.parse_search,
  // supabase/tests/keyword-search.test.ts): the page shows what search_listings answers.
  test.each([
    ["q=honda", "honda"],
    ["q=KVA+Diesel", "KVA Diesel"],
    ["q=hon%25da%3Cb%3E", "hondab"],
  ])("?%s: search_listings' count and first page for the cleaned text", async (query, text) => {
    const { data, error } = await admin.rpc("search_listings", { search: text });
    expect(error).toBeNull();
    const answer = data as { total: number; listings: Array<{ id: string }> };
    expect(answer.total).toBeGreaterThan(0);
    const { count, ids } = await browse(query);
    expect(count).toBe(answer.total);
    expect(ids).toEqual(answer.listings.map((listing) => listing.id));
  });

  test("the filters narrow things down: most combinations match some but not all listings", () => {
    const narrowed = combinations.filter((query) => {
      const matching = expectedListings(query).length;
      return matching > 0 && matching < listings.length;
    });
    expect(narrowed.length).toBeGreaterThanOrEqual(combinations.length - 3);
  });

  test("an old link's exact power (kW) shows its kVA band", async () => {
    const power = listings.find((listing) => listing.power_kw * 1.25 > 15 && listing.power_kw * 1.25 < 50)!.power_kw;
    const response = await worker.fetch(`/listings?power=${power}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/listings?kva=15-50");
    expect((await browse(`power=${power}`)).count).toBe(expectedListings("kva=15-50").length);
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
      "minYear=-1e309&maxHours=NaN&page=1e400",
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
      "q=honda&minPrice=&maxPrice=&kva=&condition=&type=portable&location=&sort=newest" +
      "&minYear=2010&maxYear=2025&minHours=0&maxHours=10000&phase=&fuel=&warranty=&sockets=&acoustic=";
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

describe("/listings without JavaScript: chips, typed prices, views", () => {
  // This describe's own listings, found by a word no other test uses: three Honda sets at
  // £450, £900 and £1,400, two Yamaha at £650 and £2,500, one Perkins standby at £12,000.
  const word = `chipset${uniqueToken()}`;
  let seller: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    seller = await createMember(admin, { userType: "trade_seller" });
    const sets: Array<[string, number, string]> = [
      ["Honda", 450, "portable"], ["Honda", 900, "portable"], ["Honda", 1400, "portable"],
      ["Yamaha", 650, "portable"], ["Yamaha", 2500, "portable"], ["Perkins", 12000, "dieselStandby"],
    ];
    await Promise.all(
      sets.map(([brand, price, type], index) =>
        createListing(admin, seller.id, { title: `${brand} ${word} ${index}`, brand, price_gbp: price, type }),
      ),
    );
    return () => deleteMember(admin, seller);
  });

  const chipLinks = (html: string) => {
    const list = html.match(/<ul[^>]*aria-label="Applied filters"[^>]*>([^]*?)<\/ul>/)?.[1] ?? "";
    return Object.fromEntries(
      [...list.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^]*?)<\/a>/g)].map((match) => [
        match[2]!.replace(/<[^>]+>/g, "").replace("Remove filter: ", "").trim(),
        match[1]!.replaceAll("&amp;", "&"),
      ]),
    );
  };

  test("each chip is a link to the page without that filter; Clear all keeps the order", async () => {
    const { html, count } = await browse(`q=${word}&brand=Honda&brand=Yamaha&maxPrice=1000&sort=price-asc`);
    expect(count).toBe(3);
    const chips = chipLinks(html);
    expect(Object.keys(chips)).toEqual([`“${word}”`, "Up to £1,000", "Honda", "Yamaha"]);

    const withoutHonda = await browse(chips.Honda!.split("?")[1]!);
    expect(chips.Honda).toBe(`/listings?q=${word}&maxPrice=1000&brand=Yamaha&sort=price-asc`);
    expect(withoutHonda.count).toBe(1);
    const withoutPrice = await browse(chips["Up to £1,000"]!.split("?")[1]!);
    expect(withoutPrice.count).toBe(5);
    expect(Object.keys(chipLinks(withoutPrice.html))).toEqual([`“${word}”`, "Honda", "Yamaha"]);

    const clearAll = html.match(/<a[^>]*href="([^"]+)"[^>]*>Clear all/)?.[1];
    expect(clearAll).toBe("/listings?sort=price-asc");
    expect(chipLinks((await browse("")).html)).toEqual({});
  });

  test("typed prices: any usual way of writing pounds, at any step", async () => {
    const typed = await worker.fetch(`/listings?q=${word}&minPrice=%C2%A3500&maxPrice=1%2C400`);
    expect(typed.status).toBe(302);
    expect(typed.headers.get("location")).toBe(`/listings?q=${word}&minPrice=500&maxPrice=1400`);
    const { count, html } = await browse(`q=${word}&minPrice=500&maxPrice=1400`);
    expect(count).toBe(3); // £650, £900, £1,400
    expect(html).toMatch(/<input[^>]*name="minPrice"[^>]*value="500"/);
  });

  test("a price that is not an amount: the page says so beside the box and above the results, keeps what was typed, and is no 500", async () => {
    for (const [query, message] of [
      [`q=${word}&minPrice=abc`, "Enter the minimum price in pounds, like 1500"],
      [`q=${word}&maxPrice=-20`, "Enter the maximum price in pounds, like 1500"],
      [`q=${word}&maxPrice=99999999999`, "Enter a maximum price of £10,000,000 or less"],
      [`q=${word}&minPrice=2000&maxPrice=500`, "Enter a maximum price at least the minimum price"],
    ] as const) {
      const response = await freshPage(`/listings?${query}`);
      expect(response.status, query).toBe(400);
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(html).toMatch(new RegExp(`role="alert"[^>]*><p>${message}`));
      const field = new URLSearchParams(query).has("maxPrice") ? "maxPrice" : "minPrice";
      const input = inputNamed(html, field);
      expect(input, query).toContain('aria-invalid="true"');
      expect(input).toContain(`value="${new URLSearchParams(query).get(field)!.slice(0, 20)}"`);
      // The results without the price that was not understood.
      const expected = query.includes("minPrice=2000") ? 2 : 6;
      expect(Number(html.match(/>(\d+) generators? found</)?.[1]), query).toBe(expected);
    }
  });

  test("?view= is kept by every link and form of the page; with none, the switch offers both", async () => {
    const { html } = await browse(`q=${word}&view=list`);
    const viewLink = (name: string) => html.match(new RegExp(`<a[^>]*data-view-option="${name}"[^>]*>`))?.[0] ?? "";
    expect(viewLink("list")).toContain('aria-current="true"');
    expect(viewLink("list")).toContain(`href="/listings?q=${word}&amp;view=list"`);
    expect(viewLink("grid")).not.toContain("aria-current");
    expect(viewLink("grid")).toContain(`href="/listings?q=${word}&amp;view=grid"`);
    expect(html).toContain('<input type="hidden" name="view" value="list"/>');
    expect(chipLinks(html)[`“${word}”`]).toBe("/listings?view=list");
    const auto = (await browse(`q=${word}`)).html;
    expect(auto).not.toMatch(/data-view-option="(list|grid)" aria-current/);
    expect(auto).toContain('data-view="auto"');
  });

  test("after Show results the checked brands come first in the brand list", async () => {
    const { html } = await browse("brand=Perkins&brand=Yamaha");
    const boxes = [...html.matchAll(/<input name="brand"[^>]*value="([^"]+)"/g)].map((match) => match[1]);
    expect(boxes.slice(0, 2)).toEqual(["Perkins", "Yamaha"]);
    expect(boxes.length).toBeGreaterThan(5);
  });

  test("the year slider says what it filters: every year until moved", async () => {
    const html = (await browse("")).html.replaceAll("<!-- -->", "");
    expect(html).toContain(">Any year<");
    expect(html).not.toContain("until you move a handle");
    expect(listings.some((listing) => listing.year < 2015)).toBe(true);
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
    for (const text of ["Contact Seller", "Call Seller", "Message Seller", "Save to Favorites", listing.id, "Buying safely", ...buyingTips.map(asHtml)]) {
      expect(html).toContain(text);
    }
    // Without JavaScript, all three tabs' sections are on the page.
    for (const heading of ["Details", "Specifications", "Applications"]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
  });

  test("the description once; the seller's card says since when they are a member, and their response time only once enough replies count", async () => {
    const seller = await createMember(admin, { userType: "private_seller" });
    const buyers = await Promise.all([1, 2, 3].map(() => createMember(admin)));
    try {
      const description = `Serviced every spring, ${uniqueToken()}, runs sweetly.`;
      const listing = await createListing(admin, seller.id, { description });
      const card = async () => {
        const html = (await (await freshPage(`/listings/${listing.id}`)).text()).replaceAll("<!-- -->", "");
        // Once in what the page shows (the head's meta and the scripts' data aside).
        const shown = html.slice(html.indexOf("<body")).replace(/<script[^]*?<\/script>/g, "");
        expect(shown.split(description).length - 1).toBe(1);
        return html.match(/<section id="contact"[^]*?<\/section>/)?.[0] ?? "";
      };
      const joined = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "Europe/London" }).format(new Date());
      const answered = (buyer: (typeof buyers)[number]) =>
        createConversation(admin, {
          buyerId: buyer.id,
          sellerId: seller.id,
          listingId: listing.id,
          messages: [{ text: "Is it still available?" }, { text: "Yes, it is.", from: "seller" }],
        });
      expect(await card()).toMatch(new RegExp(`<dt>Member since</dt><dd>${joined}</dd>`));
      // Two answered conversations are too few to say how fast the seller replies.
      await answered(buyers[0]!);
      await answered(buyers[1]!);
      expect(await card()).not.toContain("Response time");
      await answered(buyers[2]!);
      expect(await card()).toContain("<dt>Response time</dt><dd>Within 1 minute</dd>");
    } finally {
      await Promise.all([seller, ...buyers].map((member) => deleteMember(admin, member)));
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

    // The hero's right-hand side: the newest of them, its photo and price, one link.
    const hero = html.slice(0, html.indexOf('aria-labelledby="featured-heading"'));
    const [newest] = newestFeatured;
    const feature = hero.match(new RegExp(`<a [^>]*href="/listing/${newest!.id}"[^]*?</a>`))?.[0] ?? "";
    expect(feature).toContain(`src="/photos/`);
    expect(feature.replaceAll("<!-- -->", "")).toContain(asHtml(newest!.title));
    expect(feature).toContain(formatGBP(newest!.price_gbp));
  });
});

describe("the browse page's forms and links, as a browser without JavaScript", () => {
  // What tests/e2e/listings.spec.ts walks with JavaScript (decision 019). Each test's listings
  // are its own, under a word no other test uses; the visitor skips the edge cache as a
  // member would (a cookie), since other files change the catalogue meanwhile.
  const fresh = () => new Visitor(worker, new CookieJar({ gm_test: "fresh" }));
  const filters = (visitor: Visitor) => visitor.form("Show results");
  const titles = (visitor: Visitor) => cardTitles(visitor.document);
  const resultCount = (visitor: Visitor) => browseResults(visitor.html, "listing").count;
  const params = (visitor: Visitor) => new URL(visitor.path, worker.url).searchParams;

  test("filters applied with Show results live in the URL and open at the results, the same URL shows the same results, Reset goes back; one Sort control", async () => {
    const word = `gensetv${uniqueToken()}`;
    const seller = await createMember(admin, { userType: "trade_seller" });
    const standby = (brand: string, index: number) =>
      createListing(admin, seller.id, { title: `${brand} standby set ${word} ${index}`, type: "dieselStandby", fuel: "Diesel", brand });
    await Promise.all([standby("Cummins", 1), standby("Cummins", 2), standby("Perkins", 3), createListing(admin, seller.id, { title: `Portable set ${word} 4` })]);

    const visitor = await fresh().open(`/listings?q=${word}&sort=price-asc`);
    expect(resultCount(visitor)).toBe(4);
    // The order is chosen above the results only; the filters keep it.
    expect(visitor.document.querySelectorAll('select[name="sort"]')).toHaveLength(1);
    await filters(visitor).select("Type", "dieselStandby").submit("Show results");
    expect(params(visitor).get("type")).toBe("dieselStandby");
    expect(params(visitor).get("sort")).toBe("price-asc");
    expect(visitor.document.URL).toMatch(/#results$/);
    await filters(visitor).select("Fuel", "Diesel").submit("Show results");
    expect(params(visitor).get("fuel")).toBe("Diesel");
    await filters(visitor).check("Cummins").submit("Show results");
    expect(params(visitor).get("brand")).toBe("Cummins");
    expect(params(visitor).get("q")).toBe(word);
    expect(resultCount(visitor)).toBe(2);
    expect(titles(visitor).sort()).toEqual([`Cummins standby set ${word} 1`, `Cummins standby set ${word} 2`]);

    const again = await fresh().open(visitor.path);
    expect(titles(again)).toEqual(titles(visitor));
    expect(filters(again).value("Type")).toBe("dieselStandby");
    expect(filters(again).checked("Cummins")).toBe(true);

    await visitor.follow("Reset Filters");
    expect(visitor.path).toBe("/listings");
    expect([filters(visitor).value("Search"), filters(visitor).value("Type"), filters(visitor).value("Min price")]).toEqual(["", "", ""]);
    expect(filters(visitor).checked("Cummins")).toBe(false);
    expect(titles(visitor)).toHaveLength(24);
    visitor.close();
    again.close();
    await deleteMember(admin, seller);
  });

  test("search text sent with Enter is applied and kept in the box; Sort and Next keep the other filters", async () => {
    const word = `sortv${uniqueToken()}`;
    const seller = await createMember(admin, { userType: "trade_seller" });
    await Promise.all(
      [...Array.from({ length: 26 }, (_, index) => (index + 1) * 1000), 200_000].map((price) =>
        createListing(admin, seller.id, { title: `Sorted set ${word} ${price}`, price_gbp: price }),
      ),
    );
    const visitor = await fresh().open("/listings?maxPrice=150000");
    await filters(visitor).fill("Search", word).pressEnter();
    expect(params(visitor).get("q")).toBe(word);
    expect(filters(visitor).value("Search")).toBe(word);
    expect(resultCount(visitor)).toBe(26);

    await visitor.form("Sort").select("Sort by", "price-desc").submit("Sort");
    expect(visitor.path).toBe(`/listings?q=${word}&maxPrice=150000&sort=price-desc`);
    const prices = () => [...visitor.document.querySelectorAll("#results article")].map((card) => card.textContent?.match(/£([\d,]+)/)?.[1]);
    const pounds = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => ((from - index) * 1000).toLocaleString("en-GB"));
    expect(prices()).toEqual(pounds(26, 3));
    await visitor.follow("Next", { within: 'nav[aria-label="Pagination"]' });
    expect(visitor.path).toBe(`/listings?q=${word}&maxPrice=150000&sort=price-desc&page=2`);
    expect(prices()).toEqual(pounds(2, 1));
    visitor.close();
    await deleteMember(admin, seller);
  });

  test("within N miles of a postcode: set through the form, each card saying how far; Nearest first", async () => {
    const word = `nearv${uniqueToken()}`;
    const seller = await createMember(admin, { userType: "trade_seller" });
    for (const postcode of ["M1 1AE", "EC1A 1BB", "LS6 2AA", "LS1 4AP"]) await createListing(admin, seller.id, { title: `Set ${word} ${postcode}`, postcode });
    const visitor = await fresh().open(`/listings?q=${word}`);
    await filters(visitor).fill("Of postcode or town", "ls1 4ap").select("Within", "50").submit("Show results");
    expect(visitor.path).toBe(`/listings?q=${word}&near=LS1+4AP&radius=50`);
    expect(resultCount(visitor)).toBe(3);
    expectText(visitor, "Within 50 miles of LS1 4AP", '[aria-label="Applied filters"]');

    await visitor.form("Sort").select("Sort by", "nearest").submit("Sort");
    expect(params(visitor).get("sort")).toBe("nearest");
    expect(titles(visitor)).toEqual([`Set ${word} LS1 4AP`, `Set ${word} LS6 2AA`, `Set ${word} M1 1AE`]);
    const distances = browseResults(visitor.html, "listing").cards.map((card) => card.distance);
    expect(distances[0]).toBe("Under 1 mile");
    expect(distances[2]).toMatch(/^3[4-8] miles away$/);
    visitor.close();
    await deleteMember(admin, seller);
  });

  test("the type buttons set the type, keeping the order, and the active one clears it", async () => {
    const types = 'ul[aria-label="Generator types"]';
    const current = (visitor: Visitor) => [...visitor.document.querySelectorAll(`${types} a[aria-current="true"]`)].map((link) => link.textContent?.trim());
    const visitor = await fresh().open("/listings?sort=price-asc");
    await visitor.follow("Battery Energy Storage", { within: types });
    expect(visitor.path).toBe("/listings?type=battery&sort=price-asc");
    expect(visitor.text("h1")).toBe("Battery Energy Storage");
    expect(current(visitor)).toEqual(["Battery Energy Storage"]);
    await visitor.follow("Battery Energy Storage", { within: types });
    expect(visitor.path).toBe("/listings?sort=price-asc");
    expect(current(visitor)).toEqual(["All Generators"]);
    visitor.close();
  });

  // What tests/e2e/listing-phone.spec.ts walked in Chromium without JavaScript: the gallery's
  // links (with JavaScript the same links are followed in the page, there).
  test("?photo= shows that photo as the main one; Next, full screen, the viewer's Next and Close are links", async () => {
    const path = "/listings/10000000-0000-4000-8000-000000000005"; // four photos
    const visitor = await fresh().open(`${path}?photo=2`);
    const thumbnails = () => [...visitor.document.querySelectorAll('ul[aria-label="Photos"] img')].map((image) => image.getAttribute("src"));
    const main = () => visitor.document.querySelector('a[aria-label$=" full screen"] img')?.getAttribute("src");
    const viewer = () => visitor.document.querySelector("dialog")?.getAttribute("aria-label") ?? null;
    expect(thumbnails()).toHaveLength(4);
    expect(main()).toBe(thumbnails()[1]);
    await visitor.follow("Next photo", { within: 'section[aria-label^="Photos of "]' });
    expect(visitor.path).toBe(`${path}?photo=3`);
    expect(main()).toBe(thumbnails()[2]);
    expect(viewer()).toBeNull();

    await visitor.follow("Open photo 3 of 4 full screen");
    expect(visitor.path).toBe(`${path}?photo=3&fullscreen=1`);
    expect(viewer()).toBe("Photo 3 of 4");
    await visitor.follow("Next photo", { within: "dialog" });
    expect(viewer()).toBe("Photo 4 of 4");
    expect(visitor.path).toBe(`${path}?photo=4&fullscreen=1`);
    await visitor.follow("Close", { within: "dialog" });
    expect(viewer()).toBeNull();
    expect(visitor.path).toBe(`${path}?photo=4`);
    visitor.close();
  });

  test("a listing's Details, Specifications and Applications are all on its page", async () => {
    const visitor = await fresh().open("/listings/10000000-0000-4000-8000-000000000002");
    const headings = [...visitor.document.querySelectorAll("main h2, main h3")].map((heading) => heading.textContent?.trim());
    expect(headings).toEqual(expect.arrayContaining(["Details", "Specifications", "Applications", "About Portable Generators"]));
    expectText(visitor, "Emissions rating", "main");
    visitor.close();
  });
});
