import { Form, useNavigate } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { useHydrated } from "~/utils/misc";
import * as styles from "./styles.css";

/**
 * The sort dropdown above a browse page's results: its own small GET form to `action`,
 * carrying the other filters (`kept`, the page's clean query without sort and page), with a
 * Sort button when JavaScript is off; with it, choosing an order applies at once
 * (`hrefFor` gives the address of the first page in that order).
 */
export function SortForm<Key extends string>({
  action,
  options,
  value,
  kept,
  hrefFor,
}: {
  action: string;
  options: readonly { key: Key; label: string }[];
  value: Key;
  kept: URLSearchParams;
  hrefFor: (sort: string) => string;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  return (
    <Form method="get" action={action} className={styles.sortForm}>
      {[...kept].map(([name, keptValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={keptValue} />
      ))}
      <label htmlFor="sort-by" className={styles.sortLabel}>
        Sort by
      </label>
      <select
        id="sort-by"
        name="sort"
        key={value}
        defaultValue={value}
        className={styles.sortSelect}
        onChange={
          hydrated
            ? (event) => navigate(hrefFor(event.currentTarget.value), { preventScrollReset: true })
            : undefined
        }
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Without JavaScript only, from the first paint: rendered until hydration instead, it took a
          row of its own on a phone (or pushed the bar onto two at 1280 px), and taking it away
          moved the results up: a layout shift. */}
      <noscript>
        <button type="submit" className={button.secondary}>
          Sort
        </button>
      </noscript>
    </Form>
  );
}
