import { Link } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { PageHero } from "~/components/page-hero";
import { CardList, Section } from "~/components/sections";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import * as styles from "../styles.css";
import type { LandingView } from "../wizard-view.server";
import { PriceParts } from "./price-parts";

/** The sell-generator landing (docs/spec/01-marketplace-core.md §2): stats, links, how it works, the two options, reasons to sell, and the words around them, headings too (all from the loader: landingView). */
export function Landing({ hero, titles, optionsLead, drafts, stats, optionCards, steps, reasons, links }: LandingView) {
  return (
    <>
      <PageHero {...hero} />

      {drafts.length ? (
        <section className={sections.section} aria-labelledby="drafts-heading">
          <div className={styles.drafts}>
            <h2 id="drafts-heading" className={styles.stepHeading}>
              {titles.drafts}
            </h2>
            <ul className={styles.draftList}>
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link to={draft.href}>{draft.title}</Link> <span className={styles.muted}>(at {draft.stepTitle})</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <Section label={titles.numbers}>
        <StatList stats={stats} />
        <ul className={styles.links} aria-label={titles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={titles.steps} headingId="sell-steps-heading">
        <CardList items={steps} numbered />
      </Section>

      <Section title={titles.options} headingId="options-heading" lead={optionsLead} band>
        <CardList
          items={optionCards.map((option) => ({ ...option, title: option.name }))}
          badge={(option) => (option.recommended ? <p className={styles.badge}>Recommended</p> : null)}
        >
          {(option) => (
            <>
              <p className={styles.optionPrice}>
                <PriceParts {...option.price} />
              </p>
              <CheckList items={option.benefits} />
            </>
          )}
        </CardList>
      </Section>

      <Section title={titles.reasons} headingId="reasons-heading" prose>
        <CheckList items={reasons} />
      </Section>
    </>
  );
}
