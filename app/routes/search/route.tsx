import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import * as page from "~/components/page.css";
import { SiteSearchResults } from "~/components/site-search-results";
import { button } from "~/components/ui/button.css";
import { noStock, PAGE_STOCK_RESULTS, searchPlaceholder, searchSite } from "~/content/site-search";
import { searchStock } from "~/models/stock-search.server";
import { anonymousCacheHeaders, anonymousCacheRouteHeaders } from "~/utils/cache";
import { failedToLoad } from "~/utils/errors.server";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { cleanSearchText } from "~/utils/url-filters";
import * as styles from "./styles.css";

const QUERY_MAX = 64;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX);
  // Cleaned as /listings cleans its q, so 'See all N generators' counts what it shows.
  const search = cleanSearchText(query);
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const found = search ? await searchStock(supabase, search, PAGE_STOCK_RESULTS) : { result: noStock(search), error: null };
  if (found.error) failedToLoad("search: stock", found.error, headers);
  return json({ query, results: searchSite(query), stock: found.result }, { headers: anonymousCacheHeaders(request, headers) });
}

export const headers = anonymousCacheRouteHeaders;

/** The site search as a page: what the search button opens when JavaScript is off. */
export default function SearchPage() {
  const { query, results, stock } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";

  return (
    <div className={page.container}>
      <h1 className={page.pageTitle}>Search</h1>
      <Form method="get" role="search" className={styles.form}>
        <label htmlFor="site-search-q" className={styles.label}>
          Search generators, pages and features
        </label>
        <div className={styles.row}>
          <input
            id="site-search-q"
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            placeholder={searchPlaceholder}
            maxLength={QUERY_MAX}
            className={styles.input}
          />
          <button type="submit" className={button.primary} disabled={searching}>
            {searching ? "Searching..." : "Search"}
          </button>
        </div>
      </Form>
      <section className={`${page.card} ${styles.results}`} aria-live="polite" aria-label="Results">
        <SiteSearchResults query={query} results={results} stock={stock} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.query ? `Search results for "${data.query}"` : "Search",
    description: "Search GenMarket's generators for sale, live auctions, and its pages: browse, sell, bulk upload, directory, glossary and pricing.",
  });
