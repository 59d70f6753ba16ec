/** Entries of the site search (spec 01 §2 "Site search dialog"), used by the dialog and by /search. */

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

export const searchPlaceholder = "Search GenMarket...";
export const searchEmptyText = "Start typing to search across all pages and features";
export const noResultsText = (query: string) => `No results found for "${query}"`;
