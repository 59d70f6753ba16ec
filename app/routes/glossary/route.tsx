import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import * as formStyles from "~/components/forms.css";
import { PageHero } from "~/components/page-hero";
import { underHero } from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/components/ui/visually-hidden.css";
import {
  alphabet,
  filterGlossary,
  glossaryEntries,
  glossaryFiltersFrom,
  glossaryHeading,
  glossaryLetters,
  letterOf,
  noTermsText,
  SEARCH_MAX,
  type GlossaryEntry,
} from "~/content/glossary";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import * as styles from "./styles.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = glossaryFiltersFrom(new URL(request.url).searchParams);
  const entries = filterGlossary(filters);
  return json({ filters, entries, heading: glossaryHeading(filters, entries.length) });
}

export const headers = publicPageHeaders;

/** Entries grouped under their first letter, in order. */
function byLetter(entries: GlossaryEntry[]) {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of entries) groups.set(letterOf(entry), [...(groups.get(letterOf(entry)) ?? []), entry]);
  return [...groups];
}

export default function GlossaryPage() {
  const { filters, entries, heading } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/glossary";
  const showingAll = !filters.q && !filters.letter;

  return (
    <>
      <PageHero
        eyebrow="Resources"
        title="Generator Glossary"
        lead={`${glossaryEntries.length} generator terms in plain English, from AMF panels and AVRs to kVA, prime power and wet stacking.`}
      />
      <div className={underHero}>
        <Form method="get" role="search" aria-label="Search the glossary" className={styles.search} preventScrollReset>
          <label htmlFor="glossary-q" className={formStyles.label}>
            Search terms and definitions
          </label>
          <div className={styles.searchRow}>
            <input
              key={filters.q}
              id="glossary-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              maxLength={SEARCH_MAX}
              placeholder="For example kVA or standby"
              className={`${formStyles.control} ${styles.searchInput}`}
            />
            <button type="submit" className={button.primary} disabled={searching}>
              {searching ? "Searching..." : "Search"}
            </button>
          </div>
        </Form>

        <nav aria-label="Browse by letter">
          <ul className={styles.letterList}>
            <li>
              <Link
                to="/glossary#glossary-results"
                className={`${styles.letter} ${styles.allTerms}`}
                aria-current={showingAll ? "true" : undefined}
              >
                All Terms
              </Link>
            </li>
            {alphabet.map((letter) => (
              <li key={letter}>
                {glossaryLetters.has(letter) ? (
                  <Link
                    to={`/glossary?letter=${letter}#glossary-results`}
                    className={styles.letter}
                    aria-current={filters.letter === letter && !filters.q ? "true" : undefined}
                    aria-label={`Letter ${letter}`}
                  >
                    {letter}
                  </Link>
                ) : (
                  <span className={`${styles.letter} ${styles.emptyLetter}`}>
                    {letter}
                    <span className={visuallyHidden}>: no terms</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section id="glossary-results" aria-labelledby="glossary-heading" className={styles.results}>
          <h2 id="glossary-heading" className={styles.heading} aria-live="polite">
            {heading}
          </h2>
          {entries.length ? (
            byLetter(entries).map(([letter, group]) => (
              <section key={letter} aria-labelledby={`letter-${letter}`} className={styles.group}>
                <h3 id={`letter-${letter}`} className={styles.groupLetter}>
                  {letter}
                </h3>
                <dl className={styles.entries}>
                  {group.map((entry) => (
                    <div key={entry.term} className={styles.entry}>
                      <dt className={styles.term}>{entry.term}</dt>
                      <dd className={styles.definition}>{entry.definition}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))
          ) : (
            <p className={styles.empty}>{noTermsText}</p>
          )}
        </section>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = () =>
  pageMeta({
    title: "Generator Glossary",
    description:
      "Generator terms explained: kVA and kW, prime and standby ratings, AMF panels, ATS, AVR, load banks, UK mains (50 Hz, 230 V / 400 V) and more.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
