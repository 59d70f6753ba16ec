import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { homePaths, howItWorks, testimonials, whyChooseGenMarket } from "~/content/home";
import { countActiveListingsByType, getFeaturedListings } from "~/models/listing.server";
import { savedListingIds } from "~/models/saved-listing.server";
import { getUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL, publicPageHeaders } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { combineHeaders } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { FeaturedListings } from "./featured-listings";
import { homeStructuredData } from "./structured-data";
import * as styles from "./styles.css";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { supabase, headers } = createSupabaseServerClient(request, context);
  const [{ counts, error }, featured, user] = await Promise.all([
    countActiveListingsByType(supabase),
    getFeaturedListings(supabase),
    getUser(request, context),
  ]);
  if (error) console.error("home: listing counts", error);
  if (featured.error) console.error("home: featured listings", featured.error);
  // A member's hearts on the featured cards make their page personal: never cached.
  const saved = user ? await savedListingIds(supabase, (featured.listings ?? []).map((listing) => listing.id)) : null;
  if (saved?.error) console.error("home: saved listings", saved.error);
  return json(
    {
      counts,
      countsError: error ? userMessageFor(error) : null,
      featured: featured.listings ?? [],
      savedIds: saved?.savedIds ?? [],
      // Static copy and the JSON-LD travel as data, so the page's script ships no content.
      content: { homePaths, howItWorks, testimonials, whyChooseGenMarket },
      types: generatorTypeKeys.map((key) => ({ key, name: generatorTypes[key].name, description: generatorTypes[key].description })),
      structuredData: homeStructuredData(new URL(request.url).origin),
    },
    { headers: user ? combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) : headers },
  );
}

export const headers = publicPageHeaders;

export default function Index() {
  const { counts, countsError, featured, savedIds, content, types } = useLoaderData<typeof loader>();
  const { homePaths, howItWorks, testimonials, whyChooseGenMarket } = content;
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

      <section className={sections.section} aria-labelledby="why-heading">
        <div className={sections.sectionHeader}>
          <h2 id="why-heading" className={sections.sectionTitle}>
            Why choose GenMarket
          </h2>
        </div>
        <ol className={styles.whyList}>
          {whyChooseGenMarket.map((reason) => (
            <li key={reason.title} className={styles.whyItem}>
              <h3 className={styles.whyTitle}>{reason.title}</h3>
              <p className={sections.cardText}>{reason.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={sections.band}>
        <FeaturedListings listings={featured} savedIds={savedIds} />
      </div>

      <section className={sections.section} aria-labelledby="types-heading">
        <div className={sections.sectionHeader}>
          <h2 id="types-heading" className={sections.sectionTitle}>
            Browse by generator type
          </h2>
        </div>
        {countsError ? <p role="status" className={styles.notice}>{countsError}</p> : null}
        <ul className={styles.typeGrid}>
          {types.map((type) => {
            const key = type.key;
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

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="how-heading">
          <div className={sections.sectionHeader}>
            <h2 id="how-heading" className={sections.sectionTitle}>
              How it works
            </h2>
          </div>
          <ol className={sections.steps}>
            {howItWorks.map((step) => (
              <li key={step.title} className={sections.step}>
                <h3 className={sections.cardTitle}>{step.title}</h3>
                <p className={sections.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="testimonials-heading">
        <div className={sections.sectionHeader}>
          <h2 id="testimonials-heading" className={sections.sectionTitle}>
            What our members say
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className={styles.testimonial}>
                <blockquote className={styles.quote}>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className={styles.quoteBy}>
                  <strong>{testimonial.name}</strong>
                  <span>
                    {testimonial.role}, {testimonial.location}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="paths-heading">
          <div className={sections.sectionHeader}>
            <h2 id="paths-heading" className={sections.sectionTitle}>
              What brings you here?
            </h2>
          </div>
          <ul className={styles.pathGrid}>
            {homePaths.map((path) => (
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
      </div>

      <section className={sections.ctaBand} aria-labelledby="join-heading">
        <div className={sections.ctaInner}>
          <h2 id="join-heading" className={sections.ctaTitle}>
            Ready to buy, sell or hire?
          </h2>
          <p className={sections.ctaText}>
            Join thousands of buyers, private sellers and dealers trading generators across the UK, or talk to our team
            about trade packages.
          </p>
          <div className={sections.actions}>
            <Link to="/signup" className={button.accent}>
              Join GenMarket
            </Link>
            <Link to="/contact" className={button.onDark}>
              Contact Sales
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({
    description:
      "The UK's trusted marketplace for used and stock generators. Browse, sell and auction diesel, petrol, gas, hybrid and battery generators.",
  }),
  ...(data ? [{ "script:ld+json": data.structuredData }] : []),
];
