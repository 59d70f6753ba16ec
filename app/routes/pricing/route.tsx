import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import { CardList, CtaBand, Section } from "~/components/sections";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import {
  auctionAdminFee,
  auctionCommissionTiers,
  auctionSteps,
  auctionWorkedExample,
  buyerPlans,
  membershipPlans,
  planCard,
  planPriceText,
  planTerms,
  privateSellerPlans,
  tradeSellerPlans,
  vatLabels,
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
        lead="Browse free. Sell with one payment per listing and no commission, or auction with commission only when it sells. Dealers buy weekly packages."
        links={[{ to: "/auth", label: "Create Your Account" }, { to: "#auctions", label: "Auction Fees" }]}
      />

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

      <Section
        id="buyers"
        title="Buyer plans"
        headingId="buyers-heading"
        lead={
          <>
            Free to browse and buy. <Link to="/buyers">More for buyers</Link>
          </>
        }
      >
        <PlanGrid plans={buyerPlans.map(planCard)} />
      </Section>

      <Section
        id="private-sellers"
        title="Private seller plans"
        headingId="private-heading"
        lead={
          <>
            Sell one generator at a fixed price or at auction; prices include VAT.{" "}
            <Link to="/private-sellers">More for private sellers</Link>
          </>
        }
        band
      >
        <PlanGrid plans={privateSellerPlans.map(planCard)} />
      </Section>

      <Section
        id="trade-sellers"
        title="Trade seller plans"
        headingId="trade-heading"
        lead={
          <>
            Weekly advertising packages for dealers; prices are before VAT.{" "}
            <Link to="/trade-sellers">More for trade sellers</Link>
          </>
        }
      >
        <PlanGrid plans={tradeSellerPlans.map(planCard)} />
      </Section>

      <Section
        id="auctions"
        title="Auction commission"
        headingId="auctions-heading"
        lead={
          <>
            A {formatGBP(auctionAdminFee)} admin fee per auction ({vatLabels.included}), then commission only if your
            generator sells. The
            whole sale price is charged at the rate of its tier, plus VAT at {percent(VAT_RATE)}.
          </>
        }
        band
      >
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
        <h3 className={sections.subheading}>How auction fees work</h3>
        <CardList items={auctionSteps} numbered headingLevel={4} />
        <div className={sections.closingActions}>
          <Link to="/create-auction" className={button.primary}>
            Create an Auction
          </Link>
          <Link to="/sell-generator" className={button.secondary}>
            Or List at a Fixed Price
          </Link>
        </div>
      </Section>

      <Section
        id="membership"
        title="Membership"
        headingId="membership-heading"
        lead="Joining is free. Each kind of member pays only for the plans above that fit them."
        headerExtra={
          <ul className={sections.tagList} aria-label="Every paid plan includes">
            {planTerms.map((term) => (
              <li key={term} className={sections.tag}>
                {term}
              </li>
            ))}
          </ul>
        }
      >
        <PlanGrid plans={membershipPlans.map(planCard)} />
      </Section>

      <CtaBand
        headingId="pricing-cta-heading"
        title="Not sure which plan fits?"
        text="Tell us what you sell and how often, and we will recommend the right package."
        links={[{ to: "/auth", label: "Create Your Account" }, { to: "/contact", label: "Contact Sales" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Pricing & Plans",
    description: `GenMarket pricing: free browsing, private listings from ${planPriceText(
      privateSellerPlans[0]!,
    )}, weekly trade packages from ${planPriceText(tradeSellerPlans[0]!)} and auction commission tiers.`,
  });
