import { createRequestHandler, logDevReady } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { DAILY_DIGEST_CRON } from "./app/content/saved-searches";
import { settleDueAuctions } from "./app/models/auction.server";
import { endLapsedPlans, queueReminderEmails, queueSearchAlertEmails } from "./app/utils/admin.server";
import { sendCommissionInvoices } from "./app/utils/commission-invoices.server";
import { deliverEmails, dispatchEmails, EMAIL_DEAD_LETTER_QUEUE, recordDeadLetters, type EmailMessage } from "./app/utils/email-delivery.server";
import { countListingView } from "./app/utils/listing-views.server";
import { refuseRequest } from "./app/utils/request-guard";
import { contentSecurityPolicy, createNonce, withSecurityHeaders } from "./app/utils/security-headers";
import { checkoutOrigin } from "./app/utils/stripe.server";
import { anonymousSupabaseClient } from "./app/utils/supabase.server";
import { getLoadContext } from "./load-context";

const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

if (process.env.NODE_ENV === "development") {
  logDevReady(build);
}

/**
 * Pages that every visitor without cookies sees alike say so with `Cache-Control: public,
 * s-maxage=…` (app/utils/cache.ts): browse and listing pages, and public listings' photos
 * (routes/photos.$.ts). A Worker runs in front of Cloudflare's cache, so it keeps those
 * answers in the edge cache itself and serves repeats from there, for as long as s-maxage
 * allows. Requests with a cookie (a session, a toast) or an Authorization header (the dealer
 * API's key) always reach the app. The build's version is part of the key, so a
 * new deployment never serves pages that point at the previous build's scripts. Off in
 * development, where edits show at once.
 */
async function withEdgeCache(request: Request, ctx: ExecutionContext, respond: () => Promise<Response>) {
  // A request with a key (the dealer API's) is one dealer's, whatever its answer says.
  if (process.env.NODE_ENV !== "production" || request.method !== "GET" || request.headers.has("Cookie") || request.headers.has("Authorization")) {
    return respond();
  }
  // The DOM library's CacheStorage type (used for the app) does not know Workers' default cache.
  const edgeCache = (caches as unknown as { default: Cache }).default;
  const key = new URL(request.url);
  key.searchParams.set("__build", build.assets.version);
  const cached = await edgeCache.match(key);
  if (cached) return cached;
  const response = await respond();
  const shared = /\bs-maxage=\d+/.test(response.headers.get("Cache-Control") ?? "");
  if (response.status === 200 && shared && !response.headers.has("Set-Cookie")) {
    ctx.waitUntil(edgeCache.put(key, response.clone()));
  }
  return response;
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const cspNonce = createNonce();
    const csp = contentSecurityPolicy({
      nonce: cspNonce,
      development: process.env.NODE_ENV === "development",
      supabaseUrl: env.SUPABASE_URL,
      checkoutOrigin: checkoutOrigin(env),
    });
    const response = await respond(request, env, ctx, { cspNonce, contentSecurityPolicy: csp });
    // A request that may have changed something (a message sent, a listing approved) may have
    // queued emails: hand them to the queue once answered (docs/email.md "Dispatch").
    if (request.method !== "GET" && request.method !== "HEAD") ctx.waitUntil(dispatchEmailsLogged(env));
    return withSecurityHeaders(response, request, csp);
  },

  /**
   * The Cron Trigger (wrangler.toml, every minute): settles every auction whose end has
   * passed, so each closes within a minute of its end without anyone visiting it. It calls
   * settle_due_auctions as a visitor would (the anon key): anyone may, and it only settles
   * what is due. Locally, the local backend's own timer does the same (wrangler dev does not
   * fire crons by itself). The same minute ends plans whose grace or cancelled period has
   * passed and renews the local provider's (end_lapsed_plans, docs/payments.md "Weekly
   * plans"), and hands the email outbox to the queue (the saved searches' instant alerts
   * with it); the daily trigger (DAILY_DIGEST_CRON) queues their daily digests first.
   */
  async scheduled(controller, env) {
    if (controller.cron === DAILY_DIGEST_CRON) {
      const digests = await queueSearchAlertEmails(env, "daily");
      if (digests.error) console.error("scheduled: queue_search_alert_emails", digests.error);
      await dispatchEmailsLogged(env);
      return;
    }
    const { error } = await settleDueAuctions(anonymousSupabaseClient(env));
    if (error) console.error("scheduled: settle_due_auctions", error);
    const lapsed = await endLapsedPlans(env);
    if (lapsed.error) console.error("scheduled: end_lapsed_plans", lapsed.error);
    const reminders = await queueReminderEmails(env);
    if (reminders.error) console.error("scheduled: queue_reminder_emails", reminders.error);
    // Stripe invoices for the commission on what just sold (and any not sent before).
    await sendCommissionInvoices(env);
    await dispatchEmailsLogged(env);
  },

  /**
   * The email queue's consumer (wrangler.toml [[queues.consumers]]): renders and sends the
   * emails its messages name; and the dead-letter queue's, which records what the queue gave
   * up on (app/utils/email-delivery.server.ts, docs/email.md).
   */
  async queue(batch, env) {
    if (batch.queue === EMAIL_DEAD_LETTER_QUEUE) await recordDeadLetters(batch, env);
    else await deliverEmails(batch, env);
  },
} satisfies ExportedHandler<Env, EmailMessage>;

async function dispatchEmailsLogged(env: Env) {
  try {
    await dispatchEmails(env);
  } catch (error) {
    console.error("email dispatch", error);
  }
}

async function respond(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  csp: { cspNonce: string; contentSecurityPolicy: string },
) {
  const refused = refuseRequest(request);
  if (refused) return refused;
  try {
    const loadContext = getLoadContext({
      request,
      context: { cloudflare: { env, ctx, cf: request.cf, caches }, ...csp, listingView: { bySeller: false } },
    });
    const response = await withEdgeCache(request, ctx, () => handleRemixRequest(request, loadContext));
    // Rendered or from the edge cache alike, after the answer is decided (in the background).
    countListingView(request, response, loadContext);
    return response;
  } catch (error) {
    // Remix renders route errors itself; this only catches failures outside it.
    console.error(error);
    return new Response("An unexpected error occurred", { status: 500 });
  }
}
