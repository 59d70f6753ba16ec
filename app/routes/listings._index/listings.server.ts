import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { saveBrowseSearch } from "~/components/saved-searches/saved-searches.server";
import { radiusMiles, sortOrders } from "~/content/browse-orders";
import { conditionOptions, fuelOptions, kvaSizeOptions, typeOptions } from "~/content/filter-options.server";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { acousticTypes, locations, phaseTypes, warrantyMonths } from "~/content/listing-options";
import { getListingsPage, type KeywordSearchNotes } from "~/models/catalogue.server";
import { savedListingIds } from "~/models/saved-listing.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { unknownPlaceMessage } from "~/utils/place-filter";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { listingsHref, type ListingFilters } from "./query";
import {
  clearedListingsHref,
  countActiveFilters,
  hasAdvancedFilters,
  listingFilterChips,
  listingFilterErrors,
  listingPlace,
  listingSearchToSave,
  parseListingFilters,
  searchListingsArguments,
} from "./schema";

/**
 * The browse page's loader and action. The filters are parsed here (schema.ts, with zod) and
 * the page gets what it shows of them as data (chips, messages, option lists, the type
 * buttons), so none of that code reaches the browser.
 */

export async function listingsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = parseListingFilters(url.searchParams);
  // One address per set of filters: the panel submitted without JavaScript sends every
  // field, defaults included, and a pasted URL may hold values that were ignored.
  const canonical = listingsHref(filters);
  if (`${url.pathname}${url.search}` !== canonical) throw redirect(canonical);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  // The page in one call; a member's hearts are a second, for members only.
  const [search, user] = await Promise.all([getListingsPage(supabase, searchListingsArguments(filters)), getUser(request, context)]);
  if (search.error) {
    console.error("listings: search", search.error);
    return json(
      { ...filterData(filters, [], null), results: null, searchNote: null, savedIds: [], error: userMessageFor(search.error) },
      { status: 500, headers },
    );
  }
  // A member's hearts on this page's cards; their page is never cached (it has a cookie).
  const pageIds = search.result.listings.map((listing) => listing.id) ?? [];
  const saved = user ? await savedListingIds(supabase, pageIds) : null;
  if (saved?.error) console.error("listings: saved listings", saved.error);
  const data = filterData(filters, search.options.brands, user?.postcode ?? null);
  // A postcode whose outcode the site does not know (ZZ9, Northern Ireland's BT), or a town it does not: the search
  // left the distance out (search_listings answers near: null), and the page says why.
  const { place } = listingPlace(filters);
  if (place !== null && search.result.near === null) data.errors.near = unknownPlaceMessage(place);
  // A typed price or a place not understood: the results without it, and the page says why.
  const badRequest = Object.keys(data.errors).length > 0;
  return json(
    { ...data, results: search.result, searchNote: keywordSearchNote(filters, search.result), savedIds: saved?.savedIds ?? [], error: null },
    badRequest ? { status: 400, headers } : { headers: anonymousCacheHeaders(request, headers) },
  );
}

/**
 * What the page says of the keyword search (docs/listings.md#keyword-search): the text as
 * searched after a brand was corrected, that nothing matched exactly and these are similar
 * listings, and "Did you mean …?" as a link to that search with the other filters kept.
 */
function keywordSearchNote(filters: ListingFilters, result: KeywordSearchNotes) {
  if (!filters.q) return null;
  const { corrected, relaxed, suggestion } = result;
  if (!corrected && !relaxed && !suggestion) return null;
  return {
    query: filters.q,
    corrected,
    relaxed,
    suggestion: suggestion ? { term: suggestion.term, href: listingsHref({ ...filters, q: suggestion.search, page: 1 }) } : null,
  };
}

/** Save this search: the filters in this page's URL (saved-searches.server.ts). */
export const listingsAction = (args: ActionFunctionArgs) => saveBrowseSearch(args, listingSearchToSave);

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The filter panel's fixed choices, the same for every page: worked out once. */
const fixedFilterOptions = {
  kva: kvaSizeOptions,
  condition: conditionOptions,
  type: typeOptions,
  location: locations.map((location) => ({ value: location.key, label: location.label })),
  phase: asOptions(phaseTypes),
  fuel: fuelOptions,
  warranty: warrantyMonths.map((months) => ({ value: String(months), label: `${months} months or more` })),
  sockets: [
    { value: "yes", label: "With sockets" },
    { value: "no", label: "Without sockets" },
  ],
  acoustic: asOptions(acousticTypes),
  radius: radiusMiles,
};

/** The orders offered without a place: "Nearest first" needs one. */
const ordersWithoutPlace = sortOrders.filter((order) => !("needsPlace" in order));

/** The filter panel's choices; the brands are the ones listed (from the search). */
function filterOptions(brands: string[], hasPlace: boolean) {
  return { brands, ...fixedFilterOptions, sort: hasPlace ? sortOrders : ordersWithoutPlace };
}

/**
 * What the page shows of its filters, worked out here rather than in the browser.
 * `savedPostcode`: a signed-in member's own (their session's profile), for the distance box.
 */
function filterData(filters: ListingFilters, brands: string[], savedPostcode: string | null) {
  const type = filters.type ? generatorTypes[filters.type] : null;
  return {
    filters,
    errors: listingFilterErrors(filters),
    suggestedPlace: filters.near ? null : savedPostcode,
    chips: listingFilterChips(filters),
    clearHref: clearedListingsHref(filters),
    activeCount: countActiveFilters(filters),
    advancedOpen: filters.advanced || hasAdvancedFilters(filters),
    options: filterOptions(brands, listingPlace(filters).place !== null),
    activeType: type ? { name: type.name, description: type.description } : null,
    // The type buttons keep the other filters; the active type's button clears it again.
    typeLinks: generatorTypeKeys.map((key) => ({
      key,
      name: generatorTypes[key].name,
      href: listingsHref({ ...filters, type: key === filters.type ? undefined : key, page: 1 }),
    })),
    allTypesHref: listingsHref({ ...filters, type: undefined, page: 1 }),
  };
}
