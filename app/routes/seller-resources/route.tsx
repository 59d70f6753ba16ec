import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { PageHero } from "~/components/page-hero";
import { CardList, CtaBand, Section } from "~/components/sections";
import { subheading } from "~/components/sections.css";
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
import * as styles from "./styles.css";

export const headers = publicPageHeaders;

export default function SellerResourcesPage() {
  return (
    <>
      <PageHero
        eyebrow="Seller resources"
        title="Sell your generator faster"
        lead="Practical advice from our team on photos, pricing, descriptions and buyer enquiries, drawn from thousands of generator sales."
        links={[{ to: "/sell-generator", label: "Start Selling" }, { to: "/listings", label: "See What Is Selling" }]}
      />

      <Section title="Quick start" headingId="quick-start-heading">
        <CardList items={quickStart} numbered />
      </Section>

      <Section
        title="Photography best practices"
        headingId="photos-heading"
        lead={`${photoEnquiriesClaim}. The essential photos:`}
        band
      >
        <CardList items={essentialPhotos} label="Essential photos checklist" titleClassName={styles.checked} />
      </Section>

      <Section
        title="Pricing strategy"
        headingId="pricing-heading"
        lead="What moves the price of a used generator, and by how much."
      >
        <CardList
          items={pricingFactors}
          badge={(item) => <span className={styles.impact[item.impact]}>{item.impact} impact</span>}
        />
        <h3 className={subheading}>Pricing tips</h3>
        <CheckList items={pricingTips} />
      </Section>

      <Section title="Writing effective descriptions" headingId="descriptions-heading" prose band>
        <p>
          Buyers compare specifications line by line. Lead with the rating and hours, then give them everything they
          would otherwise have to ask. Not sure of a term? Our <Link to="/glossary">generator glossary</Link> explains
          them.
        </p>
        <CheckList items={descriptionChecklist} />
      </Section>

      <Section title="Managing buyer enquiries" headingId="enquiries-heading">
        <CardList items={enquiryTips} />
      </Section>

      <Section title="Safety and legal" headingId="safety-heading" prose>
        <CheckList items={safetyAndLegal} />
      </Section>

      <CtaBand
        headingId="resources-cta-heading"
        title="Ready to list?"
        text="Put the advice to work: your listing is reviewed by our team within 24 hours."
        links={[{ to: "/sell-generator", label: "Sell Your Generator" }, { to: "/listings", label: "Browse Listings" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Seller Resources",
    description:
      "How to sell a used generator: photos, pricing strategy, descriptions, answering enquiries within 2-4 hours, and safety and legal essentials.",
  });
