import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DIALOG_STOCK_RESULTS, noStock } from "~/content/site-search";
import { searchStock, stockSearchText } from "~/models/stock-search.server";
import { anonymousCacheHeaders } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { invariantResponse } from "~/utils/misc";
import { createSupabaseServerClient } from "~/utils/supabase.server";

/**
 * A visitor's answer is the same for everyone: a minute in the browser and at the edge, so
 * repeated keystrokes and popular words cost the database little; new stock shows within it.
 */
const STOCK_SEARCH_CACHE = "public, max-age=60, s-maxage=60";

/**
 * /search/stock?q=: the listings and live auctions the search dialog shows as you type
 * (StockSearchResult as JSON), the first few of each and how many match in all. Text
 * longer than a search box allows is refused (400); nothing to search for answers nothing
 * without asking the database.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = stockSearchText(new URL(request.url).searchParams.get("q"));
  invariantResponse(search !== null, "The search text is too long", { status: 400 });
  const { supabase, headers } = createSupabaseServerClient(request, context);
  if (!search) return json(noStock(search), { headers: anonymousCacheHeaders(request, headers, STOCK_SEARCH_CACHE) });
  const { result, error } = await searchStock(supabase, search, DIALOG_STOCK_RESULTS);
  if (error) failedToLoad("search: stock", error, headers);
  return json(result, { headers: anonymousCacheHeaders(request, headers, STOCK_SEARCH_CACHE) });
}
