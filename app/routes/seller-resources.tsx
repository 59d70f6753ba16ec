import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import * as sections from "~/components/sections.css";
import { button } from "~/components/ui/button.css";
import { photoEnquiriesClaim } from "~/content/claims";
import {
  descriptionChecklist,
  enquiryTips,
  essentialPhotos,
  pricingFactors,
  pricingTips,
  quickStart,
  safetyAndLegal,
} from "~/content/seller-resources";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import * as styles from "./seller-resources.css";

export const headers = publicPageHeaders;

export default function SellerResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Seller resources"
        title="Sell your generator faster"
        lead="Practical advice from our team on photos, pricing, descriptions and buyer enquiries, drawn from thousands of generator sales."
      >
        <Link to="/sell-generator" className={button.accent}>
          Start Selling
        </Link>
        <Link to="/listings" className={button.onDark}>
          See What Is Selling
        </Link>
      </PageHero>

      <section className={sections.section} aria-labelledby="quick-start-heading">
        <div className={sections.sectionHeader}>
          <h2 id="quick-start-heading" className={sections.sectionTitle}>
            Quick start
          </h2>
        </div>
        <ol className={sections.steps}>
          {quickStart.map((step) => (
            <li key={step.title} className={sections.step}>
              <h3 className={sections.cardTitle}>{step.title}</h3>
              <p className={sections.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="photos-heading">
          <div className={sections.sectionHeader}>
            <h2 id="photos-heading" className={sections.sectionTitle}>
              Photography best practices
            </h2>
            <p className={sections.sectionLead}>{photoEnquiriesClaim}. The essential photos:</p>
          </div>
          <ul className={sections.cardGrid} aria-label="Essential photos checklist">
            {essentialPhotos.map((photo) => (
              <li key={photo.title} className={sections.card}>
                <h3 className={`${sections.cardTitle} ${styles.checked}`}>{photo.title}</h3>
                <p className={sections.cardText}>{photo.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="pricing-heading">
        <div className={sections.sectionHeader}>
          <h2 id="pricing-heading" className={sections.sectionTitle}>
            Pricing strategy
          </h2>
          <p className={sections.sectionLead}>What moves the price of a used generator, and by how much.</p>
        </div>
        <ul className={sections.cardGrid}>
          {pricingFactors.map((item) => (
            <li key={item.factor} className={sections.card}>
              <div className={styles.factorHead}>
                <h3 className={styles.factorTitle}>{item.factor}</h3>
                <span className={styles.impact[item.impact]}>{item.impact} impact</span>
              </div>
              <p className={sections.cardText}>{item.text}</p>
            </li>
          ))}
        </ul>
        <h3 className={styles.subheading}>Pricing tips</h3>
        <ul className={sections.checkList}>
          {pricingTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="descriptions-heading">
          <div className={sections.prose}>
            <h2 id="descriptions-heading" className={sections.sectionTitle}>
              Writing effective descriptions
            </h2>
            <p>
              Buyers compare specifications line by line. Lead with the rating and hours, then give them everything they
              would otherwise have to ask. Not sure of a term? Our <Link to="/glossary">generator glossary</Link> explains
              them.
            </p>
            <ul className={sections.checkList}>
              {descriptionChecklist.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="enquiries-heading">
        <div className={sections.sectionHeader}>
          <h2 id="enquiries-heading" className={sections.sectionTitle}>
            Managing buyer enquiries
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {enquiryTips.map((tip) => (
            <li key={tip.title} className={sections.card}>
              <h3 className={sections.cardTitle}>{tip.title}</h3>
              <p className={sections.cardText}>{tip.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={sections.section} aria-labelledby="safety-heading">
        <div className={sections.prose}>
          <h2 id="safety-heading" className={sections.sectionTitle}>
            Safety and legal
          </h2>
          <ul className={sections.checkList}>
            {safetyAndLegal.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sections.ctaBand} aria-labelledby="resources-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="resources-cta-heading" className={sections.ctaTitle}>
            Ready to list?
          </h2>
          <p className={sections.ctaText}>Put the advice to work: your listing is reviewed by our team within 24 hours.</p>
          <div className={sections.actions}>
            <Link to="/sell-generator" className={button.accent}>
              Sell Your Generator
            </Link>
            <Link to="/listings" className={button.onDark}>
              Browse Listings
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Seller Resources",
    description:
      "How to sell a used generator: photos, pricing strategy, descriptions, answering enquiries within 2-4 hours, and safety and legal essentials.",
  });
