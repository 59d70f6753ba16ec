import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import { alertFrequencies } from "~/content/saved-searches";
import { formatDate } from "~/utils/format";
import { useHydrated } from "~/utils/misc";
import { SAVED_SEARCH_INTENTS } from "./intents";
import type { ListedSavedSearch, SavedSearchActionData } from "./saved-searches.server";
import * as styles from "./styles.css";

/**
 * Saved Searches (docs/spec/02-auctions-and-seller-tools.md §2, the saved tab): each of the member's saved searches with its
 * query, location, price and the date it was saved, opening as its browse page; for a
 * listings search an Alerts checkbox with how often (alerts match newly approved listings),
 * and Delete. Its forms post to the page it is mounted on, with an
 * `intent` that page's action hands to handleSavedSearchIntent (saved-searches.server.ts),
 * and come back here (#saved-searches). Without JavaScript the Alerts form has an Update
 * button; with it, ticking the box or choosing a frequency sends the form at once.
 */
export function SavedSearchList({
  searches,
  max,
  headingLevel = 3,
}: {
  searches: ListedSavedSearch[];
  /** How many a member may keep (SAVED_SEARCHES_MAX). */
  max: number;
  /** The section heading's level where it is mounted. */
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const actionData = useActionData<SavedSearchActionData>();
  const error = actionData && "savedSearchError" in actionData ? actionData.savedSearchError : null;
  const unplaced = error && !searches.some((search) => search.id === error.id) ? error.message : null;
  return (
    <section id="saved-searches" className={styles.section} aria-labelledby="saved-searches-heading">
      <Heading id="saved-searches-heading" className={styles.heading}>
        Saved Searches ({searches.length})
      </Heading>
      {unplaced ? (
        <p role="alert" className={styles.error}>
          {unplaced}
        </p>
      ) : null}
      {searches.length ? (
        <>
          <p className={styles.muted}>
            You can keep up to {max} searches. With Alerts ticked, we email you when a new listing matches.
          </p>
          <ul className={styles.list}>
            {searches.map((search) => (
              <SavedSearchItem key={search.id} search={search} error={error?.id === search.id ? error.message : null} />
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>
            No saved searches yet. Set the filters you want on the browse page and press Save this search: we can email you
            when a new listing matches.
          </p>
          <div>
            <Link to="/listings" className={button.secondary}>
              Browse Generators
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

function SavedSearchItem({ search, error }: { search: ListedSavedSearch; error: string | null }) {
  const { summary } = search;
  const location = useLocation();
  const action = `${location.pathname}${location.search}`;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("savedSearchId") === search.id;
  const alertsId = `saved-search-${search.id}-alerts`;
  const submitOnChange = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    submit(event.currentTarget.form, { preventScrollReset: true });
  return (
    <li className={styles.item} aria-labelledby={`saved-search-${search.id}`}>
      <div>
        <Link id={`saved-search-${search.id}`} to={search.href} className={styles.name}>
          {search.name}
        </Link>
        <dl className={styles.details}>
          <dt className={styles.term}>Search</dt>
          <dd className={styles.value}>{search.page === "auctions" ? "Auctions" : "Listings"}</dd>
          <dt className={styles.term}>Query</dt>
          <dd className={styles.value}>{summary.query || "Any"}</dd>
          <dt className={styles.term}>Location</dt>
          <dd className={styles.value}>{summary.location || "Anywhere"}</dd>
          <dt className={styles.term}>{search.page === "auctions" ? "Current bid" : "Price"}</dt>
          <dd className={styles.value}>{summary.price || "Any"}</dd>
          <dt className={styles.term}>Saved</dt>
          <dd className={styles.value}>{formatDate(search.created_at)}</dd>
        </dl>
      </div>
      <div className={styles.controls}>
        {search.page === "listings" ? (
          <Form method="post" action={action} className={styles.alertsForm} preventScrollReset>
            <input type="hidden" name="intent" value={SAVED_SEARCH_INTENTS.alerts} />
            <input type="hidden" name="savedSearchId" value={search.id} />
            <label className={styles.checkboxLabel}>
              <input
                id={alertsId}
                type="checkbox"
                name="alerts"
                defaultChecked={search.alerts}
                className={styles.checkbox}
                onChange={hydrated ? submitOnChange : undefined}
                aria-describedby={error ? `${alertsId}-error` : undefined}
              />
              Alerts<span className={visuallyHidden}> for {search.name}</span>
            </label>
            <label>
              <span className={visuallyHidden}>How often to email alerts for {search.name}</span>
              <select
                name="alertFrequency"
                defaultValue={search.alert_frequency}
                className={styles.select}
                onChange={hydrated ? submitOnChange : undefined}
              >
                {alertFrequencies.map((frequency) => (
                  <option key={frequency.key} value={frequency.key}>
                    {frequency.label}
                  </option>
                ))}
              </select>
            </label>
            {hydrated ? null : (
              <button type="submit" className={button.secondary}>
                Update<span className={visuallyHidden}> alerts for {search.name}</span>
              </button>
            )}
          </Form>
        ) : (
          <p className={styles.muted}>Email alerts cover listing searches.</p>
        )}
        <Form method="post" action={action} preventScrollReset>
          <input type="hidden" name="intent" value={SAVED_SEARCH_INTENTS.delete} />
          <input type="hidden" name="savedSearchId" value={search.id} />
          <button type="submit" className={button.ghost} disabled={pending}>
            Delete<span className={visuallyHidden}> saved search {search.name}</span>
          </button>
        </Form>
      </div>
      {error ? (
        <p id={`${alertsId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </li>
  );
}
