import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/page-hero";
import { CardList, CtaBand, Section } from "~/components/sections";
import { StatList } from "~/components/stat-list";
import { mission, whatSetsUsApart, whoWeServe } from "~/content/about";
import { platformStats, resolveStats } from "~/content/claims";
import { countMarketplace } from "~/models/marketplace-counts.server";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";
import { createAnonymousSupabaseClient } from "~/utils/supabase.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ stats: resolveStats(platformStats, await countMarketplace(createAnonymousSupabaseClient(context))) });
}

export const headers = publicPageHeaders;

export default function AboutPage() {
  const { stats } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="About GenMarket"
        title="The marketplace built for generators"
        lead="We connect dealers, hire fleets, private owners and buyers across the UK, so good generators find their next job quickly."
      />

      <Section title="Our mission" headingId="mission-heading" prose>
        {mission.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>

      <Section label="GenMarket in numbers">
        <StatList stats={stats} />
      </Section>

      <Section title="What sets us apart" headingId="apart-heading" band>
        <CardList items={whatSetsUsApart} />
      </Section>

      <Section title="Who we serve" headingId="serve-heading">
        <CardList items={whoWeServe}>{(audience) => <Link to={audience.to}>{audience.cta}</Link>}</CardList>
      </Section>

      <CtaBand
        headingId="about-cta-heading"
        title="Talk to the team"
        text="Questions about selling, buying or trade packages? We reply within 24 hours."
        links={[{ to: "/contact", label: "Contact Us" }, { to: "/pricing", label: "View Pricing" }]}
      />
    </>
  );
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: "About GenMarket",
    description:
      "GenMarket is the UK marketplace for used and stock generators: fast turnover, member early access, flexible selling and transparent pricing.",
  });
