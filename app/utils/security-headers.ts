/**
 * The security headers every answer of the Worker carries (server.ts), pages, error pages
 * and the Worker's own refusals alike. Static files are served before the Worker runs and
 * get theirs from public/_headers.
 */

/** A fresh nonce for one request's inline scripts: 128 random bits, base64. */
export function createNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The Content-Security-Policy for a page rendered with this nonce. Scripts run only from
 * this site or with the nonce (Remix's inline scripts carry it); no framing; forms post only
 * here (and may be redirected to the card checkout); images come from this site (listing photos too, through its /photos route) and from
 * the Supabase project's public storage (profile photos: the avatars bucket's public URLs).
 */
export function contentSecurityPolicy({
  nonce,
  development,
  supabaseUrl,
  checkoutOrigin,
}: {
  nonce: string;
  development: boolean;
  supabaseUrl?: string;
  /** The card provider's hosted pages' origins (utils/stripe.server.ts): a form's answer may redirect there. */
  checkoutOrigin?: string | null;
}) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (React's style prop) are used for sizes and positions.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${storageOrigin(supabaseUrl)}`,
    "font-src 'self' data:",
    // Remix's live reload talks to its dev server over a WebSocket.
    `connect-src 'self'${development ? " ws://127.0.0.1:* ws://localhost:*" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Browsers apply form-action to where a submitted form is redirected too: Publish, Promote
    // and Pay answer a plain POST with a 303 to the card checkout, Manage card to Stripe's
    // customer portal (docs/payments.md).
    `form-action 'self'${checkoutOrigin ? ` ${checkoutOrigin}` : ""}`,
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** " <origin>" of the Supabase project, for img-src; nothing when it is not a valid http(s) URL. */
function storageOrigin(supabaseUrl: string | undefined) {
  try {
    const url = new URL(supabaseUrl ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? ` ${url.origin}` : "";
  } catch {
    return "";
  }
}

/** Browser features the site never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** HSTS: two years, subdomains included; sent only over https (browsers ignore it on http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The response with every security header set. A Content-Security-Policy the page already
 * has (entry.server.tsx, with the nonce its scripts carry, kept with it in the edge cache)
 * is left alone; anything else gets one with the request's nonce.
 */
export function withSecurityHeaders(response: Response, request: Request, csp: string) {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (new URL(request.url).protocol === "https:") headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return secured;
}
