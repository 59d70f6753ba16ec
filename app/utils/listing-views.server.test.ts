// @vitest-environment node
// (happy-dom's Request drops Sec- headers, as a browser's would; the Worker receives them.)
import { describe, expect, test } from "vitest";
import { viewedListing, visitorHash } from "./listing-views.server";

const ID = "10000000-0000-4000-8000-000000000001";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const request = (path: string, init: RequestInit = {}) =>
  new Request(`https://genmarket.test${path}`, { ...init, headers: { "User-Agent": CHROME, ...(init.headers as Record<string, string>) } });
const ok = () => new Response("page", { status: 200 });

describe("viewedListing", () => {
  test("a listing page's 200 to a GET is a view, as a document or as the page's data", () => {
    expect(viewedListing(request(`/listings/${ID}`), ok())).toBe(ID);
    expect(viewedListing(request(`/listings/${ID.toUpperCase()}/?phone=1`), ok())).toBe(ID);
    expect(viewedListing(request(`/listings/${ID}?_data=${encodeURIComponent("routes/listings.$id")}`), ok())).toBe(ID);
  });

  test("anything else is not", () => {
    const cases: [string, Request, Response][] = [
      ["another page", request("/listings"), ok()],
      ["the statistics page", request(`/listings/${ID}/stats`), ok()],
      ["not an id", request("/listings/abc"), ok()],
      ["the root's data", request(`/listings/${ID}?_data=root`), ok()],
      ["a 404", request(`/listings/${ID}`), new Response("", { status: 404 })],
      ["a redirect", request(`/listings/${ID}`), new Response(null, { status: 302 })],
      ["a POST", request(`/listings/${ID}`, { method: "POST" }), ok()],
      ["a HEAD", request(`/listings/${ID}`, { method: "HEAD" }), ok()],
      ["a prefetch", request(`/listings/${ID}`, { headers: { "Sec-Purpose": "prefetch" } }), ok()],
      ["an older prefetch", request(`/listings/${ID}`, { headers: { Purpose: "prefetch" } }), ok()],
      ["a crawler", request(`/listings/${ID}`, { headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0)" } }), ok()],
      ["a script", request(`/listings/${ID}`, { headers: { "User-Agent": "curl/8.5.0" } }), ok()],
      ["no user agent", request(`/listings/${ID}`, { headers: { "User-Agent": "" } }), ok()],
    ];
    for (const [what, req, res] of cases) expect(viewedListing(req, res), what).toBeNull();
  });
});

describe("visitorHash", () => {
  const hash = (day: string, listing = ID, address = "198.18.0.1", agent = CHROME, secret = "s3cret") =>
    visitorHash(secret, day, listing, address, agent);

  test("the same visitor, listing and day: the same 64 hex characters, not the address", async () => {
    const first = await hash("2026-11-27");
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hash("2026-11-27")).toBe(first);
    expect(first).not.toContain("198");
  });

  test("another day, listing, address, browser or secret: another hash", async () => {
    const first = await hash("2026-11-27");
    const others = await Promise.all([
      hash("2026-11-28"),
      hash("2026-11-27", "10000000-0000-4000-8000-000000000002"),
      hash("2026-11-27", ID, "198.18.0.2"),
      hash("2026-11-27", ID, "198.18.0.1", `${CHROME} Edg/131`),
      hash("2026-11-27", ID, "198.18.0.1", CHROME, "another secret"),
    ]);
    expect(new Set([first, ...others]).size).toBe(6);
  });
});
