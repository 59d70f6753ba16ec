import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { SEARCH_QUERY_MAX } from "~/content/search-box";
import { noStock, PAGE_STOCK_RESULTS, searchSite } from "~/content/site-search";
import { searchStock } from "~/models/stock-search.server";
import { anonymousCacheHeaders } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { cleanSearchText } from "~/utils/url-filter-rules";

// The search page's loader, apart from route.tsx so the search-text rules' module (and zod
// with it) stays off the page's script (docs/performance.md).

export async function loadSearchPage(request: Request, context: AppLoadContext) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, SEARCH_QUERY_MAX);
  // Cleaned as /listings cleans its q, so 'See all N generators' counts what it shows.
  const search = cleanSearchText(query);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const found = search ? await searchStock(supabase, search, PAGE_STOCK_RESULTS) : { result: noStock(search), error: null };
  if (found.error) failedToLoad("search: stock", found.error, headers);
  return json({ query, results: searchSite(query), stock: found.result }, { headers: anonymousCacheHeaders(request, headers) });
}
