import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalDocument } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { publicPageHeaders } from "~/utils/cache";
import { pageMeta } from "~/utils/seo";

export const headers = publicPageHeaders;

export default function PrivacyPage() {
  return <LegalDocument document={privacyPolicy} />;
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: privacyPolicy.title,
    description: "How GenMarket collects, uses, shares and protects your personal data under UK GDPR, and the rights you have.",
  });
