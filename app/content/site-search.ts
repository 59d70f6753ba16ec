import { formatNumber } from "~/utils/format";

/** Entries of the site search (docs/spec/01-marketplace-core.md §2 "Site search dialog"), used by the dialog and by /search. */

export type SiteSearchEntry = {
  title: string;
  description: string;
  url: string;
  category: string;
};

export const siteSearchEntries: SiteSearchEntry[] = [
  {
    title: "Browse Generators",
    description: "Search used and new-in-stock generators by type, power, brand, price and location",
    url: "/listings",
    category: "Generators",
  },
  {
    title: "Sell Your Generator",
    description: "List your generator in five steps and reach generator buyers",
    url: "/sell-generator",
    category: "Selling",
  },
  {
    title: "Generator Auctions",
    description: "Bid on generators in timed auctions, or auction your own",
    url: "/auctions",
    category: "Auctions",
  },
  {
    title: "Bulk Upload",
    description: "Upload many listings at once from a CSV file",
    url: "/bulk-upload",
    category: "Tools",
  },
  {
    title: "Services Directory",
    description: "Accessory supplies and support services: fuel, load banks, servicing, transport",
    url: "/directory",
    category: "Services",
  },
  {
    title: "Generator Glossary",
    description: "Generator terms explained, from kVA and prime power to AVR and ATS",
    url: "/glossary",
    category: "Resources",
  },
  {
    title: "Pricing & Plans",
    description: "Subscription plans for buyers, private sellers and trade sellers",
    url: "/pricing",
    category: "Pricing",
  },
  {
    title: "About GenMarket",
    description: "Who we are and how the marketplace works",
    url: "/about",
    category: "Company",
  },
  {
    title: "Contact Us",
    description: "Phone, email and a message form; we reply within 24 hours",
    url: "/contact",
    category: "Support",
  },
];

/** Case-insensitive match of the typed text against title, description and category. */
export function searchSite(query: string, entries: SiteSearchEntry[] = siteSearchEntries) {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return entries.filter((entry) =>
    [entry.title, entry.description, entry.category].some((field) => field.toLowerCase().includes(needle)),
  );
}

export const searchEmptyText = "Start typing to search across all pages and features";
export const noResultsText = (query: string) => `No results found for "${query}"`;

/** One listing or auction the site search found (models/stock-search.server.ts). */
export type StockHit = {
  href: string;
  title: string;
  /** A listing's price, an auction's current bid (its starting price until someone bids). */
  price_gbp: number;
  /** What the price is when it is not an asking price ("Current bid"). */
  price_note: string | null;
  place: string;
  photo_url: string | null;
};

/**
 * What the keyword search says of the listings it found (search_listings', as /listings
 * shows it: docs/listings.md#keyword-search): the text as searched after a brand or model was
 * corrected; relaxed: the text found nothing and these are similar listings; "Did you mean"
 * with the address of that search.
 */
export type StockSearchNote = {
  corrected: string | null;
  relaxed: boolean;
  suggestion: { term: string; href: string } | null;
};

/** The stock matching the cleaned search text: the first few of each kind and how many in all. */
export type StockSearchResult = {
  query: string;
  listings: { total: number; hits: StockHit[]; note: StockSearchNote | null };
  auctions: { total: number; hits: StockHit[] };
};

/** No stock: for nothing to search for, or when the search could not be made. */
export function noStock(query: string): StockSearchResult {
  return { query, listings: { total: 0, hits: [], note: null }, auctions: { total: 0, hits: [] } };
}

/** How many of each kind the dialog shows as you type; /search shows a few more. */
export const DIALOG_STOCK_RESULTS = 4;
export const PAGE_STOCK_RESULTS = 6;


/** The longest text /search/stock answers; longer is refused (the box allows 64). */
export const STOCK_QUERY_MAX = 100;

/** The browse pages with the same search: where 'See all N generators' (auctions) leads. */
export function seeAllStock(result: StockSearchResult) {
  const q = new URLSearchParams({ q: result.query }).toString();
  const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;
  return {
    listings: { href: `/listings?${q}`, label: `See all ${plural(result.listings.total, "generator", "generators")}` },
    auctions: { href: `/auctions?${q}`, label: `See all ${plural(result.auctions.total, "auction", "auctions")}` },
  };
}
