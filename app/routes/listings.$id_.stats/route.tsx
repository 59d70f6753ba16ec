import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary, ListingNotFoundPage } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { listingStatusLabels, type ListingStatus } from "~/content/listing-statuses";
import type { ListingStats } from "~/models/listing-stats.server";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/utils/cache";
import { formatNumber } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import { DailyChart, DailyTable, metricWords, type Metric } from "./parts/daily-chart";
import { periodHref, STATS_PERIODS } from "./parts/periods";
import { loadListingStats } from "./stats.server";
import * as styles from "./styles.css";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadListingStats(request, params.id, context);
}

/** The seller's own figures: never kept by any cache, error pages included. */
export const headers: HeadersFunction = () => ({ "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL });

const metrics: Metric[] = ["views", "enquiries", "saves"];

export default function ListingStatsPage() {
  const { stats, days } = useLoaderData<typeof loader>();
  const { listing } = stats;
  const status = listing.status as ListingStatus;
  return (
    <div className={page.container}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Listing statistics</p>
        <h1 className={page.pageTitle}>{listing.title}</h1>
        <p className={styles.meta}>
          <span>{listingStatusLabels[status] ?? listing.status}</span>
          {status === "active" ? <Link to={`/listings/${listing.id}`}>View the listing</Link> : null}
          <Link to="/dashboard?view=listings">Back to My Listings</Link>
        </p>
      </header>

      <nav aria-label="Period shown" className={styles.periods}>
        <ul className={styles.periodList}>
          {STATS_PERIODS.map((period) => (
            <li key={period}>
              <Link
                to={periodHref(listing.id, period)}
                className={styles.period}
                aria-current={period === days ? "page" : undefined}
                preventScrollReset
              >
                {period} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.card} aria-labelledby="totals-heading">
        <h2 id="totals-heading" className={styles.cardTitle}>
          The last {days} days
        </h2>
        <dl className={styles.totals}>
          {metrics.map((metric) => (
            <div key={metric} className={styles.total}>
              <dt>{metric === "saves" ? "New saves" : metricWords[metric].column}</dt>
              <dd>{formatNumber(stats.totals[metric])}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>Members who saved it</dt>
            <dd>{formatNumber(stats.saved_by)}</dd>
          </div>
        </dl>
        <p className={styles.note}>
          A view is one visitor on one day, however often they open the page; search engines and other robots are not
          counted. An enquiry is a buyer's conversation about this listing, counted on the day it started.
        </p>
      </section>

      <section className={styles.card} aria-labelledby="daily-heading">
        <h2 id="daily-heading" className={styles.cardTitle}>
          Day by day
        </h2>
        <div className={styles.charts}>
          {metrics.map((metric) => (
            <DailyChart key={metric} series={stats.series} metric={metric} />
          ))}
        </div>
        <details className={styles.details}>
          <summary>Every day's figures (table)</summary>
          <DailyTable series={stats.series} />
        </details>
      </section>

      <section className={styles.card} aria-labelledby="compare-heading">
        <h2 id="compare-heading" className={styles.cardTitle}>
          Compared with your other listings
        </h2>
        <Comparison stats={stats} />
      </section>
    </div>
  );
}

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
};

/** This listing beside the average of the seller's other listings that have been live, over the same days; or, never live, why not. */
function Comparison({ stats }: { stats: ListingStats }) {
  const { comparison, totals } = stats;
  // A draft, pending or rejected listing was never live: ranking it last among the live ones says nothing.
  if (!stats.listing.ever_live) {
    return <p>This listing has not been live yet, so buyers have not seen it and there is nothing to compare. Its figures start once it is published.</p>;
  }
  if (comparison.other_listings === 0) {
    return <p>This is your only listing that has been live, so there is nothing to compare it with yet.</p>;
  }
  const averages: Record<Metric, number | null> = {
    views: comparison.average_views,
    enquiries: comparison.average_enquiries,
    saves: comparison.average_saves,
  };
  const others = comparison.other_listings === 1 ? "your other listing" : `your ${comparison.other_listings} other listings`;
  return (
    <>
      <p>
        By views over the last {stats.days} days, this listing is {ordinal(comparison.views_rank)} of{" "}
        {comparison.ranked_listings} listings you have had live.
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.tableCaption}>This listing against the average of {others}</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">This listing</th>
              <th scope="col">Others' average</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((metric) => (
              <tr key={metric}>
                <th scope="row">
                  {metric === "saves" ? "Members who saved it" : `${metricWords[metric].column} (last ${stats.days} days)`}
                </th>
                <td>{formatNumber(metric === "saves" ? stats.saved_by : totals[metric])}</td>
                <td>{formatNumber(averages[metric] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Link to="/dashboard?view=listings" className={button.secondary}>
          Back to My Listings
        </Link>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    title: data ? `Statistics: ${data.stats.listing.title}` : "Listing statistics",
    description: "Views, enquiries and saves of your listing.",
  }),
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ListingNotFoundPage to="/dashboard?view=listings" label="Back to My Listings" />,
      }}
    />
  );
}
