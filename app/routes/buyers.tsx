import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CheckList } from "~/components/check-list";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import { CardList, CtaBand, Section } from "~/components/sections";
import { StatList } from "~/components/stat-list";
import { buyerFeatures, buyingTips } from "~/content/audiences";
import { buyerStats, resolveStats } from "~/content/claims";
import { buyerPlans, planCard } from "~/content/plans";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { createAnonymousSupabaseClient } from "~/utils/supabase.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ stats: resolveStats(buyerStats, await countMarketplace(createAnonymousSupabaseClient(context))) });
}

export const headers = publicPageHeaders;

export default function BuyersPage() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="For buyers"
        title="Find the right generator, ready to ship"
        lead="Used and new-in-stock generators from verified sellers, from 2 kVA portables to multi-megawatt standby sets."
        links={[{ to: "/listings", label: "Browse Generators" }, { to: "/auctions", label: "View Auctions" }]}
      />

      <Section label="GenMarket for buyers in numbers">
        <StatList stats={stats} />
      </Section>

      <Section title="Buying made simple" headingId="features-heading">
        <CardList items={buyerFeatures} />
      </Section>

      <Section
        title="Buyer plans"
        headingId="plans-heading"
        lead="Browsing is free. Upgrade when you need to hear about new stock before anyone else."
        band
      >
        <PlanGrid plans={buyerPlans.map(planCard)} />
      </Section>

      <Section title="Buy with confidence" headingId="tips-heading" prose>
        <CheckList items={buyingTips} />
        <p>
          New to generators? Our <Link to="/generator-categories">generator categories guide</Link> explains portable,
          standby and prime power, and the <Link to="/glossary">glossary</Link> decodes kVA, AVR, ATS and the rest.
        </p>
      </Section>

      <CtaBand headingId="buyers-cta-heading" title="Start your search" text="Fixed-price listings and timed auctions, updated every day."
        links={[{ to: "/listings", label: "Browse Generators" }, { to: "/auctions", label: "View Auctions" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "For Buyers",
    description:
      "Buy used and new-in-stock generators from verified UK sellers. Advanced search, saved favourites, direct messaging and a free buyer plan.",
  });
