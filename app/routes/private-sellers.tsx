import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import { CardList, CtaBand, Section } from "~/components/sections";
import { StatList } from "~/components/stat-list";
import { privateSellerReasons, privateSellerSteps } from "~/content/audiences";
import { sellerStats, resolveStats } from "~/content/claims";
import { planCard, planPriceText, privateSellerPlans } from "~/content/plans";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { createAnonymousSupabaseClient } from "~/utils/supabase.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ stats: resolveStats(sellerStats, await countMarketplace(createAnonymousSupabaseClient(context))) });
}

export const headers = publicPageHeaders;

export default function PrivateSellersPage() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="For private sellers"
        title="Sell your generator to buyers who are ready"
        lead="Whether it is a farm standby set or a portable you no longer use, reach buyers looking for generators with a fixed-price listing or an auction."
        links={[{ to: "/sell-generator", label: "Sell Your Generator" }, { to: "/auctions", label: "See Live Auctions" }]}
      />

      <Section label="Selling on GenMarket in numbers">
        <StatList stats={stats} />
      </Section>

      <Section
        title="Two ways to sell"
        headingId="methods-heading"
        lead={
          <>
            A fixed-price listing paid once with no commission, or a timed auction where buyers compete. Prices include VAT; full details are on our{" "}
            <Link to="/pricing">pricing page</Link>.
          </>
        }
        band
      >
        <PlanGrid plans={privateSellerPlans.map(planCard)} />
      </Section>

      <Section title="How selling works" headingId="steps-heading">
        <CardList items={privateSellerSteps} numbered />
      </Section>

      <Section title="Why sell on GenMarket" headingId="reasons-heading" prose>
        <CheckList items={privateSellerReasons} />
        <p>
          Our <Link to="/seller-resources">seller resources</Link> cover photos, pricing and answering enquiries.
        </p>
      </Section>

      <CtaBand
        headingId="private-cta-heading"
        title="List your generator today"
        text="It takes about ten minutes, and our team reviews it within 24 hours."
        links={[{ to: "/sell-generator", label: "Sell Your Generator" }, { to: "/auctions", label: "See Live Auctions" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Private Sellers",
    description:
      `Sell your used generator with a fixed-price listing from ${planPriceText(privateSellerPlans[0]!)} and no commission, or a timed auction. Reviewed within 24 hours.`,
  });
