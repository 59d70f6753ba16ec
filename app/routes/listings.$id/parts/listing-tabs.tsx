import { useSearchParams } from "@remix-run/react";
import type { KeyboardEvent, ReactNode } from "react";
import * as tabStyles from "~/components/ui/tabs.css";
import { useHydrated } from "~/utils/misc";
import * as styles from "../styles.css";
import type { SpecRow } from "./specifications";

const tabs = [
  { value: "details", label: "Details" },
  { value: "specifications", label: "Specifications" },
  { value: "applications", label: "Applications" },
] as const;

type TabValue = (typeof tabs)[number]["value"];

/** What the tabs show, worked out by the loader (so the browser needs no tables or formatting for it). */
export type ListingTabsContent = {
  details: SpecRow[];
  specifications: SpecRow[];
  applications: string[];
  type: { name: string; applications: string[] } | null;
};

/** Arrow keys, Home and End move along the tabs (WAI-ARIA's tabs pattern, choosing as they move). */
const tabKeys: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % tabs.length,
  ArrowLeft: (index) => (index + tabs.length - 1) % tabs.length,
  Home: () => 0,
  End: () => tabs.length - 1,
};

/**
 * Details, Specifications and Applications (docs/spec/01-marketplace-core.md §2). With JavaScript they are tabs whose
 * choice lives in the URL (?tab=); without it, the three sections follow one another, each
 * with its heading, so everything is reachable. Plain elements with the WAI-ARIA roles rather
 * than a tabs library: the page's script stays within its budget (docs/performance.md).
 */
export function ListingTabs({ content }: { content: ListingTabsContent }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const sections: Record<TabValue, ReactNode> = {
    // The description is the Overview's, above the tabs: once on the page.
    details: <SpecList rows={content.details} />,
    specifications: <SpecList rows={content.specifications} />,
    applications: <Applications content={content} />,
  };

  if (!hydrated) {
    return (
      <>
        {tabs.map((tab) => (
          <section key={tab.value} className={`${styles.card} ${styles.belowFold}`} aria-labelledby={`${tab.value}-heading`}>
            <h2 id={`${tab.value}-heading`} className={styles.sectionTitle}>
              {tab.label}
            </h2>
            {sections[tab.value]}
          </section>
        ))}
      </>
    );
  }

  const requested = searchParams.get("tab");
  const current = tabs.find((tab) => tab.value === requested)?.value ?? "details";
  const choose = (value: TabValue) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === "details") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const move = tabKeys[event.key];
    if (!move) return;
    event.preventDefault();
    const next = tabs[move(index)]!;
    choose(next.value);
    document.getElementById(`listing-tab-${next.value}`)?.focus();
  }
  return (
    <div className={`${styles.card} ${styles.belowFold}`}>
      <div role="tablist" aria-label="Listing information" aria-orientation="horizontal" className={tabStyles.tabList}>
        {tabs.map((tab, index) => {
          const selected = tab.value === current;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={`listing-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`listing-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              className={tabStyles.tab}
              onClick={() => choose(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`listing-panel-${tab.value}`}
          aria-labelledby={`listing-tab-${tab.value}`}
          tabIndex={0}
          hidden={tab.value !== current}
          className={styles.tabPanel}
        >
          {tab.value === current ? sections[tab.value] : null}
        </div>
      ))}
    </div>
  );
}

function SpecList({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className={styles.specList}>
      {rows.map((row) => (
        <div key={row.label} className={styles.specRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Applications({ content: { applications, type } }: { content: ListingTabsContent }) {
  return (
    <div className={styles.applications}>
      {applications.length > 0 ? (
        <div>
          <h3 className={styles.subTitle}>Suitable applications</h3>
          <ul className={styles.applicationList}>
            {applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {type ? (
        <div>
          <h3 className={styles.subTitle}>Typical uses of {type.name.toLowerCase()}</h3>
          <ul className={styles.applicationList}>
            {type.applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
