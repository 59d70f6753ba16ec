import { Form, useNavigate } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { sortOrders } from "~/content/listing-options";
import { useHydrated } from "~/utils/misc";
import { listingFiltersToSearchParams, listingsHref, parseListingFilters, type ListingFilters } from "../schema";
import * as styles from "../styles.css";

/**
 * The sort dropdown above the results: its own small GET form carrying the other filters,
 * with a Sort button when JavaScript is off; with it, choosing an order applies at once.
 */
export function SortForm({ filters }: { filters: ListingFilters }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const kept = listingFiltersToSearchParams({ ...filters, page: 1 });
  kept.delete("sort");
  return (
    <Form method="get" action="/listings" className={styles.sortForm}>
      {[...kept].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort-by" className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id="sort-by"
        name="sort"
        key={filters.sort}
        defaultValue={filters.sort}
        className={styles.sortSelect}
        onChange={
          hydrated
            ? (event) => {
                const sort = parseListingFilters(new URLSearchParams({ sort: event.currentTarget.value })).sort;
                navigate(listingsHref({ ...filters, sort, page: 1 }), { preventScrollReset: true });
              }
            : undefined
        }
      >
        {sortOrders.map((order) => (
          <option key={order.key} value={order.key}>
            {order.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={button.secondary}>
          Sort
        </button>
      )}
    </Form>
  );
}
