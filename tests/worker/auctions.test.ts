/**
 * The auctions browse page through the built Worker: /auctions?… filters, sorts and pages
 * give exactly the auctions the rules select (docs/spec/02-auctions-and-seller-tools.md §2, §9 and docs/auctions.md's decisions),
 * checked against a plain implementation of those rules over this file's own auctions, read
 * from the database; power, condition and fuel as /listings' filters (the same fields and
 * choices, chosen and applied as a browser without JavaScript does);
 * the clean-URL redirect (an old exact-kW power= to its kVA band), the empty state, the cards,
 * Place Bid through sign-in, the count in the header and caching.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generatorTypeKeys, generatorTypes } from "../../app/content/generator-types";
import { conditions, inKvaBand, kvaSizes } from "../../app/content/listing-options";
import { kvaOfKw } from "../../app/content/power";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createMember, deleteMember, uniqueToken, type Member } from "../support/factories";
import { CookieJar } from "../support/http";
import { browseResults, cardTitles } from "../support/worker/browse-results";
import { freshPage, worker } from "../support/worker/shared-worker";
import { Visitor } from "../support/worker/visitor";

type Auction = {
  id: string;
  title: string;
  status: string;
  year: number;
  power_kw: number;
  condition: string;
  fuel_type: string;
  type: string;
  starting_price: number;
  current_bid: number | null;
  bid_count: number;
  auction_end_date: string;
  created_at: string;
};

const admin = serviceRoleClient(testBackendUrl());
const HOUR = 3600_000;
/** A word in the titles of this file's auctions alone: every query searches for it. */
const word = `auctionq${uniqueToken()}`;
let seller: Member;
let bidders: Member[];
let mine: Auction[];

const startingPrices = [500, 2_000, 8_000, 15_000, 30_000, 45_000, 55_000, 70_000, 99_000, 120_000];
const powers = [30, 60, 100, 150, 200];
const auctionFuels = ["Diesel", "Natural Gas", "Propane/LPG", "Dual Fuel"];

beforeAll(async () => {
  seller = await createMember(admin, { userType: "private_seller" });
  bidders = await Promise.all([createMember(admin), createMember(admin)]);
  const made: Array<{ id: string }> = [];
  // 30 live auctions (a quarter ending within a day), one cancelled and one past its end.
  for (let i = 0; i < 30; i++) {
    const endsIn = i % 4 === 0 ? HOUR + i * 10 * 60_000 : ((i % 9) + 2) * 24 * HOUR;
    made.push(
      await createAuction(admin, seller.id, {
        title: `Perkins ${powers[i % 5]} kW set ${word} ${i}`,
        starting_price: startingPrices[i % 10],
        year: 2009 + (i % 17),
        power_kw: i === 29 ? 75 : powers[i % 5],
        condition: conditions[i % conditions.length]!.key,
        fuel_type: auctionFuels[i % auctionFuels.length],
        type: generatorTypeKeys[i % 3 === 0 ? 3 : i % 3 === 1 ? 2 : 4],
        auction_end_date: new Date(Date.now() + endsIn).toISOString(),
      }),
    );
  }
  await createAuction(admin, seller.id, { title: `Cancelled set ${word}`, status: "cancelled" });
  await createAuction(admin, seller.id, { title: `Finished set ${word}`, auction_end_date: new Date(Date.now() - 1000).toISOString() });
  // Bids move some current bids off their starting price; one auction gets two.
  const bid = async (member: Member, index: number, amount: number) => {
    const client = anonClient(testBackendUrl());
    await client.auth.signInWithPassword({ email: member.email, password: member.password });
    const { data, error } = await client.rpc("place_bid", { p_auction_id: made[index]!.id, p_amount: amount });
    expect(error).toBeNull();
    expect((data as { outcome: string }).outcome).toBe("leading");
  };
  await bid(bidders[0]!, 1, 61_000);
  await bid(bidders[0]!, 5, 46_000);
  await bid(bidders[1]!, 5, 47_000);
  await bid(bidders[1]!, 12, 8_000);
  // A photo, as the create form would store one (here the seed's image).
  const photo = await admin.from("auction_photos").insert({ auction_id: made[3]!.id, storage_path: "seed/diesel-standby-1.png", position: 0 });
  expect(photo.error).toBeNull();

  const { data, error } = await admin
    .from("auction_listings")
    .select("id, title, status, year, power_kw, condition, fuel_type, type, starting_price, current_bid, bid_count, auction_end_date, created_at")
    .ilike("title", `%${word}%`);
  expect(error).toBeNull();
  mine = data as Auction[];
  expect(mine).toHaveLength(32);
});

afterAll(async () => {
  for (const member of [seller, ...bidders]) if (member) await deleteMember(admin, member);
});

// ---------------------------------------------------------------------------------------
// docs/spec/02-auctions-and-seller-tools.md §2 and §9, written out plainly, with docs/auctions.md's decisions on the ranges.
// ---------------------------------------------------------------------------------------

function expectedAuctions(query: string) {
  const params = new URLSearchParams(query);
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const search = (params.get("q") ?? "").toLowerCase();
  const minBid = number("minBid") ?? 0;
  const maxBid = number("maxBid") ?? 50_000;
  const bidInForce = minBid !== 0 || maxBid !== 50_000;
  const minYear = number("minYear") ?? 2015;
  const maxYear = number("maxYear") ?? 2025;
  const yearInForce = minYear !== 2015 || maxYear !== 2025;
  const now = Date.now();
  const currentBid = (auction: Auction) => auction.current_bid ?? auction.starting_price;
  const band = kvaSizes.find((size) => size.key === params.get("kva"));

  const matching = mine.filter((auction) => {
    const end = Date.parse(auction.auction_end_date);
    return [
      auction.status === "active" && end > now,
      auction.title.toLowerCase().includes(search),
      !bidInForce || minBid === 0 || currentBid(auction) >= minBid,
      !bidInForce || maxBid === 100_000 || currentBid(auction) <= maxBid,
      !yearInForce || minYear === 2010 || auction.year >= minYear,
      !yearInForce || maxYear === 2025 || auction.year <= maxYear,
      !band || inKvaBand(kvaOfKw(auction.power_kw), band),
      !params.has("condition") || auction.condition === params.get("condition"),
      !params.has("fuel") || auction.fuel_type === params.get("fuel"),
      !params.has("type") || auction.type === params.get("type"),
      params.get("endingSoon") !== "1" || end <= now + 24 * HOUR,
    ].every(Boolean);
  });

  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sort = params.get("sort") ?? "ending";
  return matching.sort((a, b) => {
    if (sort === "newest") return compare(b.created_at, a.created_at) || compare(b.id, a.id);
    if (sort === "bid-asc") return currentBid(a) - currentBid(b) || compare(a.id, b.id);
    if (sort === "bid-desc") return currentBid(b) - currentBid(a) || compare(b.id, a.id);
    if (sort === "bids") return b.bid_count - a.bid_count || compare(b.id, a.id);
    return compare(a.auction_end_date, b.auction_end_date) || compare(a.id, b.id);
  });
}

/** The page now (never from the edge cache), its count and its cards' ids in order. */
async function browse(query: string) {
  const response = await freshPage(`/auctions${query ? `?${query}` : ""}`, { redirect: "follow" });
  expect(response.status, query).toBe(200);
  const html = (await response.text()).replaceAll("<!-- -->", "");
  return {
    html,
    count: browseResults(html, "auction").count,
    ids: [...html.matchAll(/href="\/auctions\/([0-9a-f-]{36})"/g)].map((match) => match[1]!),
  };
}

describe("/auctions selects what the rules say", () => {
  const combinations = [
    "",
    "minBid=0&maxBid=10000",
    "minBid=20000&maxBid=50000",
    "minBid=60000&maxBid=100000",
    "minBid=0&maxBid=100000",
    "minYear=2010&maxYear=2016",
    "minYear=2018&maxYear=2025",
    "minYear=2012&maxYear=2020&kva=100-250",
    "kva=15-50",
    "kva=50-100",
    "kva=250-500&sort=bid-desc",
    "condition=used-good",
    "condition=refurbished&kva=100-250",
    "fuel=Natural+Gas",
    "fuel=Dual+Fuel&condition=used-excellent",
    "fuel=Propane%2FLPG&kva=100-250&endingSoon=1",
    "type=gasPowered",
    "type=dieselPrime&kva=100-250",
    "endingSoon=1",
    "endingSoon=1&sort=bid-desc",
    "sort=newest",
    "sort=bid-asc",
    "sort=bid-desc",
    "sort=bids",
    "minBid=5000&maxBid=50000&sort=bids",
  ];

  for (const combination of combinations) {
    const query = `q=${word}${combination ? `&${combination}` : ""}`;
    test(`?${combination || "(no filters)"}`, async () => {
      const expected = expectedAuctions(query);
      const { count, ids } = await browse(query);
      expect(count).toBe(expected.length);
      expect(ids).toEqual(expected.slice(0, 24).map((auction) => auction.id));
    });
  }

  test("the filters narrow things down: each combination but the widest matches some but not all", () => {
    const everything = expectedAuctions(`q=${word}`).length;
    expect(everything).toBe(30);
    const narrowed = combinations.filter((combination) => {
      const matching = expectedAuctions(`q=${word}&${combination}`).length;
      return matching > 0 && matching < everything;
    });
    expect(narrowed.length).toBeGreaterThanOrEqual(10);
  });

  test("no match: the empty state, with Reset", async () => {
    const { count, html } = await browse("q=zzzz-no-such-auction");
    expect(count).toBe(0);
    expect(html).toContain("No active auctions match your filters");
    expect(html).toContain("Try adjusting your search criteria");
    expect(html).toMatch(/<a [^>]*href="\/auctions"[^>]*>Reset<\/a>/);
  });

  test("the header counts every live auction", async () => {
    const live = async () =>
      (await admin.from("auction_listings").select("id", { count: "exact", head: true }).eq("status", "active").gt("auction_end_date", new Date().toISOString()))
        .count!;
    const before = await live();
    const shown = Number((await browse(`q=${word}`)).html.match(/>(\d[\d,]*) active auctions?</)?.[1]?.replace(/,/g, ""));
    const after = await live();
    expect([before, after]).toContain(shown);
    expect(shown).toBeGreaterThanOrEqual(30);
  });
});

describe("/auctions' type, power, condition and fuel are /listings' filters, and work without JavaScript", () => {
  // A browser without JavaScript (decision 019); a cookie keeps it past the edge cache.
  const fresh = () => new Visitor(worker, new CookieJar({ gm_test: "fresh" }));
  const choices = (visitor: Visitor, name: string) =>
    [...visitor.document.querySelectorAll(`form select[name="${name}"] option`)].map((option) => [option.getAttribute("value"), option.textContent]);

  test("the same fields with the same choices as /listings", async () => {
    const auctions = await fresh().open(`/auctions?q=${word}`);
    const listings = await fresh().open("/listings");
    for (const name of ["kva", "condition", "fuel"]) {
      expect(choices(auctions, name).length, name).toBeGreaterThan(2);
      expect(choices(auctions, name), name).toEqual(choices(listings, name));
    }
    expect(choices(auctions, "power")).toEqual([]);
    // /listings offers its types as buttons; /auctions as a select of the same keys and names.
    expect(choices(auctions, "type")).toEqual([["", "Any type"], ...generatorTypeKeys.map((key) => [key, generatorTypes[key].name])]);
  });

  test("chosen and applied without JavaScript: the clean address, the auctions the rules select, the choices kept", async () => {
    const visitor = await fresh().open(`/auctions?q=${word}`);
    await visitor
      .form("Show results")
      .select("Type", "Gas Powered Generators")
      .select("Power (kVA)", "100 to under 250 kVA (80 to under 200 kW)")
      .select("Condition", "Used – Good")
      .select("Fuel", "Dual Fuel")
      .submit("Show results");
    const clean = `q=${word}&type=gasPowered&kva=100-250&condition=used-good&fuel=Dual+Fuel`;
    expect(visitor.path).toBe(`/auctions?${clean}`);
    const expected = expectedAuctions(clean);
    expect(expected.length).toBeGreaterThan(0);
    expect(visitor.text('[role="status"]')).toContain(`${expected.length} ${expected.length === 1 ? "auction" : "auctions"} found`);
    expect([...visitor.document.querySelectorAll("#results article")].map((card) => card.id)).toEqual(expected.map((auction) => `auction-${auction.id}`));
    const kept = visitor.form("Show results");
    expect([kept.value("Type"), kept.value("Power (kVA)"), kept.value("Condition"), kept.value("Fuel")]).toEqual(["gasPowered", "100-250", "used-good", "Dual Fuel"]);
  });
});

describe("/auctions sorting and pages", () => {
  for (const sort of ["ending", "newest", "bid-asc", "bid-desc", "bids"]) {
    test(`${sort}: the second page continues the order, and the page links keep the filters`, async () => {
      const base = `q=${word}${sort === "ending" ? "" : `&sort=${sort}`}`;
      const expected = expectedAuctions(base).map((auction) => auction.id);
      const first = await browse(base);
      expect(first.html).toContain(`href="/auctions?${base.replace(/&/g, "&amp;")}&amp;page=2"`);
      const second = await browse(`${base}&page=2`);
      expect([...first.ids, ...second.ids]).toEqual(expected);
    });
  }

  test("a page past the end shows the last page", async () => {
    const expected = expectedAuctions(`q=${word}`);
    expect((await browse(`q=${word}&page=40`)).ids).toEqual(expected.slice(24).map((auction) => auction.id));
  });
});

describe("/auctions with any query", () => {
  test("redirects to the one clean address: defaults left out, ignored values dropped", async () => {
    const submittedWithoutJavaScript = `q=${word}&minBid=0&maxBid=50000&minYear=2015&maxYear=2025&kva=&condition=&fuel=&endingSoon=1&sort=ending`;
    for (const [query, clean] of [
      [submittedWithoutJavaScript, `/auctions?q=${word}&endingSoon=1`],
      // The exact kW ratings the power filter offered before the kVA bands: the band each is in.
      ["sort=bids&power=100", "/auctions?kva=100-250&sort=bids"],
      ["power=30&endingSoon=1", "/auctions?kva=15-50&endingSoon=1"],
      ["power=200&minYear=2012&maxYear=2020", "/auctions?minYear=2012&maxYear=2020&kva=250-500"],
      ["power=1000", "/auctions?kva=1000-2000"],
      ["power=abc&condition=used-fair", "/auctions?condition=used-fair"],
      ["kva=100-200&condition=good&fuel=diesel&sort=cheapest&page=1&minBid=abc", "/auctions"],
      ["maxBid=20499", "/auctions?minBid=0&maxBid=20000"],
    ]) {
      const response = await worker.fetch(`/auctions?${query}`);
      expect(response.status, query).toBe(302);
      expect(response.headers.get("location"), query).toBe(clean);
    }
  });

  test("hostile or invalid values never cause an error", async () => {
    for (const query of [
      "q=%27%3B+drop+table+auction_listings%3B--",
      "minBid=-1e309&maxBid=NaN&page=1e400",
      "q=" + encodeURIComponent("%_\\'\"<script>"),
      "power[]=1&sort[]=bids&endingSoon=%00",
    ]) {
      expect((await browse(query)).count, query).toBeGreaterThanOrEqual(0);
    }
  });

  test("visitors' pages are kept at the edge for 10 seconds only; pages with cookies never", async () => {
    const anonymous = await worker.fetch(`/auctions?q=${word}`);
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
    expect(anonymous.headers.get("vary")).toContain("Cookie");
    const withCookie = await worker.fetch(`/auctions?q=${word}`, { headers: { Cookie: "sb-127-auth-token=x" } });
    expect(withCookie.headers.get("cache-control") ?? "").not.toContain("public");
  });
});

describe("auction cards", () => {
  test("photo through /photos/, Auction badge, time left, bids and pounds", async () => {
    const auction = mine.find((candidate) => candidate.title.endsWith(`${word} 3`))!;
    const { html } = await browse(`q=${word}&minBid=15000&maxBid=15000`);
    const card = html.match(new RegExp(`<article id="auction-${auction.id}"[^]*?</article>`))?.[0] ?? "";
    expect(card).toContain('src="/photos/seed/diesel-standby-1.png"');
    expect(card).toContain(">Auction<");
    expect(card).toMatch(/Time left: <\/span>\d+d \d+h</);
    expect(card).toContain("Current bid</dt>");
    expect(card).toContain("£15,000");
    expect(card).toContain("No bids yet");
    expect(card).toContain(`href="/auctions/${auction.id}"`);
    // An auction ending within the hour or two shows hours and minutes.
    const soon = (await browse(`q=${word}&endingSoon=1`)).html;
    expect(soon).toMatch(/Time left: <\/span>\d+h \d+m</);
  });

  test("Place Bid: a member goes to the bid form; a visitor signs in first, with the spec's notice, and comes back", async () => {
    const auction = expectedAuctions(`q=${word}`)[0]!;
    const bidForm = `/auctions/${auction.id}#bid`;
    const member = await worker.get(`/auctions?q=${word}`, await worker.signIn(bidders[0]!));
    expect((await member.text()).replaceAll("&amp;", "&")).toContain(`href="${bidForm}"`);

    const signInHref = `/auth?redirectTo=${encodeURIComponent(bidForm)}`;
    expect((await browse(`q=${word}`)).html.replaceAll("&amp;", "&")).toContain(`href="${signInHref}"`);
    const signInPage = (await (await worker.get(signInHref)).text()).replaceAll("<!-- -->", "");
    expect(signInPage).toContain("You will be notified to complete your bid");
    expect(signInPage).toContain("Please log in or create an account to place a bid");
    const signedIn = await worker.post(signInHref, { intent: "signin", email: bidders[1]!.email, password: bidders[1]!.password, redirectTo: bidForm });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe(bidForm);
  });
});

describe("the browse page's filters and sort, as a browser without JavaScript", () => {
  // What tests/e2e/auctions.spec.ts walks with JavaScript (decision 019); each test's auctions
  // are its own, under a word no other test uses.
  const filters = (visitor: Visitor) => visitor.form("Show results");
  const titles = (visitor: Visitor) => cardTitles(visitor.document);
  const found = (visitor: Visitor) => browseResults(visitor.html, "auction").count;

  test("filters applied with Show results live in the URL and open at the results, the same URL shows the same auctions, Reset goes back; one Sort control", async () => {
    const word = `auctionv${uniqueToken()}`;
    const seller = await createMember(admin, { userType: "private_seller" });
    const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const make = (title: string, power: number, endsInHours: number) =>
      createAuction(admin, seller.id, { title: `${title} ${word}`, power_kw: power, auction_end_date: inHours(endsInHours) });
    await Promise.all([make("Perkins soon one", 100, 3), make("Perkins soon two", 100, 5), make("Perkins next week", 100, 150), make("Lister soon", 60, 4)]);

    const visitor = await new Visitor(worker, new CookieJar({ gm_test: "fresh" })).open(`/auctions?q=${word}`);
    expect(found(visitor)).toBe(4);
    await filters(visitor).select("Power (kVA)", "100-250").submit("Show results");
    expect(found(visitor)).toBe(3);
    expect(visitor.document.querySelectorAll('select[name="sort"]')).toHaveLength(1);
    await filters(visitor).check("Ending soon (24h)").submit("Show results");
    expect(visitor.path).toBe(`/auctions?q=${word}&kva=100-250&endingSoon=1`);
    expect(visitor.document.URL).toMatch(/#results$/);
    // Ending soonest first.
    expect(titles(visitor)).toEqual([`Perkins soon one ${word}`, `Perkins soon two ${word}`]);

    const again = await new Visitor(worker, new CookieJar({ gm_test: "fresh" })).open(visitor.path);
    expect(titles(again)).toEqual(titles(visitor));
    expect(filters(again).value("Power (kVA)")).toBe("100-250");
    expect(filters(again).checked("Ending soon (24h)")).toBe(true);

    await visitor.follow("Reset", { within: "#filters" });
    expect(visitor.path).toBe("/auctions");
    expect([filters(visitor).value("Search"), filters(visitor).value("Power (kVA)"), filters(visitor).value("Maximum current bid")]).toEqual(["", "", "50000"]);
    expect(filters(visitor).checked("Ending soon (24h)")).toBe(false);
    visitor.close();
    again.close();
    await deleteMember(admin, seller);
  });

  test("the bid range filters once moved; Sort keeps the filters", async () => {
    const word = `auctionw${uniqueToken()}`;
    const seller = await createMember(admin, { userType: "trade_seller" });
    await Promise.all([2_000, 9_000, 30_000, 80_000].map((price) => createAuction(admin, seller.id, { title: `Cummins set ${word} £${price}`, starting_price: price })));
    const visitor = await new Visitor(worker, new CookieJar({ gm_test: "fresh" })).open(`/auctions?q=${word}`);
    // At its default (£0–£50,000) the range filters nothing: the £80,000 set is shown too.
    expect(found(visitor)).toBe(4);
    await filters(visitor).fill("Maximum current bid", "10000").submit("Show results");
    expect(visitor.path).toMatch(/minBid=0&maxBid=10000/);
    expect(found(visitor)).toBe(2);
    await visitor.form("Sort").select("Sort by", "bid-desc").submit("Sort");
    expect(visitor.path).toBe(`/auctions?q=${word}&minBid=0&maxBid=10000&sort=bid-desc`);
    expect(titles(visitor)).toEqual([`Cummins set ${word} £9000`, `Cummins set ${word} £2000`]);
    visitor.close();
    await deleteMember(admin, seller);
  });
});
