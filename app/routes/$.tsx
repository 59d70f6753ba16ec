import type { MetaFunction } from "@remix-run/cloudflare";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/utils/seo";

/** Every path no other route matches: a 404, with the not-found page and a link home. */
export async function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export const handle: BreadcrumbHandle = { hideBreadcrumbs: true };

export const meta: MetaFunction = () => pageMeta({ title: "Page not found" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFoundPage /> }} />;
}
