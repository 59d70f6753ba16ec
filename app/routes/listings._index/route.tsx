import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FilterChips } from "~/components/browse/filter-chips";
import { FilterErrorsNotice } from "~/components/browse/filter-errors-notice";
import { Pagination } from "~/components/browse/pagination";
import { BrowseResults } from "~/components/browse/results";
import { SortForm } from "~/components/browse/sort-form";
import * as browse from "~/components/browse/styles.css";
import { ViewSwitch } from "~/components/browse/view-switch";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HydrateLater } from "~/components/hydrate-later";
import { KeywordSearchNote } from "~/components/keyword-search-note";
import { ListingCard } from "~/components/listing-card";
import { resultCardSizes } from "~/components/listing-picture";
import { listingResults } from "~/components/listing-results.css";
import { SaveSearchForm } from "~/components/saved-searches/save-search-form";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { formatCount } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { listingsAction, listingsLoader } from "./listings.server";
import { FilterPanel } from "./parts/filter-panel";
import { TypeHero } from "./parts/type-hero";
import { listingFiltersToSearchParams, listingsHref, type ListingFilters } from "./query";

export async function loader(args: LoaderFunctionArgs) {
  return listingsLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return listingsAction(args);
}

export const headers = anonymousCacheRouteHeaders;

export default function ListingsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, results, searchNote, savedIds, error } = data;
  return (
    <>
      <TypeHero activeType={data.activeType} allTypesHref={data.allTypesHref} typeLinks={data.typeLinks} />
      <div className={browse.layout}>
        <FilterPanel
          filters={filters}
          errors={data.errors}
          options={data.options}
          suggestedPlace={data.suggestedPlace}
          activeCount={data.activeCount}
          advancedOpen={data.advancedOpen}
          resultCount={results?.total ?? null}
          resultCountExact={results?.total_exact}
        />
        <BrowseResults
          summary={results ? resultSummary(results, searchNote?.relaxed ?? false) : ""}
          sort={<ListingsSortForm filters={filters} orders={data.options.sort} />}
          save={<SaveSearchForm />}
          view={<ViewSwitch value={filters.view} hrefFor={(view) => listingsHref({ ...filters, view })} />}
          notice={
            <>
              <FilterErrorsNotice errors={data.errors} />
              <KeywordSearchNote note={searchNote} query={filters.q} className={browse.searchNote} />
            </>
          }
          chips={<FilterChips chips={data.chips} clearHref={data.clearHref} />}
          error={error}
          empty={
            results?.listings.length ? null : { title: "No generators match your filters", resetHref: "/listings", resetLabel: "Reset Filters" }
          }
        >
          {results ? (
            <HydrateLater>
              <ul className={listingResults[filters.view ?? "auto"]}>
                {results.listings.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard
                      listing={listing}
                      saved={savedIds.includes(listing.id)}
                      priority={index === 0}
                      photoSizesAttribute={resultCardSizes[filters.view ?? "auto"]}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={results.page}
                pageCount={results.page_count}
                morePages={!results.total_exact}
                hrefFor={(page) => listingsHref({ ...filters, page })}
              />
            </HydrateLater>
          ) : null}
        </BrowseResults>
      </div>
    </>
  );
}

/**
 * '24 generators found', or '1,000+ generators found' when the count stopped at its cap
 * (listings_page); '3 similar generators' when the search text found nothing and these are a
 * looser search's (docs/listings.md#keyword-search).
 */
function resultSummary({ total, total_exact }: { total: number; total_exact: boolean }, relaxed: boolean) {
  const noun = total === 1 && total_exact ? "generator" : "generators";
  return relaxed ? `${formatCount(total, total_exact)} similar ${noun}` : `${formatCount(total, total_exact)} ${noun} found`;
}

/** The sort order, keeping the other filters; a new order starts at the first page. */
function ListingsSortForm({ filters, orders }: { filters: ListingFilters; orders: { key: ListingFilters["sort"]; label: string }[] }) {
  const kept = listingFiltersToSearchParams({ ...filters, page: 1 });
  kept.delete("sort");
  return (
    <SortForm
      action="/listings"
      options={orders}
      value={filters.sort}
      kept={kept}
      hrefFor={(sort) => {
        const order = orders.find((candidate) => candidate.key === sort)?.key ?? filters.sort;
        return listingsHref({ ...filters, sort: order, page: 1 });
      }}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const type = data?.activeType;
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
