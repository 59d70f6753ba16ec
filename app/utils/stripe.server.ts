import { json } from "@remix-run/cloudflare";
import Stripe from "stripe";
import { refusalStatus, type BackendError } from "./errors";

/**
 * Stripe, for a deployment with STRIPE_SECRET_KEY (docs/payments.md): the official SDK with
 * its fetch client and Web Crypto, which is what runs on Workers. STRIPE_API_HOST, _PORT and
 * _PROTOCOL point it elsewhere (the tests' stand-in, tests/support/stripe-stand-in.ts).
 * Null without a key: payments then go through the local provider.
 */
export function stripeFor(env: Env) {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    // One retry (with an idempotency key, so a retried create never makes a second session),
    // and no long wait: a seller is looking at a pending button.
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL === "http" || env.STRIPE_API_PROTOCOL === "https" ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  });
}

/**
 * Where Stripe's hosted pages are (Checkout, and the customer portal of Manage card), for the
 * Content-Security-Policy's form-action; null without Stripe. With STRIPE_API_HOST (a
 * stand-in), its own address, which serves them.
 */
export function checkoutOrigin(env: Env) {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_API_HOST) return "https://checkout.stripe.com https://billing.stripe.com";
  const protocol = env.STRIPE_API_PROTOCOL === "http" ? "http" : "https";
  return `${protocol}://${env.STRIPE_API_HOST}${env.STRIPE_API_PORT ? `:${env.STRIPE_API_PORT}` : ""}`;
}

/** How far a webhook's signed timestamp may be from now: Stripe's default, five minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

/**
 * The event a webhook request carries, once its Stripe-Signature header has been checked
 * against the endpoint's secret (and its timestamp is within the tolerance); null for
 * anything else: no or a wrong signature, an old timestamp, a body that is not an event.
 */
export async function verifiedStripeEvent(stripe: Stripe, env: Env, request: Request) {
  const signature = request.headers.get("Stripe-Signature");
  if (!signature || !env.STRIPE_WEBHOOK_SECRET) return null;
  const body = await request.text();
  try {
    const event = await stripe.webhooks.constructEventAsync(
      body,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      WEBHOOK_TOLERANCE_SECONDS,
      cryptoProvider,
    );
    return typeof event?.id === "string" && typeof event.type === "string" ? event : null;
  } catch {
    return null;
  }
}

/** Any error of Stripe's SDK (unreachable, refused, failing): nothing was charged. */
export function isStripeError(error: unknown) {
  return error instanceof Stripe.errors.StripeError;
}

/** True when Stripe could not be reached or failed on its side: nothing was charged. */
export function isStripeUnavailable(error: unknown) {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/**
 * What a paid Checkout Session says was taken, as complete_checkout_payment checks it: the
 * session, its amount and currency, and its PaymentIntent (expanded or not) for refunds.
 */
export function checkoutPaidBy(session: Stripe.Checkout.Session) {
  const intent = session.payment_intent;
  return {
    sessionId: session.id,
    amountPence: session.amount_total ?? 0,
    currency: session.currency ?? "",
    paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
  };
}

/**
 * The refunds a refund event speaks of, as record_payment_refund takes them: a refund.* event's
 * refund, or each refund a charge.refunded event's charge lists. Our refund's id is in the
 * refund's metadata (the app sets it); a charge lists its refunds only in older API versions,
 * which is why both are handled.
 */
export function refundsOfEvent(event: Stripe.Event) {
  const object = event.data.object as Partial<Stripe.Refund> & Partial<Stripe.Charge>;
  const refunds: Stripe.Refund[] =
    object.object === "refund" ? [object as Stripe.Refund] : object.object === "charge" ? (object.refunds?.data ?? []) : [];
  return refunds
    .filter((refund) => typeof refund.id === "string")
    .map((refund) => ({
      refundId: typeof refund.metadata?.refund_id === "string" && /^[0-9a-f-]{36}$/i.test(refund.metadata.refund_id) ? refund.metadata.refund_id : null,
      providerRefundId: refund.id,
      status: refund.status ?? "pending",
      amountPence: refund.amount,
    }));
}

export type StripeClient = Stripe;
export type StripeCheckoutSession = Stripe.Checkout.Session;

/**
 * The webhook's answer once SQL has applied a verified event (or refused it): 200 applied;
 * 200 not applied when it is none of ours (GM404), or refused for good (another amount, a
 * listing already paid: logged for staff, since Stripe sending it again would change nothing);
 * 500 when the database did not answer, so Stripe sends it again later. `subject` names what
 * the event was about in the log; `retry` is the 500's words.
 */
export function appliedEventAnswer(event: Stripe.Event, subject: string, error: BackendError | null, retry: string) {
  if (!error) return json({ received: true, applied: true });
  const status = refusalStatus(error);
  if (status === 404) return json({ received: true, applied: false });
  console.error(`webhooks: Stripe ${event.type} ${event.id} for ${subject} was refused`, error);
  if (status !== null) return json({ received: true, applied: false });
  return json({ error: retry }, { status: 500 });
}
