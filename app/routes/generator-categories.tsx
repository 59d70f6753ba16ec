import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { generatorCategories, sizingBasics } from "~/content/generator-categories";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import * as styles from "./generator-categories.css";

export const headers = publicPageHeaders;

export default function GeneratorCategoriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Buyer's guide"
        title="Generator categories explained"
        lead="Portable, standby or prime power? What each kind of generator is built for, its usual sizes, and what to check before you buy."
      >
        <Link to="/listings" className={button.accent}>
          Browse Generators
        </Link>
        <Link to="/glossary" className={button.onDark}>
          Generator Glossary
        </Link>
      </PageHero>

      <section className={sections.section} aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={styles.hiddenHeading}>
          The three categories
        </h2>
        <ul className={styles.categoryList}>
          {generatorCategories.map((category) => (
            <li key={category.id} className={sections.card}>
              <h3 className={sections.cardTitle}>
                {category.name}
              </h3>
              <p className={sections.cardText}>{category.summary}</p>
              <dl className={styles.specs}>
                {category.specs.map((spec) => (
                  <div key={spec.label}>
                    <dt>{spec.label}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className={styles.minorHeading}>Best for</h4>
              <ul className={sections.checkList}>
                {category.bestFor.map((use) => (
                  <li key={use}>{use}</li>
                ))}
              </ul>
              <p className={styles.consider}>
                <strong>Before you buy: </strong>
                {category.consider}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="sizing-heading">
          <div className={sections.prose}>
            <h2 id="sizing-heading" className={sections.sectionTitle}>
              Sizing a generator in four steps
            </h2>
            <ol className={styles.numbered}>
              {sizingBasics.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p>
              Unsure? <Link to="/contact">Ask our team</Link> or compare similar sets on the{" "}
              <Link to="/listings">browse page</Link>.
            </p>
          </div>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="types-heading">
        <div className={sections.sectionHeader}>
          <h2 id="types-heading" className={sections.sectionTitle}>
            Browse by generator type
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {generatorTypeKeys.map((key) => {
            const type = generatorTypes[key];
            return (
              <li key={key} className={sections.card}>
                <h3 className={sections.cardTitle}>{type.name}</h3>
                <p className={sections.cardText}>{type.description}</p>
                <p className={styles.uses}>{type.applications.join(" · ")}</p>
                <Link to={`/listings?type=${key}`}>
                  Browse {type.name.toLowerCase()}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Generator Categories Guide",
    description:
      "Portable (5-50kVA), standby (10-2000kVA+) and prime power (50-3000kVA+) generators explained: sizes, phase, fuel and what to check before buying.",
  });
