/**
 * What people are told when an auction moves, through the built Worker (docs/auctions.md):
 * Watch this auction on the auction page (posted as a browser without JavaScript posts it,
 * and as the fetcher does), watched auctions in Saved Items, notices on the dashboard's
 * overview with Mark all as read, and GenMarket's messages in the winner's and the seller's
 * inboxes once the Cron Trigger has settled an auction. Each test makes its own members and
 * auctions.
 */
import { test as base, describe, expect, inject } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, memberFixture, uniqueToken, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";
import { Visitor } from "../support/worker/visitor";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());
const gate = (returnTo: string) => `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;
const DATA = "?_data=routes%2Fauctions.%24id";

type Auction = { id: string; title: string };

const memberFor = (options: Parameters<typeof memberFixture>[1]) => memberFixture(admin, options);

const test = base.extend<{ seller: Member; auction: Auction; dora: Member; ben: Member; wes: Member }>({
  seller: memberFor({ userType: "private_seller", fullName: "Sue Auctioneer" }),
  auction: async ({ seller }, use) => {
    await use(await createAuction(admin, seller.id, { title: `Cummins 60 kVA auction ${uniqueToken()}`, starting_price: 1000 }));
  },
  dora: memberFor({ fullName: "Dora Baker" }),
  ben: memberFor({ fullName: "Ben Cox" }),
  wes: memberFor({ fullName: "Wes Watcher" }),
});

/** A page as a visitor reads it, through a DOM. */
function pageOf(html: string, path = "/") {
  return pageWindow(html, new URL(path, worker.url)).document;
}
const words = (element: { textContent: string | null } | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The auction page's watch button (in #watch), as the member sees it; null when it is not shown. */
async function watchButton(auctionId: string, jar?: CookieJar) {
  const document = pageOf(await (await get(`/auctions/${auctionId}`, jar)).text());
  const button = document.querySelector("#watch form button");
  return button ? { label: words(button), pressed: button.getAttribute("aria-pressed") } : null;
}

const watchers = async (auctionId: string) =>
  (await admin.from("watched_auctions").select("user_id").eq("auction_id", auctionId)).data!.map((row) => row.user_id as string);

/** Bids as the auction page's form does without JavaScript, confirmed: a fresh submission id from the page. */
async function placeBid(auctionId: string, jar: CookieJar, fields: { maxBid: string }) {
  const html = await (await get(`/auctions/${auctionId}`, jar)).text();
  const submissionId = html.match(/name="submissionId" value="([0-9a-f-]{36})"/)?.[1];
  expect(submissionId, "the bid form's submission id").toBeDefined();
  const response = await post(`/auctions/${auctionId}`, { intent: "bid", submissionId: submissionId!, reload: "1", confirm: "1", ...fields }, jar);
  expect(response.status).toBe(302);
}

const endNow = (auctionId: string) =>
  admin.from("auction_listings").update({ auction_end_date: new Date(Date.now() - 1000).toISOString() }).eq("id", auctionId);

/** Fires the Worker's Cron Trigger once, as Cloudflare does every minute. */
async function cron() {
  const response = await fetch(inject("workerScheduledUrl"), { method: "POST" });
  expect(await response.json()).toMatchObject({ outcome: "ok" });
}

/** The overview's notices as the member reads them: heading, each notice, and whether Mark all as read is offered. */
async function overviewNotices(jar: CookieJar) {
  const document = pageOf(await (await get("/dashboard", jar)).text(), "/dashboard");
  const section = document.querySelector("#notices");
  return {
    heading: words(section?.querySelector("h3")),
    notices: [...(section?.querySelectorAll("li") ?? [])].map((item) => ({
      text: words(item.querySelector("p")),
      link: item.querySelector("a")?.getAttribute("href") ?? null,
    })),
    markAllForm: section?.querySelector('form[method="post"] button[name="intent"][value="mark-notices-read"]') !== null,
  };
}

describe("Watch this auction", () => {
  test("without JavaScript: watches, comes back to the button, which then says Watching; twice is once; off again", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    expect(await watchButton(auction.id, jar)).toEqual({ label: "Watch this auction", pressed: "false" });
    const back = `/auctions/${auction.id}#watch`;
    const watched = await post(`/auctions/${auction.id}`, { intent: "watch", watching: "true", redirectTo: back }, jar);
    expect(watched.status).toBe(302);
    expect(watched.headers.get("location")).toBe(back);
    expect(await watchButton(auction.id, jar)).toEqual({ label: "Watching", pressed: "true" });

    await post(`/auctions/${auction.id}`, { intent: "watch", watching: "true", redirectTo: back }, jar);
    expect(await watchers(auction.id)).toEqual([dora.id]);
    await post(`/auctions/${auction.id}`, { intent: "watch", watching: "false", redirectTo: back }, jar);
    await post(`/auctions/${auction.id}`, { intent: "watch", watching: "false", redirectTo: back }, jar);
    expect(await watchers(auction.id)).toEqual([]);
    expect(await watchButton(auction.id, jar)).toMatchObject({ pressed: "false" });
  });

  test("with JavaScript (no redirectTo): answers the new state as data", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    const response = await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, jar);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ watching: true });
    expect(await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, jar).then((answer) => answer.json())).toEqual({
      watching: true,
    });
    expect(await watchers(auction.id)).toEqual([dora.id]);
  });

  test("visitors sign in first and come back to the button; a bad state is refused, writing nothing; a return address elsewhere is ignored", async ({ auction, dora }) => {
    const visitor = await post(`/auctions/${auction.id}`, { intent: "watch", watching: "true", redirectTo: `/auctions/${auction.id}#watch` });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(gate(`/auctions/${auction.id}#watch`));
    // A visitor's page offers it too (their post goes through sign-in).
    expect(await watchButton(auction.id)).toMatchObject({ pressed: "false" });
    expect((await post(`/auctions/${auction.id}`, { intent: "watch", watching: "maybe" }, await signIn(dora))).status).toBe(400);
    expect(await watchers(auction.id)).toEqual([]);
    const offsite = await post(`/auctions/${auction.id}`, { intent: "watch", watching: "true", redirectTo: "//evil.example/" }, await signIn(dora));
    expect(offsite.headers.get("location")).toBe(`/auctions/${auction.id}#watch`);
    expect(await watchers(auction.id)).toEqual([dora.id]);
  });

  test("the seller has no button, and is refused with the database's sentence; an ended auction offers it only to stop", async ({ seller, auction, dora, ben }) => {
    expect(await watchButton(auction.id, await signIn(seller))).toBeNull();
    const refused = await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, await signIn(seller));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ watching: false });
    expect(await watchers(auction.id)).toEqual([]);

    const doraJar = await signIn(dora);
    await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, doraJar);
    await endNow(auction.id);
    expect(await watchButton(auction.id, await signIn(ben))).toBeNull();
    expect(await watchButton(auction.id, doraJar)).toMatchObject({ pressed: "true" });
  });

  test("Saved Items lists watched auctions with the same button; stopping there takes it off", async ({ auction, dora }) => {
    const jar = await signIn(dora);
    const empty = pageOf(await (await get("/dashboard?view=saved", jar)).text());
    expect(words(empty.querySelector("#watched-auctions h3"))).toBe("Watched auctions (0)");

    await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, jar);
    await placeBid(auction.id, jar, { maxBid: "1250" });
    const saved = pageOf(await (await get("/dashboard?view=saved", jar)).text());
    expect(words(saved.querySelector("#dashboard-view-heading"))).toBe("Saved Items (1)");
    expect(words(saved.querySelector("#watched-auctions h3"))).toBe("Watched auctions (1)");
    const row = saved.querySelector(`#watched-${auction.id}`);
    expect(row?.querySelector("h4 a")?.getAttribute("href")).toBe(`/auctions/${auction.id}`);
    expect(words(row)).toContain("Current bid£1,000");
    expect(words(row)).toContain("Bids1");
    expect(row?.querySelector('button[aria-pressed="true"]')).not.toBeNull();

    const stopped = await post(
      `/auctions/${auction.id}`,
      { intent: "watch", watching: "false", redirectTo: "/dashboard?view=saved#watched-auctions" },
      jar,
    );
    expect(stopped.headers.get("location")).toBe("/dashboard?view=saved#watched-auctions");
    const after = pageOf(await (await get("/dashboard?view=saved", jar)).text());
    expect(after.querySelector(`#watched-${auction.id}`)).toBeNull();
  });
});

// What tests/e2e/auction-notices.spec.ts's first test walks with JavaScript, through the page's own buttons.
test("without JavaScript: a member watches an auction from its page, comes back at the button, finds it in Saved Items and stops watching there", async ({ auction, wes }) => {
  const visitor = new Visitor(worker, await signIn(wes));
  const auctionPath = `/auctions/${auction.id}`;
  await visitor.open(auctionPath);
  expect(visitor.button("Watch this auction", { within: "#watch" }).getAttribute("aria-pressed")).toBe("false");
  await visitor.press("Watch this auction", { within: "#watch" });
  expect(visitor.path).toBe(auctionPath);
  expect(visitor.document.URL).toMatch(/#watch$/);
  expect(visitor.button("Watching", { within: "#watch" }).getAttribute("aria-pressed")).toBe("true");
  expect(await watchers(auction.id)).toEqual([wes.id]);

  await visitor.open("/dashboard?view=saved");
  expect(visitor.text("#watched-auctions h3")).toBe("Watched auctions (1)");
  const row = `#watched-${auction.id}`;
  expect(visitor.document.querySelector(`${row} a`)?.getAttribute("href")).toBe(auctionPath);
  expect(visitor.text(`${row} a`)).toBe(auction.title);
  await visitor.press("Watching", { within: row });
  expect(visitor.path).toBe("/dashboard?view=saved");
  expect(visitor.document.querySelector(row)).toBeNull();
  expect(visitor.text("#watched-auctions h3")).toBe("Watched auctions (0)");
  expect(await watchers(auction.id)).toEqual([]);
  visitor.close();
});

describe("notices on the overview", () => {
  test("an outbid bidder reads it, unread first, linking to the auction; Mark all as read works without JavaScript", async ({ auction, dora, ben }) => {
    const doraJar = await signIn(dora);
    const benJar = await signIn(ben);
    expect(await overviewNotices(doraJar)).toMatchObject({ heading: "Notices", notices: [], markAllForm: false });

    await placeBid(auction.id, doraJar, { maxBid: "1000" }); // £1,000
    await placeBid(auction.id, benJar, { maxBid: "1100" }); // Ben takes the lead at £1,050: Dora is told
    await placeBid(auction.id, doraJar, { maxBid: "1200" }); // Dora takes it back at £1,150: Ben is told
    await placeBid(auction.id, benJar, { maxBid: "1300" }); // and Dora again, at £1,250
    const outbid = (price: string) => `You have been outbid on "${auction.title}". The current bid is ${price}.`;
    // Dora reads the newer one first; the older one once read goes after it.
    const { data: older } = await admin.from("notices").select("id").eq("recipient_id", dora.id).order("created_at").limit(1).single();
    await admin.from("notices").update({ read_at: new Date().toISOString() }).eq("id", older!.id);
    expect(await overviewNotices(doraJar)).toEqual({
      heading: "Notices (1 unread)",
      notices: [
        { text: `New ${outbid("£1,250")}`, link: `/auctions/${auction.id}` },
        { text: outbid("£1,050"), link: `/auctions/${auction.id}` },
      ],
      markAllForm: true,
    });

    const marked = await post("/dashboard", { intent: "mark-notices-read" }, doraJar);
    expect(marked.status).toBe(302);
    expect(marked.headers.get("location")).toBe("/dashboard#notices");
    expect(await overviewNotices(doraJar)).toMatchObject({ heading: "Notices", markAllForm: false });
    expect((await overviewNotices(doraJar)).notices.map((notice) => notice.text)).toEqual([outbid("£1,250"), outbid("£1,050")]);
    // Ben's own are his, and still unread.
    expect(await overviewNotices(benJar)).toMatchObject({ heading: "Notices (1 unread)", notices: [{ text: `New ${outbid("£1,150")}` }] });
    // Marking again changes nothing and is no error.
    expect((await post("/dashboard", { intent: "mark-notices-read" }, doraJar)).status).toBe(302);
  });
});

describe("when the Cron Trigger settles an auction", () => {
  test("the winner and the seller find GenMarket's message in their inboxes; the outbid bidder and the watcher a notice", async ({ seller, auction, dora, ben, wes }) => {
    const [doraJar, benJar, wesJar, sellerJar] = await Promise.all([signIn(dora), signIn(ben), signIn(wes), signIn(seller)]);
    await placeBid(auction.id, benJar, { maxBid: "1000" });
    await placeBid(auction.id, doraJar, { maxBid: "2500" });
    await post(`/auctions/${auction.id}${DATA}`, { intent: "watch", watching: "true" }, wesJar);
    await endNow(auction.id);
    await cron();
    await cron();

    // The winner: one conversation with the seller about the auction, unread, its latest GenMarket's.
    const inbox = pageOf(await (await get("/dashboard", doraJar)).text()); // a buyer's conversations are on the overview
    const threads = [...inbox.querySelectorAll('ul[aria-label="Conversations"] li')].filter((item) => words(item).includes(auction.title));
    expect(threads).toHaveLength(1);
    const won = `You won "${auction.title}" for £1,050. The seller will contact you to arrange payment and collection.`;
    expect(words(threads[0]!)).toContain("Sue Auctioneer");
    expect(words(threads[0]!)).toContain(`GenMarket: ${won}`);
    expect(words(threads[0]!)).toContain("1 unread");

    // Opened, the message is GenMarket's, not the seller's words; the seller's own message is not shown to her.
    const threadHref = threads[0]!.querySelector("a")!.getAttribute("href")!;
    const conversation = pageOf(await (await get(threadHref, doraJar)).text());
    const messages = [...conversation.querySelectorAll('ol[aria-label="Messages"] li')].map((item) => ({
      from: words(item.querySelector("strong")),
      text: words(item.querySelector("p + p")),
    }));
    expect(messages).toEqual([{ from: "GenMarket", text: won }]);
    expect(words(conversation.querySelector("h3"))).toBe("Conversation with Sue Auctioneer");

    // The seller: GenMarket's message with the winner, the commission and VAT.
    const sellerInbox = words(pageOf(await (await get("/dashboard?view=messages", sellerJar)).text()).querySelector("main"));
    expect(sellerInbox).toContain(`GenMarket: Your auction "${auction.title}" sold for £1,050 to Dora Baker. Commission £126 + VAT £25.20.`);

    const ended = `The auction "${auction.title}" has ended. It sold for £1,050 to another bidder.`;
    expect((await overviewNotices(benJar)).notices.map((notice) => notice.text)).toEqual([
      `New ${ended}`,
      `New You have been outbid on "${auction.title}". The current bid is £1,050.`,
    ]);
    expect((await overviewNotices(wesJar)).notices).toEqual([{ text: `New ${ended}`, link: `/auctions/${auction.id}` }]);
    expect((await overviewNotices(doraJar)).notices).toEqual([]);

    // Twice fired, once told.
    const { count } = await admin.from("messages").select("id", { count: "exact", head: true }).eq("kind", "system").in("recipient_id", [dora.id, seller.id]);
    expect(count).toBe(2);
  });

  test("an unsold auction: the seller reads why on the overview", async ({ seller, auction, dora }) => {
    const noBids = await createAuction(admin, seller.id, { title: `Pramac 20 kVA auction ${uniqueToken()}` });
    await admin.from("auction_listings").update({ reserve_price: 9000 }).eq("id", auction.id);
    await placeBid(auction.id, await signIn(dora), { maxBid: "1500" });
    await endNow(auction.id);
    await endNow(noBids.id);
    await cron();

    const notices = (await overviewNotices(await signIn(seller))).notices.map((notice) => notice.text);
    expect(notices).toEqual(
      expect.arrayContaining([
        `New Your auction "${auction.title}" ended without a sale: the highest bid, £1,000, did not meet your reserve.`,
        `New Your auction "${noBids.title}" ended with no bids, so it did not sell.`,
      ]),
    );
    expect(notices).toHaveLength(2);
  });
});
