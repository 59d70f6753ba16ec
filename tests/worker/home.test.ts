import { describe, expect, test } from "vitest";
import { generatorTypeKeys, generatorTypes } from "../../app/content/generator-types";
import { anonClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { startWorker } from "../support/worker/harness";
import { freshPage } from "../support/worker/shared-worker";

const supabase = anonClient(testBackendUrl());

describe("home page data", () => {
  test("each generator type tile shows how many active listings the database holds", async () => {
    const html = await (await freshPage("/")).text();
    let total = 0;
    for (const key of generatorTypeKeys) {
      const { count, error } = await supabase
        .from("generator_listings")
        .select("id", { count: "exact", head: true })
        .eq("type", key)
        .eq("status", "active");
      expect(error).toBeNull();
      expect(count).toBeGreaterThan(0);
      total += count!;
      const tile = html.match(new RegExp(`href="/listings\\?type=${key}"[^]*?</a>`))?.[0] ?? "";
      expect(tile, key).toContain(generatorTypes[key].name);
      expect(tile, key).toContain(`${count} for sale`);
    }
    expect(total).toBeGreaterThanOrEqual(60);
    // The hero's live figure beside its featured photo (from wide screens): the same count.
    expect(html.replaceAll("<!-- -->", "")).toContain(`<strong>${total}</strong> generators for sale now`);
  });
});

describe("home page without a backend", () => {
  test("still renders, with the catalogue's message instead of counts", async () => {
    // Nothing listens on port 9: every database call fails to connect.
    const offline = await startWorker({ secrets: { SUPABASE_URL: "http://127.0.0.1:9" } });
    try {
      const response = await offline.fetch("/");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("An error occurred. Please try again later.");
      expect(html).toContain(generatorTypes.dieselStandby.name);
      expect(html).not.toMatch(/\d for sale/);
      // The loader logs each failed query for whoever runs the site.
      const logged: string[] = [];
      await expect
        .poll(() => {
          logged.push(...offline.takeErrorLogs().map((message) => message.split(" {")[0]!));
          return [...logged].sort();
        })
        .toEqual(["home: featured listings", "home: listing counts"]);
    } finally {
      await offline.close();
    }
  });
});
