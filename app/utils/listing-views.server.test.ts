// @vitest-environment node
// (happy-dom's Request drops Sec- headers, as a browser's would; the Worker receives them.)
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, test, vi } from "vitest";
import { recordListingView } from "./admin.server";
import { countListingView, viewedListing, visitorHash } from "./listing-views.server";

vi.mock("./admin.server", () => ({ recordListingView: vi.fn(async () => ({ data: true, error: null })) }));

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

describe("countListingView", () => {
  /** A load context whose edge cache is a Map and whose background work the test awaits. */
  function fakeContext({ bySeller = false } = {}) {
    const cached = new Map<string, Response>();
    const background: Promise<unknown>[] = [];
    const context = {
      cloudflare: {
        env: { SESSION_SECRET: "s3cret" },
        ctx: { waitUntil: (promise: Promise<unknown>) => background.push(promise) },
        caches: {
          default: {
            match: async (key: string) => cached.get(key),
            put: async (key: string, response: Response) => void cached.set(key, response),
          },
        },
      },
      listingView: { bySeller },
    } as unknown as AppLoadContext;
    return { context, cached, settled: () => Promise.all(background) };
  }

  test("records in the background, and a repeat view costs a cache lookup, not a database call", async () => {
    vi.mocked(recordListingView).mockClear();
    const { context, cached, settled } = fakeContext();
    countListingView(request(`/listings/${ID}`, { headers: { "CF-Connecting-IP": "198.18.0.1" } }), ok(), context);
    await settled();
    expect(recordListingView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(recordListingView).mock.calls[0]![1]).toBe(ID);
    expect(cached.size).toBe(1);
    countListingView(request(`/listings/${ID}`, { headers: { "CF-Connecting-IP": "198.18.0.1" } }), ok(), context);
    await settled();
    expect(recordListingView).toHaveBeenCalledTimes(1);
    // Another visitor is recorded.
    countListingView(request(`/listings/${ID}`, { headers: { "CF-Connecting-IP": "198.18.0.2" } }), ok(), context);
    await settled();
    expect(recordListingView).toHaveBeenCalledTimes(2);
  });

  test("nothing for the listing's seller, or for what is not a view", async () => {
    vi.mocked(recordListingView).mockClear();
    const seller = fakeContext({ bySeller: true });
    countListingView(request(`/listings/${ID}`), ok(), seller.context);
    const other = fakeContext();
    countListingView(request("/listings"), ok(), other.context);
    await Promise.all([seller.settled(), other.settled()]);
    expect(recordListingView).not.toHaveBeenCalled();
  });

  test("a failed recording is logged and not remembered, so the next view tries again", async () => {
    vi.mocked(recordListingView).mockClear();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.mocked(recordListingView).mockResolvedValueOnce({ data: null, error: { message: "unavailable" } } as never);
    const { context, cached, settled } = fakeContext();
    countListingView(request(`/listings/${ID}`), ok(), context);
    await settled();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(cached.size).toBe(0);
    countListingView(request(`/listings/${ID}`), ok(), context);
    await settled();
    expect(recordListingView).toHaveBeenCalledTimes(2);
    expect(cached.size).toBe(1);
  });
});
