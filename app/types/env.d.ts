/**
 * The Worker's optional settings, which `wrangler types` cannot know (it types only what
 * wrangler.toml declares): without them the app runs on its local defaults. See
 * docs/payments.md and docs/email.md for each.
 */
interface Env {
  /** Stripe's secret key (a Worker secret; .dev.vars locally): card payments go through Stripe. */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret of the /webhooks/stripe endpoint registered with Stripe. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where Stripe's API is, when not api.stripe.com:443 over https (a stand-in in the tests). */
  STRIPE_API_HOST?: string;
  STRIPE_API_PORT?: string;
  STRIPE_API_PROTOCOL?: string;
  /** Resend's API key (a Worker secret): emails go through Resend; without it, to the local outbox (docs/email.md). */
  RESEND_API_KEY?: string;
  /** The signing secret (whsec_…) of the /webhooks/email endpoint registered with the mail provider (docs/email.md). */
  RESEND_WEBHOOK_SECRET?: string;
}
