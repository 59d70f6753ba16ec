import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHero } from "~/components/page-hero";
import { CtaBand, Section } from "~/components/sections";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { sellerGuideData } from "./seller-guide.server";

export async function loader() {
  return sellerGuideData();
}

export const headers = publicPageHeaders;

export default function SellerGuidePage() {
  const { sections } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Seller Guide"
        lead="How selling on GenMarket works: listing options and prices, what happens to your photos, getting paid safely, and auctions from reserve to the last bid."
        links={[{ to: "/sell-generator", label: "Start Selling" }, { to: "/faq", label: "Read the FAQ" }]}
      />
      {sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.heading} headingId={`${section.id}-heading`} prose band={index % 2 === 1}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? <CheckList items={section.list} /> : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.link ? (
            <p>
              <Link to={section.link.to}>{section.link.label}</Link>
            </p>
          ) : null}
        </Section>
      ))}
      <CtaBand
        headingId="seller-guide-cta-heading"
        title="Ready to sell?"
        text="List your generator in five steps; our team reviews it within 24 hours."
        links={[{ to: "/sell-generator", label: "Sell Your Generator" }, { to: "/create-auction", label: "Create an Auction" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Seller Guide",
    description:
      "Selling a generator on GenMarket: listing options and prices, how photos are handled, safe payment and collection, and how auctions and reserves work.",
  });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
