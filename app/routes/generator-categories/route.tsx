import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { PageHero } from "~/components/page-hero";
import { CardList, Section } from "~/components/sections";
import { generatorCategories, sizingBasics } from "~/content/generator-categories";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import * as styles from "./styles.css";

export const headers = publicPageHeaders;

const categoryCards = generatorCategories.map((category) => ({ ...category, title: category.name, text: category.summary }));

const typeCards = generatorTypeKeys.map((key) => {
  const type = generatorTypes[key];
  return { key, title: type.name, text: type.description, applications: type.applications };
});

export default function GeneratorCategoriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Buyer's guide"
        title="Generator categories explained"
        lead="Portable, standby or prime power? What each kind of generator is built for, its usual sizes, and what to check before you buy."
        links={[{ to: "/listings", label: "Browse Generators" }, { to: "/glossary", label: "Generator Glossary" }]}
      />

      <Section title="The three categories" headingId="categories-heading" titleHidden>
        <CardList items={categoryCards} className={styles.categoryList}>
          {(category) => (
            <>
              <dl className={styles.specs}>
                {category.specs.map((spec) => (
                  <div key={spec.label}>
                    <dt>{spec.label}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className={styles.minorHeading}>Best for</h4>
              <CheckList items={category.bestFor} />
              <p className={styles.consider}>
                <strong>Before you buy: </strong>
                {category.consider}
              </p>
            </>
          )}
        </CardList>
      </Section>

      <Section title="Sizing a generator in four steps" headingId="sizing-heading" prose band>
        <ol className={styles.numbered}>
          {sizingBasics.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          Unsure? <Link to="/contact">Ask our team</Link> or compare similar sets on the{" "}
          <Link to="/listings">browse page</Link>.
        </p>
      </Section>

      <Section title="Browse by generator type" headingId="types-heading">
        <CardList items={typeCards}>
          {(type) => (
            <>
              <p className={styles.uses}>{type.applications.join(" · ")}</p>
              <Link to={`/listings?type=${type.key}`}>Browse {type.title.toLowerCase()}</Link>
            </>
          )}
        </CardList>
      </Section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Generator Categories Guide",
    description:
      "Portable (5-50kVA), standby (10-2000kVA+) and prime power (50-3000kVA+) generators explained: sizes, phase, fuel and what to check before buying.",
  });
