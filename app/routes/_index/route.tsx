import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { countActiveListingsByType, getFeaturedListings } from "~/models/listing.server";
import { userMessageFor } from "~/utils/errors";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { FeaturedListings } from "./featured-listings";
import * as styles from "./styles.css";

const paths = [
  {
    title: "Buy a generator",
    text: "Used in good condition or new in stock, ready to ship: portable units to multi-megawatt standby sets.",
    to: "/listings",
    cta: "Browse Generators",
  },
  {
    title: "Sell or auction yours",
    text: "List in five steps, or run a timed auction. Listings are reviewed by our team within 24 hours.",
    to: "/sell-generator",
    cta: "Sell Your Generator",
  },
  {
    title: "Hire for a project",
    text: "Tell us what you need and get up to 3 quotes from hire companies within 24 hours.",
    to: "/rental",
    cta: "Request Hire Quotes",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ counts, error }, featured] = await Promise.all([
    countActiveListingsByType(supabase),
    getFeaturedListings(supabase),
  ]);
  if (error) console.error("home: listing counts", error);
  if (featured.error) console.error("home: featured listings", featured.error);
  return json(
    { counts, countsError: error ? userMessageFor(error) : null, featured: featured.listings ?? [] },
    { headers },
  );
}

export default function Index() {
  const { counts, countsError, featured } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>UK &amp; export · Ready-to-ship stock only</p>
          <h1 className={styles.heroTitle}>The UK's Trusted Used &amp; Stock Generator Marketplace</h1>
          <p className={styles.heroLead}>
            Buy and sell diesel, petrol, gas, hybrid and battery generators from verified private sellers and dealers,
            with no commission on standard listings.
          </p>
          <div className={styles.heroActions}>
            <Link to="/listings" className={button.accent}>
              Browse Generators
            </Link>
            <Link to="/pricing" className={button.onDark}>
              View Plans
            </Link>
          </div>
        </div>
      </section>
      <FeaturedListings listings={featured} />
      <section className={styles.section} aria-labelledby="types-heading">
        <h2 id="types-heading" className={styles.sectionTitle}>
          Browse by generator type
        </h2>
        {countsError ? <p role="status" className={styles.notice}>{countsError}</p> : null}
        <ul className={styles.typeGrid}>
          {generatorTypeKeys.map((key) => {
            const type = generatorTypes[key];
            const count = counts?.[key] ?? 0;
            return (
              <li key={key}>
                <Link to={`/listings?type=${key}`} className={styles.typeTile}>
                  <span className={styles.typeName}>{type.name}</span>
                  <span className={styles.typeText}>{type.description}</span>
                  {counts ? (
                    <span className={styles.typeCount}>
                      {count === 1 ? "1 for sale" : `${count.toLocaleString("en-GB")} for sale`}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="paths-heading">
        <h2 id="paths-heading" className={styles.sectionTitle}>
          What brings you here?
        </h2>
        <ul className={styles.pathGrid}>
          {paths.map((path) => (
            <li key={path.to} className={styles.pathCard}>
              <h3 className={styles.pathTitle}>{path.title}</h3>
              <p className={styles.pathText}>{path.text}</p>
              <Link to={path.to} className={button.secondary}>
                {path.cta}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    description:
      "The UK's trusted marketplace for used and stock generators. Browse, sell and auction diesel, petrol, gas, hybrid and battery generators.",
  });
