/**
 * Every internal link on the site, as the server's HTML has it (the same with or without
 * JavaScript), leads to a page that exists: a crawl from the public pages through the
 * built Worker, following links and the site's own redirects.
 */
import { describe, expect, test } from "vitest";
import { publicPagePaths } from "../../app/content/public-pages";
import { freshPage, worker } from "../support/worker/shared-worker";

/**
 * A link without what only changes the view of the same page (the gallery's photo and full
 * screen) or where sign-in returns to: each listing's photos and every page's sign-in links
 * would otherwise be crawled once per listing.
 */
function withoutViewState(link: string) {
  if (!link.includes("?")) return link;
  const url = new URL(link, "http://site");
  for (const name of ["photo", "fullscreen", "redirectTo"]) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** Pages only signed-in members may open: their links lead to the sign-in gate, on purpose. */
const gated = new Set(["/bulk-upload", "/create-auction", "/sellers-portal", "/dashboard"]);

describe("links", () => {
  // About 300 pages, every listing among them: 10 s on a quiet machine, more on a busy one.
  test("every internal link on the site leads to a page that exists", { timeout: 90_000 }, async () => {
    const queue = [...publicPagePaths, "/confirmation"];
    const seen = new Set(queue);
    const broken: string[] = [];

    async function visit(path: string) {
      // Rendered now, not from the edge cache: a cached page may still link to a listing
      // that another test file has since deleted (a visitor sees that for up to 5 minutes).
      const response = await freshPage(path);
      const { status } = response;
      const location = response.headers.get("location");
      if (gated.has(new URL(path, worker.url).pathname)) {
        if (status !== 302 || !location?.startsWith("/auth?redirectTo=")) broken.push(`${path}: ${status}`);
        return;
      }
      // A deliberate redirect inside the site (/listing/{id} → /listings/{id}) counts when its target exists.
      if ([301, 302, 308].includes(status) && location?.startsWith("/") && !location.startsWith("//")) {
        if (!seen.has(location)) {
          seen.add(location);
          queue.push(location);
        }
        return;
      }
      if (status !== 200) {
        broken.push(`${path}: ${status}`);
        return;
      }
      if (!response.headers.get("content-type")?.includes("text/html")) return;
      const html = await response.text();
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const link = withoutViewState(href!.replace(/&amp;/g, "&").split("#")[0]!);
        if (!link.startsWith("/") || link.startsWith("//") || seen.has(link)) continue;
        seen.add(link);
        queue.push(link);
      }
    }

    while (queue.length) await visit(queue.shift()!);
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThan(40);
  });
});
