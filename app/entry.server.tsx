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
  const html = withScriptsAfterFirstPaint(await withCriticalCss(await new Response(body).text(), request, loadContext), nonce);

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
 * The browser script fetched and run once the page has painted
 * (docs/decisions/029-scripts-after-first-paint.md): every page works and shows everything
 * without it, so its 100 KB never compete with the page's own HTML, CSS and largest photo, on
 * a slow connection or in Lighthouse's simulation of one. Remix's <Scripts> renders module
 * preloads and an inline module that imports the route modules; here the preloads lose their
 * `rel` (kept as `data-rel`, with a low priority) and the module its `type`, so the parser
 * fetches nothing. AFTER_FIRST_PAINT, a script of ours at the end of the body, puts them back
 * when the first contentful paint is reported, or at once in a tab nobody sees.
 *
 * What React hydrates is unchanged: an attribute it did not render is left alone (development
 * React would warn of it, so not there), and the two elements the switch adds remove themselves
 * before hydration starts.
 */
function withScriptsAfterFirstPaint(html: string, nonce: string) {
  const end = html.lastIndexOf("</body>");
  // A document cut short (no end of body) keeps Remix's scripts as they are.
  if (process.env.NODE_ENV === "development" || end < 0) return html;
  return `${html.slice(0, end)}<script nonce="${nonce}">${AFTER_FIRST_PAINT}</script>${html.slice(end)}`
    .replaceAll('<link rel="modulepreload" ', '<link data-rel="modulepreload" fetchpriority="low" ')
    .replace(/<script nonce="([^"]*)" type="module"/, `<script nonce="$1" type="${INERT_MODULE_TYPE}"`);
}

/**
 * The latest the scripts start, painted or not: a browser that reports paint timing but never
 * reports this page's first contentful paint still gets them.
 */
const LATEST_START_MS = 5000;

/** What the route modules' inline script is typed as until it may run: no browser runs it. */
const INERT_MODULE_TYPE = "text/x-after-first-paint";

/**
 * Runs in the page, once, as the parser reaches it: restores the preloads' `rel` (the browser
 * fetches a link whose `rel` becomes `modulepreload`) and runs the inline module as a new
 * module script, after the first contentful paint (a Paint Timing entry), or at once where the
 * page is hidden (a background tab never paints) or the browser reports no paint timing, and
 * after LATEST_START_MS at the latest.
 */
const AFTER_FIRST_PAINT = `(function () {
  document.currentScript.remove();
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-rel="modulepreload"]').forEach(function (link) {
      link.rel = "modulepreload";
    });
    var inert = document.querySelector('script[type="${INERT_MODULE_TYPE}"]');
    if (!inert) return;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = inert.nonce;
    script.id = "after-first-paint";
    script.textContent = inert.textContent + ';document.getElementById("after-first-paint").remove();';
    document.body.appendChild(script);
  }
  if (document.visibilityState === "hidden" || !window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") < 0) return start();
  document.addEventListener("visibilitychange", start);
  setTimeout(start, ${LATEST_START_MS});
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName("first-contentful-paint").length) start();
  }).observe({ type: "paint", buffered: true });
})();`;
