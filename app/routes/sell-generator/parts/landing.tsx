import { Link } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import * as sections from "~/components/sections.css";
import { StatList } from "~/components/stat-list";
import { button } from "~/components/ui/button.css";
import { sellerStats } from "~/content/claims";
import { listingOptions } from "~/content/plans";
import { sellLinks, sellReasons, sellSteps } from "~/content/sell-generator";
import { formatGBP } from "~/utils/format";
import * as styles from "../styles.css";

export type DraftLink = { id: string; title: string; href: string; stepTitle: string };

/** The sell-generator landing (spec 01 §2): stats, links, how it works, the two options, reasons to sell. */
export function Landing({ drafts }: { drafts: DraftLink[] }) {
  return (
    <>
      <PageHero
        eyebrow="Sell your generator"
        title="Sell Your Generator to Buyers Who Are Ready"
        lead="List it in five steps, reviewed by our team within 24 hours, in front of thousands of generator buyers. No commission when it sells."
      >
        <a href="#wizard" className={button.accent}>
          Start Your Listing
        </a>
        <Link to="/pricing" className={button.onDark}>
          See Pricing
        </Link>
      </PageHero>

      {drafts.length ? (
        <section className={sections.section} aria-labelledby="drafts-heading">
          <div className={styles.drafts}>
            <h2 id="drafts-heading" className={styles.stepHeading}>
              Continue your draft
            </h2>
            <ul className={styles.draftList}>
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link to={draft.href}>{draft.title}</Link> <span className={styles.muted}>(at {draft.stepTitle})</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className={sections.section} aria-label="Selling on GenMarket in numbers">
        <StatList stats={sellerStats} />
        <ul className={styles.links} aria-label="More about buying and selling">
          {sellLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={sections.section} aria-labelledby="sell-steps-heading">
        <div className={sections.sectionHeader}>
          <h2 id="sell-steps-heading" className={sections.sectionTitle}>
            How it works
          </h2>
        </div>
        <ol className={sections.steps}>
          {sellSteps.map((step) => (
            <li key={step.title} className={sections.step}>
              <h3 className={sections.cardTitle}>{step.title}</h3>
              <p className={sections.cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={sections.band}>
        <section className={sections.section} aria-labelledby="options-heading">
          <div className={sections.sectionHeader}>
            <h2 id="options-heading" className={sections.sectionTitle}>
              Listing options
            </h2>
            <p className={sections.sectionLead}>One payment per listing, chosen at the Pricing step. No commission when it sells.</p>
          </div>
          <ul className={sections.cardGrid}>
            {listingOptions.map((option) => (
              <li key={option.key} className={sections.card}>
                {option.recommended ? <p className={styles.badge}>Recommended</p> : null}
                <h3 className={sections.cardTitle}>{option.name}</h3>
                <p className={styles.optionPrice}>
                  {formatGBP(option.price)} <span className={styles.optionPeriod}>for {option.days} days</span>
                </p>
                <ul className={sections.checkList}>
                  {option.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className={sections.section} aria-labelledby="reasons-heading">
        <div className={sections.prose}>
          <h2 id="reasons-heading" className={sections.sectionTitle}>
            Why sell on GenMarket
          </h2>
          <ul className={sections.checkList}>
            {sellReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
