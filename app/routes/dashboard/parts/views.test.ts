import { describe, expect, test } from "vitest";
import { accountTypeLabel, dashboardTabs, dashboardTitle, dashboardView } from "./views";

const buyer = { userType: "buyer", appRole: null } as const;
const privateSeller = { userType: "private_seller", appRole: null } as const;
const tradeSeller = { userType: "trade_seller", appRole: null } as const;
const staff = { userType: null, appRole: "staff" } as const;

describe("the dashboard by role (spec 02 'Dashboard')", () => {
  test("titles", () => {
    expect(dashboardTitle(buyer)).toBe("Buyer Dashboard");
    expect(dashboardTitle(privateSeller)).toBe("Private Seller Dashboard");
    expect(dashboardTitle(tradeSeller)).toBe("Trade Seller Dashboard");
    expect(dashboardTitle(staff)).toBe("My Dashboard");
    expect(dashboardTitle({ userType: null, appRole: null })).toBe("My Dashboard");
  });

  test("tab bars", () => {
    expect(dashboardTabs(buyer)).toEqual(["overview", "saved", "messages", "account"]);
    expect(dashboardTabs(privateSeller)).toEqual(["overview", "create", "listings", "messages", "account"]);
    expect(dashboardTabs(tradeSeller)).toEqual(dashboardTabs(privateSeller));
    expect(dashboardTabs(staff)).toEqual(["overview", "account"]);
  });

  test("a view the role does not have, or an unknown one, is the overview", () => {
    expect(dashboardView(privateSeller, "listings")).toBe("listings");
    expect(dashboardView(tradeSeller, "reviews")).toBe("reviews");
    expect(dashboardView(buyer, "listings")).toBe("overview");
    expect(dashboardView(buyer, "saved")).toBe("saved");
    expect(dashboardView(privateSeller, "saved")).toBe("saved");
    expect(dashboardView(staff, "saved")).toBe("saved");
    expect(dashboardView(buyer, "messages")).toBe("messages");
    expect(dashboardView(staff, "messages")).toBe("overview");
    expect(dashboardView(buyer, "nonsense")).toBe("overview");
    expect(dashboardView(buyer, null)).toBe("overview");
  });

  test("the account type in 'Signed in as'", () => {
    expect(accountTypeLabel(tradeSeller)).toBe("Trade Seller");
    expect(accountTypeLabel(staff)).toBe("Staff");
    expect(accountTypeLabel({ userType: null, appRole: null })).toBe("Member");
  });
});
