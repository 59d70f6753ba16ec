import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { publicPagePaths } from "~/content/public-pages";
import { sitemapEntries } from "~/models/catalogue.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";

/** The sitemap protocol's limit on URLs in one file (https://www.sitemaps.org/protocol.html). */
const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function urlEntry(loc: string, lastmod?: string) {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`;
}

/**
 * /sitemap.xml: the public pages, then every live listing, open auction and the page of each
 * seller with either, each with the day it last changed. If those cannot be read, the public
 * pages are still listed: a short sitemap is better than none.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const { supabase } = createSupabaseServerClient(request, context);
  const room = SITEMAP_MAX_URLS - publicPagePaths.length;
  const { entries, error } = await sitemapEntries(supabase, room);
  if (error) console.error("sitemap: entries", error);
  const dated = (path: string) => (entry: { id: string; updated_at: string }) => urlEntry(`${origin}${path}${entry.id}`, entry.updated_at.slice(0, 10));
  const records = [
    ...entries.listings.map(dated("/listings/")),
    ...entries.auctions.map(dated("/auctions/")),
    ...entries.sellers.map(dated("/seller/")),
  ].slice(0, room);

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths.map((path) => urlEntry(`${origin}${path}`)),
    ...records,
    "</urlset>",
  ].join("\n");

  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": error ? "no-store" : "public, max-age=3600",
    },
  });
}
