// The Stripe stand-in's keys and the Worker settings that point the app at it
// (tests/support/stripe-stand-in.ts), in plain JavaScript so that playwright.config.ts can name
// them without loading the stand-in and its packages.
export const STAND_IN_SECRET_KEY = "sk_test_genmarket_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_genmarket_stand_in";

/** The Worker's Stripe settings for a stand-in listening on 127.0.0.1:port (docs/payments.md#stripe). */
export function standInWorkerSettings(port) {
  return {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: "http",
  };
}
