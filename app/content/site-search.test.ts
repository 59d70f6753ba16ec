import { describe, expect, test } from "vitest";
import { noResultsText, noStock, searchSite, seeAllStock, siteSearchEntries } from "./site-search";

describe("site search", () => {
  test("has the nine entries of the spec, each with a category", () => {
    expect(siteSearchEntries.map((entry) => entry.url)).toEqual([
      "/listings",
      "/sell-generator",
      "/auctions",
      "/bulk-upload",
      "/directory",
      "/glossary",
      "/pricing",
      "/about",
      "/contact",
    ]);
    expect(new Set(siteSearchEntries.map((entry) => entry.category))).toEqual(
      new Set(["Generators", "Selling", "Auctions", "Tools", "Services", "Resources", "Pricing", "Company", "Support"]),
    );
  });

  test("matches the title case-insensitively", () => {
    expect(searchSite("AUCTION").map((entry) => entry.url)).toContain("/auctions");
  });

  test("matches the description", () => {
    expect(searchSite("csv").map((entry) => entry.url)).toEqual(["/bulk-upload"]);
  });

  test("matches the category", () => {
    expect(searchSite("support").map((entry) => entry.url)).toContain("/contact");
    expect(searchSite("tools").map((entry) => entry.url)).toEqual(["/bulk-upload"]);
  });

  test("empty or blank input matches nothing", () => {
    expect(searchSite("")).toEqual([]);
    expect(searchSite("   ")).toEqual([]);
  });

  test("no match gives an empty list and the quoted message", () => {
    expect(searchSite("zzzz")).toEqual([]);
    expect(noResultsText("zzzz")).toBe('No results found for "zzzz"');
  });
});

describe("stock in the site search", () => {
  const stock = (listings: number, auctions: number) => ({ ...noStock("perkins 100 kVA"), listings: { total: listings, hits: [], note: null }, auctions: { total: auctions, hits: [] } });

  test("'See all' leads to the browse pages with the same search, and counts them", () => {
    const seeAll = seeAllStock(stock(1234, 1));
    expect(seeAll.listings).toEqual({ href: "/listings?q=perkins+100+kVA", label: "See all 1,234 generators" });
    expect(seeAll.auctions).toEqual({ href: "/auctions?q=perkins+100+kVA", label: "See all 1 auction" });
    expect(seeAllStock(stock(1, 2)).listings.label).toBe("See all 1 generator");
  });

  test("no stock is an empty answer for the text", () => {
    expect(noStock("x")).toEqual({ query: "x", listings: { total: 0, hits: [], note: null }, auctions: { total: 0, hits: [] } });
  });
});
