import { describe, expect, test } from "vitest";
import { threadHref } from "~/components/messages/schema";
import { accountTypeLabel, dashboardSideNav, dashboardTabs, dashboardTitle, dashboardView, inboxView, type DashboardView } from "./views";

const buyer = { userType: "buyer", appRole: null } as const;
const privateSeller = { userType: "private_seller", appRole: null } as const;
const tradeSeller = { userType: "trade_seller", appRole: null } as const;
const staff = { userType: null, appRole: "staff" } as const;
const typeless = { userType: null, appRole: null } as const;

describe("the dashboard by role (docs/spec/02-auctions-and-seller-tools.md 'Dashboard', §6)", () => {
  test("titles", () => {
    expect(dashboardTitle(buyer)).toBe("Buyer Dashboard");
    expect(dashboardTitle(privateSeller)).toBe("Private Seller Dashboard");
    expect(dashboardTitle(tradeSeller)).toBe("Trade Seller Dashboard");
    expect(dashboardTitle(staff)).toBe("My Dashboard");
    expect(dashboardTitle(typeless)).toBe("My Dashboard");
  });

  test("tab bars, as the spec lists them", () => {
    expect(dashboardTabs(buyer)).toEqual(["overview", "saved", "account"]);
    expect(dashboardTabs(privateSeller)).toEqual(["overview", "create", "listings", "messages", "account"]);
    expect(dashboardTabs(tradeSeller)).toEqual(dashboardTabs(privateSeller));
    expect(dashboardTabs(staff)).toEqual(["overview", "account"]);
    expect(dashboardTabs(typeless)).toEqual(["overview", "account"]);
  });

  test("side navigation: Home, Dashboard, Saved Items, Account, Billing; sellers also My Listings and Reviews", () => {
    const links = (role: Parameters<typeof dashboardSideNav>[0]) => dashboardSideNav(role).map(({ label, href }) => `${label} ${href}`);
    expect(links(buyer)).toEqual(["Home /", "Dashboard /dashboard", "Saved Items /dashboard?view=saved", "Account /dashboard?view=account", "Billing /dashboard?view=billing"]);
    expect(links(tradeSeller)).toEqual([
      "Home /",
      "Dashboard /dashboard",
      "My Listings /dashboard?view=listings",
      "Saved Items /dashboard?view=saved",
      "Reviews /dashboard?view=reviews",
      "Account /dashboard?view=account",
      "Billing /dashboard?view=billing",
    ]);
    expect(links(privateSeller)).toEqual(links(tradeSeller));
    expect(links(staff)).toEqual(links(buyer));
  });

  test("each role's views: open, or blocked with the way on; an unknown view or none is the overview", () => {
    const views: DashboardView[] = ["overview", "create", "listings", "messages", "saved", "account", "reviews", "billing"];
    const access = (role: Parameters<typeof dashboardView>[0]) =>
      Object.fromEntries(views.map((view) => [view, dashboardView(role, view).blocked ? "blocked" : "open"]));
    const seller = { overview: "open", create: "open", listings: "open", messages: "open", saved: "open", account: "open", reviews: "open", billing: "open" };
    const member = { overview: "open", create: "blocked", listings: "blocked", messages: "blocked", saved: "open", account: "open", reviews: "blocked", billing: "open" };
    expect(access(privateSeller)).toEqual(seller);
    expect(access(tradeSeller)).toEqual(seller);
    expect(access(buyer)).toEqual(member);
    expect(access(staff)).toEqual(member);
    expect(access(typeless)).toEqual(member);

    expect(dashboardView(buyer, "nonsense")).toEqual({ view: "overview", blocked: null });
    expect(dashboardView(buyer, null)).toEqual({ view: "overview", blocked: null });
    expect(dashboardView(buyer, "toString")).toEqual({ view: "overview", blocked: null });
    expect(dashboardView(buyer, "messages").blocked).toEqual({
      message: "Your conversations with sellers are on your dashboard's overview, with their unread messages.",
      link: { href: "/dashboard#conversations", label: "Open your conversations" },
    });
    expect(dashboardView(buyer, "create").blocked?.link.href).toBe("/sell-generator");
    expect(dashboardView(buyer, "listings").blocked?.link.href).toBe("/dashboard?view=saved");
  });

  test("conversations open where the inbox is: sellers' Messages, everyone else's overview", () => {
    expect(inboxView(tradeSeller)).toBe("messages");
    expect(inboxView(buyer)).toBe("overview");
    expect(inboxView(staff)).toBe("overview");
    expect(threadHref("/dashboard", "t1")).toBe("/dashboard?thread=t1");
    expect(threadHref("/dashboard?view=messages", "t1")).toBe("/dashboard?view=messages&thread=t1");
    expect(threadHref("/sellers-portal?tab=messages&thread=old", "t2")).toBe("/sellers-portal?tab=messages&thread=t2");
  });

  test("the account type in 'Signed in as'", () => {
    expect(accountTypeLabel(tradeSeller)).toBe("Trade Seller");
    expect(accountTypeLabel(staff)).toBe("Staff");
    expect(accountTypeLabel(typeless)).toBe("Member");
  });
});
