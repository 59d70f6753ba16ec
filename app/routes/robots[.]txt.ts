import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { crawlerDisallowedPaths } from "~/content/public-pages";

/** /robots.txt: everything may be crawled but the per-visitor pages; the sitemap's address in full. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
