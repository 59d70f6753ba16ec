import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import {
  auctionAdminFee,
  auctionCommissionTiers,
  auctionSteps,
  auctionWorkedExample,
  buyerPlans,
  membershipPlans,
  membershipTerms,
  privateSellerPlans,
  tradeSellerPlans,
  VAT_RATE,
} from "~/content/plans";
import { publicPageHeaders } from "~/utils/cache";
import { formatGBP } from "~/utils/format";
import { pageMeta } from "~/utils/seo";
import * as styles from "./styles.css";

export const headers = publicPageHeaders;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

export default function PricingPage() {
  const example = auctionWorkedExample;
  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple, transparent pricing"
        lead="Browse free. Sell with a flat weekly fee and no commission, or auction with commission only when it sells."
      >
        <Link to="/auth" className={button.accent}>
          Create Your Account
        </Link>
        <a href="#auctions" className={button.onDark}>
          Auction Fees
        </a>
      </PageHero>

      <nav aria-label="Plans on this page" className={styles.jumpNav}>
        <ul className={styles.jumpList}>
          <li>
            <a href="#buyers">Buyers</a>
          </li>
          <li>
            <a href="#private-sellers">Private sellers</a>
          </li>
          <li>
            <a href="#trade-sellers">Trade sellers</a>
          </li>
          <li>
            <a href="#auctions">Auctions</a>
          </li>
          <li>
            <a href="#membership">Membership</a>
          </li>
        </ul>
      </nav>

      <section id="buyers" className={sections.section} aria-labelledby="buyers-heading">
        <div className={sections.sectionHeader}>
          <h2 id="buyers-heading" className={sections.sectionTitle}>
            Buyer plans
          </h2>
          <p className={sections.sectionLead}>
            Free to browse and buy. <Link to="/buyers">More for buyers</Link>
          </p>
        </div>
        <PlanGrid plans={buyerPlans} />
      </section>

      <div className={sections.band}>
        <section id="private-sellers" className={sections.section} aria-labelledby="private-heading">
          <div className={sections.sectionHeader}>
            <h2 id="private-heading" className={sections.sectionTitle}>
              Private seller plans
            </h2>
            <p className={sections.sectionLead}>
              Sell one generator at a fixed price or at auction. <Link to="/private-sellers">More for private sellers</Link>
            </p>
          </div>
          <PlanGrid plans={privateSellerPlans} />
        </section>
      </div>

      <section id="trade-sellers" className={sections.section} aria-labelledby="trade-heading">
        <div className={sections.sectionHeader}>
          <h2 id="trade-heading" className={sections.sectionTitle}>
            Trade seller plans
          </h2>
          <p className={sections.sectionLead}>
            Weekly advertising packages for dealers. <Link to="/trade-sellers">More for trade sellers</Link>
          </p>
        </div>
        <PlanGrid plans={tradeSellerPlans} />
      </section>

      <div className={sections.band}>
        <section id="auctions" className={sections.section} aria-labelledby="auctions-heading">
          <div className={sections.sectionHeader}>
            <h2 id="auctions-heading" className={sections.sectionTitle}>
              Auction commission
            </h2>
            <p className={sections.sectionLead}>
              A {formatGBP(auctionAdminFee)} admin fee per auction, then commission only if your generator sells. The
              whole sale price is charged at the rate of its tier, plus VAT at {percent(VAT_RATE)}.
            </p>
          </div>
          <div className={styles.auctionGrid}>
            <table className={styles.table}>
              <caption className={styles.caption}>Commission tiers by final sale price</caption>
              <thead>
                <tr>
                  <th scope="col">Sale price</th>
                  <th scope="col">Commission</th>
                </tr>
              </thead>
              <tbody>
                {auctionCommissionTiers.map((tier) => (
                  <tr key={tier.label}>
                    <th scope="row">{tier.label}</th>
                    <td>{percent(tier.rate)} + VAT</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <section className={styles.example} aria-labelledby="example-heading">
              <h3 id="example-heading" className={sections.cardTitle}>
                Worked example
              </h3>
              <p>
                Your generator sells for <strong>{formatGBP(example.salePrice)}</strong>, in the{" "}
                {example.tier.label.toLowerCase()} tier at {percent(example.tier.rate)}:
              </p>
              <dl className={styles.sums}>
                <div>
                  <dt>
                    Commission ({percent(example.tier.rate)} of {formatGBP(example.salePrice)})
                  </dt>
                  <dd>{formatGBP(example.commission)}</dd>
                </div>
                <div>
                  <dt>VAT ({percent(VAT_RATE)} of the commission)</dt>
                  <dd>{formatGBP(example.vat)}</dd>
                </div>
                <div className={styles.total}>
                  <dt>Total you pay</dt>
                  <dd>{formatGBP(example.total)}</dd>
                </div>
              </dl>
              <p>
                You keep {formatGBP(example.salePrice - example.total)} of the sale price. If it had not sold, you would
                have paid nothing beyond the {formatGBP(auctionAdminFee)} admin fee.
              </p>
            </section>
          </div>
          <h3 className={styles.subheading}>How auction fees work</h3>
          <ol className={sections.steps}>
            {auctionSteps.map((step) => (
              <li key={step.title} className={sections.step}>
                <h4 className={styles.stepTitle}>{step.title}</h4>
                <p className={sections.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className={`${sections.actions} ${styles.after}`}>
            <Link to="/create-auction" className={button.primary}>
              Create an Auction
            </Link>
            <Link to="/sell-generator" className={button.secondary}>
              Or List at a Fixed Price
            </Link>
          </div>
        </section>
      </div>

      <section id="membership" className={sections.section} aria-labelledby="membership-heading">
        <div className={sections.sectionHeader}>
          <h2 id="membership-heading" className={sections.sectionTitle}>
            Membership plans
          </h2>
          <p className={sections.sectionLead}>Monthly membership for regular sellers, with early access to new listings.</p>
          <ul className={sections.tagList} aria-label="Every paid plan includes">
            {membershipTerms.map((term) => (
              <li key={term} className={sections.tag}>
                {term}
              </li>
            ))}
          </ul>
        </div>
        <PlanGrid plans={membershipPlans} />
      </section>

      <section className={sections.ctaBand} aria-labelledby="pricing-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="pricing-cta-heading" className={sections.ctaTitle}>
            Not sure which plan fits?
          </h2>
          <p className={sections.ctaText}>Tell us what you sell and how often, and we will recommend the right package.</p>
          <div className={sections.actions}>
            <Link to="/auth" className={button.accent}>
              Create Your Account
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

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Pricing & Plans",
    description: `GenMarket pricing: free browsing, private listings from ${formatGBP(
      privateSellerPlans.find((plan) => plan.period === "week")!.price,
    )} a week, weekly trade packages, membership plans and auction commission tiers.`,
  });
