import { useSearchParams } from "@remix-run/react";
import * as Tabs from "radix-ui/tabs";
import type { ReactNode } from "react";
import * as tabStyles from "~/components/ui/tabs.css";
import { generatorTypes } from "~/content/generator-types";
import type { ListingDetail } from "~/models/catalogue.server";
import { useHydrated } from "~/utils/misc";
import * as styles from "../styles.css";
import { detailRows, specificationRows, type SpecRow } from "./specifications";

const tabs = [
  { value: "details", label: "Details" },
  { value: "specifications", label: "Specifications" },
  { value: "applications", label: "Applications" },
] as const;

type TabValue = (typeof tabs)[number]["value"];

/**
 * Details, Specifications and Applications (spec 01 §2). With JavaScript they are Radix
 * tabs whose choice lives in the URL (?tab=); without it, the three sections follow one
 * another, each with its heading, so everything is reachable.
 */
export function ListingTabs({ listing }: { listing: ListingDetail }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const sections: Record<TabValue, ReactNode> = {
    details: (
      <>
        <SpecList rows={detailRows(listing)} />
        {listing.description ? <p className={styles.description}>{listing.description}</p> : null}
      </>
    ),
    specifications: <SpecList rows={specificationRows(listing)} />,
    applications: <Applications listing={listing} />,
  };

  if (!hydrated) {
    return (
      <>
        {tabs.map((tab) => (
          <section key={tab.value} className={styles.card} aria-labelledby={`${tab.value}-heading`}>
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
  return (
    <Tabs.Root
      className={styles.card}
      value={current}
      onValueChange={(value) =>
        setSearchParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            if (value === "details") next.delete("tab");
            else next.set("tab", value);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    >
      <Tabs.List className={tabStyles.tabList} aria-label="Listing information">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabStyles.tab}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className={styles.tabPanel}>
          {sections[tab.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
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

function Applications({ listing }: { listing: ListingDetail }) {
  const type = listing.type ? generatorTypes[listing.type] : null;
  return (
    <div className={styles.applications}>
      {listing.applications.length > 0 ? (
        <div>
          <h3 className={styles.subTitle}>Suitable applications</h3>
          <ul className={styles.applicationList}>
            {listing.applications.map((application) => (
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
