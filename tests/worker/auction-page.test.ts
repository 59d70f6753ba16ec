/**
 * The auction page through the built Worker (docs/auctions.md): what it shows and to whom,
 * its canonical link at both addresses, the bid form's answers posted as a browser without
 * JavaScript posts them (and as the fetcher does), one bid per submission, the live JSON and
 * its caching, Ask Seller a Question, and scheduled closing through the Cron Trigger. Each
 * test makes its own seller, auction and bidders.
 */
import { test as base, describe, expect, inject } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, memberFixture, uniqueToken, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { numbersIn } from "../support/numbers-in";
import { freshPage, worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
/** HTML as a visitor reads it: without React's <!-- --> markers, entities decoded. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
const panelOf = (html: string) => textOf(html).match(/<section id="bid"[^]*?<\/section>/)?.[0] ?? "";
const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;

type Auction = { id: string; title: string };

const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);

const test = base.extend<{ seller: Member; auction: Auction; dora: Member; ben: Member }>({
  seller: memberFor({ userType: "private_seller", fullName: "Tom Auctioneer" }),
  auction: async ({ seller }, use) => {
    await use(await createAuction(admin, seller.id, { title: `Perkins 100 kVA auction ${uniqueToken()}`, starting_price: 1000, reserve_price: 5000 }));
  },
  dora: memberFor({ fullName: "Dora Baker" }),
  ben: memberFor({ fullName: "Ben Cox" }),
});

/** The submission id the server put in the member's bid form. */
async function bidForm(auctionId: string, jar: CookieJar) {
  const html = await (await get(`/auctions/${auctionId}`, jar)).text();
  const submissionId = html.match(/name="submissionId" value="([0-9a-f-]{36})"/)?.[1];
  expect(submissionId, "the bid form's submission id").toBeDefined();
  return submissionId!;
}

/**
 * Bids as the form's confirm step does (`confirm`): a fresh submission id from the page each
 * time. Without JavaScript (`reload`, the field the form carries until hydration) a document
 * post; with it, the fetcher's data request.
 */
async function placeBid(auctionId: string, jar: CookieJar, fields: { maxBid: string }, { reload = true, confirm = true } = {}) {
  const submissionId = await bidForm(auctionId, jar);
  const path = reload ? `/auctions/${auctionId}` : `/auctions/${auctionId}?_data=routes%2Fauctions.%24id`;
  return post(path, { intent: "bid", submissionId, ...(reload ? { reload: "1" } : {}), ...(confirm ? { confirm: "1" } : {}), ...fields }, jar);
}

const bidsOn = async (auctionId: string) =>
  (await admin.from("bids").select("amount").eq("auction_id", auctionId).order("amount")).data!.map((row) => row.amount as number);

describe("the page", () => {
  test("shows the auction in pounds to a visitor, with its cards, panel, masked history and canonical link", async ({ auction, dora }) => {
    await admin.from("auction_listings").update({ reserve_price: 7350 }).eq("id", auction.id);
    await admin.from("auction_photos").insert([
      { auction_id: auction.id, storage_path: "seed/diesel-standby-1.png", position: 0 },
      { auction_id: auction.id, storage_path: "seed/diesel-standby-2.png", position: 1 },
    ]);
    expect((await placeBid(auction.id, await signIn(dora), { maxBid: "£1,200" })).status).toBe(302);

    const response = await freshPage(`/auctions/${auction.id}`);
    expect(response.status).toBe(200);
    const html = textOf(await response.text());
    expect(html).toContain(`<link rel="canonical" href="${worker.url.origin}/auctions/${auction.id}"/>`);
    for (const text of [auction.title, "Year and Hours", "2019", "4,200 hrs", "Condition and Warranty", "Used – Good", "Power and Phase", "125\u00a0kVA / 100\u00a0kW",
      "Three Phase", "Seller Information", "Tom Auctioneer", "No reviews yet", "Description", "Bid history", "Auction Security",
      "Time remaining", "Starting price", "£1,000", "Minimum increment", "£50", "Reserve not met", "Bid increments", "£15,000 to £49,999",
      "Bids are binding", "Ask Seller a Question", "Show photo 2 of 2"]) {
      expect(html, text).toContain(text);
    }
    const panel = panelOf(html);
    expect(panel).toMatch(/data-testid="current-bid">£1,000</);
    expect(panel).toContain("Enter £1,050 or more.");
    expect(panel).toMatch(/Ends <time[^>]*>\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}<\/time> \(UK time\)/);
    expect(html).toMatch(/<td>d\*\*\*r<\/td><td>£1,000<\/td><td><time[^>]*>\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}<\/time>/);
    expect(html).not.toContain("Dora");
    expect(html).not.toMatch(/\$\s?\d/);
    // The reserve, neither shown nor in the page's data (a bare "7350" can occur in an id or a hash).
    expect(html).not.toMatch(/£7,?350\b|[:"]7,?350\b/);
    // A visitor's page has no submission id: their post only takes them to sign in.
    expect(html).not.toContain('name="submissionId"');
  });

  test("/auction/{id} renders the same page, naming /auctions/{id} as canonical", async ({ auction }) => {
    const response = await freshPage(`/auction/${auction.id}`);
    expect(response.status).toBe(200);
    const html = textOf(await response.text());
    expect(html).toContain(auction.title);
    expect(html).toContain(`<link rel="canonical" href="${worker.url.origin}/auctions/${auction.id}"/>`);
  });

  test("'Auction not found' with 404 for unknown ids and others' cancelled auctions; 'Auction ended' once its time is up", async ({ seller }) => {
    for (const path of [`/auctions/${crypto.randomUUID()}`, "/auctions/not-an-id", `/auction/${crypto.randomUUID()}`]) {
      const response = await freshPage(path);
      expect(response.status, path).toBe(404);
      expect(textOf(await response.text())).toContain("Auction not found");
    }
    const cancelled = await createAuction(admin, seller.id, { status: "cancelled" });
    expect((await freshPage(`/auctions/${cancelled.id}`)).status).toBe(404);

    // Ended by the clock, not yet settled (the worker tests' backend runs no settling timer).
    const ended = await createAuction(admin, seller.id, { auction_end_date: new Date(Date.now() - 60_000).toISOString() });
    const html = textOf(await (await freshPage(`/auctions/${ended.id}`)).text());
    expect(panelOf(html)).toContain("Auction ended");
    expect(panelOf(html)).toContain("Bidding has closed on this auction.");
    expect(html).not.toContain('name="maxBid"');
    expect((await admin.from("auction_listings").select("status").eq("id", ended.id).single()).data?.status).toBe("active");
  });

  test("visitors' copies are cached for a second; members' pages are private", async ({ auction, dora }) => {
    const visitor = await get(`/auctions/${auction.id}`);
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=1, s-maxage=1");
    const member = await get(`/auctions/${auction.id}`, await signIn(dora));
    expect(member.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("what it costs", () => {
  test("the lot's VAT, no buyer's premium, what the winner pays at the current bid, and the seller's collection terms", async ({ seller, dora, ben }) => {
    const auction = await createAuction(admin, seller.id, {
      starting_price: 1000,
      vat_status: "ex-vat",
      delivery: "delivery-quoted",
      collection_terms: "Collection from Stourton within 14 days; forklift loading on site.",
    });
    const costsOf = (html: string) => textOf(html).match(/<section id="costs"[^]*?<\/section>/)?.[0] ?? "";
    const before = costsOf(await (await freshPage(`/auctions/${auction.id}`)).text());
    for (const text of ["What it costs", "Plus VAT at 20%", "No buyer's premium", "The winner pays at the starting price", "£1,200 (£1,000 + VAT £200)",
      "Collection, or delivery quoted by the seller", "Collection from Stourton within 14 days; forklift loading on site."]) {
      expect(before, text).toContain(text);
    }
    // Two bids on: Dora leads at £1,250 (a second bidder's maximum of £1,200 beaten by one step).
    await placeBid(auction.id, await signIn(ben), { maxBid: "1200" });
    await placeBid(auction.id, await signIn(dora), { maxBid: "3000" });
    const after = costsOf(await (await freshPage(`/auctions/${auction.id}`)).text());
    expect(after).toContain("The winner pays at the current bid");
    expect(after).toContain("£1,500 (£1,250 + VAT £250)");
    // The live JSON carries it too, so the page follows the bids.
    expect(await (await freshPage(`/auctions/${auction.id}/live`)).json()).toMatchObject({ winnerPays: { price: 1250, vat: 250, total: 1500 } });
  });

  test("an auction from before the question: VAT not stated, collection from where it is", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id, { starting_price: 2000 });
    const costs = textOf(await (await freshPage(`/auctions/${auction.id}`)).text()).match(/<section id="costs"[^]*?<\/section>/)?.[0] ?? "";
    expect(costs).toContain("Not stated: ask the seller whether VAT is added");
    expect(costs).toContain("£2,000, plus VAT if the seller charges it");
    expect(costs).toContain("Collection only, from Leeds");
  });
});

describe("the bid form", () => {
  test("signed out: to sign in and back to this auction's bid form, the bid kept", async ({ auction }) => {
    const response = await post(`/auctions/${auction.id}`, { intent: "bid", maxBid: "1500" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(gate(`/auctions/${auction.id}?bid=1500#bid`));
    const back = textOf(await (await freshPage(`/auctions/${auction.id}?bid=1500`)).text());
    expect(back).toMatch(/<input[^>]*name="maxBid"[^>]*value="1500"/);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  test("bad input gets the spec's messages, values kept, nothing written", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    const submissionId = await bidForm(auction.id, jar);
    const missing = await post(`/auctions/${auction.id}`, { intent: "bid", submissionId, maxBid: "" }, jar);
    expect(missing.status).toBe(400);
    expect(textOf(await missing.text())).toContain("Bid amount is required");
    const notWhole = await post(`/auctions/${auction.id}`, { intent: "bid", submissionId, maxBid: "1200.50", confirm: "1" }, jar);
    expect(notWhole.status).toBe(400);
    const notWholeHtml = textOf(await notWhole.text());
    expect(notWholeHtml).toContain("Enter your maximum bid in whole pounds");
    expect(notWholeHtml).toMatch(/<input[^>]*name="maxBid"[^>]*value="1200.50"/);
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  test("too low: 'Bid too low' / 'Minimum bid is £X' with the right X", async ({ auction, dora, ben }) => {
    // Without the confirm step: a maximum place_bid refuses gets its refusal at once.
    const first = await placeBid(auction.id, await signIn(dora), { maxBid: "900" }, { confirm: false });
    expect(first.status).toBe(400);
    expect(textOf(await first.text())).toMatch(/Bid too low[^]*Minimum bid is £1,000/);
    expect((await placeBid(auction.id, await signIn(dora), { maxBid: "1000" })).status).toBe(302);
    const low = await placeBid(auction.id, await signIn(ben), { maxBid: "1025" });
    expect(low.status).toBe(400);
    const html = textOf(await low.text());
    expect(html).toMatch(/role="alert"[^>]*><strong>Bid too low<\/strong><p>Minimum bid is £1,050<\/p>/);
    expect(html).toMatch(/<input[^>]*name="maxBid"[^>]*value="1025"/);
    expect(await bidsOn(auction.id)).toEqual([1000]);
  });

  test("placed without JavaScript: back to the panel with 'Bid placed successfully!', which says the bidder leads", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    const placed = await placeBid(auction.id, jar, { maxBid: "3,000" });
    expect(placed.status).toBe(302);
    expect(placed.headers.get("location")).toBe(`/auctions/${auction.id}#bid`);
    const html = textOf(await (await get(`/auctions/${auction.id}`, jar)).text());
    expect(html).toContain("Bid placed successfully!");
    expect(panelOf(html)).toContain("You are the highest bidder. Your maximum bid: £3,000.");
    expect(html).toMatch(/d\*\*\*r<span[^>]*>\(you\)<\/span>/);
    expect(await bidsOn(auction.id)).toEqual([1000]);
  });

  test("with JavaScript (the fetcher): the outcome as data; a proxy beating the bid at once says 'You have been outbid'", async ({ auction, dora, ben }) => {
    const doraJar = await signIn(dora);
    const leading = await placeBid(auction.id, doraJar, { maxBid: "4000" }, { reload: false });
    expect(leading.status).toBe(200);
    expect(await leading.json()).toMatchObject({ bid: { outcome: "leading", currentBid: 1000 } });

    const benJar = await signIn(ben);
    const beaten = await placeBid(auction.id, benJar, { maxBid: "2000" }, { reload: false });
    expect(await beaten.json()).toMatchObject({ bid: { outcome: "outbid", currentBid: 2050 } });
    // Without JavaScript the same outcome is a toast, and the panel keeps saying so.
    const again = await placeBid(auction.id, benJar, { maxBid: "2500" });
    expect(again.status).toBe(302);
    const html = textOf(await (await get(`/auctions/${auction.id}`, benJar)).text());
    expect(html).toContain("You have been outbid");
    expect(panelOf(html)).toContain("You have been outbid: bid £2,600 or more to lead.");
    // Ben never sees Dora's maximum, nor who she is.
    expect(html).not.toContain("4,000");
    expect(html).not.toContain(dora.id);
    expect(html).not.toContain("Dora");
  });

  test("the seller is refused with a sentence and a 403; an ended auction with a 409", async ({ seller, auction, dora }) => {
    const sellerJar = await signIn(seller);
    const sellerPage = panelOf(await (await get(`/auctions/${auction.id}`, sellerJar)).text());
    expect(sellerPage).toContain("This is your auction. You cannot bid on your own auction");
    expect(sellerPage).toContain("Bidding on your auction");
    expect(sellerPage).not.toContain("Place your bid");
    expect(sellerPage).not.toContain('name="maxBid"');
    // Posted anyway (an old tab, a crafted post): the database refuses.
    const submissionId = crypto.randomUUID();
    const own = await post(`/auctions/${auction.id}`, { intent: "bid", submissionId, maxBid: "5000" }, sellerJar);
    expect(own.status).toBe(403);
    expect(textOf(await own.text())).toContain("You cannot bid on your own auction");

    const doraJar = await signIn(dora);
    const formId = await bidForm(auction.id, doraJar);
    await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
    const late = await post(`/auctions/${auction.id}`, { intent: "bid", submissionId: formId, maxBid: "5000", reload: "1" }, doraJar);
    expect(late.status).toBe(409);
    expect(textOf(await late.text())).toContain("This auction has ended");
    expect(await bidsOn(auction.id)).toEqual([]);
  });

  test("one submit, one bid: the same form posted twice, even at once, places one bid", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    const submissionId = await bidForm(auction.id, jar);
    const fields = { intent: "bid", submissionId, maxBid: "1500", confirm: "1", reload: "1" };
    const answers = await Promise.all([post(`/auctions/${auction.id}`, fields, jar), post(`/auctions/${auction.id}`, fields, jar)]);
    expect(answers.map((answer) => answer.status)).toEqual([302, 302]);
    const third = await post(`/auctions/${auction.id}`, fields, jar);
    expect(third.status).toBe(302);
    expect(await bidsOn(auction.id)).toEqual([1000]);
    // A new page gives a new form: a second post is taken (here it raises her maximum, the price staying).
    expect((await placeBid(auction.id, jar, { maxBid: "1600" })).status).toBe(302);
    expect((await admin.from("auction_maximums").select("max_amount").eq("auction_id", auction.id)).data).toEqual([{ max_amount: 1600 }]);
    expect((await admin.from("auction_listings").select("bid_count").eq("id", auction.id).single()).data?.bid_count).toBe(1);
  });
});

// What tests/e2e/auction-page.spec.ts's first test does with JavaScript, through the panel's own form.
test("without JavaScript: a bidder is told a maximum is too low, confirms one on a page of its own, leads, and may only raise it", async ({ seller, dora }) => {
  const auction = await createAuction(admin, seller.id, { title: `Perkins 100 kVA auction ${uniqueToken()}`, starting_price: 1000 });
  const visitor = new Visitor(worker, await signIn(dora));
  const path = `/auctions/${auction.id}`;
  await visitor.open(path);
  expect(visitor.form("Place Bid", { within: "#bid" }).description("Your maximum bid (£)")).toContain("GenMarket bids for you, one step at a time, up to your maximum");
  await visitor.form("Place Bid", { within: "#bid" }).fill("Your maximum bid (£)", "900").submit("Place Bid");
  expect(visitor.status).toBe(400);
  expect(visitor.text('#bid [role="alert"]')).toBe("Bid too lowMinimum bid is £1,000");
  expect(visitor.form("Place Bid", { within: "#bid" }).value("Your maximum bid (£)")).toBe("900");
  expect(await bidsOn(auction.id)).toEqual([]);

  // The confirm step: the panel says what will happen, and nothing is placed until Confirm.
  await visitor.form("Place Bid", { within: "#bid" }).fill("Your maximum bid (£)", "3,600").submit("Place Bid");
  expect(visitor.status).toBe(200);
  expect(visitor.text('#bid [data-testid="confirm-bid"]')).toBe("You will bid £1,000 now, and we will bid for you up to £3,600.");
  expect(await bidsOn(auction.id)).toEqual([]);
  await visitor.form("Confirm bid", { within: "#bid" }).submit("Confirm bid");
  expect(visitor.path).toBe(path);
  expectText(visitor, "Bid placed successfully!");
  expect(visitor.text('#bid [data-testid="standing"]')).toBe("You are the highest bidder. Your maximum bid: £3,600.");
  expect(visitor.text('[data-testid="current-bid"]')).toBe("£1,000");
  expect(visitor.text('#bid [data-testid="bid-count"]')).toBe("1");
  expect(visitor.text('[data-testid="bid-history"]').replace(/\s/g, "")).toContain("d***r(you)£1,000");
  // The form starts again empty, ready for another bid.
  expect(visitor.form("Place Bid", { within: "#bid" }).value("Your maximum bid (£)")).toBe("");
  expect(await bidsOn(auction.id)).toEqual([1000]);

  // The leader entering a lower maximum is told it stays, not that a bid was placed.
  await visitor.form("Place Bid", { within: "#bid" }).fill("Your maximum bid (£)", "3000").submit("Place Bid");
  expect(visitor.status).toBe(400);
  expect(visitor.text('#bid [role="alert"]')).toBe("Your maximum is already £3,600; you can only raise it");
  expect(visitor.html).not.toContain("Bid placed successfully!");
  // Raising it is confirmed as keeping the price.
  await visitor.form("Place Bid", { within: "#bid" }).fill("Your maximum bid (£)", "4000").submit("Place Bid");
  expect(visitor.text('#bid [data-testid="confirm-bid"]')).toBe("Your bid stays at £1,000, and we will bid for you up to £4,000.");
  await visitor.form("Confirm bid", { within: "#bid" }).submit("Confirm bid");
  expect(visitor.text('#bid [data-testid="standing"]')).toBe("You are the highest bidder. Your maximum bid: £4,000.");
  expect(await bidsOn(auction.id)).toEqual([1000]);
  visitor.close();
});

test("with JavaScript (the fetcher): an unconfirmed maximum answers the confirm step as data and places nothing", async ({ auction, dora }) => {
  const jar = await signIn(dora);
  const asked = await placeBid(auction.id, jar, { maxBid: "2500" }, { reload: false, confirm: false });
  expect(asked.status).toBe(200);
  expect(await asked.json()).toMatchObject({ confirm: { maximum: 2500, bidNow: 1000, currentBid: null, reserveNotMet: true } });
  expect(await bidsOn(auction.id)).toEqual([]);
});

describe("the live JSON", () => {
  test("a visitor's is the same for everyone and cached for a second; it shows another user's bid", async ({ auction, dora }) => {
    const before = await get(`/auctions/${auction.id}/live`);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("public, max-age=1, s-maxage=1");
    expect(before.headers.get("content-type")).toContain("application/json");
    const state = (await before.json()) as Record<string, unknown>;
    expect(state).toMatchObject({ open: true, currentBid: null, bidCount: 0, reserveStatus: "not_met", minimumBid: 1000, increment: 50, history: [], viewer: null });
    expect(Math.abs(Date.parse(state.now as string) - Date.now())).toBeLessThan(60_000);

    await placeBid(auction.id, await signIn(dora), { maxBid: "6000" });
    const after = await (await freshPage(`/auctions/${auction.id}/live`)).json();
    expect(after).toMatchObject({ currentBid: 5000, bidCount: 1, reserveStatus: "met", minimumBid: 5100, history: [{ bidder: "d***r", amount: 5000 }] });
    expect(numbersIn(after)).not.toContain(6000);
    expect(JSON.stringify(after)).not.toContain(dora.id);
  });

  test("a member's is private and says whether they lead, with their own maximum only", async ({ auction, dora, ben }) => {
    const doraJar = await signIn(dora);
    const benJar = await signIn(ben);
    await placeBid(auction.id, doraJar, { maxBid: "3000" });
    await placeBid(auction.id, benJar, { maxBid: "2000" });
    const benLive = await get(`/auctions/${auction.id}/live`, benJar);
    expect(benLive.headers.get("cache-control")).toBe("private, no-store");
    const benState = await benLive.json();
    expect(benState).toMatchObject({ currentBid: 2050, viewer: { hasBid: true, leading: false, maxAmount: 2000 } });
    expect(numbersIn(benState)).not.toContain(3000);
    expect(JSON.stringify(benState)).not.toContain(dora.id);
    expect(await (await get(`/auctions/${auction.id}/live`, doraJar)).json()).toMatchObject({ viewer: { leading: true, maxAmount: 3000 } });
    expect((await get(`/auctions/${crypto.randomUUID()}/live`)).status).toBe(404);
  });
});

describe("Ask Seller a Question", () => {
  test("a member's question opens a conversation with the seller about this auction; visitors sign in first", async ({ seller, auction, dora }) => {
    const visitor = await post(`/auctions/${auction.id}`, { intent: "ask", message: "Is it load tested?" });
    expect(visitor.headers.get("location")).toBe(gate(`/auctions/${auction.id}?message=Is+it+load+tested%3F#ask`));

    const jar = await signIn(dora);
    const empty = await post(`/auctions/${auction.id}`, { intent: "ask", message: " " }, jar);
    expect(empty.status).toBe(400);
    expect(textOf(await empty.text())).toContain("Message is required");
    const sent = await post(`/auctions/${auction.id}`, { intent: "ask", message: "Is it load tested?" }, jar);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/auctions/${auction.id}#ask`);
    expect(textOf(await (await get(`/auctions/${auction.id}`, jar)).text())).toContain("Message sent");
    const { data: threads } = await admin.from("conversation_threads").select("buyer_id, seller_id, auction_id, messages(message_content)").eq("auction_id", auction.id);
    expect(threads).toEqual([{ buyer_id: dora.id, seller_id: seller.id, auction_id: auction.id, messages: [{ message_content: "Is it load tested?" }] }]);
    // The seller reads it in Messages, under the auction's title.
    const inbox = textOf(await (await get("/dashboard?view=messages", await signIn(seller))).text());
    expect(inbox).toContain(auction.title);
    expect(inbox).toContain("Is it load tested?");
  });
});

describe("scheduled closing", () => {
  test("the Cron Trigger settles a due auction without any page visit", async ({ auction, dora }) => {
    await placeBid(auction.id, await signIn(dora), { maxBid: "5200" });
    await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auction.id);
    const response = await fetch(inject("workerScheduledUrl"), { method: "POST" });
    expect(await response.json()).toMatchObject({ outcome: "ok" });
    expect((await admin.from("auction_listings").select("status").eq("id", auction.id).single()).data?.status).toBe("sold");
    expect((await admin.from("auction_outcomes").select("winner_id, sale_price").eq("auction_id", auction.id).single()).data).toEqual({
      winner_id: dora.id,
      sale_price: 5000,
    });
  });
});
