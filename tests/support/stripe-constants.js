// The Stripe stand-in's keys (tests/support/stripe-stand-in.ts), in plain JavaScript so that
// playwright.config.ts can name them without loading the stand-in and its packages.
export const STAND_IN_SECRET_KEY = "sk_test_genmarket_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_genmarket_stand_in";
