import type { UserType } from "./user";

// The sign-in pages' account types and demo accounts, apart from the forms' schemas
// (auth-validation.ts) so that the pages carry them without zod (docs/performance.md).

/**
 * The account types a member signs up as (docs/spec/01-marketplace-core.md §4's roles; the spec's sign-up page calls a
 * trade seller a dealer), as the URL (`?account=`) and the form name them.
 */
export const signupAccounts = ["buyer", "private", "dealer"] as const;
export type SignupAccount = (typeof signupAccounts)[number];

/** The profile's user_type each account type signs up with (the sign-up trigger copies it). */
export const signupUserTypes: Record<SignupAccount, UserType> = {
  buyer: "buyer",
  private: "private_seller",
  dealer: "trade_seller",
};

export function isSignupAccount(value: unknown): value is SignupAccount {
  return typeof value === "string" && (signupAccounts as readonly string[]).includes(value);
}

export const demoAccounts = {
  buyer: { email: "demo-buyer@genmarket.test", label: "Buyer", description: "Browse, save listings and message sellers" },
  private: { email: "demo-private@genmarket.test", label: "Private Seller", description: "List and auction your own generator" },
  trade: { email: "demo-trade@genmarket.test", label: "Trade Seller", description: "Dealer account with weekly packages" },
} as const;

export type DemoAccount = keyof typeof demoAccounts;

export function isDemoAccount(value: unknown): value is DemoAccount {
  return typeof value === "string" && Object.hasOwn(demoAccounts, value);
}
