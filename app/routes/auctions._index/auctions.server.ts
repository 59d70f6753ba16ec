import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { saveBrowseSearch } from "~/components/saved-searches/saved-searches.server";
import { auctionSortOrders } from "~/content/auctions";
import { radiusMiles } from "~/content/browse-orders";
import { conditionOptions, fuelOptions, kvaSizeOptions, typeOptions } from "~/content/filter-options.server";
import { searchAuctions } from "~/models/auction-catalogue.server";
import type { KeywordSearchNotes } from "~/models/catalogue.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, LIVE_AUCTIONS_PAGE_CACHE } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { unknownPlaceMessage } from "~/utils/place-filter";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { auctionsHref, type AuctionFilters } from "./query";
import { auctionPlace, auctionSearchToSave, parseAuctionFilters, searchAuctionsArguments } from "./schema";

/**
 * The auctions browse page's loader and action. The filters are parsed here (schema.ts, with
 * zod), so that code never reaches the browser; the page gets them as data, with the place's
 * messages and the orders it may offer.
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
  const place = auctionPlace(filters);
  const data = {
    filters,
    errors: place.errors,
    // A signed-in member's saved postcode fills the distance box, as on /listings.
    suggestedPlace: filters.near ? null : (user?.postcode ?? null),
    // "Nearest first" is offered with a place only (it needs one).
    sortOrders: place.place === null ? ordersWithoutPlace : auctionSortOrders,
    radii: radiusMiles,
    options: filterOptions,
    signedIn: Boolean(user),
  };
  if (search.error) {
    console.error("auctions: search", search.error);
    return json({ ...data, results: null, searchNote: null, error: userMessageFor(search.error) }, { status: 500, headers });
  }
  // A postcode whose outcode the site does not know (ZZ9, Northern Ireland's BT), or a town it does not: the search
  // left the distance out (search_auctions answers near: null), and the page says why.
  if (place.place !== null && search.result.near === null) data.errors.near = unknownPlaceMessage(place.place);
  // A place not understood: the results without it, and the page says why (as /listings).
  const badRequest = Object.keys(data.errors).length > 0;
  return json(
    { ...data, results: search.result, searchNote: keywordSearchNote(filters, search.result), error: null },
    badRequest ? { status: 400, headers } : { headers: anonymousCacheHeaders(request, headers, LIVE_AUCTIONS_PAGE_CACHE) },
  );
}

const ordersWithoutPlace = auctionSortOrders.filter((order) => !("needsPlace" in order));

/**
 * /listings' type, power, condition and fuel choices (listings._index/listings.server.ts), the
 * same lists with the same words; sent with the page as /listings' are, so they add nothing to its script.
 */
const filterOptions = { type: typeOptions, kva: kvaSizeOptions, condition: conditionOptions, fuel: fuelOptions };

/**
 * What the page says of the keyword search (docs/listings.md#keyword-search): the text as
 * searched after a brand or model was corrected, and for a search that found nothing "Did you
 * mean …?" as a link to that search with the other filters kept.
 */
function keywordSearchNote(filters: AuctionFilters, result: KeywordSearchNotes) {
  if (!filters.q) return null;
  const { corrected, relaxed, suggestion } = result;
  if (!corrected && !suggestion) return null;
  return {
    corrected,
    relaxed,
    suggestion: suggestion ? { term: suggestion.term, href: auctionsHref({ ...filters, q: suggestion.search, page: 1 }) } : null,
  };
}

/** Save this search: the filters in this page's URL (saved-searches.server.ts). */
export const auctionsAction = (args: ActionFunctionArgs) => saveBrowseSearch(args, auctionSearchToSave);
