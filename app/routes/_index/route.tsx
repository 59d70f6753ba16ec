import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { CardList, CtaBand, Section } from "~/components/sections";
import { cardAction, cardGrid, cardText } from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { generatorTypeKeys, generatorTypes } from "~/content/generator-types";
import { homePaths, howItWorks, testimonials, whyChooseGenMarket } from "~/content/home";
import { countActiveListingsByType, getFeaturedListings } from "~/models/catalogue.server";
import { savedListingIds } from "~/models/saved-listing.server";
import { getUser } from "~/utils/auth.server";
import { PERSONAL_PAGE_CACHE_CONTROL, publicPageHeaders } from "~/utils/cache";
import { userMessageFor } from "~/utils/errors";
import { formatNumber } from "~/utils/format";
import { combineHeaders } from "~/utils/misc";
import { pageMeta } from "~/utils/seo";
import { createSupabaseServerClient } from "~/utils/supabase.server";
import { FeaturedListings } from "./featured-listings";
import { HeroFeature } from "./hero-feature";
import { HeroSearch } from "./hero-search";
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
  // Every live listing, whatever its type: the hero's figure and the structured data's count.
  const forSale = counts ? Object.values(counts).reduce((total, listings) => total + listings, 0) : null;
  return json(
    {
      counts,
      forSale,
      countsError: error ? userMessageFor(error) : null,
      featured: featured.listings ?? [],
      savedIds: saved?.savedIds ?? [],
      // Static copy and the JSON-LD travel as data, so the page's script ships no content.
      content: { homePaths, howItWorks, testimonials, whyChooseGenMarket },
      types: generatorTypeKeys.map((key) => ({ key, name: generatorTypes[key].name, description: generatorTypes[key].description })),
      structuredData: homeStructuredData(new URL(request.url).origin, forSale),
    },
    { headers: user ? combineHeaders(headers, { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL }) : headers },
  );
}

export const headers = publicPageHeaders;

export default function Index() {
  const { counts, countsError, forSale, featured, savedIds, content, types } = useLoaderData<typeof loader>();
  const { homePaths, howItWorks, testimonials, whyChooseGenMarket } = content;
  return (
    <>
      <PageHero
        size="large"
        eyebrow="UK & export · In stock, never made to order"
        title="The UK's Trusted Used & Stock Generator Marketplace"
        lead="Buy and sell diesel, petrol, gas, hybrid and battery generators from verified private sellers and dealers, with no commission on standard listings."
        links={[{ to: "/listings", label: "Browse Generators" }, { to: "/pricing", label: "View Plans" }]}
        aside={<HeroFeature listing={featured.find((listing) => listing.photo_url) ?? null} forSale={forSale} />}
      >
        <HeroSearch />
      </PageHero>

      <Section title="Why choose GenMarket" headingId="why-heading">
        <ol className={styles.whyList}>
          {whyChooseGenMarket.map((reason) => (
            <li key={reason.title} className={styles.whyItem}>
              <h3 className={styles.whyTitle}>{reason.title}</h3>
              <p className={cardText}>{reason.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <FeaturedListings listings={featured} savedIds={savedIds} />

      <Section title="Browse by generator type" headingId="types-heading">
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
                      {count === 1 ? "1 for sale" : `${formatNumber(count)} for sale`}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title="How it works" headingId="how-heading" band>
        <CardList items={howItWorks} numbered />
      </Section>

      <Section title="What our members say" headingId="testimonials-heading">
        <ul className={cardGrid}>
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
      </Section>

      <Section title="What brings you here?" headingId="paths-heading" band>
        <CardList items={homePaths}>
          {(path) => (
            <Link to={path.to} className={`${button.secondary} ${cardAction}`}>
              {path.cta}
            </Link>
          )}
        </CardList>
      </Section>

      <CtaBand
        headingId="join-heading"
        title="Ready to buy, sell or hire?"
        text="Join the buyers, private sellers and dealers trading generators across the UK, or talk to our team about trade packages."
        links={[{ to: "/signup", label: "Join GenMarket" }, { to: "/contact", label: "Contact Sales" }]}
      />
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
