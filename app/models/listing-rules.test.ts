import { describe, expect, test } from "vitest";
import { buyerDisplayName, firstStepLacking, missingRequirements, ownerMayEdit, sellerDisplayName } from "./listing-rules";

describe("the names members go by", () => {
  test("a seller by their business, else their name; a buyer by their name, else their business", () => {
    const both = { full_name: "Rachel Okafor", company_name: "Okafor Power Ltd" };
    expect(sellerDisplayName(both)).toBe("Okafor Power Ltd");
    expect(buyerDisplayName(both)).toBe("Rachel Okafor");
    expect(sellerDisplayName({ full_name: "Tom Hargreaves", company_name: null })).toBe("Tom Hargreaves");
    expect(buyerDisplayName({ full_name: null, company_name: "Severn Hire" })).toBe("Severn Hire");
  });

  test("blank names count as none, and nobody is left nameless", () => {
    expect(sellerDisplayName({ full_name: "Tom Hargreaves", company_name: "  " })).toBe("Tom Hargreaves");
    expect(sellerDisplayName(null)).toBe("GenMarket seller");
    expect(buyerDisplayName({ full_name: "", company_name: null })).toBe("Unknown Buyer");
  });
});

test("owners change drafts, rejected and live listings only", () => {
  expect(["draft", "pending", "active", "rejected", "expired", "sold"].filter(ownerMayEdit)).toEqual(["draft", "active", "rejected"]);
});

test("what a listing lacks, in the wizard's order, and the first step to fix", () => {
  const missing = ["listing_option", "photos", "brand"];
  expect(missingRequirements(missing).map((requirement) => [requirement.name, requirement.step])).toEqual([
    ["brand", 2],
    ["photos", 3],
    ["listing_option", 4],
  ]);
  expect(firstStepLacking(missing)).toBe(2);
  expect(firstStepLacking([])).toBeNull();
});
