import { describe, expect, test } from "vitest";
import { stockSearchText } from "./stock-search.server";

describe("stockSearchText", () => {
  test("cleans the text as the browse pages do", () => {
    expect(stockSearchText("  Perkins <b>100</b> kVA! ")).toBe("Perkins b100b kVA");
  });

  test("nothing to search for is empty", () => {
    expect(stockSearchText(null)).toBe("");
    expect(stockSearchText("   ")).toBe("");
    expect(stockSearchText("%%%")).toBe("");
  });

  test("longer than any search box allows is refused; up to 100 characters is cut to 64", () => {
    expect(stockSearchText("a".repeat(101))).toBeNull();
    expect(stockSearchText("a".repeat(100))).toBe("a".repeat(64));
  });
});
