// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { openApiDocument } from "./dealer-api-schema";
import { API_RATE_LIMIT, readCursor, writeCursor } from "./dealer-api.server";

describe("the dealer API's rules", () => {
  test("the rate limit the 429 states is the binding's (wrangler.toml API_LIMITER)", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const binding = /name = "API_LIMITER"\s+namespace_id = "\d+"\s+simple = \{ limit = (\d+), period = (\d+) \}/.exec(toml);
    expect(binding?.slice(1).map(Number)).toEqual([API_RATE_LIMIT.requests, API_RATE_LIMIT.periodSeconds]);
  });

  test("a cursor comes back as it went out; anything else is no cursor", () => {
    const cursor = { createdAt: "2026-11-29T21:30:00.123456+00:00", id: "0b6f5a52-4c2e-4d8e-9a43-3f0f6c9e1a11" };
    const written = writeCursor(cursor);
    expect(written).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readCursor(written)).toEqual(cursor);
    for (const forged of [
      "not-a-cursor",
      writeCursor({ createdAt: "yesterday", id: cursor.id }),
      // Date.parse takes it (a parenthesised comment); the page's filter must not.
      writeCursor({ createdAt: 'Jan 1 2026 (",id.gt.0)', id: cursor.id }),
      writeCursor({ createdAt: cursor.createdAt, id: "1; drop" }),
      btoa("{}"),
    ]) {
      expect(readCursor(forged), forged).toBeNull();
    }
  });
});

describe("the OpenAPI document", () => {
  test("every shape it names is among its schemas: none left to an unresolvable shared definition", () => {
    const document = JSON.stringify(openApiDocument("https://genmarket.example"));
    const named = [...document.matchAll(/"#\/components\/schemas\/([^"#]+)"/g)].map((match) => match[1]);
    const schemas = Object.keys(openApiDocument("https://genmarket.example").components.schemas);
    expect(named.filter((name) => !schemas.includes(name!))).toEqual([]);
    expect(document).not.toContain("__shared");
  });
});
