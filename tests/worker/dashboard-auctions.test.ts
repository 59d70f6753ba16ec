/**
 * My Auctions in the dashboard's My Listings view (docs/auctions.md), read and posted as a
 * browser without JavaScript: a seller's auctions in every state (made by the factory, the
 * ended ones settled by settle_due_auctions), Cancel auction with its confirmation step and
 * the database's refusals, the overview's count, and no section for buyers. Each test makes
 * its own members and auctions.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, memberFixture, placeBid as placeBidAs, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const LISTINGS = "/dashboard?view=listings";

const memberFor = (userType: Member["userType"]) => memberFixture(admin, { userType });

const test = base.extend<{ seller: Member; bidder: Member; buyer: Member }>({
  seller: memberFor("private_seller"),
  bidder: memberFor("buyer"),
  buyer: memberFor("buyer"),
});

/** What a visitor reads of a dashboard page: the My Auctions section, each auction's row, alerts. */
function readPage(html: string) {
  const window = pageWindow(html, new URL(LISTINGS, worker.url));
  const document = window.document;
  const words = (element: { textContent: string | null } | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  const section = document.querySelector("#my-auctions");
  const rows = new Map(
    [...(section?.querySelectorAll("article") ?? [])].map((article) => {
      const heading = article.querySelector("h4");
      const facts = Object.fromEntries(
        [...article.querySelectorAll("dl div")].map((pair) => [words(pair.querySelector("dt")), words(pair.querySelector("dd"))]),
      );
      return [
        words(heading),
        {
          text: words(article),
          /** The status badge, first thing under the title. */
          status: words(article.querySelector("h4 + p > span")),
          /** The line under the figures: the outcome, or what happens next. */
          note: words(article.querySelector("dl ~ p")),
          facts,
          link: heading?.querySelector("a")?.getAttribute("href") ?? null,
          photo: article.querySelector("img")?.getAttribute("src") ?? null,
          cancelForm: article.querySelector('form[method="post"] button[name="intent"][value="cancel-auction"]') !== null,
        },
      ] as const;
    }),
  );
  const confirmBox = document.querySelector('[aria-labelledby="cancel-auction-heading"]');
  const page = {
    section: section ? words(section) : null,
    heading: words(section?.querySelector("h3") ?? null),
    rows,
    alerts: [...document.querySelectorAll('[role="alert"]')].map(words).filter(Boolean),
    confirmation: confirmBox ? words(confirmBox) : null,
    confirmForm: confirmBox
      ? Object.fromEntries(
          [...confirmBox.querySelectorAll("input[name], button[name]")].map((field) => [field.getAttribute("name"), field.getAttribute("value")]),
        )
      : null,
    text: words(document.body),
    emptyLink: section?.querySelector('a[href="/create-auction"]')?.textContent ?? null,
  };
  window.close();
  return page;
}

const openPage = async (jar: CookieJar, path = LISTINGS) => {
  const response = await get(path, jar);
  expect(response.status).toBe(200);
  return readPage(await response.text());
};

const statusOf = async (id: string) => (await admin.from("auction_listings").select("status").eq("id", id).single()).data!.status as string;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A bid as the bidder places it, which leads. */
async function placeBid(bidder: Member, auctionId: string, amount: number) {
  expect(await placeBidAs(testBackendUrl(), bidder, auctionId, amount)).toMatchObject({ outcome: "leading" });
}

describe("My Auctions", () => {
  test("shows each auction's photo, status, bids, price, reserve, time left and, once settled, the outcome", async ({ seller, bidder }) => {
    // Two that end and are settled: one sells above its reserve, one finds no bidder.
    const sold = await createAuction(admin, seller.id, { title: "Perkins 100 kVA sold at auction", starting_price: 20_000, reserve_price: 24_000 });
    const noBids = await createAuction(admin, seller.id, { title: "FG Wilson 60 kVA with no bids" });
    const belowReserve = await createAuction(admin, seller.id, { title: "Cummins 150 kVA below its reserve", starting_price: 1_000, reserve_price: 9_000 });
    await placeBid(bidder, sold.id, 25_000);
    await placeBid(bidder, belowReserve.id, 1_000);
    await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).in("id", [sold.id, noBids.id, belowReserve.id]);
    expect((await admin.rpc("settle_due_auctions")).error).toBeNull();

    const open = await createAuction(admin, seller.id, { title: "Honda 20 kVA open without bids", starting_price: 1_500, auction_end_date: hoursFromNow(3.5) });
    await admin.from("auction_photos").insert([
      { auction_id: open.id, storage_path: `seed/auction-second-${open.id}.png`, position: 1 },
      { auction_id: open.id, storage_path: `seed/auction-main-${open.id}.png`, position: 0 },
    ]);
    const reserveMet = await createAuction(admin, seller.id, { title: "Kohler 80 kVA reserve met", starting_price: 1_000, reserve_price: 2_000 });
    await placeBid(bidder, reserveMet.id, 2_500);
    const cancelled = await createAuction(admin, seller.id, { title: "Atlas Copco 30 kVA cancelled", status: "cancelled" });
    // Its end has passed, and settling has not run yet.
    const endedUnsettled = await createAuction(admin, seller.id, { title: "SDMO 45 kVA ended, not settled", starting_price: 800 });
    await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", endedUnsettled.id);
    // Someone else's auction is not listed.
    const elsewhere = await createAuction(admin, bidder.id, { title: "Someone else's Bruno 20 kVA" });

    const page = await openPage(await signIn(seller));
    expect(await statusOf(endedUnsettled.id)).toBe("active");
    expect(page.heading).toBe("My Auctions (7)");
    const row = (title: string) => page.rows.get(title)!;

    const openRow = row(open.title);
    expect(openRow.link).toBe(`/auctions/${open.id}`);
    expect(openRow.photo).toBe(`/photos/seed/auction-main-${open.id}.png`);
    expect(openRow.status).toBe("Active");
    expect(openRow.facts).toEqual({ "Starting price": "£1,500 No bids yet", Bids: "0", Reserve: "No reserve", "Time left": expect.stringMatching(/^3h (29|30)m$/) });
    expect(openRow.cancelForm).toBe(true);

    const metRow = row(reserveMet.title);
    expect(metRow.facts).toMatchObject({ "Current bid": "£2,500", Bids: "1", Reserve: "Reserve met Your reserve: £2,000", "Time left": expect.stringMatching(/^6d 23h$/) });
    expect(metRow.cancelForm).toBe(false);

    const soldRow = row(sold.title);
    expect(soldRow.status).toBe("Sold");
    // £25,000 sold: 10 % commission and 20 % VAT on it (docs/spec/02-auctions-and-seller-tools.md §9's example).
    expect(soldRow.facts).toMatchObject({ "Current bid": "£25,000", Reserve: "Reserve met Your reserve: £24,000", "Time left": "Ended", "Sold for": "£25,000", Commission: "£2,500", "VAT on commission": "£500" });
    expect(soldRow.cancelForm).toBe(false);
    expect(soldRow.note).toBe("");

    expect(row(belowReserve.title).status).toBe("Unsold");
    expect(row(belowReserve.title).note).toBe("Not sold (reserve not met)");
    expect(row(belowReserve.title).facts).toMatchObject({ "Current bid": "£1,000", Bids: "1", Reserve: "Reserve not met Your reserve: £9,000" });
    expect(row(noBids.title).status).toBe("Unsold");
    expect(row(noBids.title).note).toBe("No bids");

    const endedRow = row(endedUnsettled.title);
    expect(endedRow.status).toBe("Ended");
    expect(endedRow.note).toBe("The result appears here once the auction is settled, within a minute of its end.");
    expect(endedRow.facts["Time left"]).toBe("Ended");
    expect(endedRow.cancelForm).toBe(false);

    const cancelledRow = row(cancelled.title);
    expect(cancelledRow.status).toBe("Cancelled");
    expect(cancelledRow.link).toBeNull();
    expect(cancelledRow.facts["Time left"]).toBeUndefined();

    expect(page.rows.has(elsewhere.title)).toBe(false);
  });

  test("a seller without auctions is shown the way to create one; the overview counts live auctions", async ({ seller }) => {
    const jar = await signIn(seller);
    const empty = await openPage(jar);
    expect(empty.heading).toBe("My Auctions (0)");
    expect(empty.section).toContain("No auctions yet");
    expect(empty.emptyLink).toBe("Create Auction");

    const liveCount = async () => (await openPage(jar, "/dashboard")).text.match(/Live auctions ?(\d+)/)?.[1];
    expect(await liveCount()).toBe("0");
    await createAuction(admin, seller.id);
    await createAuction(admin, seller.id);
    await createAuction(admin, seller.id, { status: "cancelled" });
    await createAuction(admin, seller.id, { auction_end_date: new Date(Date.now() - 1000).toISOString() });
    expect(await liveCount()).toBe("2");
  });

  test("buyers have no My Auctions", async ({ buyer }) => {
    // My Listings is blocked for buyers (docs/spec/02-auctions-and-seller-tools.md §6): the page says so, and shows no auctions.
    const response = await get(LISTINGS, await signIn(buyer));
    expect(response.status).toBe(403);
    const page = readPage(await response.text());
    expect(page.section).toBeNull();
    expect(page.text).not.toContain("My Auctions");
  });
});

describe("Cancel auction", () => {
  test("asks first, changing nothing; confirmed, it cancels with a toast; confirmed again, the same", async ({ seller }) => {
    const auction = await createAuction(admin, seller.id, { title: "Volvo Penta 200 kVA to be cancelled" });
    const jar = await signIn(seller);

    const asked = await post(LISTINGS, { intent: "cancel-auction", auctionId: auction.id }, jar);
    expect(asked.status).toBe(200);
    const confirmPage = readPage(await asked.text());
    expect(confirmPage.confirmation).toContain("Cancel this auction?");
    expect(confirmPage.confirmation).toContain(`${auction.title} will be withdrawn`);
    expect(confirmPage.confirmForm).toEqual({ auctionId: auction.id, intent: "confirm-cancel-auction" });
    expect(await statusOf(auction.id)).toBe("active");

    const confirmed = await post(LISTINGS, { intent: "confirm-cancel-auction", auctionId: auction.id }, jar);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(LISTINGS);
    expect(await statusOf(auction.id)).toBe("cancelled");
    const after = await openPage(jar);
    expect(after.text).toContain("Auction cancelled");
    expect(after.rows.get(auction.title)!.status).toBe("Cancelled");
    expect(after.rows.get(auction.title)!.cancelForm).toBe(false);

    // The confirmation sent twice (a double click, a resent form) has one effect.
    const again = await post(LISTINGS, { intent: "confirm-cancel-auction", auctionId: auction.id }, jar);
    expect(again.status).toBe(302);
    expect(await statusOf(auction.id)).toBe("cancelled");
  });

  test("refused with the database's sentence once a bid exists, once ended, and for anyone else's auction; nothing changes", async ({ seller, bidder, buyer }) => {
    const withBid = await createAuction(admin, seller.id, { title: "Caterpillar 250 kVA with a bid" });
    const ended = await createAuction(admin, seller.id, { title: "JCB 40 kVA past its end" });
    const open = await createAuction(admin, seller.id, { title: "Aggreko 100 kVA still open" });
    const jar = await signIn(seller);
    // The page offered Cancel; then a bid arrived and the end passed.
    await placeBid(bidder, withBid.id, 1_000);
    await admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", ended.id);

    const refusals: { jar: CookieJar; fields: Record<string, string>; status: number; message: string }[] = [
      { jar, fields: { intent: "confirm-cancel-auction", auctionId: withBid.id }, status: 409, message: "This auction has bids, so it can no longer be cancelled" },
      { jar, fields: { intent: "confirm-cancel-auction", auctionId: ended.id }, status: 409, message: "This auction has ended, so it can no longer be cancelled" },
      { jar: await signIn(buyer), fields: { intent: "confirm-cancel-auction", auctionId: open.id }, status: 404, message: "Auction not found" },
      { jar: await signIn(buyer), fields: { intent: "cancel-auction", auctionId: open.id }, status: 404, message: "Auction not found" },
      { jar, fields: { intent: "confirm-cancel-auction", auctionId: "not-an-auction" }, status: 404, message: "Auction not found" },
      { jar, fields: { intent: "cancel-auction" }, status: 404, message: "Auction not found" },
    ];
    for (const { jar: who, fields, status, message } of refusals) {
      const response = await post(LISTINGS, fields, who);
      expect(response.status, message).toBe(status);
      const page = readPage(await response.text());
      expect(page.alerts, message).toContain(message);
      expect(page.confirmation).toBeNull();
    }
    expect(await statusOf(withBid.id)).toBe("active");
    expect(await statusOf(ended.id)).toBe("active");
    expect(await statusOf(open.id)).toBe("active");

    // Signed out, the form leads to sign-in and changes nothing.
    const visitor = await post(LISTINGS, { intent: "confirm-cancel-auction", auctionId: open.id });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/(auth|login)\?/);
    expect(await statusOf(open.id)).toBe("active");
  });
});

// What tests/e2e/dashboard-auctions.spec.ts walks with JavaScript: without it, each step is a page of its own.
test("without JavaScript: a seller cancels an auction without bids after confirming it; Keep auction changes nothing", async ({ seller }) => {
  const kept = await createAuction(admin, seller.id, { title: "Pramac 40 kVA kept on after all" });
  const withdrawn = await createAuction(admin, seller.id, { title: "Pramac 60 kVA withdrawn by its seller" });
  const visitor = new Visitor(worker, await signIn(seller));
  const confirmation = '[role="group"][aria-labelledby="cancel-auction-heading"]';
  const row = (id: string) => `#auction-${id}`;
  await visitor.open(LISTINGS);
  expectText(visitor, "My Auctions (2)", "#my-auctions h3");

  // Asked, then kept: nothing changes.
  await visitor.press(`Cancel auction ${kept.title}`, { within: row(kept.id) });
  expectText(visitor, "Cancel this auction?", confirmation);
  expectText(visitor, `${kept.title} will be withdrawn`, confirmation);
  await visitor.follow("Keep auction", { within: confirmation });
  expect(visitor.document.querySelector(confirmation)).toBeNull();
  expectText(visitor, "Active", row(kept.id));

  // Asked, then confirmed: cancelled, with a toast, and no longer offered.
  await visitor.press(`Cancel auction ${withdrawn.title}`, { within: row(withdrawn.id) });
  expectText(visitor, withdrawn.title, confirmation);
  await visitor.press("Yes, cancel auction", { within: confirmation });
  expect(visitor.path).toBe(LISTINGS);
  expectText(visitor, "Auction cancelled");
  expect(visitor.document.querySelector(confirmation)).toBeNull();
  expectText(visitor, "Cancelled", row(withdrawn.id));
  expect(() => visitor.button(/^Cancel auction/, { within: row(withdrawn.id) })).toThrow();
  const { data } = await admin.from("auction_listings").select("id, status").in("id", [kept.id, withdrawn.id]).order("title");
  expect(data).toEqual([
    { id: kept.id, status: "active" },
    { id: withdrawn.id, status: "cancelled" },
  ]);
  visitor.close();
});
