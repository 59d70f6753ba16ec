/**
 * Listing statistics through the built Worker (docs/listings.md#listing-statistics): views counted once per
 * visitor per listing per day, whether the page was rendered or served from the edge cache,
 * never for a bot, with no cookie set on any visitor; and the statistics page, which only
 * the listing's seller reads, with its chart drawn on the server. Each test makes its own
 * seller and listing: the Worker and its edge cache are shared with every other file.
 */
import { test as base, describe, expect } from "vitest";
import { anonClient, serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createConversation, createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { randomClientAddress } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";

const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ seller: Member; otherSeller: Member; buyer: Member; listing: { id: string; title: string } }>({
  seller: memberFixture(admin, { userType: "private_seller" }),
  otherSeller: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
  listing: async ({ seller }, use) => use(await createListing(admin, seller.id)),
});

/** A browser's user agent, different for each made-up visitor. */
const browser = (visitor: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${visitor}`;
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The listing's views today, as its seller reads them (listing_stats). */
async function viewsToday(seller: Member, listingId: string) {
  const client = anonClient(testBackendUrl());
  const { error } = await client.auth.signInWithPassword({ email: seller.email, password: seller.password });
  if (error) throw error;
  const { data } = await client.rpc("listing_stats", { p_listing: listingId, p_days: 7 });
  return (data as { series: { views: number }[] }).series.at(-1)!.views;
}

/** Waits until the Worker's background recording shows this many views today. */
const expectViews = (seller: Member, listingId: string, views: number) =>
  expect.poll(() => viewsToday(seller, listingId), { timeout: 5000 }).toBe(views);

describe("views", () => {
  test("ten requests from one visitor in a day count once; no answer sets a cookie", async ({ seller, listing }) => {
    const visitor = worker.from(randomClientAddress());
    for (let n = 0; n < 10; n += 1) {
      const response = await visitor.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("one") } });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toBeNull();
      await response.arrayBuffer();
    }
    await expectViews(seller, listing.id, 1);
    // Another visitor's view, recorded after all ten: two, not eleven.
    await worker.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("two") } });
    await expectViews(seller, listing.id, 2);
  });

  test("a bot counts nothing, nor does a HEAD or a prefetch; a visitor served from the edge cache is counted", async ({ seller, listing }) => {
    const path = `/listings/${listing.id}`;
    const first = worker.from(randomClientAddress());
    // The first visitor's page is stored in the edge cache in the background: wait for it.
    await expect
      .poll(async () => (await first.fetch(path, { headers: { "User-Agent": browser("first") } })).headers.get("cf-cache-status"), {
        timeout: 5000,
      })
      .toBe("HIT");
    await expectViews(seller, listing.id, 1);

    for (const init of [
      { headers: { "User-Agent": GOOGLEBOT } },
      // Node's own user agent, as a script sends it.
      { headers: {} as Record<string, string> },
      { method: "HEAD", headers: { "User-Agent": browser("head") } },
      { headers: { "User-Agent": browser("prefetch"), "Sec-Purpose": "prefetch" } },
    ]) {
      const response = await worker.fetch(path, init);
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toBeNull();
    }

    const second = await worker.fetch(path, { headers: { "User-Agent": browser("second") } });
    expect(second.status).toBe(200);
    expect(second.headers.get("cf-cache-status")).toBe("HIT");
    expect(second.headers.get("set-cookie")).toBeNull();
    // The second visitor counts; the bot, the HEAD and the prefetch before them did not.
    await expectViews(seller, listing.id, 2);
  });

  test("a member's view counts, and so does a client-side navigation's data request", async ({ seller, buyer, listing }) => {
    const jar = await worker.signIn(buyer);
    const page = await worker.fetch(`/listings/${listing.id}`, { headers: { Cookie: jar.header()!, "User-Agent": browser("member") } });
    expect(page.status).toBe(200);
    await expectViews(seller, listing.id, 1);
    const data = await worker.fetch(`/listings/${listing.id}?_data=${encodeURIComponent("routes/listings.$id")}`, {
      headers: { "User-Agent": browser("navigating") },
    });
    expect(data.status).toBe(200);
    await expectViews(seller, listing.id, 2);
  });

  test("the seller's own visits are not counted", async ({ seller, listing }) => {
    const jar = await worker.signIn(seller);
    for (const agent of ["seller-desktop", "seller-phone"]) {
      const own = await worker.fetch(`/listings/${listing.id}`, { headers: { Cookie: jar.header()!, "User-Agent": browser(agent) } });
      expect(own.status).toBe(200);
    }
    // A visitor after them: theirs is the only view.
    await worker.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("after-the-seller") } });
    await expectViews(seller, listing.id, 1);
  });
});

/** The statistics page as a reader sees it, through a DOM. */
function readStatsPage(html: string) {
  const { document } = pageWindow(html, worker.url);
  const words = (element: { textContent: string | null } | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const totals = Object.fromEntries(
    [...document.querySelectorAll("#totals-heading ~ dl div")].map((pair) => [words(pair.querySelector("dt")), words(pair.querySelector("dd"))]),
  );
  const charts = [...document.querySelectorAll('svg[role="img"]')].map((svg) => ({
    title: words(svg.querySelector("title")),
    description: words(svg.querySelector("desc")),
    bars: svg.querySelectorAll("rect").length,
  }));
  const dailyRows = [...document.querySelectorAll("details table tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => words(cell)),
  );
  const comparisonRows = [...document.querySelectorAll("#compare-heading ~ div table tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => words(cell)),
  );
  return { heading: words(document.querySelector("h1")), totals, charts, dailyRows, comparisonRows, text: words(document.body) };
}

describe("the statistics page", () => {
  test("its seller reads the figures: totals, a chart per figure drawn on the server, every day in a table", async ({ seller, buyer, listing }) => {
    await createConversation(admin, { buyerId: buyer.id, sellerId: seller.id, listingId: listing.id });
    await admin.from("saved_listings").insert({ user_id: buyer.id, listing_id: listing.id });
    await worker.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("stats-page") } });
    await expectViews(seller, listing.id, 1);

    const jar = await worker.signIn(seller);
    const response = await worker.get(`/listings/${listing.id}/stats`, jar);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const page = readStatsPage(await response.text());
    expect(page.heading).toBe(listing.title);
    expect(page.totals).toEqual({ Views: "1", Enquiries: "1", "New saves": "1", "Members who saved it": "1" });
    // Without JavaScript: the SVG is in the HTML, named and summed up.
    expect(page.charts.map((chart) => chart.title)).toEqual(["Views per day", "Enquiries per day", "Saves per day"]);
    expect(page.charts[0]!.description).toMatch(/^1 view over 30 days, most on \d+ \w+ \(1\)\./);
    expect(page.charts.map((chart) => chart.bars)).toEqual([1, 1, 1]);
    expect(page.dailyRows).toHaveLength(30);
    expect(page.dailyRows[0]!.slice(1)).toEqual(["1", "1", "1"]);
    expect(page.text).toContain("This is your only listing that has been live");

    // ?days= picks the period; an unknown one, or the default spelt out, goes to the clean address.
    expect(readStatsPage(await (await worker.get(`/listings/${listing.id}/stats?days=7`, jar)).text()).dailyRows).toHaveLength(7);
    for (const days of ["1000", "30", "x"]) {
      const response = await worker.get(`/listings/${listing.id}/stats?days=${days}`, jar);
      expect(response.status, days).toBe(302);
      expect(response.headers.get("location"), days).toBe(`/listings/${listing.id}/stats`);
    }
  });

  test("compares the listing with the seller's other listings", async ({ seller, listing }) => {
    const other = await createListing(admin, seller.id);
    await worker.fetch(`/listings/${other.id}`, { headers: { "User-Agent": browser("compare-1") } });
    await worker.fetch(`/listings/${other.id}`, { headers: { "User-Agent": browser("compare-2") } });
    await expectViews(seller, other.id, 2);
    const page = readStatsPage(await (await worker.get(`/listings/${listing.id}/stats`, await worker.signIn(seller))).text());
    expect(page.text).toContain("this listing is 2nd of 2 listings you have had live");
    expect(page.comparisonRows).toEqual([
      ["Views (last 30 days)", "0", "2"],
      ["Enquiries (last 30 days)", "0", "0"],
      ["Members who saved it", "0", "0"],
    ]);
  });

  test("a listing that was never live says so instead of ranking it among the live ones", async ({ seller, listing }) => {
    expect(listing.id).toBeTruthy(); // the seller has a live listing to compare with
    const jar = await worker.signIn(seller);
    for (const status of ["draft", "pending", "rejected"] as const) {
      const never = await createListing(admin, seller.id, { status, ...(status === "rejected" ? { rejection_reason: "The photos show a different generator." } : {}) });
      const page = readStatsPage(await (await worker.get(`/listings/${never.id}/stats`, jar)).text());
      expect(page.text, status).toContain("This listing has not been live yet, so buyers have not seen it and there is nothing to compare.");
      expect(page.text, status).not.toContain("listings you have had live");
      expect(page.comparisonRows, status).toEqual([]);
    }
  });

  test("visitors sign in first; other members, and unknown listings, get a 404", async ({ otherSeller, buyer, listing }) => {
    const path = `/listings/${listing.id}/stats`;
    const visitor = await worker.fetch(path);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(`/auth?${new URLSearchParams({ redirectTo: path })}`);
    for (const member of [otherSeller, buyer]) {
      const response = await worker.get(path, await worker.signIn(member));
      expect(response.status, member.userType).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain("Listing Not Found");
    }
    const jar = await worker.signIn(otherSeller);
    for (const id of ["10000000-0000-4000-8000-999999999999", "not-an-id"]) {
      expect((await worker.get(`/listings/${id}/stats`, jar)).status, id).toBe(404);
    }
  });

  test("My Listings links each live listing to its statistics", async ({ seller, listing }) => {
    const html = await (await worker.get("/dashboard?view=listings", await worker.signIn(seller))).text();
    expect(html).toMatch(new RegExp(`<a [^>]*href="/listings/${listing.id}/stats"[^>]*>Statistics`));
  });

  test("My Listings says when a pending listing will be reviewed, and why a rejected one was not, with Edit and resubmit", async ({ seller }) => {
    const reason = `The photos show a different generator ${uniqueToken()}.`;
    const pending = await createListing(admin, seller.id, { status: "pending", title: `Pending set ${uniqueToken()}` });
    const rejected = await createListing(admin, seller.id, { status: "rejected", title: `Rejected set ${uniqueToken()}`, rejection_reason: reason });
    const { document } = pageWindow(await (await worker.get("/dashboard?view=listings", await worker.signIn(seller))).text(), worker.url);
    const rowOf = (title: string) => [...document.querySelectorAll("article")].find((row) => row.querySelector("h3")?.textContent === title);
    const words = (element: { textContent: string | null } | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
    expect(words(rowOf(pending.title))).toContain("Waiting for review, usually within 24 hours");
    expect(words(rowOf(rejected.title))).toContain(reason);
    const resubmit = [...(rowOf(rejected.title)?.querySelectorAll("a") ?? [])].map((a) => [words(a), a.getAttribute("href")]);
    expect(resubmit).toContainEqual([`Edit and resubmit ${rejected.title}`, `/sell-generator?edit=${rejected.id}`]);
  });
});

/** The overview's figures as a reader sees them: each label with its value and note. */
function readOverview(html: string) {
  const { document } = pageWindow(html, worker.url);
  const words = (element: { textContent: string | null } | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const figures = Object.fromEntries(
    [...document.querySelectorAll("#seller-figures-heading ~ dl div")].map((pair) => {
      const note = words(pair.querySelector("dd small"));
      const value = words(pair.querySelector("dd")).slice(0, note ? -note.length : undefined);
      return [words(pair.querySelector("dt")), note ? `${value} (${note})` : value];
    }),
  );
  const tipsHeading = words(document.querySelector("#seller-tips-heading"));
  const tips = [...document.querySelectorAll("#seller-tips-heading ~ ul li")].map((tip) => words(tip.querySelector("p")));
  return { figures, tipsHeading, tips };
}

describe("the seller's overview", () => {
  test("a private seller's figures are counted from their listings, messages and reviews, with tips", async ({ seller, buyer, listing }) => {
    await createConversation(admin, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      messages: [{ text: "Is it still available?" }, { text: "Yes, come and see it.", from: "seller" }],
    });
    await admin.from("saved_listings").insert({ user_id: buyer.id, listing_id: listing.id });
    await admin.from("seller_reviews").insert({ seller_id: seller.id, buyer_id: buyer.id, listing_id: listing.id, rating: 5 });
    await worker.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("overview") } });
    await expectViews(seller, listing.id, 1);

    const response = await worker.get("/dashboard", await worker.signIn(seller));
    expect(response.status).toBe(200);
    const overview = readOverview(await response.text());
    expect(overview.figures).toEqual({
      "Active listings": "1",
      Views: "1 (last 30 days)",
      Enquiries: "1 (last 30 days)",
      Saves: "1 (members who saved a listing)",
      "Response rate": "100% (of 1 conversation, last 90 days)",
      // One answered conversation is too few for a median (seller_profile_card: three).
      "Response time": "Not yet known (median, last 90 days)",
      Rating: "5.0 / 5 (1 review)",
      "Unread messages": "1",
    });
    expect(overview.tipsHeading).toBe("Tips for selling privately");
    expect(overview.tips).toContain("Answer within a few hours");
  });

  test("a trade seller with nothing yet: zeros and plain words, and advice only when the figures call for it", async ({ otherSeller }) => {
    const jar = await worker.signIn(otherSeller);
    const empty = readOverview(await (await worker.get("/dashboard", jar)).text());
    expect(empty.figures).toMatchObject({
      "Active listings": "0",
      Views: "0 (last 30 days)",
      "Response rate": "No enquiries yet (last 90 days)",
      "Response time": "Not yet known (median, last 90 days)",
      Rating: "No reviews yet",
    });
    expect(empty.tips).toEqual([]);

    const listing = await createListing(admin, otherSeller.id);
    await worker.fetch(`/listings/${listing.id}`, { headers: { "User-Agent": browser("trade-overview") } });
    await expectViews(otherSeller, listing.id, 1);
    const viewed = readOverview(await (await worker.get("/dashboard", jar)).text());
    expect(viewed.tipsHeading).toBe("Tips from your figures");
    expect(viewed.tips).toEqual(["Viewed, but no enquiries yet"]);
  });
});
