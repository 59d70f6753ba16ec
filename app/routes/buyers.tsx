import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import { button } from "~/components/ui/button.css";
import { buyerFeatures, buyingTips } from "~/content/audiences";
import { buyerStats } from "~/content/claims";
import { buyerPlans } from "~/content/plans";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function BuyersPage() {
  return (
    <>
      <PageHero
        eyebrow="For buyers"
        title="Find the right generator, ready to ship"
        lead="Thousands of used and new-in-stock generators from verified sellers, from 2 kVA portables to multi-megawatt standby sets."
      >
        <Link to="/listings" className={button.accent}>
          Browse Generators
        </Link>
        <Link to="/auctions" className={button.onDark}>
          View Auctions
        </Link>
      </PageHero>

      <section className={sections.section} aria-label="GenMarket for buyers in numbers">
        <StatList stats={buyerStats} />
      </section>

      <section className={sections.section} aria-labelledby="features-heading">
        <div className={sections.sectionHeader}>
          <h2 id="features-heading" className={sections.sectionTitle}>
            Buying made simple
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {buyerFeatures.map((feature) => (
            <li key={feature.title} className={sections.card}>
              <h3 className={sections.cardTitle}>{feature.title}</h3>
              <p className={sections.cardText}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="plans-heading">
          <div className={sections.sectionHeader}>
            <h2 id="plans-heading" className={sections.sectionTitle}>
              Buyer plans
            </h2>
            <p className={sections.sectionLead}>
              Browsing is free. Upgrade when you need to hear about new stock before anyone else.
            </p>
          </div>
          <PlanGrid plans={buyerPlans} />
        </section>
      </div>

      <section className={sections.section} aria-labelledby="tips-heading">
        <div className={sections.prose}>
          <h2 id="tips-heading" className={sections.sectionTitle}>
            Buy with confidence
          </h2>
          <ul className={sections.checkList}>
            {buyingTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p>
            New to generators? Our <Link to="/generator-categories">generator categories guide</Link> explains portable,
            standby and prime power, and the <Link to="/glossary">glossary</Link> decodes kVA, AVR, ATS and the rest.
          </p>
        </div>
      </section>

      <section className={sections.ctaBand} aria-labelledby="buyers-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="buyers-cta-heading" className={sections.ctaTitle}>
            Start your search
          </h2>
          <p className={sections.ctaText}>Fixed-price listings and timed auctions, updated every day.</p>
          <div className={sections.actions}>
            <Link to="/listings" className={button.accent}>
              Browse Generators
            </Link>
            <Link to="/auctions" className={button.onDark}>
              View Auctions
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "For Buyers",
    description:
      "Buy used and new-in-stock generators from verified UK sellers. Advanced search, saved favourites, direct messaging and a free buyer plan.",
  });
