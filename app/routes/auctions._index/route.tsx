import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuctionCard } from "~/components/auction-card";
import { Pagination } from "~/components/browse/pagination";
import { BrowseResults } from "~/components/browse/results";
import { SortForm } from "~/components/browse/sort-form";
import * as browse from "~/components/browse/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { listingGridBesideFilters } from "~/components/listing-card.css";
import { PageHero } from "~/components/page-hero";
import { SaveSearchForm } from "~/components/saved-searches/save-search-form";
import { saveBrowseSearch } from "~/components/saved-searches/saved-searches.server";
import { CtaBand } from "~/components/sections";
import { auctionSortOrders } from "~/content/auctions";
import { searchAuctions } from "~/models/auction-catalogue.server";
import { getUser } from "~/utils/auth.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders, LIVE_AUCTIONS_PAGE_CACHE } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { formatNumber } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { useServerClock } from "~/utils/server-clock";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { FilterPanel } from "./parts/filter-panel";
import {
  auctionFiltersToSearchParams,
  auctionSearchToSave,
  auctionsHref,
  parseAuctionFilters,
  searchAuctionsArguments,
  type AuctionFilters,
} from "./schema";

export async function loader({ request, context }: LoaderFunctionArgs) {
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
export const action = (args: ActionFunctionArgs) => saveBrowseSearch(args, auctionSearchToSave);

export const headers = anonymousCacheRouteHeaders;

export default function AuctionsPage() {
  const { filters, results, signedIn, error } = useLoaderData<typeof loader>();
  const live = results?.live ?? null;
  return (
    <>
      <PageHero
        eyebrow={live === null ? undefined : `${formatNumber(live)} active ${live === 1 ? "auction" : "auctions"}`}
        title="Generator Auctions"
        lead="Bid on used and new-in-stock generators from UK sellers. Set a secret maximum and we bid for you, one step at a time; a bid in the last 2 minutes extends the auction."
        links={[
          { label: "Create Auction", to: "/create-auction" },
          { label: "Fees and commission", to: "/pricing" },
        ]}
      />
      <div className={browse.layout}>
        <FilterPanel filters={filters} resultCount={results?.total ?? null} />
        <BrowseResults
          summary={results ? `${formatNumber(results.total)} ${results.total === 1 ? "auction" : "auctions"} found` : ""}
          sort={<AuctionsSortForm filters={filters} />}
          save={<SaveSearchForm />}
          error={error}
          empty={
            results?.auctions.length ? null : { title: "No active auctions match your filters", resetHref: "/auctions", resetLabel: "Reset" }
          }
        >
          {results ? <Results results={results} filters={filters} signedIn={signedIn} /> : null}
        </BrowseResults>
      </div>
      <CtaBand
        headingId="fixed-price-heading"
        title="Prefer a fixed price?"
        text="Browse generators for sale at a set price, or list yours in five steps."
        links={[
          { label: "Browse Generators", to: "/listings" },
          { label: "Sell Your Generator", to: "/sell-generator" },
        ]}
      />
    </>
  );
}

type Results = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["results"]>;

/** The cards, counting down together from the database's clock, and the page links. */
function Results({ results, filters, signedIn }: { results: Results; filters: AuctionFilters; signedIn: boolean }) {
  const now = useServerClock(results.now);
  return (
    <>
      <ul className={listingGridBesideFilters}>
        {results.auctions.map((auction, index) => (
          <li key={auction.id}>
            <AuctionCard auction={auction} now={now} signedIn={signedIn} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination page={results.page} pageCount={results.page_count} hrefFor={(page) => auctionsHref({ ...filters, page })} />
    </>
  );
}

/** The sort order, keeping the other filters; a new order starts at the first page. */
function AuctionsSortForm({ filters }: { filters: AuctionFilters }) {
  const kept = auctionFiltersToSearchParams({ ...filters, page: 1 });
  kept.delete("sort");
  return (
    <SortForm
      action="/auctions"
      options={auctionSortOrders}
      value={filters.sort}
      kept={kept}
      hrefFor={(sort) => auctionsHref({ ...filters, sort: parseAuctionFilters(new URLSearchParams({ sort })).sort, page: 1 })}
    />
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta({
    title: "Generator Auctions",
    description:
      "Bid on used and new-in-stock generators in timed auctions from UK sellers: proxy bidding, a 2-minute soft close and reserve status, in pounds.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
