import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import { button } from "~/components/ui/button.css";
import { mission, whatSetsUsApart, whoWeServe } from "~/content/about";
import { platformStats } from "~/content/claims";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About GenMarket"
        title="The marketplace built for generators"
        lead="We connect dealers, hire fleets, private owners and buyers across the UK, so good generators find their next job quickly."
      />

      <section className={sections.section} aria-labelledby="mission-heading">
        <div className={sections.prose}>
          <h2 id="mission-heading" className={sections.sectionTitle}>
            Our mission
          </h2>
          {mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={sections.section} aria-label="GenMarket in numbers">
        <StatList stats={platformStats} />
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="apart-heading">
          <div className={sections.sectionHeader}>
            <h2 id="apart-heading" className={sections.sectionTitle}>
              What sets us apart
            </h2>
          </div>
          <ul className={sections.cardGrid}>
            {whatSetsUsApart.map((point) => (
              <li key={point.title} className={sections.card}>
                <h3 className={sections.cardTitle}>{point.title}</h3>
                <p className={sections.cardText}>{point.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="serve-heading">
        <div className={sections.sectionHeader}>
          <h2 id="serve-heading" className={sections.sectionTitle}>
            Who we serve
          </h2>
        </div>
        <ul className={sections.cardGrid}>
          {whoWeServe.map((audience) => (
            <li key={audience.title} className={sections.card}>
              <h3 className={sections.cardTitle}>{audience.title}</h3>
              <p className={sections.cardText}>{audience.text}</p>
              <Link to={audience.to}>{audience.cta}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={sections.ctaBand} aria-labelledby="about-cta-heading">
        <div className={sections.ctaInner}>
          <h2 id="about-cta-heading" className={sections.ctaTitle}>
            Talk to the team
          </h2>
          <p className={sections.ctaText}>Questions about selling, buying or trade packages? We reply within 24 hours.</p>
          <div className={sections.actions}>
            <Link to="/contact" className={button.accent}>
              Contact Us
            </Link>
            <Link to="/pricing" className={button.onDark}>
              View Pricing
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About GenMarket",
    description:
      "GenMarket is the UK marketplace for used and stock generators: fast turnover, member early access, flexible selling and transparent pricing.",
  });
