/**
 * The dashboard's shell and roles (docs/spec/02-auctions-and-seller-tools.md "Dashboard", §6), the buyer's overview and the
 * inbox (docs/spec/02-auctions-and-seller-tools.md "Messages"), read and posted as a browser without JavaScript: each role's
 * title, tab bar and side navigation, every view open or blocked with the way on, a buyer's
 * figures counted from their rows and their conversations opened and answered on the
 * overview, and a seller's inbox of 30 threads with its unread counts. Each test makes its
 * own members and rows.
 */
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createAuction, createConversation, createListing, createMember, deleteMember, memberFixture, placeBid, type Member } from "../support/factories";
import type { CookieJar } from "../support/http";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";

const { get, post, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ buyer: Member; privateSeller: Member; tradeSeller: Member; nameless: Member; staff: Member }>({
  buyer: memberFixture(admin, { fullName: "Bea Buyer" }),
  privateSeller: memberFixture(admin, { userType: "private_seller", fullName: "Tom Private" }),
  tradeSeller: memberFixture(admin, { userType: "trade_seller", fullName: "Tina Trade", companyName: "Trade Power Ltd" }),
  nameless: memberFixture(admin, {}),
  // Staff have no account type of their own (their profile's 'buyer' is the column's default).
  staff: memberFixture(admin, { staff: true }),
});

const words = (element: { textContent: string | null } | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** What a reader sees of a dashboard page. */
function readPage(html: string) {
  const window = pageWindow(html, worker.url);
  const document = window.document;
  const links = (selector: string) =>
    [...document.querySelectorAll(`${selector} a`)].map((link) => ({
      text: words(link),
      href: link.getAttribute("href"),
      current: link.getAttribute("aria-current") === "page",
    }));
  const panel = document.querySelector('section[aria-labelledby="dashboard-view-heading"]');
  const page = {
    title: words(document.querySelector("h1")),
    heading: words(document.querySelector("#dashboard-view-heading")),
    tabs: links('nav[aria-label="Dashboard"]'),
    sideNav: links('nav[aria-label="Quick links"]'),
    panel: words(panel),
    status: words(panel?.querySelector('[role="status"]')),
    panelLinks: [...(panel?.querySelectorAll("a") ?? [])].map((link) => ({ text: words(link), href: link.getAttribute("href") })),
    figures: Object.fromEntries(
      [...document.querySelectorAll('dl[aria-label="Your activity"] > div')].map((pair) => [words(pair.querySelector("dt")), Number(words(pair.querySelector("dd")))]),
    ),
    threads: [...document.querySelectorAll('ul[aria-label="Conversations"] li a')].map((link) => ({
      href: link.getAttribute("href"),
      text: words(link),
      unread: /(\d+ unread)$/.exec(words(link))?.[1] ?? null,
    })),
    ownEnquiries: [...document.querySelectorAll('ul[aria-label="Your enquiries"] li a')].map((link) => words(link)),
    conversationHeading: words(document.querySelector("h3")),
    messages: [...document.querySelectorAll('ol[aria-label="Messages"] li')].map((item) => words(item)),
    bids: [...document.querySelectorAll("#bids li")].map((item) => words(item)),
    replyForm: document.querySelector('form[method="post"] button[name="intent"][value="reply"]') !== null,
  };
  window.close();
  return page;
}

async function openPage(jar: CookieJar, path: string, status = 200) {
  const response = await get(path, jar);
  expect(response.status, path).toBe(status);
  return readPage(await response.text());
}

const VIEWS = ["overview", "create", "listings", "messages", "saved", "account", "reviews", "billing"] as const;
const pathOf = (view: (typeof VIEWS)[number]) => (view === "overview" ? "/dashboard" : `/dashboard?view=${view}`);
const tab = (text: string, href: string, current = false) => ({ text, href, current });

describe("each role's dashboard (docs/spec/02-auctions-and-seller-tools.md 'Dashboard', §6)", () => {
  test("a buyer: Buyer Dashboard, tabs Overview, Saved Items, Account; create, listings, messages and reviews blocked with the way on", async ({ buyer }) => {
    const jar = await signIn(buyer);
    const overview = await openPage(jar, "/dashboard");
    expect(overview.title).toBe("Buyer Dashboard");
    expect(overview.tabs).toEqual([tab("Overview", "/dashboard", true), tab("Saved Items", "/dashboard?view=saved"), tab("Account", "/dashboard?view=account")]);
    expect(overview.sideNav).toEqual([
      tab("Home", "/"),
      tab("Dashboard", "/dashboard", true),
      tab("Saved Items", "/dashboard?view=saved"),
      tab("Account", "/dashboard?view=account"),
      tab("Billing", "/dashboard?view=billing"),
    ]);
    const blocked = {
      create: { status: "Creating listings is for seller accounts.", link: { text: "Sell your generator", href: "/sell-generator" } },
      listings: { status: "My Listings is for seller accounts", link: { text: "Go to Saved Items", href: "/dashboard?view=saved" } },
      messages: { status: "Your conversations with sellers are on your dashboard's overview", link: { text: "Open your conversations", href: "/dashboard#conversations" } },
      reviews: { status: "You can review a seller from your conversation with them.", link: { text: "Go to your conversations", href: "/dashboard#conversations" } },
    };
    for (const [view, expected] of Object.entries(blocked)) {
      const page = await openPage(jar, `/dashboard?view=${view}`, 403);
      expect(page.title, view).toBe("Buyer Dashboard");
      expect(page.status, view).toContain(expected.status);
      expect(page.panelLinks, view).toEqual([expected.link]);
      expect(page.tabs.some((link) => link.current), view).toBe(false);
    }
    const saved = await openPage(jar, "/dashboard?view=saved");
    expect(saved.heading).toBe("Saved Items (0)");
    expect(saved.tabs.find((link) => link.current)?.text).toBe("Saved Items");
    expect((await openPage(jar, "/dashboard?view=account")).heading).toBe("Account");
    // An unknown view is the overview.
    expect((await openPage(jar, "/dashboard?view=nonsense")).heading).toBe("Overview");
  });

  test("private and trade sellers: their titles, tabs and side navigation, every view open", async ({ privateSeller, tradeSeller }) => {
    for (const [seller, title] of [
      [privateSeller, "Private Seller Dashboard"],
      [tradeSeller, "Trade Seller Dashboard"],
    ] as const) {
      const jar = await signIn(seller);
      for (const view of VIEWS) {
        const page = await openPage(jar, pathOf(view));
        expect(page.title, view).toBe(title);
        expect(page.status, view).toBe("");
        expect(page.tabs.map((link) => link.text)).toEqual(["Overview", "Create Listing", "My Listings", "Messages", "Account"]);
        expect(page.sideNav.map((link) => `${link.text} ${link.href}`)).toEqual([
          "Home /",
          "Dashboard /dashboard",
          "My Listings /dashboard?view=listings",
          "Saved Items /dashboard?view=saved",
          "Reviews /dashboard?view=reviews",
          "Account /dashboard?view=account",
          "Billing /dashboard?view=billing",
        ]);
        const current = [...page.tabs, ...page.sideNav].filter((link) => link.current).map((link) => link.href);
        expect(new Set(current), view).toEqual(new Set([pathOf(view)]));
      }
    }
  });

  test("staff (members without an account type): My Dashboard, Overview and Account; seller views blocked", async ({ staff }) => {
    const jar = await signIn(staff);
    const overview = await openPage(jar, "/dashboard");
    expect(overview.title).toBe("My Dashboard");
    expect(overview.tabs.map((link) => link.text)).toEqual(["Overview", "Account"]);
    expect(overview.sideNav.map((link) => link.text)).toEqual(["Home", "Dashboard", "Saved Items", "Account", "Billing"]);
    expect(overview.figures).toMatchObject({ "Saved items": 0, "Active conversations": 0 });
    for (const view of ["create", "listings", "messages", "reviews"] as const) {
      const page = await openPage(jar, pathOf(view), 403);
      expect(page.status, view).not.toBe("");
      expect(page.panelLinks, view).toHaveLength(1);
    }
    expect((await openPage(jar, "/dashboard?view=account")).heading).toBe("Account");
    expect((await openPage(jar, "/dashboard?view=saved")).heading).toBe("Saved Items (0)");
    expect(overview.panelLinks).toContainEqual({ text: "Moderation queue", href: "/moderation" });
  });
});

describe("the buyer's overview", () => {
  test("saved items, conversations and the auctions bid on, counted from the rows; a conversation opens, is read and answered there", async ({
    buyer,
    privateSeller,
  }) => {
    const rival = await createMember(admin, { fullName: "Rick Rival" });
    try {
      const listing = await createListing(admin, privateSeller.id);
      const another = await createListing(admin, privateSeller.id);
      const thread = await createConversation(admin, {
        buyerId: buyer.id,
        sellerId: privateSeller.id,
        listingId: listing.id,
        messages: [{ text: "Is it still available?", read: true }, { text: "Yes, come and see it.", from: "seller" }],
      });
      await admin.from("saved_listings").insert([
        { user_id: buyer.id, listing_id: listing.id },
        { user_id: buyer.id, listing_id: another.id },
      ]);
      const leads = await createAuction(admin, privateSeller.id, { auction_end_date: new Date(Date.now() + 3 * 86_400_000).toISOString() });
      const lost = await createAuction(admin, privateSeller.id, { auction_end_date: new Date(Date.now() + 2 * 86_400_000).toISOString() });
      await admin.from("watched_auctions").insert({ user_id: buyer.id, auction_id: leads.id });
      await placeBid(testBackendUrl(), buyer, leads.id, 1000);
      await placeBid(testBackendUrl(), buyer, lost.id, 1000);
      await placeBid(testBackendUrl(), rival, lost.id, 1200);

      const jar = await signIn(buyer);
      const overview = await openPage(jar, "/dashboard");
      expect(overview.figures).toEqual({
        "Saved items": 3,
        "Active conversations": 1,
        "Unread messages": 1,
        "Saved searches": 0,
        "Auctions leading": 1,
        "Auctions outbid": 1,
      });
      expect(overview.bids).toEqual([
        expect.stringMatching(new RegExp(`^Outbid ${lost.title} ?Current bid £1,200 Your maximum £1,000 Ends`)),
        expect.stringMatching(new RegExp(`^Leading ${leads.title} ?Current bid £1,000 Your maximum £1,000 Ends`)),
      ]);
      expect(overview.threads).toEqual([
        { href: `/dashboard?thread=${thread.id}`, text: expect.stringContaining("Yes, come and see it."), unread: "1 unread" },
      ]);
      expect(overview.threads[0]!.text).toContain("Tom Private");
      expect(overview.threads[0]!.text).toContain(listing.title);

      // Opened on the overview: read, with the way back, the review link and the reply form.
      const conversation = await openPage(jar, `/dashboard?thread=${thread.id}`);
      expect(conversation.heading).toBe("Messages");
      expect(conversation.conversationHeading).toBe("Conversation with Tom Private");
      expect(conversation.messages).toEqual([expect.stringContaining("Is it still available?"), expect.stringContaining("Yes, come and see it.")]);
      expect(conversation.panelLinks).toEqual(
        expect.arrayContaining([
          { text: "Back to your dashboard", href: "/dashboard" },
          { text: "Review this seller", href: `/seller/${privateSeller.id}/review?listing=${listing.id}` },
        ]),
      );
      expect(conversation.tabs.find((link) => link.current)?.text).toBe("Overview");
      expect(conversation.replyForm).toBe(true);
      expect((await openPage(jar, "/dashboard")).figures["Unread messages"]).toBe(0);

      const reply = await post(`/dashboard?thread=${thread.id}`, { intent: "reply", threadId: thread.id, message: "I'll come on Saturday." }, jar);
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe(`/dashboard?thread=${thread.id}`);
      expect((await openPage(jar, `/dashboard?thread=${thread.id}`)).messages.at(-1)).toContain("I'll come on Saturday.");
      // The seller reads it in Messages, where the conversation opens for them, without a review link.
      const sellerJar = await signIn(privateSeller);
      const inbox = await openPage(sellerJar, "/dashboard?view=messages");
      expect(inbox.threads).toEqual([{ href: `/dashboard?view=messages&thread=${thread.id}`, text: expect.stringContaining("I'll come on Saturday."), unread: "1 unread" }]);
      const sellerView = await openPage(sellerJar, `/dashboard?view=messages&thread=${thread.id}`);
      expect(sellerView.conversationHeading).toBe("Conversation with Bea Buyer");
      expect(sellerView.panelLinks.map((link) => link.text)).not.toContain("Review this seller");

      // Someone else's thread is a 404 on the overview too.
      expect((await get(`/dashboard?thread=${thread.id}`, await signIn(rival))).status).toBe(404);
    } finally {
      await deleteMember(admin, rival);
    }
  });
});

describe("the seller inbox (docs/spec/02-auctions-and-seller-tools.md 'Messages')", () => {
  test("30 threads: the buyer's name or 'Unknown Buyer', the listing, the latest message or 'No messages yet', the unread messages to the seller; own enquiries apart", async ({
    tradeSeller,
    buyer,
    nameless,
    privateSeller,
  }) => {
    await admin.from("profiles").update({ full_name: null, company_name: null }).eq("id", nameless.id);
    const listings = await Promise.all(Array.from({ length: 15 }, () => createListing(admin, tradeSeller.id)));
    // Fifteen threads from each buyer; thread i of each has i % 3 unread messages to the seller, the last none at all.
    for (const [index, listing] of listings.entries()) {
      for (const from of [buyer, nameless]) {
        const unread = index % 3;
        await createConversation(admin, {
          buyerId: from.id,
          sellerId: tradeSeller.id,
          listingId: listing.id,
          messages:
            index === 14
              ? []
              : [{ text: `First ${index}`, read: true }, ...Array.from({ length: unread }, (_, n) => ({ text: `Unread ${n} of ${index}` })), { text: `Answer ${index}.`, from: "seller" as const }],
        });
      }
    }
    // The seller's own enquiry about someone else's listing.
    const elsewhere = await createListing(admin, privateSeller.id);
    await createConversation(admin, { buyerId: tradeSeller.id, sellerId: privateSeller.id, listingId: elsewhere.id, messages: [{ text: "Would you take a part-exchange?" }] });

    const inbox = await openPage(await signIn(tradeSeller), "/dashboard?view=messages");
    expect(inbox.threads).toHaveLength(30);
    const unreadOf = (text: string) => inbox.threads.find((thread) => thread.text.includes(text));
    for (let index = 0; index < 14; index += 1) {
      const threads = inbox.threads.filter((thread) => thread.text.includes(`Answer ${index}.`));
      expect(threads, `thread ${index}`).toHaveLength(2);
      for (const thread of threads) expect(thread.unread, `thread ${index}`).toBe(index % 3 === 0 ? null : `${index % 3} unread`);
    }
    expect(inbox.threads.filter((thread) => thread.text.includes("Bea Buyer"))).toHaveLength(15);
    expect(inbox.threads.filter((thread) => thread.text.includes("Unknown Buyer"))).toHaveLength(15);
    expect(inbox.threads.filter((thread) => thread.text.includes("No messages yet"))).toHaveLength(2);
    expect(unreadOf("No messages yet")?.text).toContain(listings[14]!.title);
    expect(inbox.ownEnquiries).toEqual([expect.stringContaining("Would you take a part-exchange?")]);
  });
});
