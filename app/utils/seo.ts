import type { MetaDescriptor } from "@remix-run/cloudflare";

export const siteName = "GenMarket";
export const defaultDescription =
  "Buy and sell used and new-in-stock generators across the UK: diesel, petrol, gas, hybrid and battery storage, with timed auctions and hire quotes.";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** Cuts text to `max` characters: the first max-3 characters and an ellipsis of three dots. */
export function truncate(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

/** Title and description tags for a route's `meta`, cut to the lengths search engines show. */
export function pageMeta({ title, description }: { title?: string; description?: string }): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${siteName}` : `${siteName} | UK Used & Stock Generator Marketplace`;
  const metaTitle = truncate(fullTitle, TITLE_MAX);
  const metaDescription = truncate(description ?? defaultDescription, DESCRIPTION_MAX);
  return [
    { title: metaTitle },
    { name: "description", content: metaDescription },
    { property: "og:title", content: metaTitle },
    { property: "og:description", content: metaDescription },
    { property: "og:site_name", content: siteName },
  ];
}
