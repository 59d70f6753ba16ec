import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicPagePaths } from "~/content/public-pages";
import { activeListingsForSitemap } from "~/models/catalogue.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function urlEntry(loc: string, lastmod?: string) {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
}

/**
 * /sitemap.xml: the public pages and every active listing. If the listings cannot be read,
 * the public pages are still listed: a short sitemap is better than none.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const { supabase } = createSupabaseServerClient(request, context);
  const { listings, error } = await activeListingsForSitemap(supabase);
  if (error) console.error("sitemap: active listings", error);

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths.map((path) => urlEntry(`${origin}${path}`)),
    ...listings.map((listing) => urlEntry(`${origin}/listings/${listing.id}`, listing.updated_at.slice(0, 10))),
    "</urlset>",
  ].join("\n");

  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": error ? "no-store" : "public, max-age=3600",
    },
  });
}
