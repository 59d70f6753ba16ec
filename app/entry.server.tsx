import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { cssBundleHref } from "@remix-run/css-bundle";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server";
import { criticalCssPlaceholder } from "./utils/critical-css";
import { criticalCss, loadStylesheet } from "./utils/critical-css.server";
import { NonceProvider } from "./utils/nonce-provider";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );

  body.allReady.then(() => clearTimeout(timeoutId));

  // The whole document, so its head can carry the CSS its body uses (nothing on these pages
  // streams: no deferred data), instead of a stylesheet that blocks the first paint.
  await body.allReady;
  const html = withScriptsAfterImages(await withCriticalCss(await new Response(body).text(), request, loadContext));

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The policy names this render's nonce, so it travels with the page (into the edge cache
  // too); server.ts adds the other security headers to every answer.
  responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The page with the bundle's rules it uses inline (root.tsx's placeholder filled); should the
 * bundle be unreadable, with the bundle's stylesheet blocking again as it would by default.
 */
async function withCriticalCss(html: string, request: Request, loadContext: AppLoadContext) {
  if (!cssBundleHref) return html;
  const stylesheet = await loadStylesheet(cssBundleHref, loadContext.cloudflare.env.ASSETS, request.url);
  if (!stylesheet) return html.replace(`href="${cssBundleHref}" media="print"`, `href="${cssBundleHref}"`);
  const css = criticalCss(stylesheet, html);
  return html.replace(criticalCssPlaceholder, () => css);
}

/**
 * The browser script's modules fetched at low priority: the page works and shows everything
 * without them, so on a slow connection the photos (the largest of them marked high) come
 * first. Remix's <Scripts> has no say in its preload links' priority, so it is added here: React
 * leaves an attribute it did not render alone when hydrating (in development it would warn, so
 * not there).
 */
function withScriptsAfterImages(html: string) {
  if (process.env.NODE_ENV === "development") return html;
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
