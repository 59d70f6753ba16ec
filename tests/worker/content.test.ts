/**
 * The content pages through the built Worker: each answers with its heading, title and
 * description within limits, caching for anonymous visitors, the structured data, the
 * directory and glossary filters read from the URL alone, robots.txt and the sitemap.
 */
import { describe, expect, test } from "vitest";
import { directoryAccessories, directoryServices, noAccessoriesText, noServicesText } from "../../app/content/directory";
import { glossaryEntries, noTermsText } from "../../app/content/glossary";
import { footerLegalLinks, footerNavigation } from "../../app/content/navigation";
import { auctionCommissionTiers, buyerPlans, membershipPlans, privateSellerPlans, tradeSellerPlans } from "../../app/content/plans";
import { crawlerDisallowedPaths, publicPagePaths } from "../../app/content/public-pages";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../../app/utils/cache";
import { anonClient } from "../support/backend";
import { testBackendUrl } from "../support/backend-process";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

function decodeEntities(text: string) {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The page, with entities decoded and React's text separators (<!-- -->) removed. */
async function page(path: string) {
  const response = await worker.fetch(path);
  return { response, html: decodeEntities(await response.text()).replace(/<!-- -->/g, "") };
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");
const h1Of = (html: string) => textOf(html.match(/<h1[^>]*>([^]*?)<\/h1>/)?.[1] ?? "").trim();

const pages: Record<string, string> = {
  "/": "The UK's Trusted Used & Stock Generator Marketplace",
  "/about": "The marketplace built for generators",
  "/buyers": "Find the right generator, ready to ship",
  "/private-sellers": "Sell your generator to buyers who are ready",
  "/trade-sellers": "Move more stock with weekly trade packages",
  "/pricing": "Simple, transparent pricing",
  "/seller-resources": "Sell your generator faster",
  "/generator-categories": "Generator categories explained",
  "/terms": "Terms of Service",
  "/privacy": "Privacy Policy",
  "/cookies": "Cookie Policy",
  "/faq": "Frequently asked questions",
  "/seller-guide": "Seller Guide",
  "/contact": "Contact Us",
  "/rental": "Get Generator Hire Quotes",
  "/directory": "Accessory Supplies and Support Services Directory",
  "/glossary": "Generator Glossary",
};

describe("content pages", () => {
  test("each answers 200 with its heading, a title within 60 characters and a description within 160", async () => {
    for (const [path, heading] of Object.entries(pages)) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(h1Of(html), path).toBe(heading);
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(title.length, path).toBeGreaterThan(0);
      expect(title.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(description.length, path).toBeGreaterThan(50);
      expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  test("anonymous visitors get cacheable pages without cookies", async () => {
    for (const path of Object.keys(pages)) {
      const { response } = await page(path);
      expect(response.headers.get("cache-control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(response.headers.get("vary"), path).toMatch(/Cookie/i);
      expect(response.headers.get("set-cookie"), path).toBeNull();
    }
  });

  test("a page that clears a toast cookie is never cached", async () => {
    const redirect = await worker.fetch("/dashboard");
    const toast = redirect.headers.get("set-cookie")!.split(";")[0]!;
    const response = await worker.fetch("/pricing", { headers: { Cookie: toast } });
    expect(response.headers.get("set-cookie")).toMatch(/^gm_toast=/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  test("every footer link answers 200 with a page of its own, never a holding page", async () => {
    const { html } = await page("/");
    const footer = html.match(/<footer[^]*?<\/footer>/)?.[0] ?? "";
    const named = [...footer.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^]*?)<\/a>/g)].map((match) => [textOf(match[2]!).trim(), match[1]!]);
    // Each link with its name and its address.
    expect(named).toEqual([...footerNavigation, ...footerLegalLinks].map((link) => [link.label, link.to]));
    const links = named.map(([, href]) => href!);
    expect(textOf(footer)).not.toMatch(/coming soon/i);
    for (const path of links) {
      // Followed as a browser would: Bulk Upload leads a visitor to sign in first.
      const response = await worker.fetch(path, { redirect: "follow" });
      expect(response.status, path).toBe(200);
      const text = textOf(decodeEntities(await response.text()));
      expect(text, path).not.toMatch(/coming soon|opening soon/i);
    }
  });
});

describe("home page", () => {
  test("carries JSON-LD: the organisation, the website with its search, and the catalogue", async () => {
    // A query the edge cache has not seen, so the count below is this moment's.
    const { html } = await page(`/?fresh=${crypto.randomUUID()}`);
    const json = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!) as { "@context": string; "@graph": Array<Record<string, unknown>> };
    expect(data["@context"]).toBe("https://schema.org");
    const byType = Object.fromEntries(data["@graph"].map((node) => [node["@type"], node]));
    expect(byType.Organization).toMatchObject({ name: "GenMarket", telephone: "+441134960123", email: "hello@genmarket.co.uk" });
    expect(byType.WebSite).toMatchObject({
      potentialAction: { "@type": "SearchAction", target: { urlTemplate: expect.stringMatching(/\/search\?q=\{search_term_string\}$/) } },
    });
    // Counted, not asserted: the active listings the database holds.
    const { count } = await anonClient(testBackendUrl()).from("generator_listings").select("id", { count: "exact", head: true }).eq("status", "active");
    expect(byType.OfferCatalog).toMatchObject({ numberOfItems: count });
  });

  test("has the spec's sections and calls to action", async () => {
    const { html } = await page("/");
    for (const heading of ["Why choose GenMarket", "Featured generators", "Browse by generator type", "How it works", "What our members say"]) {
      expect(html).toContain(heading);
    }
    expect(html).toMatch(/<a [^>]*href="\/pricing"[^>]*>View Plans<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/listings"[^>]*>Browse All Listings<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/auctions"[^>]*>View Auctions<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>Join GenMarket<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact Sales<\/a>/);
  });
});

describe("pricing and plans", () => {
  test("the pricing page shows every plan with its link, the commission tiers and the £25,000 example", async () => {
    const { html } = await page("/pricing");
    for (const plan of [...buyerPlans, ...privateSellerPlans, ...tradeSellerPlans, ...membershipPlans]) {
      expect(html, plan.id).toContain(`href="${plan.link}"`);
      expect(html, plan.id).toContain(plan.name);
    }
    for (const tier of auctionCommissionTiers) expect(html).toContain(tier.label);
    const text = textOf(html);
    expect(text).toContain("£25,000");
    expect(text).toContain("£2,500");
    expect(text).toContain("£500");
    expect(text).toContain("£8.95per weekinc. VAT");
    expect(text).toContain("£49.95 admin fee per auction (inc. VAT)");
    for (const path of ["/buyers", "/private-sellers", "/trade-sellers", "/auth", "/sell-generator", "/create-auction"]) {
      expect(html, path).toContain(`href="${path}"`);
    }
  });

  test("a trade package's button leads to sign-up with the plan", async () => {
    const visitor = await new Visitor(worker).open("/pricing");
    await visitor.follow("Choose Standard", { within: 'section[aria-labelledby="trade-heading"]' });
    expect(visitor.path).toBe("/auth?plan=trade-standard");
    visitor.close();
  });

  test("the audience pages show the same plans", async () => {
    expect((await page("/buyers")).html).toContain('href="/auth?plan=priority-buyer"');
    const trade = (await page("/trade-sellers")).html;
    for (const plan of tradeSellerPlans) expect(trade).toContain(`href="${plan.link}"`);
    expect(trade).toContain('href="/auth"');
    expect(trade).toContain('href="/contact"');
    const privateSellers = (await page("/private-sellers")).html;
    expect(privateSellers).toContain('href="/sell-generator"');
    expect(privateSellers).toContain('href="/auctions"');
  });
});

describe("directory filters from the URL", () => {
  const nameIds = (html: string) => [...html.matchAll(/<h3 id="([a-z0-9-]+)-name"/g)].map((match) => match[1]);
  const serviceIds = new Set(directoryServices.map((item) => item.id));
  const accessoryIds = new Set(directoryAccessories.map((item) => item.id));

  const cases: Array<[string, string[], string[]]> = [
    ["", [...serviceIds], [...accessoryIds]],
    ["?area=scotland", ["highland-power-hire"], ["fuelsafe-direct", "genparts-uk"]],
    ["?area=leeds", ["yorkshire-alternator-engine-repairs"], []],
    ["?category=fuel", [], ["fuelsafe-direct"]],
    ["?q=load+bank", ["midlands-load-bank-testing"], []],
    ["?q=standby&area=manchester&category=installation", ["northern-power-installations"], []],
    ["?q=generator&area=london&category=repair", [], []],
    ["?area=nowhere&category=nothing", [...serviceIds], [...accessoryIds]],
  ];

  test("each combination lists exactly the items the spec's rules select", async () => {
    for (const [query, services, accessories] of cases) {
      const { response, html } = await page(`/directory${query}`);
      expect(response.status, query).toBe(200);
      const ids = nameIds(html);
      expect(ids.filter((id) => serviceIds.has(id!)), query).toEqual(services);
      expect(ids.filter((id) => accessoryIds.has(id!)), query).toEqual(accessories);
      expect(html.includes(`Specialist Services (${services.length})`), query).toBe(true);
      expect(html.includes(`Essential Accessories (${accessories.length})`), query).toBe(true);
      expect(html.includes(noServicesText), query).toBe(services.length === 0);
      expect(html.includes(noAccessoriesText), query).toBe(accessories.length === 0);
    }
  });

  test("the form shows the filters it was given", async () => {
    const { html } = await page("/directory?q=standby&area=manchester&category=installation");
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="standby"/);
    expect(html).toMatch(/<option value="manchester" selected="">/);
    expect(html).toMatch(/<option value="installation" selected="">/);
  });
});

describe("glossary filters from the URL", () => {
  const termsIn = (html: string) => [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>/g)].map((match) => match[1]);
  const headingOf = (html: string) => textOf(html.match(/<h2 id="glossary-heading"[^>]*>([^]*?)<\/h2>/)?.[1] ?? "");

  test("all terms, a letter, a search and both", async () => {
    const all = (await page("/glossary")).html;
    expect(headingOf(all)).toBe(`All Terms (${glossaryEntries.length})`);
    expect(termsIn(all)).toHaveLength(glossaryEntries.length);

    const w = (await page("/glossary?letter=W")).html;
    expect(headingOf(w)).toBe("Letter W (2 terms)");
    expect(termsIn(w)).toEqual(["Wet stacking", "Winding"]);

    const search = (await page("/glossary?q=Diesel+Bug")).html;
    expect(headingOf(search)).toBe("Search Results (1)");
    expect(termsIn(search)).toEqual(["Fuel polishing"]);
    // The box shows what was searched for.
    expect(search).toMatch(/<input[^>]*name="q"[^>]*value="Diesel Bug"/);

    const both = (await page("/glossary?q=load&letter=L")).html;
    expect(headingOf(both)).toBe("Search Results (3)");
    expect(termsIn(both)).toEqual(["Load bank", "Load factor", "LTP (Limited Time Power)"]);

    const none = (await page("/glossary?q=zzzz")).html;
    expect(headingOf(none)).toBe("Search Results (0)");
    expect(none).toContain(noTermsText);
  });

  test("letters without terms are not links; All Terms and the others are", async () => {
    const { html } = await page("/glossary");
    expect(html).toContain('href="/glossary#glossary-results"');
    expect(html).toContain('href="/glossary?letter=A#glossary-results"');
    expect(html).not.toContain('href="/glossary?letter=X#glossary-results"');
  });
});

describe("robots.txt and sitemap.xml", () => {
  test("robots.txt names the sitemap by its full address and keeps crawlers off per-visitor pages", async () => {
    const response = await worker.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toContain(`Sitemap: ${new URL(worker.url).origin}/sitemap.xml`);
    for (const path of crawlerDisallowedPaths) expect(body).toContain(`Disallow: ${path}\n`);
  });

  test("the sitemap lists the public pages and every active listing", async () => {
    const response = await worker.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of publicPagePaths) expect(locations).toContain(path);

    const { data, error } = await anonClient(testBackendUrl())
      .from("generator_listings")
      .select("id")
      .eq("status", "active");
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const listed = locations.filter((path) => path.startsWith("/listings/")).sort();
    expect(listed).toEqual(data!.map((listing) => `/listings/${listing.id}`).sort());
  });
});

describe("the directory's and glossary's forms and links, as a browser without JavaScript", () => {
  // What tests/e2e/content.spec.ts walks with JavaScript (decision 019).
  const names = (visitor: Visitor, section: "services" | "accessories") =>
    [...visitor.document.querySelectorAll(`section[aria-labelledby="${section}-heading"] h3`)].map((heading) => heading.textContent?.trim());

  test("choosing directory filters puts them in the URL; Clear Filters goes back", async () => {
    const visitor = await new Visitor(worker).open("/directory");
    expect(names(visitor, "services")).toHaveLength(8);
    await visitor.form("Apply Filters").select("Area", "wales").submit("Apply Filters");
    expect(visitor.path).toMatch(/[?&]area=wales/);
    expect(names(visitor, "services")).toEqual(["Cymru Generator Services"]);
    expect(names(visitor, "accessories")).toEqual(["FuelSafe Direct", "The Acoustic Canopy Company"]);

    await visitor.form("Apply Filters").fill("Search", "canopies").submit("Apply Filters");
    expect(visitor.path).toMatch(/q=canopies/);
    expect(names(visitor, "services")).toEqual([]);
    expect(names(visitor, "accessories")).toEqual(["The Acoustic Canopy Company"]);
    await visitor.follow("Clear Filters");
    expect(visitor.path).toBe("/directory");
    expect(names(visitor, "services")).toHaveLength(8);
    visitor.close();
  });

  test("the glossary's letter links, All Terms and search put their filter in the URL", async () => {
    const heading = (visitor: Visitor) => [...visitor.document.querySelectorAll("h2")].map((h2) => h2.textContent?.trim()).find((text) => /Search Results|Letter|All Terms/.test(text ?? ""));
    const terms = (visitor: Visitor) => [...visitor.document.querySelectorAll("#glossary-results dt")].map((term) => term.textContent?.trim());
    const visitor = await new Visitor(worker).open("/glossary");
    expect(heading(visitor)).toBe(`All Terms (${glossaryEntries.length})`);
    await visitor.follow("Letter K");
    expect(visitor.path).toBe("/glossary?letter=K");
    expect(heading(visitor)).toBe("Letter K (3 terms)");

    await visitor.form("Search").fill("Search terms and definitions", "zzzz").submit("Search");
    expect(visitor.path).toBe("/glossary?q=zzzz");
    expect(heading(visitor)).toBe("Search Results (0)");
    expectText(visitor, noTermsText);
    await visitor.form("Search").fill("Search terms and definitions", "400 V").submit("Search");
    expect(terms(visitor)).toContain("Mains supply (UK)");
    await visitor.follow("All Terms");
    expect(heading(visitor)).toBe(`All Terms (${glossaryEntries.length})`);
    visitor.close();
  });
});
