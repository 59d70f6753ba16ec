/**
 * What the Worker refuses before Remix sees a request (server.ts), in one place for every
 * route, documents, `?_data=` requests and resource routes alike:
 * - a state change sent from another site (login CSRF, a favourite saved by a foreign page):
 *   Remix's own check covers only ordinary document posts;
 * - a method no form uses (PUT, PATCH, DELETE…), which Remix would treat as a POST;
 * - a body no form sends (JSON, text/plain…), which the actions could not read.
 * Signed webhooks are the exception: they come from the provider's servers, as JSON. So is the
 * dealer API (/api/v1/, docs/api.md): JSON with PATCH and DELETE, authorised by its key in a
 * header and never by cookies, so a foreign page cannot act through a visitor's session there.
 * Each answers with its 4xx status and a sentence a person can act on, never a stack trace.
 */

const readMethods = new Set(["GET", "HEAD"]);
const formContentTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** Paths that take signed JSON from a provider, not forms (routes/webhooks.stripe.ts, routes/webhooks.email.ts). */
export const signedWebhookPaths = new Set(["/webhooks/stripe", "/webhooks/email"]);

export const requestRefusals = {
  crossSite: "This form was sent from another website, so it was refused. Please use the form on GenMarket itself.",
  method: "This address only accepts pages being opened and forms being sent.",
  contentType: "This request was refused because it was not sent as a form. Please use the form on the page.",
} as const;

/** The dealer API's addresses: its routes answer every method and body themselves, as problem details. */
export const DEALER_API_PREFIX = "/api/v1/";

/** A refusal for the request, or null when it may go on to the app. */
export function refuseRequest(request: Request): Response | null {
  if (readMethods.has(request.method)) return null;
  if (new URL(request.url).pathname.startsWith(DEALER_API_PREFIX)) return null;
  if (request.method !== "POST") return refusal(405, requestRefusals.method, { Allow: "GET, HEAD, POST" });
  // Sent by a provider's servers as JSON, and trusted only once its signature is checked
  // (routes/webhooks.*.ts): the only POSTs that neither come from our pages nor are forms.
  if (signedWebhookPaths.has(new URL(request.url).pathname)) return null;
  if (!isSameSite(request)) return refusal(403, requestRefusals.crossSite);
  if (!hasFormBody(request)) return refusal(415, requestRefusals.contentType);
  return null;
}

/**
 * Browsers name the sending page's origin on every POST (`Origin`), or at least say where
 * it came from (`Sec-Fetch-Site`). A request with neither is not from a browser, so it
 * cannot carry a visitor's cookies on someone else's behalf.
 */
function isSameSite(request: Request) {
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  return true;
}

/** A form's encoding, or no body at all (a bodiless POST such as a sign-out button's fetch). */
function hasFormBody(request: Request) {
  const type = request.headers.get("Content-Type");
  if (type === null) return request.headers.get("Content-Length") === "0" || request.body === null;
  return formContentTypes.has(type.split(";")[0]!.trim().toLowerCase());
}

function refusal(status: 403 | 405 | 415, message: string, headers: Record<string, string> = {}) {
  const title = { 403: "Request refused", 405: "Method not allowed", 415: "Unsupported request" }[status];
  // A page of its own, outside Remix: plain HTML with a few inline styles in the site's colours.
  const style =
    "body{margin:0;padding:0 1rem;font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc}" +
    "main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}" +
    "h1{font-size:1.5rem;color:#0f3d75;margin-top:0}a{color:#0f3d75;font-weight:600}";
  const page = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | GenMarket</title><style>${style}</style></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">Go to the GenMarket home page</a></p></main></body></html>`;
  return new Response(page, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}
