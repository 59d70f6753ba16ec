import { describe, expect, test } from "vitest";
import { combineHeaders, escapeHtmlText } from "./misc";

describe("escapeHtmlText", () => {
  test("makes markup inert and keeps quotes readable", () => {
    expect(escapeHtmlText(`<img src=x onerror="alert(1)"> & "zzzz"`)).toBe(
      `&lt;img src=x onerror="alert(1)"&gt; &amp; "zzzz"`,
    );
  });
});

describe("combineHeaders", () => {
  test("keeps every header of every source, skipping empty ones", () => {
    const combined = combineHeaders({ "Cache-Control": "no-store" }, null, new Headers({ Vary: "Cookie" }), undefined);
    expect(combined.get("Cache-Control")).toBe("no-store");
    expect(combined.get("Vary")).toBe("Cookie");
  });
});
