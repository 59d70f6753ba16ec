// The header as a browser without JavaScript receives it: the member's unread messages on
// their Dashboard link and the phone's Menu button, and the mobile menu's direct links.
import { test as base, describe, expect } from "vitest";
import { serviceRoleClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { createConversation, createListing, memberFixture, uniqueToken, type Member } from "../support/factories";
import { pageWindow } from "../support/worker/page-window";
import { worker } from "../support/worker/shared-worker";

const { get, signIn } = worker;
const admin = serviceRoleClient(testBackendUrl());

const test = base.extend<{ seller: Member; buyer: Member }>({
  seller: memberFixture(admin, { userType: "trade_seller" }),
  buyer: memberFixture(admin, { userType: "buyer" }),
});

const words = (element: { textContent: string | null } | null | undefined) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").replace(/ ,/g, ",").trim();

function readHeader(html: string) {
  // A space between elements, so text read across them keeps its words apart.
  const header = pageWindow(html.replace(/></g, "> <"), worker.url).document.querySelector("header")!;
  return {
    dashboardLinks: [...header.querySelectorAll('a[href="/dashboard"]')].map(words),
    menuButton: [...header.querySelectorAll("summary")].map(words).find((text) => text.startsWith("Menu")),
    mobileLinks: [...header.querySelectorAll('nav[aria-label="Mobile"] a')].map((a) => [words(a), a.getAttribute("href")]),
  };
}

describe("header", () => {
  test("a member sees how many messages to them are unread; read ones and sent ones do not count", async ({ seller, buyer }) => {
    const listing = await createListing(admin, seller.id, { title: `Perkins standby ${uniqueToken()}` });
    await createConversation(admin, {
      buyerId: buyer.id,
      sellerId: seller.id,
      listingId: listing.id,
      messages: [{ text: "Still for sale?" }, { text: "Read already", read: true }, { text: "Can I view it?" }, { text: "Yes", from: "seller" }],
    });

    const sellerHeader = readHeader(await (await get("/about", await signIn(seller))).text());
    expect(sellerHeader.dashboardLinks).toContain("Dashboard 2, 2 unread messages");
    expect(sellerHeader.menuButton).toBe("Menu 2, 2 unread messages");

    // The buyer's one unread reply; the seller's Messages tab and overview show the seller's two.
    expect(readHeader(await (await get("/about", await signIn(buyer))).text()).dashboardLinks).toContain("Dashboard 1, 1 unread messages");
    const dashboard = await (await get("/dashboard?view=messages", await signIn(seller))).text();
    expect(dashboard).toMatch(/Messages<span[^>]*><span aria-hidden="true">2<\/span>/);
  });

  test("a member with nothing unread, and a visitor, see no count", async ({ buyer }) => {
    const member = readHeader(await (await get("/about", await signIn(buyer))).text());
    expect(member.dashboardLinks).toContain("Dashboard");
    expect(member.menuButton).toBe("Menu");
    const visitor = await get("/about");
    expect(visitor.headers.get("set-cookie")).toBeNull();
    expect(readHeader(await visitor.text()).dashboardLinks).toEqual([]);
  });

  test("the mobile menu leads straight to browsing, auctions and selling, and no two entries read or lead alike", async () => {
    const { mobileLinks } = readHeader(await (await get("/")).text());
    expect(mobileLinks.slice(0, 4)).toEqual([
      ["Home", "/"],
      ["Browse Generators", "/listings"],
      ["Auctions", "/auctions"],
      ["Sell Your Generator", "/sell-generator"],
    ]);
    expect(new Set(mobileLinks.map(([label]) => label)).size).toBe(mobileLinks.length);
    expect(new Set(mobileLinks.map(([, href]) => href)).size).toBe(mobileLinks.length);
  });

  test("no page shows its header before the whole of it is parsed: its own CSS hides it until the element that ends it", async () => {
    // Each page's HTML is parsed in several tasks, and a paint between them drew the bar
    // half-built and then shifted it (app/components/header.css.ts, HEADER_END_ID). The rule
    // is in each page's inline CSS, as the stylesheet loads after the first paint.
    for (const path of ["/", "/listings", "/auctions", "/login", "/no-such-page"]) {
      const document = pageWindow(await (await get(path)).text(), worker.url).document;
      const header = document.querySelector("header")!;
      const end = header.lastElementChild!;
      expect(end.id, path).not.toBe("");
      expect(end.childNodes.length, path).toBe(0);
      const inlineCss = [...document.head.querySelectorAll("style")].map((style) => style.textContent).join("");
      expect(inlineCss, path).toContain(`.${header.getAttribute("class")!.split(" ")[0]}:not(:has(#${end.id})){visibility:hidden}`);
    }
  });
});
