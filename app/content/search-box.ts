/**
 * The site search box's words and limit, wherever it appears (the header's dialog, /search,
 * the 404 page): a module of its own so a page carrying the box does not carry the site
 * search's entries (app/content/site-search.ts) in its script.
 */
export const searchPlaceholder = "Search GenMarket...";

/** The longest query /search takes (its box's maxlength). */
export const SEARCH_QUERY_MAX = 64;
