import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import { button } from "~/components/ui/button.css";
import { privateSellerReasons, privateSellerSteps } from "~/content/audiences";
import { sellerStats } from "~/content/claims";
import { privateSellerPlans } from "~/content/plans";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function PrivateSellersPage() {
  return (
    <>
      <PageHero
        eyebrow="For private sellers"
        title="Sell your generator to buyers who are ready"
        lead="Whether it is a farm standby set or a portable you no longer use, reach thousands of active generator buyers with a fixed-price listing or an auction."
      >
        <Link to="/sell-generator" className={button.accent}>
          Sell Your Generator
        </Link>
        <Link to="/auctions" className={button.onDark}>
          See Live Auctions
        </Link>
      </PageHero>

      <section className={sections.section} aria-label="Selling on GenMarket in numbers">
        <StatList stats={sellerStats} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="methods-heading">
          <div className={sections.sectionHeader}>
            <h2 id="methods-heading" className={sections.sectionTitle}>
              Two ways to sell
            </h2>
            <p className={sections.sectionLead}>
              A fixed-price listing with no commission, or a timed auction where buyers compete. Full details are on our{" "}
              <Link to="/pricing">pricing page</Link>.
            </p>
          </div>
          <PlanGrid plans={privateSellerPlans} />
        </section>
      </div>

      <section className={sections.section} aria-labelledby="steps-heading">
        <div className={sections.sectionHeader}>
          <h2 id="steps-heading" className={sections.sectionTitle}>
            How selling works
          </h2>
        </div>
        <ol className={sections.steps}>
          {privateSellerSteps.map((step) => (
            <li key={step.title} className={sections.step}>
              <h3 className={sections.cardTitle}>{step.title}</h3>
              <p className={sections.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={sections.section} aria-labelledby="reasons-heading">
        <div className={sections.prose}>
          <h2 id="reasons-heading" className={sections.sectionTitle}>
            Why sell on GenMarket
          </h2>
          <ul className={sections.checkList}>
            {privateSellerReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            Our <Link to="/seller-resources">seller resources</Link> cover photos, pricing and answering enquiries.
          </p>
        </div>
      </section>

      <section className={sections.ctaBand} aria-labelledby="private-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="private-cta-heading" className={sections.ctaTitle}>
            List your generator today
          </h2>
          <p className={sections.ctaText}>It takes about ten minutes, and our team reviews it within 24 hours.</p>
          <div className={sections.actions}>
            <Link to="/sell-generator" className={button.accent}>
              Sell Your Generator
            </Link>
            <Link to="/auctions" className={button.onDark}>
              See Live Auctions
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Private Sellers",
    description:
      "Sell your used generator with a fixed-price listing and no commission, or a timed auction. 10,000+ active buyers, reviewed within 24 hours.",
  });
