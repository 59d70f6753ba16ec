import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { saveBrowseSearch } from "~/components/saved-searches/saved-searches.server";
import { searchAuctions } from "~/models/auction-catalogue.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, LIVE_AUCTIONS_PAGE_CACHE } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { auctionsHref } from "./query";
import { auctionSearchToSave, parseAuctionFilters, searchAuctionsArguments } from "./schema";

/**
 * The auctions browse page's loader and action. The filters are parsed here (schema.ts, with
 * zod), so that code never reaches the browser; the page gets them as data.
 */

export async function auctionsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = parseAuctionFilters(url.searchParams);
  // One address per set of filters: the panel submitted without JavaScript sends every
  // field, defaults included, and a pasted URL may hold values that were ignored.
  const canonical = auctionsHref(filters);
  if (`${url.pathname}${url.search}` !== canonical) throw redirect(canonical);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [search, user] = await Promise.all([searchAuctions(supabase, searchAuctionsArguments(filters)), getUser(request, context)]);
  if (search.error) {
    console.error("auctions: search", search.error);
    return json({ filters, results: null, signedIn: Boolean(user), error: userMessageFor(search.error) }, { status: 500, headers });
  }
  return json(
    { filters, results: search.result, signedIn: Boolean(user), error: null },
    { headers: anonymousCacheHeaders(request, headers, LIVE_AUCTIONS_PAGE_CACHE) },
  );
}

/** Save this search: the filters in this page's URL (saved-searches.server.ts). */
export const auctionsAction = (args: ActionFunctionArgs) => saveBrowseSearch(args, auctionSearchToSave);
