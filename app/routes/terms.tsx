import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { termsOfService } from "~/content/legal";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function TermsPage() {
  return <LegalDocument document={termsOfService} />;
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: termsOfService.title,
    description: "The terms for using GenMarket: accounts, listings, fees, auctions, buying, hire quote requests and your rights.",
  });
