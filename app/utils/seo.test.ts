import { describe, expect, test } from "vitest";
import { pageMeta, truncate } from "./seo";

function metaValue(meta: ReturnType<typeof pageMeta>, key: "title" | "description") {
  for (const tag of meta) {
    if (key === "title" && "title" in tag) return tag.title as string;
    if (key === "description" && "name" in tag && tag.name === "description") return tag.content as string;
  }
  throw new Error(`no ${key} tag`);
}

describe("page titles and descriptions", () => {
  test("a short title is kept and carries the site name", () => {
    expect(metaValue(pageMeta({ title: "Pricing" }), "title")).toBe("Pricing | GenMarket");
  });

  test("a long title is cut to 60 characters: 57 and an ellipsis", () => {
    const title = metaValue(pageMeta({ title: "Caterpillar 500 kVA Diesel Standby Generator, Low Hours, Acoustic Canopy" }), "title");
    expect(title).toHaveLength(60);
    expect(title.endsWith("...")).toBe(true);
    expect(title.slice(0, 57)).toBe("Caterpillar 500 kVA Diesel Standby Generator, Low Hours, ");
  });

  test("a long description is cut to 160 characters: 157 and an ellipsis", () => {
    const description = metaValue(pageMeta({ description: "x".repeat(300) }), "description");
    expect(description).toBe(`${"x".repeat(157)}...`);
  });

  test("text exactly at the limit is not cut", () => {
    expect(truncate("a".repeat(60), 60)).toBe("a".repeat(60));
    expect(truncate("a".repeat(61), 60)).toBe(`${"a".repeat(57)}...`);
  });
});
