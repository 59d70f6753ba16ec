import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FilterChips } from "~/components/browse/filter-chips";
import { Pagination } from "~/components/browse/pagination";
import { BrowseResults } from "~/components/browse/results";
import { SortForm } from "~/components/browse/sort-form";
import * as browse from "~/components/browse/styles.css";
import { ViewSwitch } from "~/components/browse/view-switch";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListingCard } from "~/components/listing-card";
import { listingResults } from "~/components/listing-results.css";
import { SaveSearchForm } from "~/components/saved-searches/save-search-form";
import { saveBrowseSearch } from "~/components/saved-searches/saved-searches.server";
import { generatorTypes } from "~/content/generator-types";
import { sortOrders } from "~/content/listing-options";
import { getListingsPage } from "~/models/catalogue.server";
import { savedListingIds } from "~/models/saved-listing.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { formatNumber } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { FilterPanel } from "./parts/filter-panel";
import { TypeHero } from "./parts/type-hero";
import {
  clearedListingsHref,
  listingFilterChips,
  listingFilterErrors,
  listingFiltersToSearchParams,
  listingSearchToSave,
  listingsHref,
  parseListingFilters,
  searchListingsArguments,
  type ListingFilters,
} from "./schema";

export async function loader({ request, context }: LoaderFunctionArgs) {
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
      { filters, results: null, options: null, savedIds: [], error: userMessageFor(search.error) },
      { status: 500, headers },
    );
  }
  // A member's hearts on this page's cards; their page is never cached (it has a cookie).
  const pageIds = search.result.listings.map((listing) => listing.id) ?? [];
  const saved = user ? await savedListingIds(supabase, pageIds) : null;
  if (saved?.error) console.error("listings: saved listings", saved.error);
  // A typed price that is not an amount: the results without it, and the page says why.
  const badRequest = Object.keys(listingFilterErrors(filters)).length > 0;
  return json(
    { filters, results: search.result, options: search.options, savedIds: saved?.savedIds ?? [], error: null },
    badRequest ? { status: 400, headers } : { headers: anonymousCacheHeaders(request, headers) },
  );
}

/** Save this search: the filters in this page's URL (saved-searches.server.ts). */
export const action = (args: ActionFunctionArgs) => saveBrowseSearch(args, listingSearchToSave);

export const headers = anonymousCacheRouteHeaders;

export default function ListingsPage() {
  const { filters, results, options, savedIds, error } = useLoaderData<typeof loader>();
  return (
    <>
      <TypeHero filters={filters} />
      <div className={browse.layout}>
        <FilterPanel filters={filters} brands={options?.brands ?? []} resultCount={results?.total ?? null} />
        <BrowseResults
          summary={results ? `${formatNumber(results.total)} ${results.total === 1 ? "generator" : "generators"} found` : ""}
          sort={<ListingsSortForm filters={filters} />}
          save={<SaveSearchForm />}
          view={<ViewSwitch value={filters.view} hrefFor={(view) => listingsHref({ ...filters, view })} />}
          notice={<FilterErrorsNotice filters={filters} />}
          chips={<FilterChips chips={listingFilterChips(filters)} clearHref={clearedListingsHref(filters)} />}
          error={error}
          empty={
            results?.listings.length ? null : { title: "No generators match your filters", resetHref: "/listings", resetLabel: "Reset Filters" }
          }
        >
          {results ? (
            <>
              <ul className={listingResults[filters.view ?? "auto"]}>
                {results.listings.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} saved={savedIds.includes(listing.id)} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={results.page}
                pageCount={results.page_count}
                hrefFor={(page) => listingsHref({ ...filters, page })}
              />
            </>
          ) : null}
        </BrowseResults>
      </div>
    </>
  );
}

/**
 * The filters' messages above the results too: on a phone the panel is folded away after a
 * search without JavaScript, so its fields' messages would go unseen; the link unfolds it
 * (with JavaScript the Filters button does).
 */
function FilterErrorsNotice({ filters }: { filters: ListingFilters }) {
  const hydrated = useHydrated();
  const messages = Object.values(listingFilterErrors(filters));
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={browse.notice}>
      <p>
        {messages.join(". ")}.{hydrated ? null : <> <a href="#filters">Change the price</a></>}
      </p>
    </div>
  );
}

/** The sort order, keeping the other filters; a new order starts at the first page. */
function ListingsSortForm({ filters }: { filters: ListingFilters }) {
  const kept = listingFiltersToSearchParams({ ...filters, page: 1 });
  kept.delete("sort");
  return (
    <SortForm
      action="/listings"
      options={sortOrders}
      value={filters.sort}
      kept={kept}
      hrefFor={(sort) => {
        const order = parseListingFilters(new URLSearchParams({ sort })).sort;
        return listingsHref({ ...filters, sort: order, page: 1 });
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const type = data?.filters.type ? generatorTypes[data.filters.type] : null;
  return pageMeta({
    title: type ? `${type.name} for Sale` : "Browse Generators for Sale",
    description: type
      ? `${type.description} Browse used and new-in-stock ${type.name.toLowerCase()} from UK sellers.`
      : "Browse used and new-in-stock generators from UK private and trade sellers: filter by type, power, kVA, brand, price, condition and location.",
  });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
