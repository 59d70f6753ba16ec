/**
 * The keyword search on the pages (docs/listings.md#keyword-search): /listings?q=… and
 * /search?q=… (the header dialog's /search/stock too) show what the database's search finds
 * for the seed, say so when a brand was corrected or nothing matched exactly (similar
 * listings, "Did you mean …?"), and hostile text is a results page, never a 5xx.
 */
import { describe, expect, test } from "vitest";
import { freshPage, worker } from "../support/worker/shared-worker";

/** The page at the address, after /listings' redirect to its clean address if there is one. */
async function page(path: string) {
  let response = await freshPage(path);
  if (response.status >= 300 && response.status < 400) response = await freshPage(response.headers.get("location")!);
  return { status: response.status, html: await response.text() };
}

const cardTitles = (html: string) => [...html.matchAll(/<a [^>]*href="\/listings\/[0-9a-f-]{36}"[^>]*>([^<]+)</g)].map((match) => match[1]!);

describe("/listings?q=", () => {
  test("the home page's example, 'Perkins 100 kVA', finds stock", async () => {
    const { status, html } = await page("/listings?q=Perkins+100+kVA");
    expect(status).toBe(200);
    expect(html).toMatch(/>\d+ generators? found</);
    expect(cardTitles(html).some((title) => title.startsWith("FG Wilson P110-3 110 kVA"))).toBe(true);
    expect(html).not.toContain("No exact matches");
  });

  test("a quoted phrase and -word reach the search: '\"acoustic canopy\" -perkins'", async () => {
    const { status, html } = await page(`/listings?q=${encodeURIComponent('"acoustic canopy" -perkins')}`);
    expect(status).toBe(200);
    const titles = cardTitles(html);
    expect(titles.some((title) => title.startsWith("Cummins C220D5"))).toBe(true);
    expect(titles.filter((title) => title.startsWith("Perkins"))).toEqual([]);
  });

  test("a corrected brand: 'perkns' shows Perkins and says what it searched", async () => {
    const { html } = await page("/listings?q=perkns");
    expect(html).toMatch(/Showing results for <strong>Perkins<\/strong>/);
    expect(cardTitles(html).some((title) => title.startsWith("Perkins 80 kVA"))).toBe(true);
  });

  test("nothing exact: similar listings, saying so, and Did you mean", async () => {
    const { status, html } = await page("/listings?q=atlas+copko");
    expect(status).toBe(200);
    expect(html).toContain("No exact matches for <strong>“atlas copko”</strong>; showing similar listings.");
    expect(html).toMatch(/>\d+ similar generators?</);
    expect(cardTitles(html).every((title) => title.includes("Atlas Copco"))).toBe(true);
    expect(html).toMatch(/Did you mean <a [^>]*href="\/listings\?q=atlas\+Copco"[^>]*>Copco<\/a>\?/);
  });

  test("nothing at all: the empty state and Did you mean", async () => {
    const { html } = await page("/listings?q=victorn");
    expect(html).toContain("No generators match your filters");
    expect(html).toMatch(/Did you mean <a [^>]*href="\/listings\?q=Victron"[^>]*>Victron<\/a>\?/);
  });
});

describe("/search?q= and the dialog's /search/stock: the same search", () => {
  test("'Perkins 100 kVA' finds the listing on /search and in the dialog's answer", async () => {
    const { html } = await page("/search?q=Perkins+100+kVA");
    expect(html).toContain("FG Wilson P110-3 110 kVA");
    const stock = (await (await freshPage("/search/stock?q=Perkins+100+kVA")).json()) as { listings: { total: number; hits: Array<{ title: string }> } };
    expect(stock.listings.total).toBeGreaterThan(0);
    expect(stock.listings.hits.some((hit) => hit.title.startsWith("FG Wilson P110-3"))).toBe(true);
  });

  test("nothing exact: similar listings, saying so, and Did you mean, on /search and in the dialog's answer", async () => {
    const { html } = await page("/search?q=atlas+copko");
    // The same words as /listings (components/keyword-search-note.tsx).
    expect(html).toContain("No exact matches for <strong>“atlas copko”</strong>; showing similar listings.");
    expect(html).toMatch(/<section aria-label="Similar generators for sale"[^]*?Atlas Copco/);
    expect(html).toMatch(/Did you mean <a [^>]*href="\/search\?q=atlas\+Copco"[^>]*>Copco<\/a>\?/);
    const stock = (await (await freshPage("/search/stock?q=atlas+copko")).json()) as {
      listings: { total: number; note: { relaxed: boolean; suggestion: { term: string; href: string } | null } };
    };
    expect(stock.listings.total).toBeGreaterThan(0);
    expect(stock.listings.note).toMatchObject({ relaxed: true, suggestion: { term: "Copco", href: "/search?q=atlas+Copco" } });
  });

  test("nothing at all: 'No results found' and Did you mean", async () => {
    const { html } = await page("/search?q=victorn");
    expect(html).toContain("No results found for");
    expect(html).toMatch(/Did you mean <a [^>]*href="\/search\?q=Victron"[^>]*>Victron<\/a>\?/);
  });
});

describe("hostile text is a results page, never a 5xx", () => {
  const hostile = [
    "x".repeat(1000),
    "perkins ".repeat(125),
    "'; drop table generator_listings; --",
    "1' or '1'='1",
    '"',
    "'",
    '"perkins',
    "-",
    "🔌⚡ perkins 💥",
    "perkins\u0000\u0007\u001b[31m",
    "<script>alert(1)</script>",
  ];

  test.each(hostile.map((text) => [JSON.stringify(text.slice(0, 30)), text]))("%s", async (_label, text) => {
    for (const path of ["/listings", "/search", "/auctions"]) {
      const { status, html } = await page(`${path}?q=${encodeURIComponent(text)}`);
      expect(status, path).toBeLessThan(500);
      expect(html, path).not.toContain("<script>alert(1)");
    }
    const stock = await worker.fetch(`/search/stock?q=${encodeURIComponent(text)}`);
    expect(stock.status).toBeLessThan(500);
  });
});
