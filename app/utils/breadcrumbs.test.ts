import { describe, expect, test } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";

describe("breadcrumbs", () => {
  test("the home page has a single crumb (and so shows none)", () => {
    expect(breadcrumbsFor("/")).toEqual([{ label: "Home", to: "/" }]);
  });

  test("labels come from the spec's list", () => {
    expect(breadcrumbsFor("/sell-generator").map((crumb) => crumb.label)).toEqual(["Home", "Sell Your Generator"]);
    expect(breadcrumbsFor("/bulk-upload").map((crumb) => crumb.label)).toEqual(["Home", "Bulk Upload"]);
    expect(breadcrumbsFor("/signup").map((crumb) => crumb.label)).toEqual(["Home", "Sign Up"]);
  });

  test("a listing or an auction id becomes its details label", () => {
    expect(breadcrumbsFor("/listings/8f3a")).toEqual([
      { label: "Home", to: "/" },
      { label: "Generators", to: "/listings" },
      { label: "Generator Details", to: "/listings/8f3a" },
    ]);
    expect(breadcrumbsFor("/auctions/42").at(-1)?.label).toBe("Auction Details");
  });

  test("a listing's statistics sit under its details", () => {
    expect(breadcrumbsFor("/listings/8f3a/stats").slice(2)).toEqual([
      { label: "Generator Details", to: "/listings/8f3a" },
      { label: "Statistics", to: "/listings/8f3a/stats" },
    ]);
  });

  test("the singular /auction/{id} has the crumbs of /auctions/{id}", () => {
    expect(breadcrumbsFor("/auction/42")).toEqual(breadcrumbsFor("/auctions/42"));
    expect(breadcrumbsFor("/auction/42")[1]).toEqual({ label: "Auctions", to: "/auctions" });
  });

  test("a seller's page and the form to review them sit under Seller Profile, with no /seller crumb", () => {
    expect(breadcrumbsFor("/seller/8f3a")).toEqual([
      { label: "Home", to: "/" },
      { label: "Seller Profile", to: "/seller/8f3a" },
    ]);
    expect(breadcrumbsFor("/seller/8f3a/review").map((crumb) => crumb.label)).toEqual(["Home", "Seller Profile", "Review"]);
  });

  test("a form editing one item says so", () => {
    expect(breadcrumbsFor("/create-auction", "?edit=42").at(-1)).toEqual({ label: "Edit Auction", to: "/create-auction" });
    expect(breadcrumbsFor("/create-auction").at(-1)?.label).toBe("Create Auction");
    expect(breadcrumbsFor("/sell-generator", "?edit=7&step=2").at(-1)?.label).toBe("Edit Listing");
  });

  test("other segments are title-cased, and a bad escape does not throw", () => {
    expect(breadcrumbsFor("/seller-resources").at(-1)?.label).toBe("Seller Resources");
    expect(breadcrumbsFor("/%E0%A4%A").at(-1)?.label).toBe("%E0%A4%A");
  });
});
