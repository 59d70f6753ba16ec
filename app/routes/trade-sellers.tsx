import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { PlanGrid } from "~/components/plan-card";
import { CardList, CtaBand, Section } from "~/components/sections";
import { StatList } from "~/components/stat-list";
import { tradeSellerBenefits } from "~/content/audiences";
import { platformStats, resolveStats } from "~/content/claims";
import { planCard, planPriceText, tradeSellerPlans } from "~/content/plans";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { createAnonymousSupabaseClient } from "~/utils/supabase.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ stats: resolveStats(platformStats, await countMarketplace(createAnonymousSupabaseClient(context))) });
}

export const headers = publicPageHeaders;

export default function TradeSellersPage() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="For trade sellers"
        title="Move more stock with weekly trade packages"
        lead="Dealers, hire fleets and refurbishers advertise to the UK's generator buyers for a flat weekly fee, with no commission on standard listings."
        links={[{ to: "/auth", label: "Register as a Dealer" }, { to: "/auth", label: "Dealer Login" }]}
      />

      <Section label="GenMarket for the trade in numbers">
        <StatList stats={stats} />
      </Section>

      <Section title="Trade packages" headingId="trade-plans-heading" lead="Billed weekly; prices are before VAT. Change package or stop at any time." band>
        <PlanGrid plans={tradeSellerPlans.map(planCard)} />
      </Section>

      <Section title="Built for dealers" headingId="benefits-heading">
        <CardList items={tradeSellerBenefits} />
      </Section>

      <CtaBand
        headingId="trade-cta-heading"
        title="Need more than 20 ads, or an API feed?"
        text="Talk to our trade team about multi-depot accounts, stock feeds and auctions for ex-hire fleets."
        links={[{ to: "/contact", label: "Contact Sales" }, { to: "/pricing", label: "Compare All Plans" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Trade Sellers",
    description: `Weekly advertising packages for generator dealers: ${tradeSellerPlans
      .map((plan) => `${plan.name} ${planPriceText(plan)} (${plan.adAllowance})`)
      .join(", ")}.`,
  });
