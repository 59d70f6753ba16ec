import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { cssBundleHref } from "@remix-run/css-bundle";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Footer } from "~/components/footer";
import { FormHosts } from "~/components/form-hosts";
import { Header } from "~/components/header";
import { skipLink } from "~/components/header.css";
import { Toaster } from "~/components/ui/toast";
import "~/styles/global.css";
import { getUserSession } from "~/utils/auth.server";
import { criticalCssPlaceholder } from "~/utils/critical-css";
import { combineHeaders } from "~/utils/misc";
import { useNonce } from "~/utils/nonce-provider";
import { pageMeta } from "~/utils/seo";
import { getToastUtils } from "~/utils/toast.server";

export const links: LinksFunction = () => [
  // Not render-blocking (media="print"): the rules the page uses come inline (criticalCssPlaceholder);
  // entry.client switches the whole bundle on for what the browser renders itself.
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref, media: "print" }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, headers: authHeaders } = await getUserSession(request, context);
  const { toast, headers: toastHeaders } = await getToastUtils(request, context).getToast(request);
  // Only a shown toast needs its cookie cleared; other responses stay cookie-free and cacheable.
  // The footer's year is the server's, so a browser whose clock is in another year hydrates alike.
  return json({ user, toast: toast ?? null, year: new Date().getUTCFullYear() }, { headers: combineHeaders(authHeaders, toast ? toastHeaders : null) });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d75" />
        <Meta />
        {/* entry.server fills it after rendering (utils/critical-css.ts): development React would warn that it differs. */}
        <style dangerouslySetInnerHTML={{ __html: criticalCssPlaceholder }} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        <a href="#main" className={skipLink}>
          Skip to main content
        </a>
        <Header user={data?.user ?? null} />
        <Toaster toast={data?.toast} />
        <FormHosts />
        {children}
        <Footer year={data?.year ?? new Date().getUTCFullYear()} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Breadcrumbs />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

export const meta: MetaFunction = () => pageMeta({});

export function ErrorBoundary() {
  return (
    <main id="main" tabIndex={-1}>
      <GeneralErrorBoundary />
    </main>
  );
}
