import { describe, expect, test } from "vitest";
import { notFoundSections } from "../../app/content/not-found";
import { worker } from "../support/worker/shared-worker";
import { expectText, Visitor } from "../support/worker/visitor";

function decodeEntities(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function hrefs(html: string) {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

describe("home page", () => {
  test("serves the shell: header navigation, search, account links and footer", async () => {
    const response = await worker.fetch("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain("The UK&#x27;s Trusted Used &amp; Stock Generator Marketplace");
    const links = hrefs(html);
    for (const path of [
      "/listings", "/auctions", "/generator-categories", "/buyers",
      "/sell-generator", "/private-sellers", "/trade-sellers", "/pricing", "/seller-resources",
      "/rental", "/directory", "/glossary", "/about", "/contact",
      "/login", "/signup", "/search", "/bulk-upload",
    ]) {
      expect(links, path).toContain(path);
    }
    // Signed out: the Sell menu has no Create Auction or Sellers Portal; Login and Sign Up lead to their pages.
    expect(links).not.toContain("/create-auction");
    expect(links).not.toContain("/sellers-portal");
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>(?:<[^>]+>)*Login</);
    expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>(?:<[^>]+>)*Sign Up</);
    // The help and legal column: every item a link to its page.
    for (const path of ["/faq", "/seller-guide", "/terms", "/privacy", "/cookies"]) expect(links, path).toContain(path);
  });

  test("carries the CSS its markup uses inline, so the bundle does not block the first paint", async () => {
    const html = await (await worker.fetch("/")).text();
    const inline = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
    const bundleHref = html.match(/<link rel="stylesheet" href="([^"]+\.css)" media="print"\/>/)?.[1];
    expect(bundleHref, "the bundle is print-only until the browser script switches it on").toBeDefined();
    const bundle = await (await worker.fetch(bundleHref!)).text();
    // Rules for the page's own classes, not the whole bundle.
    const skipLinkClass = html.match(/<a href="#main" class="([^"]+)"/)?.[1];
    expect(inline).toContain(`.${skipLinkClass}{`);
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.length).toBeLessThan(bundle.length / 2);
  });

  test("an anonymous page sets no cookie", async () => {
    const response = await worker.fetch("/");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  test("titles fit in 60 characters", async () => {
    for (const path of ["/", "/search?q=" + "a".repeat(64), "/listings", "/no-such-page"]) {
      const html = await (await worker.fetch(path)).text();
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      expect(title.length, path).toBeGreaterThan(0);
      expect(title.length, path).toBeLessThanOrEqual(60);
    }
  });
});

describe("links a visitor follows", () => {
  test("the logo goes home", async () => {
    const visitor = await new Visitor(worker).open("/pricing");
    await visitor.follow("GenMarket home", { within: "header" });
    expect(visitor.path).toBe("/");
    visitor.close();
  });

  test("the home page lists every generator type, each linking to the filtered browse page", async () => {
    const visitor = await new Visitor(worker).open("/");
    const types = 'section[aria-labelledby="types-heading"]';
    expect(visitor.document.querySelectorAll(`${types} a`)).toHaveLength(8);
    expectText(visitor, /Diesel Standby Generators.*\d+ for sale/, `${types} a[href="/listings?type=dieselStandby"]`);
    await visitor.follow(/Diesel Standby Generators/, { within: types });
    expect(visitor.path).toBe("/listings?type=dieselStandby");
    visitor.close();
  });
});

describe("not found", () => {
  test("any unknown path answers 404 with the page, the site search, the main sections and a link home", async () => {
    for (const path of ["/no-such-page", "/this-page-does-not-exist", "/listings/x/y/z", "/%E0%A4%A"]) {
      const response = await worker.fetch(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
      // A plain GET form to /search, as without JavaScript.
      expect(html).toMatch(/<form [^>]*method="get" action="\/search" role="search"[^>]*>[^]*?<input id="not-found-q" type="search" name="q"/);
      const sections = html.match(/<nav aria-label="Main sections">[^]*?<\/nav>/)?.[0] ?? "";
      expect(hrefs(sections)).toEqual(notFoundSections.map((section) => section.to));
      expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go back home<\/a>/);
      expect(html).not.toContain('aria-label="Breadcrumb"');
    }
  });
});

describe("search page", () => {
  test("lists the auctions entry for 'auction'", async () => {
    const response = await worker.fetch("/search?q=auction");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Generator Auctions");
    expect(html).toMatch(/<a [^>]*href="\/auctions"[^>]*>[^]*?Generator Auctions/);
  });

  test("reads the query from the URL", async () => {
    const html = await (await worker.fetch("/search?q=pricing")).text();
    const label = html.match(/<label for="([^"]+)"[^>]*>Search generators, pages and features<\/label>/);
    expect(label).not.toBeNull();
    expect(html).toMatch(new RegExp(`<input [^>]*id="${label![1]}"[^>]*type="search"[^>]*value="pricing"`));
    expect(html).toMatch(/<a [^>]*href="\/pricing"[^>]*>[^]*?Pricing &amp; Plans/);
  });

  test("says so when nothing matches, with the typed text in quotes", async () => {
    const html = await (await worker.fetch("/search?q=zzzz")).text();
    expect(html).toContain('No results found for "zzzz"');
  });

  test("asks for input when empty", async () => {
    const html = await (await worker.fetch("/search")).text();
    expect(html).toContain("Start typing to search across all pages and features");
  });

  test("hostile input is shown as text, never as markup", async () => {
    const html = await (await worker.fetch("/search?q=" + encodeURIComponent('<script>alert(1)</script>'))).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("breadcrumbs", () => {
  test("shown with more than one crumb, the last one not a link", async () => {
    const html = await (await worker.fetch("/sell-generator")).text();
    const nav = html.match(/<nav aria-label="Breadcrumb"[^]*?<\/nav>/)?.[0] ?? "";
    expect(nav).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(nav).toContain('<span aria-current="page"');
    expect(nav).toContain("Sell Your Generator</span>");
    expect(nav).not.toContain('href="/sell-generator"');
  });

  test("the trail's Home leads home, where there is no trail", async () => {
    const visitor = await new Visitor(worker).open("/sell-generator");
    const trail = 'nav[aria-label="Breadcrumb"]';
    expect([...visitor.document.querySelectorAll(`${trail} li`)].map((item) => item.textContent?.trim())).toEqual(["Home", "Sell Your Generator"]);
    expect(visitor.document.querySelectorAll(`${trail} a`)).toHaveLength(1);
    await visitor.follow("Home", { within: trail });
    expect(visitor.path).toBe("/");
    expect(visitor.document.querySelector(trail)).toBeNull();
    visitor.close();
  });

  test("not shown on the home page", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(html).not.toContain('aria-label="Breadcrumb"');
  });
});

describe("toasts and the sign-in gate", () => {
  test("a protected page redirects to sign in, keeping its query, with a signed toast that shows once", async () => {
    const response = await worker.fetch("/dashboard?view=saved");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth?redirectTo=%2Fdashboard%3Fview%3Dsaved");
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^gm_toast=[^;]+\.[^;]+;/); // value.signature
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = setCookie.split(";")[0]!;

    const landing = await worker.fetch(response.headers.get("location")!, { headers: { Cookie: cookie } });
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain("Access Restricted");
    expect(html).toContain("Please log in to access this page.");
    // The flash is consumed: the answer clears it.
    const cleared = landing.headers.get("set-cookie")?.split(";")[0] ?? "";
    const again = await (await worker.fetch("/", { headers: { Cookie: cleared } })).text();
    expect(again).not.toContain("Access Restricted");
  });

  test("a visitor sent to sign in reads the Access Restricted toast, and the page keeps the way back", async () => {
    const visitor = await new Visitor(worker).open("/dashboard?view=saved");
    expect(visitor.path).toBe("/auth?redirectTo=%2Fdashboard%3Fview%3Dsaved");
    // Shown on the page, not only in its data.
    expectText(visitor, "Access Restricted");
    expectText(visitor, "Please log in to access this page.");
    visitor.close();
  });

  test("a forged toast cookie is ignored, not a 500", async () => {
    const forged = "gm_toast=" + encodeURIComponent(btoa(JSON.stringify({ "__flash_toast__": { message: "Forged", type: "error" } })));
    const response = await worker.fetch("/", { headers: { Cookie: forged } });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("Forged");
  });
});

describe("static files", () => {
  test("fingerprinted build files are cached for a year; other files revalidate", async () => {
    const html = await (await worker.fetch("/")).text();
    const script = html.match(/\/build\/entry\.client-[A-Z0-9]+\.js/)?.[0];
    expect(script).toBeTruthy();
    const asset = await worker.fetch(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const favicon = await worker.fetch("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control") ?? "").not.toContain("immutable");
  });
});
