import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import { button } from "~/components/ui/button.css";
import { tradeSellerBenefits } from "~/content/audiences";
import { platformStats } from "~/content/claims";
import { tradeSellerPlans } from "~/content/plans";
import { publicPageHeaders } from "~/utils/cache";
import { formatGBP } from "~/utils/format";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function TradeSellersPage() {
  return (
    <>
      <PageHero
        eyebrow="For trade sellers"
        title="Move more stock with weekly trade packages"
        lead="Dealers, hire fleets and refurbishers advertise to the UK's generator buyers for a flat weekly fee, with no commission on standard listings."
      >
        <Link to="/auth" className={button.accent}>
          Register as a Dealer
        </Link>
        <Link to="/auth" className={button.onDark}>
          Dealer Login
        </Link>
      </PageHero>

      <section className={sections.section} aria-label="GenMarket for the trade in numbers">
        <StatList stats={platformStats} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="trade-plans-heading">
          <div className={sections.sectionHeader}>
            <h2 id="trade-plans-heading" className={sections.sectionTitle}>
              Trade packages
            </h2>
            <p className={sections.sectionLead}>Billed weekly. Change package or stop at any time.</p>
          </div>
          <PlanGrid plans={tradeSellerPlans} />
        </section>
      </div>

      <section className={sections.section} aria-labelledby="benefits-heading">
        <div className={sections.sectionHeader}>
          <h2 id="benefits-heading" className={sections.sectionTitle}>
            Built for dealers
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {tradeSellerBenefits.map((benefit) => (
            <li key={benefit.title} className={sections.card}>
              <h3 className={sections.cardTitle}>{benefit.title}</h3>
              <p className={sections.cardText}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={sections.ctaBand} aria-labelledby="trade-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="trade-cta-heading" className={sections.ctaTitle}>
            Need more than 20 ads, or an API feed?
          </h2>
          <p className={sections.ctaText}>
            Talk to our trade team about multi-depot accounts, stock feeds and auctions for ex-hire fleets.
          </p>
          <div className={sections.actions}>
            <Link to="/contact" className={button.accent}>
              Contact Sales
            </Link>
            <Link to="/pricing" className={button.onDark}>
              Compare All Plans
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Trade Sellers",
    description: `Weekly advertising packages for generator dealers: ${tradeSellerPlans
      .map((plan) => `${plan.name} ${formatGBP(plan.price)} (${plan.adAllowance})`)
      .join(", ")}.`,
  });
