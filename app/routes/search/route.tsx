import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import * as page from "~/components/page.css";
import { SiteSearchResults } from "~/components/site-search-results";
import { button } from "~/components/ui/button.css";
import { SEARCH_QUERY_MAX, searchPlaceholder } from "~/content/search-box";
import { anonymousCacheRouteHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { loadSearchPage } from "./search.server";
import * as styles from "./styles.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadSearchPage(request, context);
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
            maxLength={SEARCH_QUERY_MAX}
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
