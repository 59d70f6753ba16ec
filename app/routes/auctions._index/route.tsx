import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AuctionCard } from "~/components/auction-card";
import { FilterErrorsNotice } from "~/components/browse/filter-errors-notice";
import { Pagination } from "~/components/browse/pagination";
import { BrowseResults } from "~/components/browse/results";
import { SortForm } from "~/components/browse/sort-form";
import * as browse from "~/components/browse/styles.css";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HydrateLater } from "~/components/hydrate-later";
import { KeywordSearchNote } from "~/components/keyword-search-note";
import { listingGridBesideFilters } from "~/components/listing-card.css";
import { PageHero } from "~/components/page-hero";
import { SaveSearchForm } from "~/components/saved-searches/save-search-form";
import { CtaBand } from "~/components/sections";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { formatNumber } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { useServerClock } from "~/utils/server-clock";
import { auctionsAction, auctionsLoader } from "./auctions.server";
import { FilterPanel } from "./parts/filter-panel";
import { auctionFiltersToSearchParams, auctionsHref, type AuctionFilters } from "./query";

export async function loader(args: LoaderFunctionArgs) {
  return auctionsLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return auctionsAction(args);
}

export const headers = anonymousCacheRouteHeaders;

export default function AuctionsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, results, signedIn, error } = data;
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
        <FilterPanel
          filters={filters}
          errors={data.errors}
          suggestedPlace={data.suggestedPlace}
          radii={data.radii}
          options={data.options}
          resultCount={results?.total ?? null}
        />
        <BrowseResults
          summary={results ? `${formatNumber(results.total)} ${results.total === 1 ? "auction" : "auctions"} found` : ""}
          sort={<AuctionsSortForm filters={filters} orders={data.sortOrders} />}
          save={<SaveSearchForm />}
          notice={
            <>
              <FilterErrorsNotice errors={data.errors} />
              <KeywordSearchNote note={data.searchNote} query={filters.q} className={browse.searchNote} />
            </>
          }
          error={error}
          empty={
            results?.auctions.length ? null : { title: "No active auctions match your filters", resetHref: "/auctions", resetLabel: "Reset" }
          }
        >
          {results ? (
            <HydrateLater>
              <Results results={results} filters={filters} signedIn={signedIn} />
            </HydrateLater>
          ) : null}
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
function AuctionsSortForm({ filters, orders }: { filters: AuctionFilters; orders: readonly { key: AuctionFilters["sort"]; label: string }[] }) {
  const kept = auctionFiltersToSearchParams({ ...filters, page: 1 });
  kept.delete("sort");
  return (
    <SortForm
      action="/auctions"
      options={orders}
      value={filters.sort}
      kept={kept}
      hrefFor={(sort) => {
        const order = orders.find((candidate) => candidate.key === sort)?.key ?? filters.sort;
        return auctionsHref({ ...filters, sort: order, page: 1 });
      }}
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
