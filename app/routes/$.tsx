import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { BreadcrumbHandle } from "~/components/breadcrumbs";
import { GeneralErrorBoundary, NotFoundPage } from "~/components/error-boundary";
import * as page from "~/components/page.css";
import { button } from "~/components/ui/button.css";
import { plannedPages } from "~/content/planned-pages";
import { requireUser } from "~/utils/auth.server";
import { pageMeta } from "~/utils/seo";
import { userTypeLabels } from "~/utils/user";

/**
 * Every path no other route matches. Pages of the route list that are not built yet get a
 * short holding page (see planned-pages.ts); anything else is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "") || "/";
  const planned = plannedPages[pathname];
  if (!planned) {
    throw new Response("Not found", { status: 404 });
  }
  const user = planned.requiresUser ? await requireUser(request, context) : null;
  const signedInAs = user ? `${user.email} (${user.userType ? userTypeLabels[user.userType] : "Member"})` : null;
  return json({ title: planned.title, summary: planned.summary, signedInAs });
}

export default function PlannedPage() {
  const { title, summary, signedInAs } = useLoaderData<typeof loader>();
  return (
    <div className={page.container}>
      <div className={`${page.card} ${page.stack}`}>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={page.lead}>{summary}</p>
        {signedInAs ? <p>Signed in as {signedInAs}.</p> : null}
        <p>This part of GenMarket is opening soon. In the meantime, our team is happy to help.</p>
        <Link to="/contact" className={button.secondary}>
          Contact us
        </Link>
      </div>
    </div>
  );
}

export const handle: BreadcrumbHandle = { hideBreadcrumbs: (data) => !data };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.summary }) : pageMeta({ title: "Page not found" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <NotFoundPage /> }} />;
}
